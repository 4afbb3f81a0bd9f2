// The offline Khalti (ePayment KPG-2, docs.khalti.com "Web Checkout"): the merchant's initiate and lookup APIs
// under /gateways/khalti/api/v2/ with `Authorization: Key <secret>`, Khalti's validation errors and statuses,
// links that expire after 60 minutes, and the payment page at payment_url, where the shopper signs in with a
// Khalti ID and MPIN, confirms with the OTP, or cancels, and is sent to return_url with Khalti's query
// parameters (a return_url on the store's own origin only, as Khalti keeps to the merchant's website). Mounted only when KHALTI_MODE=emulator. The merchant refund API: refunds.ts.
import type { FastifyInstance, FastifyReply } from "fastify";
import { NEPAL_UTC_OFFSET, nepalWallClock } from "@store/shared/nepal-time";
import { z } from "zod";
import { onOwnOrigin } from "../../own-origin.ts";
import { sendPage } from "../gateway-page.ts";
import { KHALTI_TEST_ACCOUNT } from "../../modules/payments/test-credentials.ts";
import {
  cancelPayment,
  completePayment,
  findPayment,
  initiatePayment,
  rememberPayer,
  type KhaltiPayment,
} from "./ledger.ts";
import { errorPage, loginPage, maskedMobile, otpPage } from "./pages.ts";
import khaltiRefunds from "./refunds.ts";
import { khaltiAuthorised } from "./auth.ts";

export const KHALTI_EMULATOR_API = "/gateways/khalti/api/v2";
export const KHALTI_EMULATOR_PAGE = "/gateways/khalti/pay/";

/** Khalti's minimum: "Amount should be greater than Rs. 10, that is 1000 paisa." */
export const KHALTI_MINIMUM_PAISA = 1000;

type FieldErrors = Record<string, string[]>;

function isUrl(value: string): boolean {
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** A required text field as Khalti checks it. */
function textField(body: Record<string, unknown>, name: string, errors: FieldErrors, url = false): string {
  const value = body[name];
  if (value === undefined || value === null) errors[name] = ["This field is required."];
  else if (typeof value !== "string" && typeof value !== "number") errors[name] = ["Not a valid string."];
  else if (String(value).trim() === "") errors[name] = ["This field may not be blank."];
  else if (url && !isUrl(String(value))) errors[name] = ["Enter a valid URL."];
  return errors[name] ? "" : String(value).trim();
}

/** Khalti takes the amount as an integer or its text ("1000"). */
function amountField(body: Record<string, unknown>, errors: FieldErrors): number {
  const value = body.amount;
  if (value === undefined || value === null) {
    errors.amount = ["This field is required."];
    return 0;
  }
  const amount = typeof value === "string" && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;
  if (typeof amount !== "number" || !Number.isSafeInteger(amount)) {
    errors.amount = ["A valid integer is required."];
    return 0;
  }
  if (amount < KHALTI_MINIMUM_PAISA)
    errors.amount = ["Amount should be greater than Rs. 10, that is 1000 paisa."];
  else {
    const breakdown = body.amount_breakdown;
    if (Array.isArray(breakdown)) {
      const sum = breakdown.reduce(
        (total: number, part: unknown) => total + Number((part as { amount?: unknown })?.amount ?? NaN),
        0,
      );
      if (sum !== amount) errors.amount = ["Amount Breakdown mismatch."];
    }
  }
  return amount;
}

/**
 * Khalti sends the shopper back only to the merchant's registered website; the emulator's one merchant is this
 * store, on whose origin the emulator lives. Its key is published (config.ts), so without this anyone could
 * initiate a payment and use the store's address (the payment page's Cancel) to bounce a shopper anywhere.
 */
const onMerchantWebsite = onOwnOrigin;

/** The initiate request's fields as Khalti checks them; `publicUrl`: the merchant's (this store's) website. */
export function validateInitiate(body: unknown, publicUrl: string) {
  const fields =
    body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const errors: FieldErrors = {};
  const returnUrl = textField(fields, "return_url", errors, true);
  if (returnUrl && !onMerchantWebsite(returnUrl, publicUrl))
    errors.return_url = ["Return url must be on the merchant's website."];
  const request = {
    returnUrl,
    websiteUrl: textField(fields, "website_url", errors, true),
    amount: amountField(fields, errors),
    purchaseOrderId: textField(fields, "purchase_order_id", errors),
    purchaseOrderName: textField(fields, "purchase_order_name", errors),
  };
  return Object.keys(errors).length ? { errors } : { request };
}

/** The lookup's answer, field for field as Khalti's documentation prints it. */
export function lookupAnswer(payment: KhaltiPayment) {
  return {
    pidx: payment.pidx,
    total_amount: payment.amount,
    status: payment.status,
    transaction_id: payment.transactionId,
    fee: 0,
    refunded: payment.status === "Refunded",
  };
}

/** Where Khalti sends the shopper back: return_url with its documented query parameters. */
export function returnUrlFor(payment: KhaltiPayment, outcome: "Completed" | "User canceled"): string {
  const target = new URL(payment.returnUrl);
  const paid = outcome === "Completed";
  const transactionId = paid ? (payment.transactionId ?? "") : "";
  const params: [string, string][] = [
    ["pidx", payment.pidx],
    ...(paid ? [["txnId", transactionId] as [string, string]] : []),
    ["transaction_id", transactionId],
    ["tidx", transactionId],
    ["amount", String(payment.amount)],
    ["total_amount", String(payment.amount)],
    ["mobile", paid && payment.mobile ? maskedMobile(payment.mobile) : ""],
    ["status", outcome],
    ["purchase_order_id", payment.purchaseOrderId],
    ["purchase_order_name", payment.purchaseOrderName],
  ];
  for (const [name, value] of params) target.searchParams.set(name, value);
  return target.toString();
}

const pageForm = z.object({
  pidx: z.string().max(64),
  khalti_id: z.string().max(20).optional(),
  mpin: z.string().max(20).optional(),
  otp: z.string().max(20).optional(),
});

export default async function khaltiEmulator(app: FastifyInstance) {
  const { config, db } = app;
  const { secretKey } = config.khalti;

  await khaltiRefunds(app);

  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.post(
    `${KHALTI_EMULATOR_API}/epayment/initiate/`,
    { schema: { hide: true } },
    async (request, reply) => {
      if (!khaltiAuthorised(request, reply, secretKey)) return reply;
      const checked = validateInitiate(request.body, config.publicUrl);
      if (checked.errors) return reply.code(400).send({ ...checked.errors, error_key: "validation_error" });
      const payment = await initiatePayment(db, checked.request);
      const pageUrl = new URL(KHALTI_EMULATOR_PAGE, config.publicUrl);
      pageUrl.searchParams.set("pidx", payment.pidx);
      return reply.send({
        pidx: payment.pidx,
        payment_url: pageUrl.toString(),
        expires_at: nepalTime(payment.expiresAt),
        expires_in: Math.round((payment.expiresAt.getTime() - Date.now()) / 1000),
      });
    },
  );

  app.post(`${KHALTI_EMULATOR_API}/epayment/lookup/`, { schema: { hide: true } }, async (request, reply) => {
    if (!khaltiAuthorised(request, reply, secretKey)) return reply;
    const pidx = (request.body as { pidx?: unknown } | null)?.pidx;
    if (typeof pidx !== "string" || pidx.trim() === "")
      return reply.code(400).send({ pidx: ["This field is required."], error_key: "validation_error" });
    const payment = await findPayment(db, pidx.trim());
    if (!payment) return reply.code(404).send({ detail: "Not found.", error_key: "validation_error" });
    // Khalti's "Payment Status Code": Expired and User canceled answer 400, the rest 200.
    const failed = payment.status === "Expired" || payment.status === "User canceled";
    return reply.code(failed ? 400 : 200).send(lookupAnswer(payment));
  });

  /**
   * The payment a page form names, if the shopper can still act on it; otherwise the page saying why not. A
   * payment whose return_url left the store (recorded before initiate checked it) is never paid or cancelled:
   * either would send the shopper there.
   */
  async function payablePayment(reply: FastifyReply, pidx: string | undefined) {
    const payment = pidx ? await findPayment(db, pidx) : null;
    if (!payment) {
      await sendPage(reply, errorPage("This payment request was not found."), 404);
      return null;
    }
    if (!onMerchantWebsite(payment.returnUrl, config.publicUrl)) {
      await sendPage(
        reply,
        errorPage("This payment's return address is not on the merchant's website."),
        400,
      );
      return null;
    }
    if (payment.status === "Expired") {
      await sendPage(
        reply,
        errorPage("This payment link has expired. Go back to the store and try again."),
        400,
      );
      return null;
    }
    if (payment.status !== "Initiated") {
      await sendPage(reply, errorPage("This payment has already been processed."), 400);
      return null;
    }
    return payment;
  }

  app.get(KHALTI_EMULATOR_PAGE, { schema: { hide: true } }, async (request, reply) => {
    const { pidx } = request.query as { pidx?: string };
    const payment = await payablePayment(reply, typeof pidx === "string" ? pidx : undefined);
    if (!payment) return reply;
    return sendPage(reply, loginPage(payment));
  });

  app.post(`${KHALTI_EMULATOR_PAGE}login`, { schema: { hide: true } }, async (request, reply) => {
    const form = pageForm.safeParse(request.body ?? {});
    const payment = await payablePayment(reply, form.data?.pidx);
    if (!payment || !form.success) return reply;
    const id = form.data.khalti_id?.trim() ?? "";
    if (!KHALTI_TEST_ACCOUNT.ids.includes(id) || form.data.mpin?.trim() !== KHALTI_TEST_ACCOUNT.mpin)
      return sendPage(reply, loginPage(payment, "Invalid Khalti ID or MPIN."), 401);
    if (!(await rememberPayer(db, payment.pidx, id))) {
      // Expired or settled meanwhile: the page says which.
      if (await payablePayment(reply, payment.pidx))
        return sendPage(reply, errorPage("This payment session has ended."), 400);
      return reply;
    }
    return sendPage(reply, otpPage(payment, id));
  });

  app.post(`${KHALTI_EMULATOR_PAGE}confirm`, { schema: { hide: true } }, async (request, reply) => {
    const form = pageForm.safeParse(request.body ?? {});
    const payment = await payablePayment(reply, form.data?.pidx);
    if (!payment || !form.success) return reply;
    if (!payment.mobile)
      return sendPage(reply, loginPage(payment, "Sign in with your Khalti ID and MPIN first."), 401);
    if (form.data.otp?.trim() !== KHALTI_TEST_ACCOUNT.otp)
      return sendPage(reply, otpPage(payment, payment.mobile, "Invalid OTP. Please try again."), 401);
    const transactionId = await completePayment(db, payment.pidx, payment.mobile);
    if (!transactionId) return sendPage(reply, errorPage("This payment has already been processed."), 400);
    return reply
      .code(303)
      .header("location", returnUrlFor({ ...payment, transactionId }, "Completed"))
      .send();
  });

  app.post(`${KHALTI_EMULATOR_PAGE}cancel`, { schema: { hide: true } }, async (request, reply) => {
    const form = pageForm.safeParse(request.body ?? {});
    const payment = await payablePayment(reply, form.data?.pidx);
    if (!payment) return reply;
    if (!(await cancelPayment(db, payment.pidx)))
      return sendPage(reply, errorPage("This payment has already been processed."), 400);
    return reply.code(303).header("location", returnUrlFor(payment, "User canceled")).send();
  });
}

/** Khalti writes expires_at in Nepal time: 2023-05-25T16:26:16.471649+05:45. */
export function nepalTime(at: Date): string {
  return `${nepalWallClock(at).replace(/(\.\d{3})$/, "$1000")}${NEPAL_UTC_OFFSET}`;
}
