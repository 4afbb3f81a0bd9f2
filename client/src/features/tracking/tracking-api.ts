import type { TrackBody, TrackingResult } from "@store/shared/checkout";
import { baseApi } from "../../api/base-api.ts";

export const trackingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // POST /api/orders/track: the email or phone stays out of the address (and the servers' logs).
    trackOrder: build.query<TrackingResult, TrackBody>({
      query: (body) => ({ url: "/orders/track", method: "POST", body }),
      transformResponse: (answer: { data: TrackingResult }) => answer.data,
    }),
  }),
});

export const { useLazyTrackOrderQuery } = trackingApi;
