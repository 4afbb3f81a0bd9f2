// The offline connectIPS (NCHL, "connectIPS e-payment"): the login page the shopper's browser posts the merchant's
// signed fields to (TOKEN verified with the merchant's certificate, as NCHL verifies it with the one registered),
// then the bank, login and OTP steps, approve or cancel, after which the browser goes to the merchant's success
// or failure URL with the TXNID (both are the store's return, registered as NCHL registers a merchant's); and the
// creditor API, validatetxn and gettxndetail, behind basic auth (the APPID and the app's password) with a TOKEN
// over MERCHANTID, APPID, REFERENCEID and TXNAMT. It trusts the certificate of the store's configured PFX (or the
// store's own, made on first start), served at creditor.pem. Mounted only when CONNECTIPS_MODE=emulator.
import crypto from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { gatewayReturnPath } from "../../modules/payments/providers/provider.ts";
import { merchantKey } from "../../modules/payments/providers/connectips/merchant-key.ts";
import {
  CONNECTIPS_FIELD_LENGTHS,
  PAYMENT_FIELD_NAMES,
  paymentTokenText,
  validationTokenText,
  verifyToken,
  type ConnectipsPaymentFields,
} from "../../modules/payments/providers/connectips/token.ts";
import { CONNECTIPS_TEST_ACCOUNT } from "../../modules/payments/test-credentials.ts";
import { sendPage } from "../gateway-page.ts";
import {
  approvePayment,
  cancelPayment,
  chooseBank,
  findPayment,
  postPayment,
  rememberAccountHolder,
  type ConnectipsEmulatorPayment,
} from "./ledger.ts";
import {
  bankPage,
  CONNECTIPS_GATEWAY_PAGES,
  EMULATED_BANKS,
  errorPage,
  loginPage,
  otpPage,
} from "./pages.ts";

export const CONNECTIPS_EMULATOR = "/gateways/connectips";
export const CONNECTIPS_EMULATOR_API = `${CONNECTIPS_EMULATOR}/connectipswebws/api/creditor`;

/** The largest TXNAMT the emulator takes, in paisa (Rs 2,14,74,836.47). */
export const MAX_TXNAMT_PAISA = 2_147_483_647;

/** Why the login page refuses a post: the field, as NCHL's page names it. */
export function checkLoginPageFields(
  body: Record<string, unknown>,
): { fields: ConnectipsPaymentFields & { TOKEN: string } } | { error: string } {
  const fields: Record<string, string> = {};
  for (const name of [...PAYMENT_FIELD_NAMES, "TOKEN"] as const) {
    const value = body[name];
    if (typeof value !== "string" || value.trim() === "") return { error: `${name} is required.` };
    if (value.length > CONNECTIPS_FIELD_LENGTHS[name])
      return { error: `${name} is longer than ${CONNECTIPS_FIELD_LENGTHS[name]} characters.` };
    fields[name] = value;
  }
  if (!/^\d+$/.test(fields.MERCHANTID!)) return { error: "MERCHANTID must be a number." };
  if (!/^\d{2}-\d{2}-\d{4}$/.test(fields.TXNDATE!)) return { error: "TXNDATE must be DD-MM-YYYY." };
  if (fields.TXNCRNCY !== "NPR") return { error: "TXNCRNCY must be NPR." };
  if (!/^[1-9]\d*$/.test(fields.TXNAMT!)) return { error: "TXNAMT must be a whole number of paisa." };
  // NCHL limits each transaction; the emulator's limit is what its ledger keeps (paisa in a 32-bit integer).
  if (Number(fields.TXNAMT) > MAX_TXNAMT_PAISA) return { error: "TXNAMT exceeds the transaction limit." };
  return { fields: fields as unknown as ConnectipsPaymentFields & { TOKEN: string } };
}

const stepForm = z.object({
  TXNID: z.string().min(1).max(CONNECTIPS_FIELD_LENGTHS.TXNID),
  bank: z.string().max(20).optional(),
  username: z.string().max(100).optional(),
  password: z.string().max(100).optional(),
  otp: z.string().max(20).optional(),
});

const validationBody = z.object({
  merchantId: z.union([z.number(), z.string()]).transform((value) => String(value).trim()),
  appId: z.string(),
  referenceId: z.string().min(1),
  txnAmt: z.union([z.number(), z.string()]).transform((value) => String(value).trim()),
  token: z.string(),
});

/** Whether the creditor API's basic auth is the app's: user the APPID, password the app's password. */
function basicAuthorised(request: FastifyRequest, appId: string, password: string): boolean {
  const header = request.headers.authorization;
  const match = typeof header === "string" ? /^basic\s+(\S+)\s*$/i.exec(header) : null;
  if (!match) return false;
  const given = Buffer.from(match[1]!, "base64");
  const expected = Buffer.from(`${appId}:${password}`, "utf8");
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

export default async function connectipsEmulator(app: FastifyInstance) {
  const { config, db } = app;
  const { merchantId, appId, password } = config.connectips;
  const returnUrl = `${config.publicUrl}${gatewayReturnPath("connectips")}`;
  const trusted = async () => (await merchantKey(config, db)).certificatePem;

  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.get(`${CONNECTIPS_EMULATOR}/creditor.pem`, { schema: { hide: true } }, async (_request, reply) =>
    reply.header("content-type", "application/x-pem-file").send(await trusted()),
  );

  app.post(`${CONNECTIPS_GATEWAY_PAGES}/loginpage`, { schema: { hide: true } }, async (request, reply) => {
    const body =
      request.body && typeof request.body === "object" ? (request.body as Record<string, unknown>) : {};
    const checked = checkLoginPageFields(body);
    if ("error" in checked) return sendPage(reply, errorPage(checked.error), 400);
    const { fields } = checked;
    if (fields.MERCHANTID !== merchantId || fields.APPID !== appId)
      return sendPage(reply, errorPage("Invalid merchant or application."), 400);
    if (!verifyToken(paymentTokenText(fields), fields.TOKEN, await trusted()))
      return sendPage(
        reply,
        errorPage("Invalid token: the transaction details do not match its signature."),
        400,
      );
    const posted = await postPayment(db, {
      merchantId,
      appId,
      txnId: fields.TXNID,
      amount: Number(fields.TXNAMT),
      successUrl: returnUrl,
      failureUrl: returnUrl,
      appName: fields.APPNAME,
      txnDate: fields.TXNDATE,
      referenceId: fields.REFERENCEID,
      remarks: fields.REMARKS,
      particulars: fields.PARTICULARS,
    });
    if (!posted) return sendPage(reply, errorPage("This transaction id has already been used."), 400);
    const payment = await findPayment(db, merchantId, appId, fields.TXNID);
    return sendPage(reply, bankPage(payment!));
  });

  /** The payment a step's form names, if the shopper can still act on it; otherwise the page saying why not. */
  async function pendingPayment(reply: FastifyReply, txnId: string | undefined) {
    const payment = txnId ? await findPayment(db, merchantId, appId, txnId) : null;
    if (!payment) {
      await sendPage(reply, errorPage("This payment request was not found."), 404);
      return null;
    }
    if (payment.status !== "PENDING") {
      await sendPage(reply, errorPage("This payment has already been processed."), 400);
      return null;
    }
    return payment;
  }

  const redirectTo = (reply: FastifyReply, target: string, txnId: string) => {
    const url = new URL(target);
    url.searchParams.set("TXNID", txnId);
    return reply.code(303).header("location", url.toString()).send();
  };

  /** The step lost a race with another request on the same payment: the page says what became of it. */
  async function movedOn(reply: FastifyReply, payment: ConnectipsEmulatorPayment) {
    if (await pendingPayment(reply, payment.txnId))
      return sendPage(reply, errorPage("This payment session has ended."), 400);
    return reply;
  }

  app.post(`${CONNECTIPS_GATEWAY_PAGES}/bank`, { schema: { hide: true } }, async (request, reply) => {
    const form = stepForm.safeParse(request.body ?? {});
    const payment = await pendingPayment(reply, form.data?.TXNID);
    if (!payment || !form.success) return reply;
    const bank = EMULATED_BANKS.find((each) => each.code === form.data.bank);
    if (!bank) return sendPage(reply, bankPage(payment, "Choose the bank to pay from."), 400);
    if (!(await chooseBank(db, payment, bank.code))) return movedOn(reply, payment);
    return sendPage(reply, loginPage({ ...payment, bank: bank.code }));
  });

  app.post(`${CONNECTIPS_GATEWAY_PAGES}/login`, { schema: { hide: true } }, async (request, reply) => {
    const form = stepForm.safeParse(request.body ?? {});
    const payment = await pendingPayment(reply, form.data?.TXNID);
    if (!payment || !form.success) return reply;
    if (!payment.bank) return sendPage(reply, bankPage(payment, "Choose the bank to pay from."), 400);
    const username = form.data.username?.trim() ?? "";
    if (
      username !== CONNECTIPS_TEST_ACCOUNT.username ||
      form.data.password !== CONNECTIPS_TEST_ACCOUNT.password
    )
      return sendPage(reply, loginPage(payment, "Invalid username or password."), 401);
    if (!(await rememberAccountHolder(db, payment, username))) return movedOn(reply, payment);
    return sendPage(reply, otpPage(payment));
  });

  app.post(`${CONNECTIPS_GATEWAY_PAGES}/confirm`, { schema: { hide: true } }, async (request, reply) => {
    const form = stepForm.safeParse(request.body ?? {});
    const payment = await pendingPayment(reply, form.data?.TXNID);
    if (!payment || !form.success) return reply;
    if (!payment.bank || !payment.username)
      return sendPage(reply, loginPage(payment, "Log in with your connectIPS account first."), 401);
    if (form.data.otp?.trim() !== CONNECTIPS_TEST_ACCOUNT.otp)
      return sendPage(reply, otpPage(payment, "Invalid OTP. Please try again."), 401);
    if (!(await approvePayment(db, payment))) return movedOn(reply, payment);
    return redirectTo(reply, payment.successUrl, payment.txnId);
  });

  app.post(`${CONNECTIPS_GATEWAY_PAGES}/cancel`, { schema: { hide: true } }, async (request, reply) => {
    const form = stepForm.safeParse(request.body ?? {});
    const payment = await pendingPayment(reply, form.data?.TXNID);
    if (!payment) return reply;
    if (!(await cancelPayment(db, payment))) return movedOn(reply, payment);
    return redirectTo(reply, payment.failureUrl, payment.txnId);
  });

  /**
   * What validatetxn and gettxndetail share: basic auth (401 otherwise), then the request's merchant, app and
   * TOKEN; then the payment of that TXNID (REFERENCEID) for exactly that amount. ERROR for anything that does not
   * hold, as NCHL answers.
   */
  async function lookUp(request: FastifyRequest, reply: FastifyReply) {
    if (!basicAuthorised(request, appId, password)) {
      void reply
        .code(401)
        .header("www-authenticate", 'Basic realm="connectIPS"')
        .send({ status: 401, error: "Unauthorized", message: "Bad credentials" });
      return null;
    }
    const parsed = validationBody.safeParse(request.body);
    if (!parsed.success) {
      void reply.code(400).send({ status: 400, error: "Bad Request", message: "Malformed request" });
      return null;
    }
    const asked = parsed.data;
    const answer = (status: "SUCCESS" | "FAILED" | "ERROR", statusDesc: string) => ({
      merchantId: /^\d+$/.test(asked.merchantId) ? Number(asked.merchantId) : asked.merchantId,
      appId: asked.appId,
      referenceId: asked.referenceId,
      txnAmt: asked.txnAmt,
      token: null,
      status,
      statusDesc,
    });
    if (asked.merchantId !== merchantId || asked.appId !== appId)
      return { answer: answer("ERROR", "INVALID MERCHANT OR APP"), payment: null };
    if (!verifyToken(validationTokenText(asked), asked.token, await trusted()))
      return { answer: answer("ERROR", "INVALID TOKEN"), payment: null };
    const payment = await findPayment(db, merchantId, appId, asked.referenceId);
    if (!payment) return { answer: answer("ERROR", "TRANSACTION NOT FOUND"), payment: null };
    if (String(payment.amount) !== asked.txnAmt)
      return { answer: answer("ERROR", "TRANSACTION AMOUNT MISMATCH"), payment: null };
    switch (payment.status) {
      case "SUCCESS":
        return { answer: answer("SUCCESS", "TRANSACTION SUCCESSFUL"), payment };
      case "FAILED":
        return { answer: answer("FAILED", "TRANSACTION FAILED"), payment };
      default:
        return { answer: answer("ERROR", "TRANSACTION INCOMPLETE"), payment };
    }
  }

  app.post(`${CONNECTIPS_EMULATOR_API}/validatetxn`, { schema: { hide: true } }, async (request, reply) => {
    const found = await lookUp(request, reply);
    if (!found) return reply;
    return reply.send(found.answer);
  });

  app.post(`${CONNECTIPS_EMULATOR_API}/gettxndetail`, { schema: { hide: true } }, async (request, reply) => {
    const found = await lookUp(request, reply);
    if (!found) return reply;
    const { payment } = found;
    return reply.send({
      ...found.answer,
      debitBankCode: payment?.bank ?? null,
      txnId: payment?.nchlTxnId ? Number(payment.nchlTxnId) : null,
      // The emulator settles each payment in a batch of its own.
      batchId: payment?.nchlTxnId ? Number(payment.nchlTxnId) : null,
      txnDate: payment?.paidAt?.getTime() ?? null,
      txnCrncy: null,
      chargeAmt: 0,
      chargeLiability: "CG",
      refId: payment?.referenceId ?? null,
      remarks: payment?.remarks ?? null,
      particulars: payment?.particulars ?? null,
      creditStatus: payment?.status === "SUCCESS" ? "000" : null,
    });
  });
}
