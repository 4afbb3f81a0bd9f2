// The audit log (GET /api/admin/audit).
// Injected into the store's one API by the admin's chunk only (admin-api.ts holds what the areas share).
import { adminApi, pagedList } from "../admin-api.ts";
import type { AuditPage, AuditQuery } from "../admin-types.ts";

const auditApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    auditLog: build.query<AuditPage, AuditQuery>({
      ...pagedList("/admin/audit", "AdminAudit"),
      providesTags: ["AdminAudit"],
    }),
  }),
});

export const { useAuditLogQuery } = auditApi;
