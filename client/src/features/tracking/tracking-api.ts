import type { TrackingResult } from "@store/shared/checkout";
import { baseApi } from "../../api/base-api.ts";

export const trackingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    trackOrder: build.query<TrackingResult, { orderId: string; email: string }>({
      query: (params) => ({ url: "/orders/track", params }),
      transformResponse: (answer: { data: TrackingResult }) => answer.data,
    }),
  }),
});

export const { useLazyTrackOrderQuery } = trackingApi;
