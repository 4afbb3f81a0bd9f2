import { baseApi } from "../../api/base-api.ts";

export interface TrackingResult {
  orderId: string;
  orderDate: string;
  totalAmount: number;
  productCount: number;
  expectedDelivery: string;
  currentStatus: string;
  activities: { id: string; status: string; date: string; time: string; icon: string; type: string }[];
}

export const trackingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    trackOrder: build.query<TrackingResult, { orderId: string; email: string }>({
      query: (params) => ({ url: "/orders/track", params }),
      transformResponse: (answer: { data: TrackingResult }) => answer.data,
    }),
  }),
});

export const { useLazyTrackOrderQuery } = trackingApi;
