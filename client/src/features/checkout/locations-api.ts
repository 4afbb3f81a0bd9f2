// Nepal's provinces, districts and local levels for the address form (GET /api/locations/nepal). Injected only
// by the checkout's customer-info step, so the call and its code stay out of the home page's bundle; the answer
// is kept for the session (it never changes while the store runs; the browser revalidates it by ETag).
import type { NepalLocations } from "@store/shared/locations";
import { baseApi } from "../../api/base-api.ts";

export const locationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    nepalLocations: build.query<NepalLocations, void>({
      query: () => "/locations/nepal",
      transformResponse: (answer: { data: NepalLocations }) => answer.data,
      keepUnusedDataFor: 24 * 60 * 60,
    }),
  }),
});

export const { useNepalLocationsQuery } = locationsApi;
