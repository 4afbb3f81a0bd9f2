// The dashboard's figures (GET /api/admin/dashboard).
// Injected into the store's one API by the admin's chunk only (admin-api.ts holds what the areas share).
import { adminApi, data } from "../admin-api.ts";
import type { Dashboard } from "../admin-types.ts";

const dashboardApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    dashboard: build.query<Dashboard, void>({
      query: () => "/admin/dashboard",
      transformResponse: data,
      providesTags: ["AdminDashboard"],
    }),
  }),
});

export const { useDashboardQuery } = dashboardApi;
