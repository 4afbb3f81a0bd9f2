// The offline gateways' refund APIs, called directly as a merchant would: eSewa's signed refund (its ledger, its
// status check afterwards), PayPal's refund of a capture and the card processor's REFUND of an authorisation.
// Each checks the merchant's credentials, the transaction and the amount left, and answers in its own shape.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordCapture } from "../src/gateways/processors/ledger.ts";
import { signEsewaFields } from "../src/modules/payments/esewa-signature.ts";
import { ESEWA_REFUND_SIGNED_FIELDS } from "../src/modules/payments/providers/esewa/index.ts";
import { createTestStore, type TestStore } from "./support/app.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

const SECRET = "8gBm/:&EnhH.1/q";
const db = () => store.app.db;

describe("the eSewa emulator's refund API", () => {
  async function paidTransaction(uuid: string, total = "1000", status = "COMPLETE") {
    await db().esewaEmulatorTransaction.create({
      data: {
        productCode: "EPAYTEST",
        transactionUuid: uuid,
        totalAmount: total,
        successUrl: "http://localhost:3000/ok",
        failureUrl: "http://localhost:3000/no",
        status,
        transactionCode: "000ABCD",
        refId: "000ABCD",
      },
    });
  }
  function refundAt(fields: Record<string, string>, secret = SECRET, signed = ESEWA_REFUND_SIGNED_FIELDS) {
    const all = { product_code: "EPAYTEST", refund_id: `R-${Math.random()}`, ...fields };
    return store.app.inject({
      method: "POST",
      url: "/gateways/esewa/api/epay/transaction/refund/",
      payload: { ...all, signed_field_names: signed, signature: signEsewaFields(secret, all, signed) },
    });
  }
  const status = async (uuid: string, total = "1000") =>
    (
      await store.app.inject({
        method: "GET",
        url: `/gateways/esewa/api/epay/transaction/status/?product_code=EPAYTEST&total_amount=${total}&transaction_uuid=${uuid}`,
      })
    ).json();

  it("refunds part, then the rest: the status check answers PARTIAL_REFUND, then FULL_REFUND", async () => {
    await paidTransaction("emu-refund-1");
    const part = await refundAt({
      transaction_uuid: "emu-refund-1",
      total_amount: "1000",
      refund_amount: "300",
    });
    expect(part.statusCode).toBe(200);
    expect(part.json()).toMatchObject({ status: "PARTIAL_REFUND", refund_amount: 300, refunded_amount: 300 });
    expect(await status("emu-refund-1")).toMatchObject({ status: "PARTIAL_REFUND", ref_id: "000ABCD" });
    const over = await refundAt({
      transaction_uuid: "emu-refund-1",
      total_amount: "1000",
      refund_amount: "701",
    });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ code: 0, error_message: "Refund amount exceeds the refundable amount" });
    const rest = await refundAt({
      transaction_uuid: "emu-refund-1",
      total_amount: "1000",
      refund_amount: "700",
    });
    expect(rest.json()).toMatchObject({ status: "FULL_REFUND", refunded_amount: 1000 });
    expect(await status("emu-refund-1")).toMatchObject({ status: "FULL_REFUND" });
    const again = await refundAt({
      transaction_uuid: "emu-refund-1",
      total_amount: "1000",
      refund_amount: "1",
    });
    expect(again.statusCode).toBe(409);
  });

  it("refuses a bad signature, a wrong secret or unsigned amounts (401), and changes nothing", async () => {
    await paidTransaction("emu-refund-2");
    const fields = { transaction_uuid: "emu-refund-2", total_amount: "1000", refund_amount: "100" };
    expect((await refundAt(fields, "not-the-secret")).statusCode).toBe(401);
    expect((await refundAt(fields, SECRET, "product_code,transaction_uuid")).statusCode).toBe(401);
    const forged = await store.app.inject({
      method: "POST",
      url: "/gateways/esewa/api/epay/transaction/refund/",
      payload: {
        product_code: "EPAYTEST",
        ...fields,
        refund_id: "x",
        signed_field_names: ESEWA_REFUND_SIGNED_FIELDS,
        signature: "AAAA",
      },
    });
    expect(forged.statusCode).toBe(401);
    const row = await db().esewaEmulatorTransaction.findFirstOrThrow({
      where: { transactionUuid: "emu-refund-2" },
    });
    expect(row).toMatchObject({ status: "COMPLETE", refundedAmount: 0 });
  });

  it("refuses an unknown transaction or a wrong total (404), an unpaid one (409) and a bad amount (400)", async () => {
    await paidTransaction("emu-refund-3");
    await paidTransaction("emu-refund-4", "500", "PENDING");
    expect(
      (await refundAt({ transaction_uuid: "emu-none", total_amount: "1000", refund_amount: "1" })).statusCode,
    ).toBe(404);
    expect(
      (await refundAt({ transaction_uuid: "emu-refund-3", total_amount: "999", refund_amount: "1" }))
        .statusCode,
    ).toBe(404);
    expect(
      (await refundAt({ transaction_uuid: "emu-refund-4", total_amount: "500", refund_amount: "1" }))
        .statusCode,
    ).toBe(409);
    expect(
      (await refundAt({ transaction_uuid: "emu-refund-3", total_amount: "1000", refund_amount: "0" }))
        .statusCode,
    ).toBe(400);
    expect(
      (await refundAt({ transaction_uuid: "emu-refund-3", total_amount: "1000", refund_amount: "-5" }))
        .statusCode,
    ).toBe(400);
  });

  it("never refunds more than was paid when refunds race", async () => {
    await paidTransaction("emu-refund-5");
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() =>
        refundAt({ transaction_uuid: "emu-refund-5", total_amount: "1000", refund_amount: "400" }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 409, 409]);
    const row = await db().esewaEmulatorTransaction.findFirstOrThrow({
      where: { transactionUuid: "emu-refund-5" },
    });
    expect(row).toMatchObject({ refundedAmount: 800, status: "PARTIAL_REFUND" });
  });
});

describe("the PayPal emulator's capture refund", () => {
  const basic = (id = "store-offline-client", secret = "store-offline-secret") =>
    `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`;
  /** PayPal's OAuth 2.0 token call: the app's client credentials buy a bearer token. */
  const tokenFor = (authorization: string) =>
    store.app.inject({
      method: "POST",
      url: "/gateways/paypal/v1/oauth2/token",
      headers: { authorization, "content-type": "application/x-www-form-urlencoded" },
      payload: "grant_type=client_credentials",
    });
  let bearerToken = "";
  beforeAll(async () => {
    bearerToken = `Bearer ${(await tokenFor(basic())).json().access_token}`;
  });
  const refundCapture = (captureId: string, value: string, authorization = bearerToken) =>
    store.app.inject({
      method: "POST",
      url: `/gateways/paypal/v2/payments/captures/${captureId}/refund`,
      headers: { authorization },
      payload: { amount: { value, currency_code: "NPR" }, note_to_payer: "Sorry" },
    });

  it("refunds up to what was captured, then answers PayPal's issues", async () => {
    await recordCapture(db(), "paypal", "PAYPAL-CAP-1", 500);
    const part = await refundCapture("PAYPAL-CAP-1", "200.00");
    expect(part.statusCode).toBe(201);
    expect(part.json()).toMatchObject({
      status: "COMPLETED",
      amount: { value: "200.00", currency_code: "NPR" },
    });
    const over = await refundCapture("PAYPAL-CAP-1", "301.00");
    expect(over.statusCode).toBe(422);
    expect(over.json().details[0].issue).toBe("REFUND_AMOUNT_EXCEEDED");
    expect((await refundCapture("PAYPAL-CAP-1", "300.00")).statusCode).toBe(201);
    const done = await refundCapture("PAYPAL-CAP-1", "1.00");
    expect(done.json().details[0].issue).toBe("CAPTURE_FULLY_REFUNDED");
  });

  it("refuses wrong credentials (401) and an unknown capture (404)", async () => {
    await recordCapture(db(), "paypal", "PAYPAL-CAP-2", 500);
    const wrong = await tokenFor(basic("store-offline-client", "guess"));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe("invalid_client");
    // Client credentials are for the token call alone; a forged or foreign token is refused.
    expect((await refundCapture("PAYPAL-CAP-2", "1.00", basic())).statusCode).toBe(401);
    const forged = await refundCapture("PAYPAL-CAP-2", "1.00", "Bearer A21AAeyJhcHAiOiJ4In0.x");
    expect(forged.statusCode).toBe(401);
    expect(forged.json().name).toBe("AUTHENTICATION_FAILURE");
    expect((await refundCapture("PAYPAL-NONE", "1.00")).json().name).toBe("RESOURCE_NOT_FOUND");
    // A mastercard capture is not PayPal's.
    await recordCapture(db(), "mastercard", "MC-CAP-X", 500);
    expect((await refundCapture("MC-CAP-X", "1.00")).statusCode).toBe(404);
    const row = await db().processorEmulatorCapture.findUniqueOrThrow({
      where: { processor_captureId: { processor: "paypal", captureId: "PAYPAL-CAP-2" } },
    });
    expect(row.refunded).toBe(0);
  });
});

describe("the card processor emulator's REFUND", () => {
  const basic = (user = "merchant.TESTSTORE", password = "store-offline-password") =>
    `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;
  const refundAuthorisation = (
    target: string,
    amount: string,
    authorization = basic(),
    merchant = "TESTSTORE",
  ) =>
    store.app.inject({
      method: "PUT",
      url: `/gateways/mastercard/api/rest/merchant/${merchant}/transaction/RF-${Math.random().toString(36).slice(2)}`,
      headers: { authorization },
      payload: {
        apiOperation: "REFUND",
        transaction: { targetTransactionId: target, amount, currency: "NPR" },
      },
    });

  it("refunds an authorisation up to its amount", async () => {
    await recordCapture(db(), "mastercard", "MC-CAP-1", 300);
    const ok = await refundAuthorisation("MC-CAP-1", "300");
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ result: "SUCCESS", transaction: { type: "REFUND", amount: "300" } });
    const again = await refundAuthorisation("MC-CAP-1", "1");
    expect(again.json()).toMatchObject({ result: "ERROR" });
  });

  it("refuses wrong credentials, another merchant, an unknown authorisation", async () => {
    await recordCapture(db(), "mastercard", "MC-CAP-2", 300);
    expect(
      (await refundAuthorisation("MC-CAP-2", "1", basic("merchant.TESTSTORE", "guess"))).statusCode,
    ).toBe(401);
    expect((await refundAuthorisation("MC-CAP-2", "1", basic(), "OTHER")).statusCode).toBe(401);
    const unknown = await refundAuthorisation("MC-NONE", "1");
    expect(unknown.json()).toMatchObject({
      result: "ERROR",
      error: { explanation: "Transaction not found." },
    });
    const row = await db().processorEmulatorCapture.findUniqueOrThrow({
      where: { processor_captureId: { processor: "mastercard", captureId: "MC-CAP-2" } },
    });
    expect(row.refunded).toBe(0);
  });
});
