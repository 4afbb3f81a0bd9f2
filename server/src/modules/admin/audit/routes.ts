// HTTP of /api/admin/audit: the readable audit log, for admins only.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { auditListAnswerSchema, auditListQuerySchema } from "@store/shared/admin/audit";
import { requireRole } from "../../../plugins/require-role.ts";
import { listAuditEvents } from "../../audit/audit-events.ts";
import { adminListPage } from "../list-page.ts";

export default async function adminAuditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  adminListPage(
    app,
    {
      onRequest: requireRole("admin"),
      operationId: "listAuditEvents",
      summary: "Read the audit log, newest first (admins only)",
      description:
        "Sign-ins and failed attempts, registrations, password changes, payments and refunds, and every " +
        "change made through /api/admin, each with the account it names (`user`: email and name). `userId` " +
        "filters by that account; `from` and `to` are ISO 8601 date-times, or calendar days read in Nepal " +
        "time (a whole day for each).",
      querystring: auditListQuerySchema,
      answer: auditListAnswerSchema,
    },
    (query) => listAuditEvents(app.db, query),
  );
}
