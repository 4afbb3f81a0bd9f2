// Khalti's own return attacks at GET /api/payments/khalti/return: a forged return while Khalti holds the payment
// Pending, a pidx this store never started, and someone else's pidx. The return believes nothing in its query:
// only Khalti's lookup of a pidx this store started, saying Completed for exactly that order's amount in paisa,
// pays that order. Replayed, under-paid, expired and foreign returns, an unanswered lookup and refunds are held
// to the one contract for every gateway in server/test/payments/contract.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { holdPayment } from "../../src/gateways/khalti/ledger.ts";
import { createTestStore, type TestStore } from "../support/app.ts";
import {
  initiateKhalti,
  khaltiReturn,
  orderFromCart,
  payAtKhaltiEmulator,
  type Shopper,
} from "../support/payments.ts";
import { expectNothingChanged } from "./support.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

const db = () => store.app.db;
const guest = (id: string): Shopper => ({ "x-session-id": id });
const orderRow = (orderNumber: string) => db().order.findUniqueOrThrow({ where: { orderNumber } });

/** A fresh Khalti order with an attempt started at Khalti (Initiated): what a forged return would be about. */
async function startedAttempt(sessionId: string) {
  const headers = guest(sessionId);
  const { order } = await orderFromCart(store.app, headers, "khalti");
  const { pidx } = (await initiateKhalti(store.app, headers, order)).json().data as { pidx: string };
  return { headers, order, pidx };
}

/** Everything Khalti's redirect would carry for a completed payment of `paisa`, made up by the attacker. */
const forgedQuery = (pidx: string, paisa: number, orderNumber: string) => ({
  pidx,
  txnId: "ForgedTransaction00001",
  transaction_id: "ForgedTransaction00001",
  tidx: "ForgedTransaction00001",
  amount: String(paisa),
  total_amount: String(paisa),
  mobile: "98XXXXX001",
  status: "Completed",
  purchase_order_id: orderNumber,
  purchase_order_name: `Order ${orderNumber}`,
});

describe("Khalti return attacks", () => {
  it("a forged return (status=Completed in the query, Initiated or Pending at Khalti) pays nothing", async () => {
    const { order, pidx } = await startedAttempt("khalti-forged");
    const query = forgedQuery(pidx, order.pricing.total * 100, order.orderNumber);
    await expectNothingChanged(db(), async () => {
      expect(await khaltiReturn(store.app, query)).toEqual({
        path: "/checkout/khalti/failure",
        orderId: order.orderNumber,
        reason: "pending",
      });
    });
    expect(await holdPayment(db(), pidx, "Pending")).toBe(true);
    await expectNothingChanged(db(), async () => {
      expect((await khaltiReturn(store.app, query)).reason).toBe("pending");
    });
    expect(await orderRow(order.orderNumber)).toMatchObject({ status: "pending", paymentStatus: "pending" });
  });

  it("a pidx this store never started (Khalti paid it, for the right amount) pays nothing", async () => {
    const { order } = await startedAttempt("khalti-foreign");
    // Paid at Khalti, but initiated by someone else with the same amount and order number.
    const foreign = await store.app.inject({
      method: "POST",
      url: "/gateways/khalti/api/v2/epayment/initiate/",
      headers: { authorization: `Key ${store.config.khalti.secretKey}` },
      payload: {
        return_url: `${store.config.publicUrl}/api/payments/khalti/return`,
        website_url: store.config.publicUrl,
        amount: order.pricing.total * 100,
        purchase_order_id: order.orderNumber,
        purchase_order_name: `Order ${order.orderNumber}`,
      },
    });
    const { query } = await payAtKhaltiEmulator(store.app, foreign.json().pidx);
    await expectNothingChanged(db(), async () => {
      expect(await khaltiReturn(store.app, query)).toEqual({
        path: "/checkout/khalti/failure",
        orderId: null,
        reason: "unknown",
      });
      expect((await khaltiReturn(store.app, { ...query, pidx: "UnknownPidx0000000000A" })).reason).toBe(
        "unknown",
      );
    });
    expect((await orderRow(order.orderNumber)).paymentStatus).toBe("pending");
  });

  it("someone else's pidx pays only what Khalti confirmed for it: their order, never the attacker's", async () => {
    const victim = await startedAttempt("khalti-victim");
    const attacker = await startedAttempt("khalti-attacker");
    // The victim's pidx with the attacker's order number in the query: the query is ignored.
    const borrowed = forgedQuery(victim.pidx, attacker.order.pricing.total * 100, attacker.order.orderNumber);
    await expectNothingChanged(db(), async () => {
      expect(await khaltiReturn(store.app, borrowed)).toMatchObject({
        orderId: victim.order.orderNumber,
        reason: "pending",
      });
    });
    // Once the victim pays, replaying the victim's return pays the victim's order and nothing else.
    const { query } = await payAtKhaltiEmulator(store.app, victim.pidx);
    expect(
      await khaltiReturn(store.app, { ...query, purchase_order_id: attacker.order.orderNumber }),
    ).toMatchObject({
      path: "/checkout/khalti/success",
      orderId: victim.order.orderNumber,
    });
    expect((await orderRow(victim.order.orderNumber)).paymentStatus).toBe("completed");
    expect((await orderRow(attacker.order.orderNumber)).paymentStatus).toBe("pending");
    // The attacker cannot read the victim's payment through the status call either.
    const read = await store.app.inject({
      method: "GET",
      url: `/api/payments/khalti/status/${victim.order.orderNumber}`,
      headers: attacker.headers,
    });
    expect(read.statusCode).toBe(404);
  });
});
