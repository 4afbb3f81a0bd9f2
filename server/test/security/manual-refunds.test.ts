// Attacks on refunds paid outside the store (Fonepay, connectIPS): staff (who fulfil orders but hold no refund
// rights), a customer and a guest cannot record one, and write nothing trying; another shopper cannot read an
// order's refunds or their bank references (404, as if the order did not exist); a reference cannot carry markup.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../support/app.ts";
import { adminToken, paidOutsideGateway, refund, tokenWithRole } from "../support/admin.ts";
import { bearer, registerShopper } from "../support/factories.ts";
import { expectNothingChanged } from "./support.ts";

let store: TestStore;
let admin: string;
beforeAll(async () => {
  store = await createTestStore();
  admin = await adminToken(store.app);
});
afterAll(() => store.close());

const body = { amount: 10, reason: "Damaged", reference: "NIC-ATTACK-1" };

describe("recording a refund paid outside the store", () => {
  it("is refused to staff and customers (403) and guests (401), and nothing is written", async () => {
    const { order } = await paidOutsideGateway(store.app, "attack-manual-1", "fonepay");
    const staff = await tokenWithRole(store.app, "staff");
    const customer = await tokenWithRole(store.app, "customer");
    await expectNothingChanged(store.app.db, async () => {
      for (const token of [staff, customer]) {
        const refused = await refund(store.app, token, order.orderNumber, body);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().code).toBe("auth.forbidden");
      }
      const guest = await store.app.inject({
        method: "POST",
        url: `/api/admin/orders/${order.orderNumber}/refund`,
        headers: { "x-session-id": "attack-manual-1" },
        payload: body,
      });
      expect(guest.statusCode).toBe(401);
    });
  });

  it("keeps another shopper and another guest out of an order's refunds and their references (404)", async () => {
    const { order, headers } = await paidOutsideGateway(store.app, "attack-manual-2", "connectips");
    expect((await refund(store.app, admin, order.orderNumber, body)).statusCode).toBe(200);
    const own = await store.app.inject({ method: "GET", url: `/api/orders/${order.orderNumber}`, headers });
    expect(own.json().data.order.payment.refunds[0]).toMatchObject({
      manual: true,
      reference: "NIC-ATTACK-1",
    });
    for (const stranger of [
      bearer((await registerShopper(store.app)).token),
      { "x-session-id": "attack-manual-stranger" },
      {},
    ]) {
      for (const ref of [order.orderNumber, order._id]) {
        const answer = await store.app.inject({
          method: "GET",
          url: `/api/orders/${ref}`,
          headers: stranger,
        });
        expect(answer.statusCode).toBe(404);
        expect(answer.body).not.toContain("NIC-ATTACK-1");
      }
    }
  });

  it("refuses a reference carrying markup or control characters (400), recording nothing", async () => {
    const { order } = await paidOutsideGateway(store.app, "attack-manual-3", "fonepay");
    await expectNothingChanged(store.app.db, async () => {
      for (const reference of [
        '"><img src=x onerror=alert(1)>',
        "REF\u0000",
        "REF\nSet-Cookie: x=1",
        "{$gt:''}",
      ]) {
        const refused = await refund(store.app, admin, order.orderNumber, { ...body, reference });
        expect(refused.statusCode).toBe(400);
      }
    });
  });
});
