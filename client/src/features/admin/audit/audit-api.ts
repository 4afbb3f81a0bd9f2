// The audit log (GET /api/admin/audit).
// Injected into the store's one API by the admin's chunk only (admin-api.ts holds what the areas share).
import { adminApi, listParams, type Answer } from "../admin-api.ts";
import type { AuditPage, AuditQuery } from "../admin-types.ts";

const auditApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    auditLog: build.query<AuditPage, AuditQuery>({
      query: (query) => ({ url: "/admin/audit", params: listParams(query) }),
      transformResponse: (answer: Answer<AuditPage>) => answer.data,
      providesTags: ["AdminAudit"],
    }),
  }),
});

export const { useAuditLogQuery } = auditApi;
