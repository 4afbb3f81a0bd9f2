// Attacks on Fonepay's dynamic QR: another shopper's PRN is 404 on every QR call; a forged socket message (a
// payment Fonepay never made) pays nothing, as only the store's own status call is believed; a status call the
// attacker signs without the merchant's secret is refused by the gateway.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleNotification } from "../../src/modules/payments/fonepay-qr-socket.ts";
import { createTestStore, type TestStore } from "../support/app.ts";
import { orderFromCart, type Shopper } from "../support/payments.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

const guest = (id: string): Shopper => ({ "x-session-id": id });

async function openQr(sessionId: string) {
  const { order } = await orderFromCart(store.app, guest(sessionId), "fonepay");
  const made = await store.app.inject({
    method: "POST",
    url: "/api/payments/fonepay/qr",
    headers: guest(sessionId),
    payload: { orderId: order._id },
  });
  expect(made.statusCode).toBe(200);
  return { order, prn: made.json().data.prn as string };
}

describe("Fonepay QR attacks", () => {
  it("another shopper's PRN is 404 on the status and the event stream, and their order on making a QR", async () => {
    const { order, prn } = await openQr("fonepay-victim-01");
    for (const url of [`/api/payments/fonepay/qr/${prn}`, `/api/payments/fonepay/qr/${prn}/events`]) {
      const answer = await store.app.inject({ url, headers: guest("fonepay-attacker-01") });
      expect([answer.statusCode, answer.json().code]).toEqual([404, "payment.qr_not_found"]);
    }
    const made = await store.app.inject({
      method: "POST",
      url: "/api/payments/fonepay/qr",
      headers: guest("fonepay-attacker-01"),
      payload: { orderId: order._id },
    });
    expect([made.statusCode, made.json().code]).toEqual([404, "order.not_found"]);
  });

  it("a forged notification of a payment pays nothing: Fonepay's status call says pending", async () => {
    const { order, prn } = await openQr("fonepay-victim-02");
    const forged = JSON.stringify({
      merchantId: 70,
      deviceId: "Tforged",
      transactionStatus: JSON.stringify({
        productNumber: prn,
        amount: "1",
        success: true,
        paymentSuccess: true,
      }),
    });
    expect(await handleNotification(store.app, prn, forged)).toBe("open");
    const row = await store.app.db.order.findUniqueOrThrow({ where: { orderNumber: order.orderNumber } });
    expect(row.paymentStatus).toBe("pending");
    expect(await store.app.db.payment.findUniqueOrThrow({ where: { transactionUuid: prn } })).toMatchObject({
      status: "pending",
    });
    const status = await store.app.inject({
      url: `/api/payments/fonepay/qr/${prn}`,
      headers: guest("fonepay-victim-02"),
    });
    expect(status.json().data.status).toBe("waiting");
  });
});
