// Fonepay's web checkout through the API and the emulator: the signed request, Fonepay's page refusing what Fonepay
// refuses, approve and reject, the return settled by Fonepay's verification, and the verification's own refusals.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  dataValidation,
  REQUEST_DV_FIELDS,
  VERIFICATION_DV_FIELDS,
} from "../src/modules/payments/providers/fonepay/dv.ts";
import { createTestStore, type TestStore } from "./support/app.ts";
import { orderFromCart, type Shopper } from "./support/payments.ts";
import {
  fonepayReturn,
  initiateFonepayWeb,
  openFonepayPage,
  payAtFonepay,
  type FonepayFields,
} from "./support/fonepay-web.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

const guest = (id: string): Shopper => ({ "x-session-id": id });
const secret = () => store.config.fonepay.secret;

async function initiated(sessionId: string) {
  const headers = guest(sessionId);
  const { order } = await orderFromCart(store.app, headers, "fonepay");
  const answer = await initiateFonepayWeb(store.app, headers, order);
  expect(answer.statusCode).toBe(200);
  const data = answer.json().data as { paymentUrl: string; fields: FonepayFields };
  return { headers, order, ...data };
}

function verification(query: Record<string, string>) {
  return store.app.inject({
    method: "GET",
    url: `/gateways/fonepay/api/merchantRequest/verificationMerchant?${new URLSearchParams(query).toString()}`,
  });
}

const signedVerification = (fields: { PID: string; AMT: string; PRN: string; BID: string; UID: string }) => ({
  ...fields,
  DV: dataValidation(secret(), VERIFICATION_DV_FIELDS, fields),
});

describe("POST /api/payments/fonepay/initiate", () => {
  it("answers Fonepay's documented fields, signed, for the order's total under a new PRN each time", async () => {
    const { headers, order, paymentUrl, fields } = await initiated("fonepay-initiate");
    expect(paymentUrl).toBe(`${store.config.publicUrl}/gateways/fonepay/api/merchantRequest`);
    expect(Object.keys(fields).sort()).toEqual([
      "AMT",
      "CRN",
      "DT",
      "DV",
      "MD",
      "PID",
      "PRN",
      "R1",
      "R2",
      "RU",
    ]);
    expect(fields).toMatchObject({
      PID: "fonepay123",
      MD: "P",
      AMT: String(order.pricing.total),
      CRN: "NPR",
      R1: `Order ${order.orderNumber}`,
      R2: "N/A",
      RU: `${store.config.publicUrl}/api/payments/fonepay/return`,
    });
    expect(fields.DT).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(fields.PRN.length).toBeGreaterThanOrEqual(3);
    expect(fields.PRN.length).toBeLessThanOrEqual(25);
    expect(fields.DV).toMatch(/^[0-9A-F]{128}$/);
    expect(fields.DV).toBe(dataValidation("fonepay", REQUEST_DV_FIELDS, fields));
    const again = (await initiateFonepayWeb(store.app, headers, order)).json().data.fields as FonepayFields;
    expect(again.PRN).not.toBe(fields.PRN);
    const attempts = await store.app.db.payment.findMany({
      where: { orderId: order._id },
      orderBy: { createdAt: "asc" },
    });
    expect(attempts.map((row) => [row.method, row.status, row.amount, row.transactionUuid])).toEqual([
      ["fonepay", "pending", order.pricing.total, fields.PRN],
      ["fonepay", "pending", order.pricing.total, again.PRN],
    ]);
  });

  it("refuses someone else's order (404) and an order placed with another method (409)", async () => {
    const { order } = await initiated("fonepay-owner");
    const other = await initiateFonepayWeb(store.app, guest("fonepay-stranger"), order);
    expect(other.statusCode).toBe(404);
    const { order: khaltiOrder } = await orderFromCart(store.app, guest("fonepay-khalti"), "khalti");
    const wrong = await initiateFonepayWeb(store.app, guest("fonepay-khalti"), khaltiOrder);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().code).toBe("payment.wrong_method");
  });
});

describe("Fonepay's payment page (emulator)", () => {
  it("shows the amount for a signed request, by GET or form post", async () => {
    const { paymentUrl, fields, order } = await initiated("fonepay-page");
    const page = await openFonepayPage(store.app, paymentUrl, { ...fields });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`Rs ${order.pricing.total.toLocaleString("en-IN")}.00`);
    expect(page.body).toContain("Approve payment");
    const posted = await store.app.inject({
      method: "POST",
      url: "/gateways/fonepay/api/merchantRequest",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ ...fields }).toString(),
    });
    expect(posted.statusCode).toBe(200);
  });

  it("refuses a wrong DV, another merchant code, a changed amount and a return address off the store", async () => {
    const { paymentUrl, fields } = await initiated("fonepay-page-refusals");
    const refused = async (changed: Record<string, string>) => {
      const page = await openFonepayPage(store.app, paymentUrl, { ...fields, ...changed });
      return { status: page.statusCode, body: page.body };
    };
    expect(await refused({ DV: "0".repeat(128) })).toMatchObject({ status: 406 });
    expect((await refused({ DV: "0".repeat(128) })).body).toContain("Data Validation Failed");
    expect((await refused({ AMT: "1" })).body).toContain("Data Validation Failed");
    const otherMerchant = await refused({ PID: "another123" });
    expect(otherMerchant).toMatchObject({ status: 406 });
    expect(otherMerchant.body).toContain("Invalid Merchant Code");
    // Signed correctly, but the shopper would leave the store.
    const offsite = { ...fields, RU: "https://evil.example/steal" };
    const signed = { ...offsite, DV: dataValidation(secret(), REQUEST_DV_FIELDS, offsite) };
    const page = await openFonepayPage(store.app, paymentUrl, signed);
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain("Invalid RU");
    // The buttons check the request again: a tampered approval goes nowhere.
    const approve = await store.app.inject({
      method: "POST",
      url: "/gateways/fonepay/pay/approve",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ ...fields, AMT: "1" }).toString(),
    });
    expect(approve.statusCode).toBe(406);
  });
});

describe("paying by Fonepay's web checkout", () => {
  it("approved at Fonepay, the return (verified) pays the order once", async () => {
    const headers = guest("fonepay-pay");
    const { order } = await orderFromCart(store.app, headers, "fonepay");
    const { fields, query } = await payAtFonepay(store.app, headers, order);
    expect(query).toMatchObject({
      PRN: fields.PRN,
      PID: "fonepay123",
      PS: "true",
      RC: "successful",
      R_AMT: fields.AMT,
      P_AMT: `${fields.AMT}.0`,
    });
    expect(query.UID).toMatch(/^\d{12}$/);
    expect(query.DV).toMatch(/^[0-9A-F]{128}$/);
    expect(await fonepayReturn(store.app, query)).toEqual({
      path: "/checkout/fonepay/success",
      orderId: order.orderNumber,
      reason: null,
    });
    const row = await store.app.db.order.findUniqueOrThrow({ where: { id: order._id } });
    expect(row).toMatchObject({ status: "processing", paymentStatus: "completed", paymentMethod: "fonepay" });
    const payment = await store.app.db.payment.findUniqueOrThrow({ where: { transactionUuid: fields.PRN } });
    expect(payment).toMatchObject({
      status: "completed",
      amount: order.pricing.total,
      transactionId: query.UID,
    });
  });

  it("rejected at Fonepay, the order is not paid; a new attempt then pays it", async () => {
    const headers = guest("fonepay-reject");
    const { order } = await orderFromCart(store.app, headers, "fonepay");
    const rejected = await payAtFonepay(store.app, headers, order, "reject");
    expect(rejected.query).toMatchObject({ PS: "false", RC: "cancel", BC: "N/A", INI: "N/A" });
    expect(await fonepayReturn(store.app, rejected.query)).toEqual({
      path: "/checkout/fonepay/failure",
      orderId: order.orderNumber,
      reason: "canceled",
    });
    expect(await store.app.db.order.findUniqueOrThrow({ where: { id: order._id } })).toMatchObject({
      status: "pending",
      paymentStatus: "failed",
    });
    const { query } = await payAtFonepay(store.app, headers, order);
    expect((await fonepayReturn(store.app, query)).path).toBe("/checkout/fonepay/success");
    expect((await store.app.db.order.findUniqueOrThrow({ where: { id: order._id } })).paymentStatus).toBe(
      "completed",
    );
  });
});

describe("GET /api/payments/fonepay/status/:orderId", () => {
  const status = (headers: Shopper, orderNumber: string) =>
    store.app.inject({ method: "GET", url: `/api/payments/fonepay/status/${orderNumber}`, headers });

  it("says paid with Fonepay's trace id once the return has paid the order, to its owner alone", async () => {
    const headers = guest("fonepay-status-paid");
    const { order } = await orderFromCart(store.app, headers, "fonepay");
    const { query } = await payAtFonepay(store.app, headers, order);
    await fonepayReturn(store.app, query);
    const answer = await status(headers, order.orderNumber);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({
      status: "completed",
      message: "Payment received.",
      transactionId: query.UID,
      order: { orderNumber: order.orderNumber, payment: { method: "fonepay", status: "completed" } },
    });
    expect((await status(guest("fonepay-status-stranger"), order.orderNumber)).statusCode).toBe(404);
  });

  it("says pending while the web checkout's return has not come, and failed after a rejection", async () => {
    const headers = guest("fonepay-status-open");
    const { order } = await orderFromCart(store.app, headers, "fonepay");
    expect((await initiateFonepayWeb(store.app, headers, order)).statusCode).toBe(200);
    expect((await status(headers, order.orderNumber)).json().data).toMatchObject({
      status: "pending",
      message: "Fonepay has not confirmed this payment yet. Its status will be checked again.",
      transactionId: null,
    });
    const { query } = await payAtFonepay(store.app, headers, order, "reject");
    await fonepayReturn(store.app, query);
    expect((await status(headers, order.orderNumber)).json().data).toMatchObject({
      status: "failed",
      transactionId: null,
    });
  });

  it("takes a QR payment Fonepay has completed, by the QR status call", async () => {
    const headers = guest("fonepay-status-qr");
    const { order } = await orderFromCart(store.app, headers, "fonepay");
    const made = await store.app.inject({
      method: "POST",
      url: "/api/payments/fonepay/qr",
      headers,
      payload: { orderId: order._id },
    });
    const { prn } = made.json().data as { prn: string };
    // Fonepay's side alone: the payment happens, and nothing has told the store yet.
    await store.app.db.fonepayEmulatorQr.update({ where: { prn }, data: { status: "success" } });
    expect((await status(headers, order.orderNumber)).json().data).toMatchObject({
      status: "completed",
      order: { payment: { status: "completed" } },
    });
  });
});

describe("Fonepay's verificationMerchant (emulator)", () => {
  it("answers success in Fonepay's XML for the PRN, trace id and amount paid", async () => {
    const headers = guest("fonepay-verify");
    const { order } = await orderFromCart(store.app, headers, "fonepay");
    const { fields, query } = await payAtFonepay(store.app, headers, order);
    const base = { PID: "fonepay123", AMT: fields.AMT, PRN: fields.PRN, BID: "", UID: query.UID! };
    const ok = await verification(signedVerification(base));
    expect(ok.statusCode).toBe(200);
    expect(ok.headers["content-type"]).toContain("application/xml");
    expect(ok.body).toContain("<success>true</success>");
    expect(ok.body).toContain(`<uniqueId>${query.UID}</uniqueId>`);
    expect(ok.body).toContain(`<txnAmount>${fields.AMT}</txnAmount>`);
    // Refusals: a wrong DV, another merchant, an unknown PRN, another trace id, another amount.
    const wrongDv = await verification({ ...signedVerification(base), DV: "A".repeat(128) });
    expect(wrongDv.statusCode).toBe(406);
    expect(wrongDv.body).toContain("<message>Data Validation Failed</message><success>false</success>");
    const otherMerchant = await verification(signedVerification({ ...base, PID: "another123" }));
    expect(otherMerchant.body).toContain("Invalid Merchant Code");
    for (const changed of [
      { PRN: "UNKNOWNPRN0001" },
      { UID: "000000000001" },
      { AMT: String(Number(fields.AMT) - 1) },
    ]) {
      const refused = await verification(signedVerification({ ...base, ...changed }));
      expect(refused.statusCode).toBe(200);
      expect(refused.body).toContain("<success>false</success>");
      expect(refused.body).not.toContain("<response_code>");
    }
  });
});

describe("GET /api/payments/test-credentials", () => {
  it("names the Fonepay test merchant", async () => {
    const answer = await store.app.inject({ method: "GET", url: "/api/payments/test-credentials" });
    expect(answer.json().data.fonepay).toEqual({
      merchantCode: "fonepay123",
      username: "bijayk",
      instructions: expect.stringContaining("Approve payment"),
    });
  });
});
