// HTTP of Fonepay's dynamic QR under /api/payments/fonepay/qr (SHOP-API.md part 3, "Fonepay", QR): make (or
// give again) the order's QR, read a QR's status, and follow it as server-sent events. Only the order's owner
// may ask about its PRN. The event stream reads the database every second, so a payment another replica learned
// reaches it, and asks Fonepay's status call itself while the QR stays open, so a lost socket message cannot
// leave a paid QR waiting.
import { PassThrough } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { failureAnswers } from "../../plugins/route-docs.ts";
import { orderRef, security, tags } from "./answers.ts";
import {
  checkQrAtFonepay,
  findOwnQr,
  isFinal,
  openQr,
  QR_STATUSES,
  qrStatusOf,
  type QrAttemptRow,
  type QrStatus,
} from "./fonepay-qr.ts";
import { QrListener } from "./fonepay-qr-socket.ts";

/** How often an event stream reads its QR's row. */
export const STREAM_POLL_MS = 1_000;
/** How long a stream waits on an open QR before asking Fonepay itself, and then again as often. */
export const STREAM_CHECK_MS = 15_000;
/** A comment line this often keeps proxies and the server's idle-socket timeout from closing a quiet stream. */
export const STREAM_HEARTBEAT_MS = 15_000;

const prnParams = z.object({ prn: z.string().trim().min(1).max(25) });
const statusData = z.object({ status: z.enum(QR_STATUSES) });

export default async function fonepayQrRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const listener = new QrListener(fastify);
  fastify.addHook("onClose", async () => listener.close());

  app.post(
    "/fonepay/qr",
    {
      schema: {
        tags,
        security,
        operationId: "makeFonepayQr",
        summary:
          "The order's Fonepay dynamic QR: its PRN, its EMVCo text (the page draws it) and when it ends",
        description:
          "Asks Fonepay's thirdPartyDynamicQrDownload for a QR of the order's total under a new PRN, unless the " +
          "order has a QR still open (not ended, not failed): that one is answered again, so a page opened " +
          "again picks up where it was. An ended or failed QR is replaced by a new PRN. The store listens to " +
          "Fonepay's notification socket and pays the order only after its own thirdPartyDynamicQrGetStatus " +
          "says success. Someone else's order is 404; a paid order, or one placed with another method, 409.",
        body: z.object({ orderId: orderRef }),
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.object({ prn: z.string(), qrMessage: z.string(), expiresAt: z.string() }),
          }),
          ...failureAnswers(400, 401, 404, 409, 429, 502),
        },
      },
    },
    async (request) => {
      const row = await openQr(fastify, request.identity(), request.body.orderId);
      listener.listen(row);
      return {
        success: true as const,
        data: {
          prn: row.transactionUuid!,
          qrMessage: row.qrMessage!,
          expiresAt: row.expiresAt!.toISOString(),
        },
      };
    },
  );

  /** The QR's status now, after asking Fonepay about an open one (a payment the socket did not tell is taken). */
  async function currentStatus(row: QrAttemptRow): Promise<QrAttemptRow> {
    if (row.status !== "pending") return row;
    return (await checkQrAtFonepay(fastify, row.transactionUuid!)) ?? row;
  }

  app.get(
    "/fonepay/qr/:prn",
    {
      schema: {
        tags,
        security,
        operationId: "readFonepayQrStatus",
        summary: "A Fonepay QR's status: waiting, scanned, paid, failed or expired",
        description:
          "An open QR is first asked about at Fonepay (thirdPartyDynamicQrGetStatus): a payment Fonepay has " +
          "completed is taken then. Only the order's owner may ask: any other PRN is 404 `payment.qr_not_found`.",
        params: prnParams,
        response: {
          200: z.object({ success: z.literal(true), data: statusData }),
          ...failureAnswers(400, 401, 404, 429),
        },
      },
    },
    async (request) => {
      const row = await findOwnQr(fastify, request.identity(), request.params.prn);
      listener.listen(row);
      return { success: true as const, data: { status: qrStatusOf(await currentStatus(row)) } };
    },
  );

  app.get(
    "/fonepay/qr/:prn/events",
    {
      schema: {
        tags,
        security,
        operationId: "followFonepayQr",
        summary: "A Fonepay QR's status as server-sent events, until it is paid, failed or expired",
        description:
          '`text/event-stream`: each event\'s data is `{"status": …}` (waiting, scanned, paid, failed, ' +
          "expired); the first is the status now, then each change. The stream ends after a final status " +
          `(paid, failed, expired); a comment line every ${STREAM_HEARTBEAT_MS / 1000} s keeps it open. Any ` +
          "replica serves it: it reads the database every second and asks Fonepay's status call itself while " +
          "the QR stays open. Only the order's owner may follow it: any other PRN is 404.",
        params: prnParams,
        response: {
          200: {
            description: "The event stream",
            content: { "text/event-stream": { schema: z.string() } },
          },
          ...failureAnswers(400, 401, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const first = await findOwnQr(fastify, request.identity(), request.params.prn);
      listener.listen(first);
      const stream = new PassThrough();
      let ended = false;
      let last: QrStatus | null = null;
      let lastCheck = Date.now();
      let timer: NodeJS.Timeout | undefined;
      const heartbeat = setInterval(() => stream.write(": keep-alive\n\n"), STREAM_HEARTBEAT_MS);
      const end = () => {
        if (ended) return;
        ended = true;
        clearTimeout(timer);
        clearInterval(heartbeat);
        stream.end();
      };
      request.raw.on("close", end);
      stream.on("close", end);
      const send = (status: QrStatus) => {
        if (status === last || ended) return;
        last = status;
        stream.write(`data: ${JSON.stringify({ status })}\n\n`);
        if (isFinal(status)) end();
      };
      const step = async () => {
        let row: QrAttemptRow | null = await fastify.db.payment.findUnique({ where: { id: first.id } });
        if (!row) return end();
        let status = qrStatusOf(row);
        // Ask Fonepay before saying a QR has ended, and now and then while it stays open.
        if (status === "expired" || (!isFinal(status) && Date.now() - lastCheck >= STREAM_CHECK_MS)) {
          lastCheck = Date.now();
          row = await currentStatus(row);
          status = qrStatusOf(row);
        }
        send(status);
      };
      const loop = () => {
        if (ended) return;
        step()
          .catch((error: unknown) =>
            request.log.warn({ err: error }, "A Fonepay QR event stream step failed"),
          )
          .finally(() => {
            if (!ended) timer = setTimeout(loop, STREAM_POLL_MS);
          });
      };
      stream.write("retry: 3000\n\n");
      loop();
      return reply
        .header("content-type", "text/event-stream; charset=utf-8")
        .header("cache-control", "no-store")
        .header("x-accel-buffering", "no")
        .send(stream as never);
    },
  );
}
