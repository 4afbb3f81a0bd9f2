// HTTP of /api/admin/mail: the mail viewer, what the store has emailed (or would have, without SMTP_URL).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  mailIdParamsSchema,
  mailListAnswerSchema,
  mailListQuerySchema,
  mailMessageAnswerSchema,
} from "@store/shared/admin/mail";
import { listMail, readMail } from "../../mail/viewer.ts";
import { adminRoute } from "../../../plugins/route-docs.ts";
import { adminListPage } from "../list-page.ts";

export default async function adminMailRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  adminListPage(
    app,
    {
      operationId: "listOutboxMail",
      summary: "List the store's emails, newest first (the mail viewer)",
      description:
        "Every message of the outbox: `queued` (waiting, or waiting to retry after `lastError` until " +
        "`nextAttemptAt`), `sent`, `captured` (kept here because SMTP_URL is not set) or `failed` (given up " +
        "after its last attempt). `to` filters by recipient.",
      querystring: mailListQuerySchema,
      answer: mailListAnswerSchema,
    },
    (query) => listMail(app.db, query),
  );

  app.get(
    "/:id",
    {
      schema: adminRoute({
        operationId: "readOutboxMail",
        summary: "Read one email: its HTML and plain-text parts",
        description:
          "A password reset email is for admins only (403 for staff): its link sets an account's password. " +
          "Once sent through SMTP, a reset email's link is no longer kept.",
        params: mailIdParamsSchema,
        response: { 200: mailMessageAnswerSchema },
        failures: [400, 401, 403, 404],
      }),
    },
    async (request) => ({
      success: true as const,
      data: { message: await readMail(app.db, request.params.id, request.requireUser().role) },
    }),
  );
}
