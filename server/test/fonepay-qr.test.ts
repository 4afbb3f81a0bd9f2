// Fonepay dynamic QR (SHOP-API.md part 3, "Fonepay", QR) against the emulator: the QR of the order's total, given
// again while open and replaced once ended, only for the order's owner; scanned and paid through Fonepay's
// notification socket and the store's own status call, once; rejected, then paid with a new QR; never paid for
// another amount; and the event stream of the same statuses.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "./support/app.ts";
import { orderBody } from "./support/orders.ts";
import { readEmvQr } from "../src/modules/payments/providers/fonepay/emvco.ts";
import { FONEPAY_QR_API } from "../src/gateways/fonepay/qr-emulator.ts";
import { qrDataValidation } from "../src/modules/payments/providers/fonepay/qr.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ PAYMENT_METHODS: "cod,esewa,khalti,paypal,mastercard,fonepay,connectips" });
});
afterAll(() => store.close());

let nextProduct = 0;
async function fonepayOrder(sessionId: string) {
  const product = await store.app.db.product.findFirstOrThrow({
    where: { stock: { gte: 5 }, colors: "[]" },
    orderBy: { id: "asc" },
    skip: nextProduct++,
  });
  const placed = await store.app.inject({
    method: "POST",
    url: "/api/orders",
    headers: { "x-session-id": sessionId },
    payload: orderBody([{ productId: product.id, quantity: 1 }], { payment: "fonepay" }),
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const { orderNumber } = placed.json().data.order as { orderNumber: string };
  return store.app.db.order.findUniqueOrThrow({ where: { orderNumber } });
}

const makeQr = (sessionId: string, orderId: string) =>
  store.app.inject({
    method: "POST",
    url: "/api/payments/fonepay/qr",
    headers: { "x-session-id": sessionId },
    payload: { orderId },
  });

const qrStatus = async (sessionId: string, prn: string) => {
  const answer = await store.app.inject({
    url: `/api/payments/fonepay/qr/${prn}`,
    headers: { "x-session-id": sessionId },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json().data.status as string;
};

const bankApp = (qrMessage: string) =>
  store.app.inject({ url: `/gateways/fonepay/bank-app?qr=${encodeURIComponent(qrMessage)}` });

const decide = (prn: string, decision: "success" | "failed") =>
  store.app.inject({
    method: "POST",
    url: "/gateways/fonepay/bank-app/decide",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ prn, decision }).toString(),
  });

/** The socket's news reaches the store asynchronously: waits for the row to say so. */
async function until(check: () => Promise<boolean>, what: string) {
  for (let tries = 0; tries < 100; tries++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

const row = (prn: string) => store.app.db.payment.findUniqueOrThrow({ where: { transactionUuid: prn } });
const orderRow = (id: string) => store.app.db.order.findUniqueOrThrow({ where: { id } });

describe("making a Fonepay QR", () => {
  it("answers the PRN, an EMVCo text of the order's total with a correct CRC, and when it ends", async () => {
    const order = await fonepayOrder("qr-making");
    const made = await makeQr("qr-making", order.orderNumber);
    expect(made.statusCode).toBe(200);
    const { prn, qrMessage, expiresAt } = made.json().data;
    const read = readEmvQr(qrMessage);
    expect(read).toMatchObject({
      ok: true,
      payment: { amount: String(order.total), currency: "524", country: "NP" },
    });
    if (read.ok) expect(read.payment.additionalData["05"]).toBe(prn);
    const minutes = (Date.parse(expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    expect(await row(prn)).toMatchObject({
      method: "fonepay",
      status: "pending",
      amount: order.total,
      qrMessage,
    });
    expect((await row(prn)).notificationUrl).toMatch(
      /^ws:\/\/.+\/merchantEndPoint\/T[0-9a-f]{32}\/fonepay123\/Y$/,
    );
    expect(await qrStatus("qr-making", prn)).toBe("waiting");
  });

  it("gives the same QR again while it is open, so a page opened again picks up where it was", async () => {
    const order = await fonepayOrder("qr-again-1");
    const first = (await makeQr("qr-again-1", order.id)).json().data;
    const again = (await makeQr("qr-again-1", order.orderNumber)).json().data;
    expect(again).toEqual(first);
    expect(await store.app.db.payment.count({ where: { orderId: order.id } })).toBe(1);
  });

  it("replaces an ended QR with a new PRN, and says the old one expired", async () => {
    const order = await fonepayOrder("qr-expired");
    const first = (await makeQr("qr-expired", order.id)).json().data;
    await store.app.db.payment.update({
      where: { transactionUuid: first.prn },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(await qrStatus("qr-expired", first.prn)).toBe("expired");
    const second = (await makeQr("qr-expired", order.id)).json().data;
    expect(second.prn).not.toBe(first.prn);
    expect(await qrStatus("qr-expired", second.prn)).toBe("waiting");
  });

  it("refuses an order placed with another method, and another shopper's order", async () => {
    const order = await fonepayOrder("qr-owner-1");
    const foreign = await makeQr("qr-stranger", order.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe("order.not_found");
    const product = await store.app.db.product.findFirstOrThrow({
      where: { stock: { gte: 5 }, colors: "[]" },
    });
    const khalti = await store.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: { "x-session-id": "qr-owner-1" },
      payload: orderBody([{ productId: product.id, quantity: 1 }], { payment: "khalti" }),
    });
    const wrong = await makeQr("qr-owner-1", khalti.json().data.order.orderNumber);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().code).toBe("payment.wrong_method");
  });

  it("shows a QR's status and events only to its order's owner", async () => {
    const order = await fonepayOrder("qr-mine-1");
    const { prn } = (await makeQr("qr-mine-1", order.id)).json().data;
    for (const url of [`/api/payments/fonepay/qr/${prn}`, `/api/payments/fonepay/qr/${prn}/events`]) {
      const answer = await store.app.inject({ url, headers: { "x-session-id": "qr-not-mine" } });
      expect(answer.statusCode).toBe(404);
      expect(answer.json().code).toBe("payment.qr_not_found");
    }
    const unknown = await store.app.inject({
      url: "/api/payments/fonepay/qr/no-such-prn",
      headers: { "x-session-id": "qr-mine-1" },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe("payment.qr_not_found");
  });
});

describe("paying a Fonepay QR", () => {
  it("is scanned, then paid once, after the store's own status call", async () => {
    const order = await fonepayOrder("qr-paying");
    const { prn, qrMessage } = (await makeQr("qr-paying", order.id)).json().data;
    const opened = await bankApp(qrMessage);
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain("Nepal Store");
    await until(async () => (await row(prn)).scannedAt !== null, "the scan");
    expect(await qrStatus("qr-paying", prn)).toBe("scanned");
    expect((await orderRow(order.id)).paymentStatus).toBe("pending");

    expect((await decide(prn, "success")).statusCode).toBe(200);
    await until(async () => (await row(prn)).status === "completed", "the payment");
    expect(await qrStatus("qr-paying", prn)).toBe("paid");
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: "completed", status: "processing" });
    const events = await store.app.db.auditEvent.findMany({ where: { kind: "payment.completed" } });
    expect(events.filter((event) => event.detail.includes(order.orderNumber))).toHaveLength(1);
    // A paid QR is not made again.
    expect((await makeQr("qr-paying", order.id)).json().code).toBe("order.already_paid");
  });

  it("fails a rejected QR; a new QR then pays the order", async () => {
    const order = await fonepayOrder("qr-reject");
    const first = (await makeQr("qr-reject", order.id)).json().data;
    await bankApp(first.qrMessage);
    expect((await decide(first.prn, "failed")).statusCode).toBe(200);
    await until(async () => (await row(first.prn)).status === "failed", "the rejection");
    expect(await qrStatus("qr-reject", first.prn)).toBe("failed");
    expect((await orderRow(order.id)).paymentStatus).toBe("failed");

    const second = (await makeQr("qr-reject", order.id)).json().data;
    expect(second.prn).not.toBe(first.prn);
    expect((await orderRow(order.id)).paymentStatus).toBe("pending");
    await bankApp(second.qrMessage);
    await decide(second.prn, "success");
    await until(async () => (await row(second.prn)).status === "completed", "the payment");
    expect((await orderRow(order.id)).paymentStatus).toBe("completed");
  });

  it("takes a payment the socket never told, when the status is asked", async () => {
    const order = await fonepayOrder("qr-lost-1");
    const { prn } = (await makeQr("qr-lost-1", order.id)).json().data;
    // Fonepay's side alone: the payment happens, nothing reaches the store's socket listener yet.
    await store.app.db.fonepayEmulatorQr.update({ where: { prn }, data: { status: "success" } });
    expect(await qrStatus("qr-lost-1", prn)).toBe("paid");
    expect((await orderRow(order.id)).paymentStatus).toBe("completed");
  });

  it("never pays an attempt of another amount than the order's total", async () => {
    const order = await fonepayOrder("qr-under-1");
    const { prn, qrMessage } = (await makeQr("qr-under-1", order.id)).json().data;
    await store.app.db.payment.update({ where: { transactionUuid: prn }, data: { amount: order.total - 1 } });
    await bankApp(qrMessage);
    await decide(prn, "success");
    await until(async () => (await row(prn)).status !== "pending", "the settlement");
    expect(await row(prn)).toMatchObject({ status: "failed" });
    expect((await orderRow(order.id)).paymentStatus).toBe("failed");
  });
});

describe("following a Fonepay QR's events", () => {
  it("streams the status now, then each change, and ends after the payment", async () => {
    const order = await fonepayOrder("qr-events");
    const { prn, qrMessage } = (await makeQr("qr-events", order.id)).json().data;
    const streamed = store.app.inject({
      url: `/api/payments/fonepay/qr/${prn}/events`,
      headers: { "x-session-id": "qr-events" },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await bankApp(qrMessage);
    await until(async () => (await row(prn)).scannedAt !== null, "the scan");
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await decide(prn, "success");
    const answer = await streamed;
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^text\/event-stream/);
    const statuses = [...answer.body.matchAll(/^data: (.+)$/gm)].map((line) => JSON.parse(line[1]!).status);
    expect(statuses).toEqual(["waiting", "scanned", "paid"]);
  });

  it("ends at once with the final status of an ended QR", async () => {
    const order = await fonepayOrder("qr-events-ended");
    const { prn } = (await makeQr("qr-events-ended", order.id)).json().data;
    await store.app.db.payment.update({
      where: { transactionUuid: prn },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const answer = await store.app.inject({
      url: `/api/payments/fonepay/qr/${prn}/events`,
      headers: { "x-session-id": "qr-events-ended" },
    });
    expect(answer.body).toContain('data: {"status":"expired"}');
  });
});

describe("the Fonepay emulator's QR API", () => {
  const merchant = { merchantCode: "fonepay123", username: "bijayk", password: "password" };
  const download = (body: Record<string, string>) =>
    store.app.inject({ method: "POST", url: `${FONEPAY_QR_API}/thirdPartyDynamicQrDownload`, payload: body });
  const request = (prn: string, overrides: Record<string, string> = {}) => {
    const fields = { amount: "50", remarks1: "test1", remarks2: "test2", prn, ...merchant, ...overrides };
    const dataValidation = qrDataValidation("fonepay", [
      fields.amount,
      fields.prn,
      fields.merchantCode,
      fields.remarks1,
      fields.remarks2,
    ]);
    return {
      ...fields,
      dataValidation,
      ...(overrides.dataValidation ? { dataValidation: overrides.dataValidation } : {}),
    };
  };

  it("answers as documented, and refuses a bad signature, merchant or user with 406", async () => {
    const made = await download(request("api-check-1"));
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({
      message: "successfull",
      status: "CREATED",
      statusCode: 201,
      success: true,
    });
    const refusal = (message: string) => ({
      documentation: "Merchant request Exception",
      errorCode: 406,
      message,
    });
    const bad = await download(request("api-check-2", { dataValidation: "ab".repeat(64) }));
    expect([bad.statusCode, bad.json()]).toEqual([406, refusal("Data Validation Failed")]);
    const merchantCode = await download(request("api-check-3", { merchantCode: "NBQM" }));
    expect([merchantCode.statusCode, merchantCode.json()]).toEqual([406, refusal("Invalid Merchant Code")]);
    const user = await download(request("api-check-4", { username: "admin" }));
    expect([user.statusCode, user.json()]).toEqual([406, refusal("Invalid username")]);
    const status = await store.app.inject({
      method: "POST",
      url: `${FONEPAY_QR_API}/thirdPartyDynamicQrGetStatus`,
      payload: {
        prn: "api-check-1",
        ...merchant,
        dataValidation: qrDataValidation("fonepay", ["api-check-1", "fonepay123"]),
      },
    });
    expect(status.json()).toMatchObject({
      prn: "api-check-1",
      merchantCode: "fonepay123",
      paymentStatus: "pending",
    });
    const forged = await store.app.inject({
      method: "POST",
      url: `${FONEPAY_QR_API}/thirdPartyDynamicQrGetStatus`,
      payload: {
        prn: "api-check-1",
        ...merchant,
        dataValidation: qrDataValidation("guess", ["api-check-1", "fonepay123"]),
      },
    });
    expect([forged.statusCode, forged.json().message]).toEqual([406, "Data Validation Failed"]);
  });

  it("has the bank app refuse a damaged QR text", async () => {
    const made = (await download(request("api-check-5"))).json();
    const damaged = made.qrMessage.replace("540250", "540260");
    const answer = await bankApp(damaged);
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain("This QR is damaged");
    expect(
      (await store.app.db.fonepayEmulatorQr.findUniqueOrThrow({ where: { prn: "api-check-5" } })).status,
    ).toBe("CREATED");
  });
});
