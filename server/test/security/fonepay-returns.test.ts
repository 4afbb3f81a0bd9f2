// Forged, borrowed, under-paid, replayed and unverifiable Fonepay returns at GET /api/payments/fonepay/return. A
// return pays only when its DV is Fonepay's and Fonepay's own verification of that PRN, trace id and amount says
// success for exactly the order's total: and then only once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  dataValidation,
  RETURN_DV_FIELDS,
  type ReturnFields,
} from "../../src/modules/payments/providers/fonepay/dv.ts";
import { createTestStore, type TestStore } from "../support/app.ts";
import { orderFromCart, type Shopper } from "../support/payments.ts";
import {
  fonepayReturn,
  initiateFonepayWeb,
  payAtFonepay,
  type FonepayFields,
} from "../support/fonepay-web.ts";
import { auditEvents, expectNothingChanged } from "./support.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

const db = () => store.app.db;
const guest = (id: string): Shopper => ({ "x-session-id": id });
const orderRow = (id: string) => db().order.findUniqueOrThrow({ where: { id } });

/** A return query signed with the merchant's secret, as only Fonepay (or someone holding the secret) could. */
function signed(fields: ReturnFields) {
  return { ...fields, DV: dataValidation(store.config.fonepay.secret, RETURN_DV_FIELDS, fields) };
}

async function started(sessionId: string) {
  const headers = guest(sessionId);
  const { order } = await orderFromCart(store.app, headers, "fonepay");
  const fields = (await initiateFonepayWeb(store.app, headers, order)).json().data.fields as FonepayFields;
  return { headers, order, fields };
}

/** What a shopper would make up for a paid return of the attempt, without Fonepay's secret. */
const forgedQuery = (fields: FonepayFields) => ({
  PRN: fields.PRN,
  PID: fields.PID,
  PS: "true",
  RC: "successful",
  UID: "123456789012",
  BC: "NICENPKA",
  INI: "9841000001",
  P_AMT: `${fields.AMT}.0`,
  R_AMT: fields.AMT,
});

describe("Fonepay web return attacks", () => {
  it("a return whose DV is not Fonepay's pays nothing and names no order", async () => {
    const { order, fields } = await started("fonepay-forged");
    const query = forgedQuery(fields);
    await expectNothingChanged(db(), async () => {
      for (const DV of ["", "0".repeat(128), dataValidation("guessed-secret", RETURN_DV_FIELDS, query)])
        expect(await fonepayReturn(store.app, { ...query, DV })).toEqual({
          path: "/checkout/fonepay/failure",
          orderId: null,
          reason: "unknown",
        });
      expect(await fonepayReturn(store.app, {})).toMatchObject({ reason: "unknown" });
    });
    expect(await orderRow(order._id)).toMatchObject({ status: "pending", paymentStatus: "pending" });
  });

  it("a return signed for a trace id Fonepay never issued is refused by the verification: nothing is paid", async () => {
    const { order, fields } = await started("fonepay-made-up");
    const back = await fonepayReturn(store.app, signed(forgedQuery(fields)));
    expect(back).toEqual({
      path: "/checkout/fonepay/failure",
      orderId: order.orderNumber,
      reason: "lookup_failed",
    });
    expect(await orderRow(order._id)).toMatchObject({ status: "pending", paymentStatus: "pending" });
    expect(await db().payment.count({ where: { orderId: order._id, status: "completed" } })).toBe(0);
  });

  it("a paid return's fields changed (another PRN, another amount) no longer carry Fonepay's DV", async () => {
    const payer = guest("fonepay-borrower");
    const { order } = await orderFromCart(store.app, payer, "fonepay");
    const victim = await started("fonepay-victim");
    const { query } = await payAtFonepay(store.app, payer, order);
    await expectNothingChanged(db(), async () => {
      // The payer's paid return pointed at the victim's attempt, or claiming another amount.
      for (const changed of [
        { PRN: victim.fields.PRN },
        { R_AMT: "1" },
        { P_AMT: "1.0" },
        { PS: "true", RC: "cancel" },
      ] as Record<string, string>[])
        expect((await fonepayReturn(store.app, { ...query, ...changed })).reason).toBe("unknown");
    });
    // Signed for the victim's PRN with the payer's trace id: Fonepay's verification knows that trace id is not
    // the victim's PRN's.
    const borrowed = signed({ ...(query as unknown as ReturnFields), PRN: victim.fields.PRN });
    expect(await fonepayReturn(store.app, borrowed)).toMatchObject({
      orderId: victim.order.orderNumber,
      reason: "lookup_failed",
    });
    expect((await orderRow(victim.order._id)).paymentStatus).toBe("pending");
    expect(await db().payment.count({ where: { orderId: victim.order._id, status: "completed" } })).toBe(0);
    // The payer's own return pays the payer's order, never the victim's.
    expect(await fonepayReturn(store.app, query)).toMatchObject({
      path: "/checkout/fonepay/success",
      orderId: order.orderNumber,
    });
    expect((await orderRow(victim.order._id)).paymentStatus).toBe("pending");
  });

  it("a payment Fonepay verifies for another amount than the order's total pays nothing", async () => {
    const headers = guest("fonepay-underpaid");
    const { order } = await orderFromCart(store.app, headers, "fonepay");
    const { fields, query } = await payAtFonepay(store.app, headers, order);
    // The order's total moved after the attempt was signed (the attempt's amount no longer the order's).
    await db().order.update({ where: { id: order._id }, data: { total: order.pricing.total + 1 } });
    expect(await fonepayReturn(store.app, query)).toMatchObject({ reason: "underpaid" });
    expect(await orderRow(order._id)).toMatchObject({ status: "pending", paymentStatus: "failed" });
    // The attempt's amount changed on the store's side: the verification is asked for that amount and refuses.
    await db().order.update({
      where: { id: order._id },
      data: { total: order.pricing.total, paymentStatus: "pending" },
    });
    await db().payment.update({
      where: { transactionUuid: fields.PRN },
      data: { status: "pending", amount: order.pricing.total - 1 },
    });
    expect(await fonepayReturn(store.app, query)).toMatchObject({ reason: "lookup_failed" });
    expect(await db().payment.count({ where: { orderId: order._id, status: "completed" } })).toBe(0);
    expect((await orderRow(order._id)).paymentStatus).toBe("pending");
  });

  it("a replayed return pays once: one completed payment, one payment.completed event", async () => {
    const headers = guest("fonepay-replay");
    const { order } = await orderFromCart(store.app, headers, "fonepay");
    const { query } = await payAtFonepay(store.app, headers, order);
    const answers = await Promise.all([1, 2, 3, 4].map(() => fonepayReturn(store.app, query)));
    for (const answer of answers) expect(answer.path).toBe("/checkout/fonepay/success");
    await expectNothingChanged(db(), async () => {
      expect((await fonepayReturn(store.app, query)).path).toBe("/checkout/fonepay/success");
    });
    expect(await db().payment.count({ where: { orderId: order._id, status: "completed" } })).toBe(1);
    const events = (await auditEvents(db(), "payment.completed")).filter(
      (event) => event.detail.orderNumber === order.orderNumber,
    );
    expect(events).toHaveLength(1);
  });

  it("while Fonepay's verification cannot be reached nothing is paid; the same return pays once it answers", async () => {
    const headers = guest("fonepay-unreachable");
    const { order } = await orderFromCart(store.app, headers, "fonepay");
    const { query } = await payAtFonepay(store.app, headers, order);
    const { verificationUrl } = store.app.config.fonepay;
    store.app.config.fonepay.verificationUrl = "http://127.0.0.1:9/api/merchantRequest/verificationMerchant";
    try {
      expect(await fonepayReturn(store.app, query)).toMatchObject({ reason: "lookup_failed" });
      expect(await orderRow(order._id)).toMatchObject({ status: "pending", paymentStatus: "pending" });
    } finally {
      store.app.config.fonepay.verificationUrl = verificationUrl;
    }
    expect((await fonepayReturn(store.app, query)).path).toBe("/checkout/fonepay/success");
  });
});
