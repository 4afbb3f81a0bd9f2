// HTTP of /api/admin/sms: the SMS log, every text the store sent or tried to (staff and admins: the prefix's
// guard), and sending a failed one again.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  smsIdParamsSchema,
  smsListAnswerSchema,
  smsListQuerySchema,
  smsResendAnswerSchema,
} from "@store/shared/admin/sms";
import { listSms, resendSms } from "../../sms/log.ts";
import { adminRoute } from "../../../plugins/route-docs.ts";
import { adminListPage } from "../list-page.ts";

export default async function adminSmsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  adminListPage(
    app,
    {
      operationId: "listSmsMessages",
      summary: "List the store's text messages, newest first (the SMS log; staff and admins)",
      description:
        "Every text of the notifications outbox: its number, kind, length in segments, status (`queued`: " +
        "waiting, or waiting to retry until `nextAttemptAt`; `sent`; `captured` by the emulator when " +
        "SMS_PROVIDER=emulator; `failed`), why its last attempt failed (`errorCode`: `invalid_number` is never " +
        "retried, `no_credit`, `provider_error` and `network` are) and the provider's own answer. `search` " +
        "matches a number typed in any form (98…, +977 98…) or part of one, or a kind. `lowCredit` is true " +
        "while a text waits because the provider said the account has no credit left.",
      querystring: smsListQuerySchema,
      answer: smsListAnswerSchema,
    },
    (query) => listSms(app.db, query),
  );

  app.post(
    "/:id/resend",
    {
      schema: adminRoute({
        operationId: "resendSmsMessage",
        summary: "Send a failed text message again (staff and admins)",
        description:
          "Queues the text again, due now, its attempts counted afresh; the sender job sends it within " +
          "seconds. Only a `failed` text (409 `sms.not_failed`, also when two resends race); a sign-in code is " +
          "not kept once given up, so it is never sent again (409 `sms.code_not_resent`); 404 `sms.not_found` " +
          "for an id that is no text message.",
        params: smsIdParamsSchema,
        response: { 200: smsResendAnswerSchema },
        failures: [400, 401, 403, 404, 409],
      }),
    },
    async (request) => ({
      success: true as const,
      data: { message: await resendSms(app.db, request.params.id) },
    }),
  );
}
