// The offline Fonepay dynamic QR ("Dynamic QR" v1.1) under /gateways/fonepay/: thirdPartyDynamicQrDownload and
// thirdPartyDynamicQrGetStatus answering and refusing as Fonepay documents (406 `Invalid Merchant Code`,
// `Invalid username`, `Data Validation Failed`), the notification socket at thirdpartyQrWebSocketUrl (VERIFIED
// when a bank app scans the QR, then the payment's result), and the bank-app page (qr-pages.ts). Everything is in
// the database (qr-ledger.ts): each socket reads its QR's changes there, so a QR paid on one replica is told on
// the socket another replica holds. Mounted only when FONEPAY_MODE=emulator, after @fastify/websocket.
import crypto from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { WebSocket } from "ws";
import { readEmvQr } from "../../modules/payments/providers/fonepay/emvco.ts";
import { qrDataValidation } from "../../modules/payments/providers/fonepay/qr.ts";
import { sendPage } from "../gateway-page.ts";
import { createQr, decideQr, findQr, scanQr, stillPayable, type FonepayQr } from "./qr-ledger.ts";
import { approvePage, BANK_APP_PATH, decidedPage, openQrPage } from "./qr-pages.ts";

export const FONEPAY_QR_API = "/gateways/fonepay/api/merchant/merchantDetailsForThirdParty";
export const FONEPAY_SOCKET_PATH = "/gateways/fonepay/convergent-webSocket-web/merchantEndPoint";

/** How often a notification socket looks for its QR's changes (any replica may have made them). */
export const SOCKET_POLL_MS = 500;

/** Fonepay's merchant id in its socket messages: the emulator has one merchant. */
const MERCHANT_ID = 70;

type Fields = Record<string, unknown>;

function refuse(reply: FastifyReply, message: string) {
  return reply.code(406).send({ documentation: "Merchant request Exception", errorCode: 406, message });
}

/** A value as Fonepay's table formats it: AN letters and digits, ANS with symbols too, N an amount. */
function formatted(value: unknown, format: "AN" | "ANS" | "N", max: number): value is string {
  if (typeof value !== "string" || value.length < 1 || value.length > max) return false;
  if (format === "AN") return /^[A-Za-z0-9]+$/.test(value);
  if (format === "N") return /^\d+(\.\d+)?$/.test(value);
  return /^[\x21-\x7e]+$/.test(value);
}

function sameHex(given: unknown, expected: string): boolean {
  if (typeof given !== "string" || given.length !== expected.length) return false;
  return crypto.timingSafeEqual(Buffer.from(given.toLowerCase()), Buffer.from(expected));
}

/** Fonepay's socket messages: the status itself is JSON inside a string, as its document prints it. */
function socketMessage(qr: FonepayQr, status: Record<string, unknown>) {
  return JSON.stringify({
    merchantId: MERCHANT_ID,
    deviceId: qr.deviceId,
    transactionStatus: JSON.stringify(status),
  });
}

const verifiedMessage = (qr: FonepayQr) =>
  socketMessage(qr, { success: true, message: "VERIFIED", QRVerified: true });

function paymentMessage(qr: FonepayQr) {
  const paid = qr.status === "success";
  return socketMessage(qr, {
    traceId: qr.traceId,
    remarks1: qr.remarks1,
    remarks2: qr.remarks2,
    transactionDate: new Date().toUTCString(),
    productNumber: qr.prn,
    amount: String(qr.amount),
    message: paid ? "Request Complete" : "Request Rejected",
    success: paid,
    commissionType: "CHARGE",
    commissionAmount: 0.0,
    totalCalculatedAmount: qr.amount,
    paymentSuccess: paid,
  });
}

export default async function fonepayQrEmulator(app: FastifyInstance) {
  const { config, db } = app;
  const merchant = config.fonepay;

  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  /** The checks both calls make, in Fonepay's order: merchant, user, then the data validation. */
  function authorised(reply: FastifyReply, body: Fields, signed: unknown[]): boolean {
    if (body.merchantCode !== merchant.merchantCode)
      return (void refuse(reply, "Invalid Merchant Code"), false);
    if (body.username !== merchant.username || body.password !== merchant.password)
      return (void refuse(reply, "Invalid username"), false);
    const expected = qrDataValidation(
      merchant.secret,
      signed.map((value) => String(value ?? "")),
    );
    if (!sameHex(body.dataValidation, expected)) return (void refuse(reply, "Data Validation Failed"), false);
    return true;
  }

  app.post(
    `${FONEPAY_QR_API}/thirdPartyDynamicQrDownload`,
    { schema: { hide: true } },
    async (request, reply) => {
      const body = (request.body && typeof request.body === "object" ? request.body : {}) as Fields;
      const amount = typeof body.amount === "number" ? String(body.amount) : body.amount;
      const { prn, remarks1, remarks2, merchantCode } = body;
      if (!authorised(reply, body, [amount, prn, merchantCode, remarks1, remarks2])) return reply;
      if (
        !formatted(amount, "N", 10) ||
        Number(amount) <= 0 ||
        !formatted(remarks1, "AN", 25) ||
        !formatted(remarks2, "AN", 25) ||
        !formatted(prn, "ANS", 25)
      )
        return refuse(reply, "Data Validation Failed");
      const qr = await createQr(db, { prn, merchantCode: merchant.merchantCode, amount, remarks1, remarks2 });
      // "Product Number (must be unique for all requests)."
      if (!qr) return refuse(reply, "Duplicate PRN");
      const socketBase = new URL(FONEPAY_SOCKET_PATH, config.publicUrl);
      socketBase.protocol = socketBase.protocol === "https:" ? "wss:" : "ws:";
      return reply.code(200).send({
        message: "successfull",
        qrMessage: qr.qrMessage,
        status: "CREATED",
        statusCode: 201,
        success: true,
        thirdpartyQrWebSocketUrl: `${socketBase}/${qr.deviceId}/${encodeURIComponent(qr.merchantCode)}/Y`,
      });
    },
  );

  app.post(
    `${FONEPAY_QR_API}/thirdPartyDynamicQrGetStatus`,
    { schema: { hide: true } },
    async (request, reply) => {
      const body = (request.body && typeof request.body === "object" ? request.body : {}) as Fields;
      if (!authorised(reply, body, [body.prn, body.merchantCode])) return reply;
      const qr = typeof body.prn === "string" ? await findQr(db, { prn: body.prn }) : null;
      if (!qr) return refuse(reply, "Invalid PRN");
      const paymentStatus =
        qr.status === "success" ? "success" : qr.status === "failed" ? "failed" : "pending";
      return reply.send({
        fonepayTraceId: qr.traceId,
        merchantCode: qr.merchantCode,
        paymentStatus,
        prn: qr.prn,
      });
    },
  );

  // The notification socket: VERIFIED once a bank app has scanned the QR, then the payment's result, then closed.
  app.get<{ Params: { deviceId: string; merchantCode: string } }>(
    `${FONEPAY_SOCKET_PATH}/:deviceId/:merchantCode/:flag`,
    { websocket: true, schema: { hide: true } },
    (socket: WebSocket, request) => {
      let told: "nothing" | "verified" | "done" = "nothing";
      const stop = () => clearInterval(timer);
      const tell = async () => {
        const qr = await findQr(db, { deviceId: request.params.deviceId });
        if (socket.readyState !== socket.OPEN || told === "done") return;
        if (!qr || qr.merchantCode !== request.params.merchantCode) {
          told = "done";
          socket.close(1008, "Unknown QR");
          return;
        }
        if (told === "nothing" && qr.status !== "CREATED") {
          socket.send(verifiedMessage(qr));
          told = "verified";
        }
        if (qr.status === "success" || qr.status === "failed") {
          socket.send(paymentMessage(qr));
          told = "done";
          stop();
          socket.close(1000, "Done");
        }
      };
      const poll = () =>
        tell().catch((error: unknown) =>
          request.log.warn({ err: error }, "Fonepay emulator socket poll failed"),
        );
      const timer = setInterval(poll, SOCKET_POLL_MS);
      socket.on("close", stop);
      void poll();
    },
  );

  /** Reads a QR text as the bank app does; the page to show for it (marking the QR scanned). */
  async function openQr(text: string): Promise<{ html: string; status: number }> {
    const read = readEmvQr(text);
    if (!read.ok)
      return read.reason === "crc"
        ? {
            html: openQrPage("This QR is damaged: its check digits (CRC) do not match. Scan it again.", text),
            status: 400,
          }
        : { html: openQrPage("This is not a payment QR.", text), status: 400 };
    const prn = read.payment.additionalData["05"] ?? "";
    const qr = prn ? await findQr(db, { prn }) : null;
    if (!qr || read.payment.merchantAccount["01"] !== qr.merchantCode || read.payment.amount === null)
      return { html: openQrPage("Fonepay does not know this QR.", text), status: 404 };
    if (!stillPayable(qr))
      return {
        html: openQrPage("This QR has already been paid or rejected, or has expired.", text),
        status: 409,
      };
    await scanQr(db, qr.prn);
    return {
      html: approvePage({
        prn: qr.prn,
        merchantName: read.payment.merchantName,
        merchantCity: read.payment.merchantCity,
        amount: read.payment.amount,
      }),
      status: 200,
    };
  }

  app.get<{ Querystring: { qr?: string } }>(
    BANK_APP_PATH,
    { schema: { hide: true } },
    async (request, reply) => {
      const text = typeof request.query.qr === "string" ? request.query.qr : "";
      if (!text) return sendPage(reply, openQrPage());
      const { html, status } = await openQr(text);
      return sendPage(reply, html, status);
    },
  );

  app.post(BANK_APP_PATH, { schema: { hide: true } }, async (request, reply) => {
    const text = String((request.body as Fields | undefined)?.qr ?? "");
    const { html, status } = await openQr(text);
    return sendPage(reply, html, status);
  });

  app.post(`${BANK_APP_PATH}/decide`, { schema: { hide: true } }, async (request, reply) => {
    const body = (request.body ?? {}) as Fields;
    const decision = body.decision === "success" ? "success" : body.decision === "failed" ? "failed" : null;
    if (!decision || typeof body.prn !== "string")
      return sendPage(reply, openQrPage("Open a QR first."), 400);
    if (!(await decideQr(db, body.prn, decision)))
      return sendPage(reply, openQrPage("This QR has already been paid or rejected, or has expired."), 409);
    return sendPage(reply, decidedPage(decision));
  });
}
