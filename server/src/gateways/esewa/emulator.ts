// The offline eSewa ePay v2 gateway: it receives the merchant's signed form, refuses a bad signature or a
// tampered amount, asks the shopper to sign in, and redirects back with eSewa's signed base64 `data`, or to the
// failure URL. It also answers eSewa's transaction status check. Mounted only when ESEWA_MODE=emulator.
// Every field is written as eSewa's documented examples write it: the success `data` carries total_amount as
// the string "1000.0", the status check as the JSON number 100.0, and a shopper's cancel leaves the transaction
// NOT_FOUND ("payment terminated at eSewa"), not CANCELED (eSewa's own reversal). The merchant's refunds: refunds.ts. Halted (AMBIGUOUS)
// and reversed payments, and refunds in eSewa's portal, are made on eSewa's side: operator.ts.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { onOwnOrigin } from "../../own-origin.ts";
import { sendPage } from "../gateway-page.ts";
import { isEsewaSignatureValid, signEsewaFields } from "../../modules/payments/esewa-signature.ts";
import { ESEWA_TEST_ACCOUNT } from "../../modules/payments/test-credentials.ts";
import { findTransaction, newTransactionCode, settleTransaction, startTransaction } from "./ledger.ts";
import { errorPage, loginPage } from "./pages.ts";
import esewaRefunds from "./refunds.ts";

const RESPONSE_SIGNED_FIELDS =
  "transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names";

const merchantForm = z.object({
  amount: z.string(),
  tax_amount: z.string(),
  total_amount: z.string(),
  transaction_uuid: z.string().regex(/^[A-Za-z0-9-]{1,100}$/),
  product_code: z.string().min(1).max(50),
  product_service_charge: z.string(),
  product_delivery_charge: z.string(),
  success_url: z.url(),
  failure_url: z.url(),
  signed_field_names: z.string(),
  signature: z.string(),
});

const payForm = z.object({
  product_code: z.string(),
  transaction_uuid: z.string(),
  action: z.enum(["pay", "cancel"]),
  esewa_id: z.string().optional(),
  password: z.string().optional(),
  token: z.string().optional(),
});

const statusQuery = z.object({
  product_code: z.string(),
  transaction_uuid: z.string(),
  total_amount: z.string().regex(/^[0-9,]+(\.[0-9]+)?$/),
});

function withQuery(url: string, name: string, value: string): string {
  const target = new URL(url);
  target.searchParams.set(name, value);
  return target.toString();
}

const amountOf = (value: string) => Number(value.replace(/,/g, ""));

/** An amount as eSewa writes it in its answers: 1000 is "1000.0", 99.5 stays "99.5". */
export function esewaAmount(value: string): string {
  const amount = amountOf(value);
  return Number.isInteger(amount) ? amount.toFixed(1) : String(amount);
}

/**
 * The status check's answer, field for field as eSewa's examples print it. JSON.stringify would write the total
 * 100.0 as 100, so the text is put together here (every other value is JSON-encoded).
 */
function statusAnswer(fields: {
  product_code: string;
  transaction_uuid: string;
  total_amount: string;
  status: string;
  ref_id: string | null;
}): string {
  return `{"product_code":${JSON.stringify(fields.product_code)},"transaction_uuid":${JSON.stringify(
    fields.transaction_uuid,
  )},"total_amount":${esewaAmount(fields.total_amount)},"status":${JSON.stringify(
    fields.status,
  )},"ref_id":${JSON.stringify(fields.ref_id)}}`;
}

/**
 * eSewa sends the shopper back to the merchant's site; the emulator lives on the store's own origin, so it
 * sends shoppers nowhere else. Otherwise anyone could post a form (the return URLs are not signed) and use the
 * store's address to bounce a shopper to a site of their choosing.
 */
const isStoreAddress = onOwnOrigin;

export default async function esewaEmulator(app: FastifyInstance) {
  const { config, db } = app;
  const { esewa } = config;
  // Only the one merchant this store is; eSewa keeps every merchant's secret, the emulator just ours.
  const secretFor = (productCode: string) => (productCode === esewa.productCode ? esewa.secretKey : null);

  await esewaRefunds(app, secretFor);

  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.post("/gateways/esewa/api/epay/main/v2/form", { schema: { hide: true } }, async (request, reply) => {
    const parsed = merchantForm.safeParse(request.body ?? {});
    if (!parsed.success) return sendPage(reply, errorPage("The payment request is incomplete."), 400);
    const form = parsed.data;
    if (
      !isStoreAddress(form.success_url, config.publicUrl) ||
      !isStoreAddress(form.failure_url, config.publicUrl)
    ) {
      return sendPage(reply, errorPage("The return URLs are not on the merchant's site."), 400);
    }
    const secret = secretFor(form.product_code);
    if (!secret || !isEsewaSignatureValid(secret, form, form.signed_field_names, form.signature)) {
      return sendPage(reply, errorPage("Invalid signature."), 400);
    }
    const parts = [form.amount, form.tax_amount, form.product_service_charge, form.product_delivery_charge];
    if (
      parts.some((part) => !Number.isFinite(amountOf(part))) ||
      parts.reduce((sum, part) => sum + amountOf(part), 0) !== amountOf(form.total_amount)
    ) {
      return sendPage(reply, errorPage("The amounts do not add up to the total."), 400);
    }
    const started = await startTransaction(db, {
      productCode: form.product_code,
      transactionUuid: form.transaction_uuid,
      totalAmount: form.total_amount,
      successUrl: form.success_url,
      failureUrl: form.failure_url,
    });
    if (!started) return sendPage(reply, errorPage("This transaction has already been processed."), 409);
    return sendPage(
      reply,
      loginPage({
        productCode: form.product_code,
        transactionUuid: form.transaction_uuid,
        totalAmount: form.total_amount,
      }),
    );
  });

  app.post("/gateways/esewa/pay", { schema: { hide: true } }, async (request, reply) => {
    const parsed = payForm.safeParse(request.body ?? {});
    const transaction = parsed.success
      ? await findTransaction(db, parsed.data.product_code, parsed.data.transaction_uuid)
      : null;
    const ended = () => sendPage(reply, errorPage("This payment session has ended."), 400);
    if (!parsed.success || !transaction || transaction.status !== "PENDING") return ended();
    if (parsed.data.action === "cancel") {
      // eSewa documents CANCELED as a reversal on its own side; a shopper who gives up ends the session.
      if (!(await settleTransaction(db, transaction, { status: "NOT_FOUND" }))) return ended();
      return reply.code(303).header("location", transaction.failureUrl).send();
    }
    const { esewa_id: id, password, token } = parsed.data;
    if (
      !id ||
      !ESEWA_TEST_ACCOUNT.ids.includes(id.trim()) ||
      password !== ESEWA_TEST_ACCOUNT.password ||
      token?.trim() !== ESEWA_TEST_ACCOUNT.token
    ) {
      return sendPage(reply, loginPage(transaction, "Invalid eSewa ID, password or token."), 401);
    }
    const transactionCode = newTransactionCode();
    if (!(await settleTransaction(db, transaction, { status: "COMPLETE", transactionCode }))) return ended();
    const fields = {
      transaction_code: transactionCode,
      status: "COMPLETE",
      total_amount: esewaAmount(transaction.totalAmount),
      transaction_uuid: transaction.transactionUuid,
      product_code: transaction.productCode,
      signed_field_names: RESPONSE_SIGNED_FIELDS,
    };
    const signature = signEsewaFields(secretFor(transaction.productCode)!, fields, RESPONSE_SIGNED_FIELDS);
    const data = Buffer.from(JSON.stringify({ ...fields, signature })).toString("base64");
    return reply
      .code(303)
      .header("location", withQuery(transaction.successUrl, "data", data))
      .send();
  });

  app.get(
    "/gateways/esewa/api/epay/transaction/status/",
    { schema: { hide: true } },
    async (request, reply) => {
      const parsed = statusQuery.safeParse(request.query);
      if (!parsed.success) return reply.code(400).send({ code: 0, error_message: "Invalid request" });
      const { product_code, transaction_uuid, total_amount } = parsed.data;
      const transaction = await findTransaction(db, product_code, transaction_uuid);
      const matches = transaction && amountOf(transaction.totalAmount) === amountOf(total_amount);
      const status = matches ? transaction.status : "NOT_FOUND";
      return reply.type("application/json; charset=utf-8").send(
        statusAnswer({
          product_code,
          transaction_uuid,
          total_amount,
          status,
          // eSewa's examples: no reference while pending or once the session is gone, the payment's otherwise.
          ref_id: matches && status !== "PENDING" && status !== "NOT_FOUND" ? transaction.refId : null,
        }),
      );
    },
  );
}
