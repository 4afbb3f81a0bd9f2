// Forged, replayed, racing, unknown and borrowed connectIPS returns at GET /api/payments/connectips/return. The
// return reads only its TXNID: only validatetxn, asked by the store about a TXNID it started and that attempt's
// amount, saying SUCCESS pays, and only the order of that attempt, once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../support/app.ts";
import {
  connectipsReturn,
  initiateConnectips,
  orderFromCart,
  payAtConnectips,
  payAtConnectipsEmulator,
  type ConnectipsForm,
  type Shopper,
} from "../support/payments.ts";
import { auditEvents, expectNothingChanged } from "./support.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

const db = () => store.app.db;
const guest = (id: string): Shopper => ({ "x-session-id": id });
const orderRow = (orderNumber: string) => db().order.findUniqueOrThrow({ where: { orderNumber } });

/** A fresh connectIPS order with an attempt started (its fields not yet posted to connectIPS). */
async function startedAttempt(sessionId: string) {
  const headers = guest(sessionId);
  const { order } = await orderFromCart(store.app, headers, "connectips");
  const { fields } = (await initiateConnectips(store.app, headers, order)).json().data as ConnectipsForm;
  return { headers, order, fields, txnId: fields.TXNID! };
}

describe("connectIPS return attacks", () => {
  it("a forged return (a started TXNID with success words in the query) pays nothing", async () => {
    const { order, txnId } = await startedAttempt("cips-forged");
    const forged = { TXNID: txnId, status: "SUCCESS", statusDesc: "TRANSACTION SUCCESSFUL", TXNAMT: "1" };
    await expectNothingChanged(db(), async () => {
      expect(await connectipsReturn(store.app, forged)).toEqual({
        path: "/checkout/connectips/failure",
        orderId: order.orderNumber,
        reason: "lookup_failed",
      });
    });
    expect(await orderRow(order.orderNumber)).toMatchObject({ status: "pending", paymentStatus: "pending" });
  });

  it("a replayed return pays once: one payment row, one payment.completed event", async () => {
    const headers = guest("cips-replay");
    const { order } = await orderFromCart(store.app, headers, "connectips");
    const { query } = await payAtConnectips(store.app, headers, order);
    expect((await connectipsReturn(store.app, query)).path).toBe("/checkout/connectips/success");
    await expectNothingChanged(db(), async () => {
      const replays = await Promise.all([1, 2, 3].map(() => connectipsReturn(store.app, query)));
      for (const replay of replays) expect(replay.path).toBe("/checkout/connectips/success");
    });
    const row = await orderRow(order.orderNumber);
    expect(await db().payment.count({ where: { orderId: row.id } })).toBe(1);
    const events = (await auditEvents(db(), "payment.completed")).filter(
      (event) => event.detail.orderNumber === order.orderNumber,
    );
    expect(events).toHaveLength(1);
  });

  it("returns racing for one paid TXNID pay it once", async () => {
    const headers = guest("cips-race");
    const { order } = await orderFromCart(store.app, headers, "connectips");
    const { query } = await payAtConnectips(store.app, headers, order);
    const answers = await Promise.all([1, 2, 3, 4].map(() => connectipsReturn(store.app, query)));
    for (const answer of answers) expect(answer.path).toBe("/checkout/connectips/success");
    const row = await orderRow(order.orderNumber);
    expect(await db().payment.count({ where: { orderId: row.id, status: "completed" } })).toBe(1);
  });

  it("a TXNID this store never started, or none, pays nothing", async () => {
    await expectNothingChanged(db(), async () => {
      const queries: Record<string, string>[] = [
        { TXNID: "NOSUCHTXNID000000000" },
        {},
        { TXNID: "" },
        { txnid: "x" },
      ];
      for (const query of queries)
        expect(await connectipsReturn(store.app, query)).toEqual({
          path: "/checkout/connectips/failure",
          orderId: null,
          reason: "unknown",
        });
    });
  });

  it("another order's TXNID pays only that order, never the attacker's", async () => {
    const victim = await startedAttempt("cips-victim");
    const attacker = await startedAttempt("cips-attacker");
    await expectNothingChanged(db(), async () => {
      expect(
        await connectipsReturn(store.app, { TXNID: victim.txnId, REFERENCEID: attacker.order.orderNumber }),
      ).toMatchObject({ orderId: victim.order.orderNumber, reason: "lookup_failed" });
    });
    // Once the victim pays, the victim's TXNID with the attacker's order in the query pays the victim's order.
    await payAtConnectipsEmulator(store.app, victim.fields);
    expect(
      await connectipsReturn(store.app, { TXNID: victim.txnId, orderId: attacker.order.orderNumber }),
    ).toMatchObject({ path: "/checkout/connectips/success", orderId: victim.order.orderNumber });
    expect((await orderRow(victim.order.orderNumber)).paymentStatus).toBe("completed");
    expect((await orderRow(attacker.order.orderNumber)).paymentStatus).toBe("pending");
    // The attacker reads nothing of the victim's payment through the status call.
    const read = await store.app.inject({
      method: "GET",
      url: `/api/payments/connectips/status/${victim.order.orderNumber}`,
      headers: attacker.headers,
    });
    expect(read.statusCode).toBe(404);
  });

  it("a return for a cancelled payment fails only its attempt; a later forged return for it pays nothing", async () => {
    const headers = guest("cips-cancelled");
    const { order } = await orderFromCart(store.app, headers, "connectips");
    const { query } = await payAtConnectips(store.app, headers, order, { action: "cancel" });
    expect((await connectipsReturn(store.app, query)).reason).toBe("declined");
    await expectNothingChanged(db(), async () => {
      expect((await connectipsReturn(store.app, { ...query, status: "SUCCESS" })).reason).toBe("declined");
    });
    expect(await orderRow(order.orderNumber)).toMatchObject({ status: "pending", paymentStatus: "failed" });
  });
});
