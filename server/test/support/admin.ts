// Accounts and paid orders for the admin's tests: an admin's and a staff member's tokens, and an order paid by
// any method through the real payment calls (the offline PayPal and card processors, the eSewa and Khalti
// emulators).
import type { FastifyInstance } from "fastify";
import { completePayment } from "../../src/modules/payments/complete-payment.ts";
import { TEST_ADMIN } from "./constants.ts";
import { bearer, registerShopper } from "./factories.ts";
import {
  khaltiReturn,
  orderFromCart,
  payAtEsewa,
  payAtKhalti,
  payAtPaypal,
  payWithTestCard,
  type Shopper,
} from "./payments.ts";

export async function adminToken(app: FastifyInstance): Promise<string> {
  const login = await app.inject({ method: "POST", url: "/api/auth/login", payload: TEST_ADMIN });
  return login.json().token;
}

/** A registered account given a role (staff, customer); its token. */
export async function tokenWithRole(app: FastifyInstance, role: string): Promise<string> {
  const account = await registerShopper(app);
  await app.db.user.update({ where: { id: account.user._id }, data: { role } });
  return account.token;
}

export type Method = "paypal" | "mastercard" | "esewa" | "khalti";

/** Places a guest order of two units and pays it by `method`; answers the order and its product. */
export async function paidOrder(app: FastifyInstance, sessionId: string, method: Method) {
  const headers: Shopper = { "x-session-id": sessionId };
  const { order, product } = await orderFromCart(app, headers, method);
  const amount = order.pricing.total;
  let paid;
  if (method === "khalti") {
    const { query } = await payAtKhalti(app, headers, order);
    const back = await khaltiReturn(app, query);
    if (back.path !== "/checkout/khalti/success") throw new Error(`paying by Khalti failed: ${back.reason}`);
    return { order, product, headers, amount };
  }
  if (method === "paypal") {
    const { page } = await payAtPaypal(app, headers, order);
    if (page.path !== "/checkout/paypal/success") throw new Error(`paying by PayPal failed: ${page.reason}`);
    return { order, product, headers, amount };
  }
  if (method === "esewa") {
    const { callback } = await payAtEsewa(app, headers, order);
    paid = await app.inject({
      method: "POST",
      url: "/api/payments/esewa/success",
      headers,
      payload: callback,
    });
  } else {
    paid = await payWithTestCard(app, headers, order);
  }
  if (paid.statusCode !== 200) throw new Error(`paying by ${method} failed: ${paid.body}`);
  return { order, product, headers, amount };
}

/** The methods whose refunds are paid outside the store (no gateway refund API) and recorded by an admin. */
export type ManualMethod = "fonepay" | "connectips";

/**
 * Places a guest order of two units by a manual-refund method and records it paid through the store's one
 * payment path (complete-payment.ts) with an attempt under a gateway reference, as its gateway's return would:
 * the refund tests need a paid order, not that gateway's round trip (the contract suite drives that).
 */
export async function paidOutsideGateway(app: FastifyInstance, sessionId: string, method: ManualMethod) {
  const headers: Shopper = { "x-session-id": sessionId };
  const { order, product } = await orderFromCart(app, headers, method);
  const amount = order.pricing.total;
  const reference = `${method.toUpperCase()}-${sessionId}`;
  await app.db.payment.create({
    data: { orderId: order._id, method, status: "pending", amount, transactionUuid: reference },
  });
  await completePayment(
    app.db,
    order._id,
    { method, amount, transactionId: `${reference}-PAID`, transactionUuid: reference },
    { userId: null, ip: "127.0.0.1" },
  );
  return { order, product, headers, amount };
}

export function refund(app: FastifyInstance, token: string, orderNumber: string, payload: object) {
  return app.inject({
    method: "POST",
    url: `/api/admin/orders/${orderNumber}/refund`,
    headers: bearer(token),
    payload,
  });
}
