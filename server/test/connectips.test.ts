// connectIPS end to end through the API and the emulator: the login page's signed fields, the bank, login and OTP
// steps, the return settled by validatetxn alone, a cancelled payment tried again, the emulator's refusals
// (TOKEN, merchant, TXNID used twice, basic auth) and a validatetxn that cannot be reached.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_TXNAMT_PAISA } from "../src/gateways/connectips/emulator.ts";
import { merchantKey } from "../src/modules/payments/providers/connectips/merchant-key.ts";
import {
  paymentTokenText,
  signToken,
  validationTokenText,
  verifyToken,
  type ConnectipsPaymentFields,
} from "../src/modules/payments/providers/connectips/token.ts";
import { createTestStore, type TestStore } from "./support/app.ts";
import {
  connectipsReturn,
  form,
  initiateConnectips,
  orderFromCart,
  payAtConnectips,
  payAtConnectipsEmulator,
  type ConnectipsForm,
  type Shopper,
} from "./support/payments.ts";
import { expectNothingChanged } from "./security/support.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

const db = () => store.app.db;
const guest = (id: string): Shopper => ({ "x-session-id": id });
const orderRow = (orderNumber: string) => db().order.findUniqueOrThrow({ where: { orderNumber } });
const LOGIN_PAGE = "/gateways/connectips/connectipswebgw/loginpage";
const API = "/gateways/connectips/connectipswebws/api/creditor";

async function started(sessionId: string) {
  const headers = guest(sessionId);
  const { order } = await orderFromCart(store.app, headers, "connectips");
  const answer = await initiateConnectips(store.app, headers, order);
  expect(answer.statusCode).toBe(200);
  return { headers, order, ...(answer.json().data as ConnectipsForm) };
}

const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;

async function validation(path: "validatetxn" | "gettxndetail", txnId: string, paisa: number) {
  const { merchantId, appId, password } = store.config.connectips;
  const key = await merchantKey(store.app.config, db());
  return store.app.inject({
    method: "POST",
    url: `${API}/${path}`,
    headers: { authorization: basic(appId, password) },
    payload: {
      merchantId: Number(merchantId),
      appId,
      referenceId: txnId,
      txnAmt: paisa,
      token: signToken(
        validationTokenText({ merchantId, appId, referenceId: txnId, txnAmt: paisa }),
        key.privateKey,
      ),
    },
  });
}

describe("POST /api/payments/connectips/initiate", () => {
  it("answers the login page and NCHL's fields, TOKEN signed with the key whose certificate the emulator serves", async () => {
    const { order, paymentUrl, fields } = await started("cips-fields");
    const { merchantId, appId, appName } = store.config.connectips;
    expect(paymentUrl).toBe(`${store.config.publicUrl}${LOGIN_PAGE}`);
    expect(Object.keys(fields)).toEqual([
      "MERCHANTID",
      "APPID",
      "APPNAME",
      "TXNID",
      "TXNDATE",
      "TXNCRNCY",
      "TXNAMT",
      "REFERENCEID",
      "REMARKS",
      "PARTICULARS",
      "TOKEN",
    ]);
    expect(fields).toMatchObject({
      MERCHANTID: merchantId,
      APPID: appId,
      APPNAME: appName,
      TXNCRNCY: "NPR",
      TXNAMT: String(order.pricing.total * 100),
      REFERENCEID: order.orderNumber,
      REMARKS: `Order ${order.orderNumber}`,
    });
    expect(fields.TXNID).toMatch(/^[2-9A-HJKMNP-Z]{20}$/);
    expect(fields.TXNDATE).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    const pem = await store.app.inject({ method: "GET", url: "/gateways/connectips/creditor.pem" });
    expect(pem.body).toContain("BEGIN CERTIFICATE");
    const { TOKEN, ...signed } = fields;
    expect(
      verifyToken(paymentTokenText(signed as unknown as ConnectipsPaymentFields), TOKEN!, pem.body),
    ).toBe(true);
    const attempt = await db().payment.findUniqueOrThrow({ where: { transactionUuid: fields.TXNID } });
    expect(attempt).toMatchObject({ method: "connectips", status: "pending", amount: order.pricing.total });
  });

  it("gives every attempt a TXNID of its own", async () => {
    const { headers, order, fields } = await started("cips-twice");
    const again = (await initiateConnectips(store.app, headers, order)).json().data as ConnectipsForm;
    expect(again.fields.TXNID).not.toBe(fields.TXNID);
    expect(await db().payment.count({ where: { orderId: order._id, method: "connectips" } })).toBe(2);
  });

  it("refuses someone else's order (404) and an order placed with another method (409)", async () => {
    const { order } = await started("cips-owner");
    expect((await initiateConnectips(store.app, guest("cips-stranger"), order)).statusCode).toBe(404);
    const headers = guest("cips-khalti-order");
    const { order: khaltiOrder } = await orderFromCart(store.app, headers, "khalti");
    const refused = await initiateConnectips(store.app, headers, khaltiOrder);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("payment.wrong_method");
  });
});

describe("paying with connectIPS", () => {
  it("goes from the login page through bank, login and OTP to a paid order", async () => {
    const headers = guest("cips-pay");
    const { order } = await orderFromCart(store.app, headers, "connectips");
    const { fields, returnUrl, query } = await payAtConnectips(store.app, headers, order);
    expect(`${returnUrl.origin}${returnUrl.pathname}`).toBe(
      `${store.config.publicUrl}/api/payments/connectips/return`,
    );
    expect(query).toEqual({ TXNID: fields.TXNID });
    expect(await connectipsReturn(store.app, query)).toEqual({
      path: "/checkout/connectips/success",
      orderId: order.orderNumber,
      reason: null,
    });
    expect(await orderRow(order.orderNumber)).toMatchObject({ paymentStatus: "completed" });
    const payment = await db().payment.findUniqueOrThrow({ where: { transactionUuid: fields.TXNID } });
    expect(payment).toMatchObject({ status: "completed", amount: order.pricing.total });
    const status = await store.app.inject({
      method: "GET",
      url: `/api/payments/connectips/status/${order.orderNumber}`,
      headers,
    });
    expect(status.json().data).toMatchObject({ status: "completed", transactionId: fields.TXNID });
  });

  it("a cancelled payment fails the attempt (validatetxn FAILED), and the order can be paid again", async () => {
    const headers = guest("cips-cancel");
    const { order } = await orderFromCart(store.app, headers, "connectips");
    const { query } = await payAtConnectips(store.app, headers, order, { action: "cancel" });
    expect(await connectipsReturn(store.app, query)).toEqual({
      path: "/checkout/connectips/failure",
      orderId: order.orderNumber,
      reason: "declined",
    });
    expect(await orderRow(order.orderNumber)).toMatchObject({ status: "pending", paymentStatus: "failed" });
    const again = await payAtConnectips(store.app, headers, order);
    expect((await connectipsReturn(store.app, again.query)).path).toBe("/checkout/connectips/success");
    expect(await orderRow(order.orderNumber)).toMatchObject({ paymentStatus: "completed" });
  });

  it("a return before the payment is finished pays nothing; the status call takes it once it is", async () => {
    const { headers, order, fields } = await started("cips-early");
    await store.app.inject({ method: "POST", url: LOGIN_PAGE, ...form(fields) });
    await expectNothingChanged(db(), async () => {
      expect((await connectipsReturn(store.app, { TXNID: fields.TXNID! })).reason).toBe("lookup_failed");
    });
    const pages = "/gateways/connectips/connectipswebgw";
    const TXNID = fields.TXNID!;
    await store.app.inject({ method: "POST", url: `${pages}/bank`, ...form({ TXNID, bank: "NICA" }) });
    await store.app.inject({
      method: "POST",
      url: `${pages}/login`,
      ...form({ TXNID, username: "cips-tester", password: "Nepal@123" }),
    });
    await store.app.inject({ method: "POST", url: `${pages}/confirm`, ...form({ TXNID, otp: "112233" }) });
    const status = await store.app.inject({
      method: "GET",
      url: `/api/payments/connectips/status/${order.orderNumber}`,
      headers,
    });
    expect(status.json().data.status).toBe("completed");
  });

  it("a validatetxn that cannot be reached pays nothing and fails nothing; asked again later, it pays", async () => {
    const headers = guest("cips-unreachable");
    const { order } = await orderFromCart(store.app, headers, "connectips");
    const { query } = await payAtConnectips(store.app, headers, order);
    const apiUrl = store.app.config.connectips.apiUrl;
    store.app.config.connectips.apiUrl = "http://127.0.0.1:9/connectipswebws/api/creditor";
    try {
      await expectNothingChanged(db(), async () => {
        expect(await connectipsReturn(store.app, query)).toEqual({
          path: "/checkout/connectips/failure",
          orderId: order.orderNumber,
          reason: "lookup_failed",
        });
      });
    } finally {
      store.app.config.connectips.apiUrl = apiUrl;
    }
    expect((await connectipsReturn(store.app, query)).path).toBe("/checkout/connectips/success");
  });

  it("a payment the gateway took for another amount than the attempt's pays nothing", async () => {
    const { order, fields } = await started("cips-amount");
    // The fields re-signed (with the store's key) for one paisa less: connectIPS took that, not the order's total.
    const key = await merchantKey(store.app.config, db());
    const { TOKEN: _token, ...rest } = fields;
    const less = { ...rest, TXNAMT: String(order.pricing.total * 100 - 1) } as ConnectipsPaymentFields;
    const { query } = await payAtConnectipsEmulator(store.app, {
      ...less,
      TOKEN: signToken(paymentTokenText(less), key.privateKey),
    });
    await expectNothingChanged(db(), async () => {
      expect((await connectipsReturn(store.app, query)).reason).toBe("lookup_failed");
    });
    const answer = await validation("validatetxn", fields.TXNID!, order.pricing.total * 100);
    expect(answer.json()).toMatchObject({ status: "ERROR", statusDesc: "TRANSACTION AMOUNT MISMATCH" });
    expect((await orderRow(order.orderNumber)).paymentStatus).toBe("pending");
  });
});

describe("the connectIPS emulator", () => {
  it("refuses a TOKEN that does not sign the fields, another merchant or app, and a TXNID used twice", async () => {
    const { fields } = await started("cips-refusals");
    const post = (changed: Record<string, string>) =>
      store.app.inject({ method: "POST", url: LOGIN_PAGE, ...form({ ...fields, ...changed }) });
    const tampered = await post({ TXNAMT: "100" });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.body).toContain("Invalid token");
    expect((await post({ MERCHANTID: "1234" })).body).toContain("Invalid merchant or application.");
    expect((await post({ APPID: "MER-1234-APP-1" })).body).toContain("Invalid merchant or application.");
    expect((await post({ TOKEN: "" })).body).toContain("TOKEN is required.");
    expect((await post({})).statusCode).toBe(200);
    const twice = await post({});
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toContain("This transaction id has already been used.");
  });

  it("refuses a TXNAMT beyond the transaction limit", async () => {
    const { fields } = await started("cips-limit");
    const key = await merchantKey(store.app.config, db());
    const { TOKEN: _token, ...rest } = fields;
    const huge = { ...rest, TXNAMT: String(MAX_TXNAMT_PAISA + 1) } as ConnectipsPaymentFields;
    const answer = await store.app.inject({
      method: "POST",
      url: LOGIN_PAGE,
      ...form({ ...huge, TOKEN: signToken(paymentTokenText(huge), key.privateKey) }),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain("TXNAMT exceeds the transaction limit.");
    expect(await db().connectipsEmulatorPayment.count({ where: { txnId: fields.TXNID! } })).toBe(0);
  });

  it("keeps its payments in a ledger of its own, which eSewa's status check cannot see", async () => {
    const headers = guest("cips-own-ledger");
    const { order } = await orderFromCart(store.app, headers, "connectips");
    const { fields } = await payAtConnectips(store.app, headers, order);
    const { merchantId, appId } = store.config.connectips;
    const paisa = order.pricing.total * 100;
    const kept = await db().connectipsEmulatorPayment.findUniqueOrThrow({
      where: { merchantId_appId_txnId: { merchantId, appId, txnId: fields.TXNID! } },
    });
    expect(kept).toMatchObject({
      amount: paisa,
      referenceId: order.orderNumber,
      status: "SUCCESS",
      bank: "NABIL",
      username: "cips-tester",
      nchlTxnId: expect.stringMatching(/^\d{8}$/),
      paidAt: expect.any(Date),
    });
    expect(await db().esewaEmulatorTransaction.count({ where: { transactionUuid: fields.TXNID! } })).toBe(0);
    // Where the connectIPS emulator used to keep it: eSewa's product code `connectips:<MERCHANTID>:<APPID>`.
    for (const total of [String(paisa), String(order.pricing.total)]) {
      const status = await store.app.inject({
        method: "GET",
        url: `/gateways/esewa/api/epay/transaction/status/?${new URLSearchParams({
          product_code: `connectips:${merchantId}:${appId}`,
          transaction_uuid: fields.TXNID!,
          total_amount: total,
        })}`,
      });
      expect(status.statusCode).toBe(200);
      expect(status.json()).toMatchObject({ status: "NOT_FOUND", ref_id: null });
    }
  });

  it("asks for the bank, then the test account's login and OTP, refusing wrong ones", async () => {
    const { fields } = await started("cips-steps");
    const pages = "/gateways/connectips/connectipswebgw";
    const TXNID = fields.TXNID!;
    const step = (path: string, values: Record<string, string>) =>
      store.app.inject({ method: "POST", url: `${pages}/${path}`, ...form({ TXNID, ...values }) });
    expect((await store.app.inject({ method: "POST", url: LOGIN_PAGE, ...form(fields) })).body).toContain(
      "Choose the bank to pay from",
    );
    expect((await step("login", { username: "cips-tester", password: "Nepal@123" })).statusCode).toBe(400);
    expect((await step("bank", { bank: "NOPE" })).statusCode).toBe(400);
    expect((await step("bank", { bank: "GBIME" })).body).toContain("Global IME Bank");
    expect((await step("confirm", { otp: "112233" })).statusCode).toBe(401);
    expect((await step("login", { username: "cips-tester", password: "wrong" })).statusCode).toBe(401);
    expect((await step("login", { username: "cips-tester", password: "Nepal@123" })).statusCode).toBe(200);
    expect((await step("confirm", { otp: "000000" })).statusCode).toBe(401);
    expect((await step("confirm", { otp: "112233" })).statusCode).toBe(303);
    expect((await step("cancel", {})).body).toContain("This payment has already been processed.");
  });

  it("answers validatetxn and gettxndetail as NCHL documents, behind basic auth and a verified TOKEN", async () => {
    const headers = guest("cips-api");
    const { order } = await orderFromCart(store.app, headers, "connectips");
    const { fields } = await payAtConnectips(store.app, headers, order);
    const txnId = fields.TXNID!;
    const paisa = order.pricing.total * 100;
    const validated = await validation("validatetxn", txnId, paisa);
    expect(validated.json()).toEqual({
      merchantId: Number(store.config.connectips.merchantId),
      appId: store.config.connectips.appId,
      referenceId: fields.TXNID,
      txnAmt: String(paisa),
      token: null,
      status: "SUCCESS",
      statusDesc: "TRANSACTION SUCCESSFUL",
    });
    const detail = (await validation("gettxndetail", txnId, paisa)).json();
    expect(detail).toMatchObject({
      status: "SUCCESS",
      debitBankCode: "NABIL",
      refId: order.orderNumber,
      remarks: `Order ${order.orderNumber}`,
      creditStatus: "000",
    });
    expect(detail.txnId).toEqual(expect.any(Number));
    expect((await validation("validatetxn", "NOSUCHTXNID000000000", paisa)).json()).toMatchObject({
      status: "ERROR",
      statusDesc: "TRANSACTION NOT FOUND",
    });

    const { appId, merchantId } = store.config.connectips;
    const body = { merchantId: Number(merchantId), appId, referenceId: fields.TXNID, txnAmt: paisa };
    const ask = (authorization: string | undefined, token: string) =>
      store.app.inject({
        method: "POST",
        url: `${API}/validatetxn`,
        headers: authorization ? { authorization } : {},
        payload: { ...body, token },
      });
    expect((await ask(undefined, "x")).statusCode).toBe(401);
    expect((await ask(basic(appId, "wrong"), "x")).statusCode).toBe(401);
    const forged = await ask(basic(appId, store.config.connectips.password), "Zm9yZ2Vk");
    expect(forged.json()).toMatchObject({ status: "ERROR", statusDesc: "INVALID TOKEN" });
  });
});
