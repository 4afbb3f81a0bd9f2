// Drives a purchase through the API the way the storefront does: cart, order, then a payment method.
import type { FastifyInstance } from "fastify";
import { signEsewaFields } from "../../src/modules/payments/esewa-signature.ts";
import { orderBody } from "./orders.ts";

export type Shopper = Record<string, string>;

export async function orderFromCart(app: FastifyInstance, headers: Shopper, payment = "paypal") {
  const product = await app.db.product.findFirstOrThrow({
    where: { stock: { gte: 20 }, colors: "[]", salePrice: { lt: 3000 } },
    orderBy: { soldCount: "asc" },
  });
  // An unpaid order leaves its lines in the cart (they leave it once paid): a shopper placing several orders
  // has the line set back to 2 rather than growing past the most one may buy.
  const cart = await app.inject({ method: "GET", url: "/api/cart", headers });
  const line = (cart.json().data?.items as { _id: string; productId: string }[] | undefined)?.find(
    (item) => item.productId === product.id,
  );
  const added = line
    ? await app.inject({
        method: "PUT",
        url: `/api/cart/${line._id}`,
        headers,
        payload: { quantity: 2 },
      })
    : await app.inject({
        method: "POST",
        url: "/api/cart/add",
        headers,
        payload: { productId: product.id, quantity: 2 },
      });
  if (added.statusCode !== 200) throw new Error(`adding to the cart failed: ${added.body}`);
  const items = (added.json().data.items as { _id: string; productId: string; quantity: number }[]).map(
    (item) => ({
      productId: item.productId,
      quantity: item.quantity,
      cartItemId: item._id,
    }),
  );
  const placed = await app.inject({
    method: "POST",
    url: "/api/orders",
    headers,
    payload: orderBody(items, { payment }),
  });
  if (placed.statusCode !== 201) throw new Error(`placing the order failed: ${placed.body}`);
  return {
    order: placed.json().data.order as { _id: string; orderNumber: string; pricing: { total: number } },
    product,
  };
}

/** Reads the `name="…" value="…"` pairs of a page's hidden inputs. */
export function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) {
    fields[match[1]!] = match[2]!.replaceAll("&amp;", "&").replaceAll("&quot;", '"');
  }
  return fields;
}

export const form = (fields: Record<string, string>) => ({
  headers: { "content-type": "application/x-www-form-urlencoded" },
  payload: new URLSearchParams(fields).toString(),
});

const ESEWA_ANSWER_FIELDS =
  "transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names";

/** eSewa's base64 `data` answer, signed with the given key over the fields eSewa signs. */
export function signedEsewaAnswer(secret: string, fields: Record<string, string>): string {
  const all = { ...fields, signed_field_names: ESEWA_ANSWER_FIELDS };
  const signature = signEsewaFields(secret, all, ESEWA_ANSWER_FIELDS);
  return Buffer.from(JSON.stringify({ ...all, signature })).toString("base64");
}

/** POST /api/payments/esewa/initiate for the order's total, returning to the store's own eSewa pages. */
export function initiateEsewa(
  app: FastifyInstance,
  headers: Shopper,
  order: { _id: string; pricing: { total: number } },
) {
  return app.inject({
    method: "POST",
    url: "/api/payments/esewa/initiate",
    headers,
    payload: {
      orderId: order._id,
      amount: order.pricing.total,
      successUrl: "/checkout/esewa/success",
      failureUrl: "/checkout/esewa/failure",
    },
  });
}

/**
 * Starts an eSewa payment for the order and pays it at the emulator with the test account, as the shopper's
 * browser does. Answers the form the store signed and the query eSewa sends back to the success page, which
 * the test then hands (or forges, or replays) to POST /api/payments/esewa/success.
 */
export async function payAtEsewa(
  app: FastifyInstance,
  headers: Shopper,
  order: { _id: string; pricing: { total: number } },
) {
  const initiated = await initiateEsewa(app, headers, order);
  if (initiated.statusCode !== 200) throw new Error(`initiating eSewa failed: ${initiated.body}`);
  const { paymentUrl, formData } = initiated.json().data as {
    paymentUrl: string;
    formData: Record<string, string>;
  };
  await app.inject({ method: "POST", url: new URL(paymentUrl).pathname, ...form(formData) });
  return { formData, callback: await payAtEsewaEmulator(app, formData) };
}

/**
 * At the emulated eSewa, for a form the store signed: the shopper signs in with a test account and pays (or
 * cancels). Answers the query eSewa sends back to the store's success or failure page.
 */
export async function payAtEsewaEmulator(
  app: FastifyInstance,
  formData: Record<string, string>,
  { action = "pay", esewaId = "9806800001" }: { action?: "pay" | "cancel"; esewaId?: string } = {},
) {
  const paid = await app.inject({
    method: "POST",
    url: "/gateways/esewa/pay",
    ...form({
      product_code: formData.product_code!,
      transaction_uuid: formData.transaction_uuid!,
      action,
      ...(action === "pay" ? { esewa_id: esewaId, password: "Nepal@123", token: "123456" } : {}),
    }),
  });
  if (paid.statusCode !== 303) throw new Error(`${action} at the emulator failed: ${paid.body}`);
  return Object.fromEntries(new URL(paid.headers.location as string).searchParams);
}

/** POST /api/payments/khalti/initiate for the order. */
export function initiateKhalti(app: FastifyInstance, headers: Shopper, order: { _id: string }) {
  return app.inject({
    method: "POST",
    url: "/api/payments/khalti/initiate",
    headers,
    payload: { orderId: order._id },
  });
}

export const KHALTI_ID = "9800000001";

/**
 * At the emulated Khalti's payment page for a pidx, as the shopper's browser: Khalti ID and MPIN, then the OTP
 * (or cancel). Answers the query Khalti appends to return_url, and the return URL itself.
 */
export async function payAtKhaltiEmulator(
  app: FastifyInstance,
  pidx: string,
  { action = "pay" }: { action?: "pay" | "cancel" } = {},
) {
  let done;
  if (action === "cancel") {
    done = await app.inject({ method: "POST", url: "/gateways/khalti/pay/cancel", ...form({ pidx }) });
  } else {
    const login = await app.inject({
      method: "POST",
      url: "/gateways/khalti/pay/login",
      ...form({ pidx, khalti_id: KHALTI_ID, mpin: "1111" }),
    });
    if (login.statusCode !== 200) throw new Error(`signing in at Khalti failed: ${login.body}`);
    done = await app.inject({
      method: "POST",
      url: "/gateways/khalti/pay/confirm",
      ...form({ pidx, otp: "987654" }),
    });
  }
  if (done.statusCode !== 303) throw new Error(`${action} at Khalti failed: ${done.body}`);
  const returnUrl = new URL(done.headers.location as string);
  return { returnUrl, query: Object.fromEntries(returnUrl.searchParams) };
}

/** Starts a Khalti payment for the order and pays (or cancels) it at the emulator; Khalti's return query. */
export async function payAtKhalti(
  app: FastifyInstance,
  headers: Shopper,
  order: { _id: string },
  options: { action?: "pay" | "cancel" } = {},
) {
  const initiated = await initiateKhalti(app, headers, order);
  if (initiated.statusCode !== 200) throw new Error(`initiating Khalti failed: ${initiated.body}`);
  const { pidx } = initiated.json().data as { pidx: string; payment_url: string };
  return { pidx, ...(await payAtKhaltiEmulator(app, pidx, options)) };
}

/** GET /api/payments/khalti/return with the query (as Khalti's redirect brings it); the page it redirects to. */
export async function khaltiReturn(app: FastifyInstance, query: Record<string, string>) {
  const answer = await app.inject({
    method: "GET",
    url: `/api/payments/khalti/return?${new URLSearchParams(query).toString()}`,
  });
  if (answer.statusCode !== 302)
    throw new Error(`the Khalti return answered ${answer.statusCode}: ${answer.body}`);
  const page = new URL(answer.headers.location as string);
  return {
    path: page.pathname,
    orderId: page.searchParams.get("orderId"),
    reason: page.searchParams.get("reason"),
  };
}

/** At the emulated PayPal's approval page for a PayPal order id: the sandbox buyer approves (or cancels). */
export async function approveAtPaypalEmulator(
  app: FastifyInstance,
  token: string,
  { action = "pay", email = "sb-buyer@personal.example.com", password = "Sandbox@123" } = {},
) {
  const answer = await app.inject({
    method: "POST",
    url: "/gateways/paypal/checkoutnow",
    ...form({ token, action, ...(action === "pay" ? { email, password } : {}) }),
  });
  if (answer.statusCode !== 303) throw new Error(`${action} at PayPal failed: ${answer.body}`);
  return new URL(answer.headers.location as string);
}

/** GET the store's PayPal return with PayPal's query; the store page it redirects to. */
export async function paypalReturn(app: FastifyInstance, back: URL) {
  const answer = await app.inject({ method: "GET", url: `${back.pathname}${back.search}` });
  if (answer.statusCode !== 302)
    throw new Error(`the PayPal return answered ${answer.statusCode}: ${answer.body}`);
  const page = new URL(answer.headers.location as string);
  return {
    path: page.pathname,
    orderId: page.searchParams.get("orderId"),
    reason: page.searchParams.get("reason"),
  };
}

/**
 * PayPal as the buyer's browser goes through it: the store creates PayPal's order, the buyer approves (or cancels)
 * at the emulator, PayPal sends the browser back to the store's return. Answers PayPal's order id (`token`) and
 * the store page the return redirected to.
 */
export async function payAtPaypal(
  app: FastifyInstance,
  headers: Shopper,
  order: { _id: string },
  options: { action?: "pay" | "cancel" } = {},
) {
  const created = await app.inject({
    method: "POST",
    url: "/api/payments/paypal/create",
    headers,
    payload: { orderId: order._id },
  });
  if (created.statusCode !== 200) throw new Error(`creating the PayPal order failed: ${created.body}`);
  const token = new URL(created.json().data.approveUrl as string).searchParams.get("token")!;
  const back = await approveAtPaypalEmulator(app, token, options);
  return { token, page: await paypalReturn(app, back) };
}

/**
 * Pays the order with PayPal from start to end, then asks the process call (POST
 * /api/payments/paypal/process) about it, as a client that drives PayPal itself would: answers that call (200
 * with the paid order and payment).
 */
export async function payWithPaypal(
  app: FastifyInstance,
  headers: Shopper,
  order: { _id: string; pricing: { total: number } },
) {
  const { token } = await payAtPaypal(app, headers, order);
  return app.inject({
    method: "POST",
    url: "/api/payments/paypal/process",
    headers,
    payload: {
      orderId: order._id,
      amount: order.pricing.total,
      paymentDetails: { orderId: token, paymentId: token },
    },
  });
}

/** Pays the order with the card gateway's first test card. */
export function payWithTestCard(
  app: FastifyInstance,
  headers: Shopper,
  order: { _id: string; pricing: { total: number } },
) {
  return app.inject({
    method: "POST",
    url: "/api/payments/mastercard/process",
    headers,
    payload: {
      orderId: order._id,
      amount: order.pricing.total,
      cardDetails: {
        cardNumber: "5555555555554444",
        expiryDate: "12/30",
        cvv: "123",
        cardName: "Test Cardholder",
      },
    },
  });
}

/** POST /api/payments/connectips/initiate for the order. */
export function initiateConnectips(app: FastifyInstance, headers: Shopper, order: { _id: string }) {
  return app.inject({
    method: "POST",
    url: "/api/payments/connectips/initiate",
    headers,
    payload: { orderId: order._id },
  });
}

/** What the store gives the browser to post to connectIPS's login page. */
export type ConnectipsForm = { paymentUrl: string; fields: Record<string, string> };

/**
 * At the emulated connectIPS, as the shopper's browser: posts the login page's fields, chooses a bank, logs in,
 * enters the OTP (or cancels). Answers the URL connectIPS sends the browser back to and its query.
 */
export async function payAtConnectipsEmulator(
  app: FastifyInstance,
  fields: Record<string, string>,
  { action = "pay" }: { action?: "pay" | "cancel" } = {},
) {
  const pages = "/gateways/connectips/connectipswebgw";
  const posted = await app.inject({ method: "POST", url: `${pages}/loginpage`, ...form(fields) });
  if (posted.statusCode !== 200) throw new Error(`posting to connectIPS failed: ${posted.body}`);
  const { TXNID } = fields as { TXNID: string };
  let done;
  if (action === "cancel") {
    done = await app.inject({ method: "POST", url: `${pages}/cancel`, ...form({ TXNID }) });
  } else {
    for (const [step, answer] of [
      ["bank", { bank: "NABIL" }],
      ["login", { username: "cips-tester", password: "Nepal@123" }],
    ] as const) {
      const page = await app.inject({
        method: "POST",
        url: `${pages}/${step}`,
        ...form({ TXNID, ...answer }),
      });
      if (page.statusCode !== 200) throw new Error(`the ${step} step at connectIPS failed: ${page.body}`);
    }
    done = await app.inject({ method: "POST", url: `${pages}/confirm`, ...form({ TXNID, otp: "112233" }) });
  }
  if (done.statusCode !== 303) throw new Error(`${action} at connectIPS failed: ${done.body}`);
  const returnUrl = new URL(done.headers.location as string);
  return { returnUrl, query: Object.fromEntries(returnUrl.searchParams) };
}

/** Starts a connectIPS payment for the order and pays (or cancels) it at the emulator. */
export async function payAtConnectips(
  app: FastifyInstance,
  headers: Shopper,
  order: { _id: string },
  options: { action?: "pay" | "cancel" } = {},
) {
  const initiated = await initiateConnectips(app, headers, order);
  if (initiated.statusCode !== 200) throw new Error(`initiating connectIPS failed: ${initiated.body}`);
  const started = initiated.json().data as ConnectipsForm;
  return { ...started, ...(await payAtConnectipsEmulator(app, started.fields, options)) };
}

/** GET /api/payments/connectips/return with the query (as connectIPS's redirect brings it); where it sends. */
export async function connectipsReturn(app: FastifyInstance, query: Record<string, string>) {
  const answer = await app.inject({
    method: "GET",
    url: `/api/payments/connectips/return?${new URLSearchParams(query).toString()}`,
  });
  if (answer.statusCode !== 302)
    throw new Error(`the connectIPS return answered ${answer.statusCode}: ${answer.body}`);
  const page = new URL(answer.headers.location as string);
  return {
    path: page.pathname,
    orderId: page.searchParams.get("orderId"),
    reason: page.searchParams.get("reason"),
  };
}
