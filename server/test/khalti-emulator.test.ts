// The offline Khalti answers as docs.khalti.com documents ePayment (KPG-2): `Authorization: Key`, its validation
// errors, its lookup statuses (with Khalti's HTTP statuses), 60-minute links, the payment page's Khalti ID +
// MPIN and OTP steps, and the merchant refund API.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "./support/app.ts";
import { form, payAtKhaltiEmulator } from "./support/payments.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({
    PUBLIC_URL: "https://shop.example.np",
    KHALTI_SECRET_KEY: "merchant-key-1",
  });
});
afterAll(() => store.close());

const API = "/gateways/khalti/api/v2";
const KEY = { authorization: "Key merchant-key-1" };
const REQUEST = {
  return_url: "https://shop.example.np/api/payments/khalti/return",
  website_url: "https://shop.example.np",
  amount: 150000,
  purchase_order_id: "NS-1",
  purchase_order_name: "Order NS-1",
  customer_info: { name: "Sita Sharma", email: "sita@example.com", phone: "9812345678" },
};

const post = (url: string, payload: unknown, headers: Record<string, string> = KEY) =>
  store.app.inject({ method: "POST", url, headers, payload: payload as object });
const initiate = (payload: object = REQUEST, headers?: Record<string, string>) =>
  post(`${API}/epayment/initiate/`, payload, headers);
const lookup = (pidx: unknown) => post(`${API}/epayment/lookup/`, { pidx });
const refund = (transactionId: string, payload: object = {}, headers?: Record<string, string>) =>
  post(`/gateways/khalti/api/merchant-transaction/${transactionId}/refund/`, payload, headers);

async function started(amount = REQUEST.amount): Promise<string> {
  const answer = await initiate({ ...REQUEST, amount });
  expect(answer.statusCode).toBe(200);
  return answer.json().pidx;
}

describe("the merchant's key", () => {
  it("answers 401 without `Key <secret>` and for a key that is not the merchant's", async () => {
    const notProvided = { detail: "Authentication credentials were not provided.", status_code: 401 };
    const headerSets: Record<string, string>[] = [
      {},
      { authorization: "Bearer merchant-key-1" },
      { authorization: "merchant-key-1" },
    ];
    for (const headers of headerSets) {
      const answer = await initiate(REQUEST, headers);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual(notProvided);
    }
    const wrong = await initiate(REQUEST, { authorization: "Key another-merchant" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: "Invalid token.", status_code: 401 });
    expect((await post(`${API}/epayment/lookup/`, { pidx: "x" }, {})).statusCode).toBe(401);
    expect((await refund("x", {}, { authorization: "Key nope" })).json()).toEqual({
      detail: "Invalid token.",
      status_code: 401,
    });
    // Khalti's own examples write the scheme in lower case.
    expect((await initiate(REQUEST, { authorization: "key merchant-key-1" })).statusCode).toBe(200);
  });
});

describe("initiate", () => {
  it("answers the pidx, the payment page, and a link that expires in 60 minutes (Nepal time)", async () => {
    const answer = await initiate();
    const body = answer.json();
    expect(Object.keys(body).sort()).toEqual(["expires_at", "expires_in", "payment_url", "pidx"]);
    expect(body.pidx).toMatch(/^[A-Za-z0-9]{22}$/);
    expect(body.payment_url).toBe(`https://shop.example.np/gateways/khalti/pay/?pidx=${body.pidx}`);
    expect(body.expires_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}\+05:45$/);
    expect(body.expires_in).toBeGreaterThanOrEqual(3599);
    expect(body.expires_in).toBeLessThanOrEqual(3600);
    // "1000" as text is an amount, as Khalti's own examples send it.
    expect((await initiate({ ...REQUEST, amount: "1000" })).statusCode).toBe(200);
  });

  it("refuses what Khalti refuses, with its validation errors", async () => {
    const cases: [object, Record<string, string[]>][] = [
      [{ ...REQUEST, return_url: "" }, { return_url: ["This field may not be blank."] }],
      [{ ...REQUEST, return_url: "not a url" }, { return_url: ["Enter a valid URL."] }],
      // Khalti returns only to the merchant's website; the emulator's merchant is the store it lives on.
      [
        { ...REQUEST, return_url: "https://elsewhere.example/return" },
        { return_url: ["Return url must be on the merchant's website."] },
      ],
      [{ ...REQUEST, website_url: "" }, { website_url: ["This field may not be blank."] }],
      [{ ...REQUEST, website_url: "ftp//x" }, { website_url: ["Enter a valid URL."] }],
      [
        { ...REQUEST, amount: 999 },
        { amount: ["Amount should be greater than Rs. 10, that is 1000 paisa."] },
      ],
      [{ ...REQUEST, amount: "ten" }, { amount: ["A valid integer is required."] }],
      [{ ...REQUEST, amount: 1000.5 }, { amount: ["A valid integer is required."] }],
      [{ ...REQUEST, purchase_order_id: "" }, { purchase_order_id: ["This field may not be blank."] }],
      [{ ...REQUEST, purchase_order_name: "  " }, { purchase_order_name: ["This field may not be blank."] }],
      [
        { ...REQUEST, amount_breakdown: [{ label: "Price", amount: 1000 }] },
        { amount: ["Amount Breakdown mismatch."] },
      ],
    ];
    for (const [payload, errors] of cases) {
      const answer = await initiate(payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ ...errors, error_key: "validation_error" });
    }
    const empty = await initiate({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      return_url: ["This field is required."],
      amount: ["This field is required."],
      error_key: "validation_error",
    });
    expect(
      (
        await initiate({
          ...REQUEST,
          amount_breakdown: [
            { label: "A", amount: 100000 },
            { label: "B", amount: 50000 },
          ],
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe("lookup", () => {
  it("answers each status as Khalti does: Initiated, Completed, User canceled (400), Expired (400)", async () => {
    const pidx = await started();
    const initiated = await lookup(pidx);
    expect(initiated.statusCode).toBe(200);
    expect(initiated.json()).toEqual({
      pidx,
      total_amount: REQUEST.amount,
      status: "Initiated",
      transaction_id: null,
      fee: 0,
      refunded: false,
    });

    const { query } = await payAtKhaltiEmulator(store.app, pidx);
    const completed = await lookup(pidx);
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toMatchObject({ status: "Completed", transaction_id: query.transaction_id });
    expect(query.transaction_id).toMatch(/^[A-Za-z0-9]{22}$/);

    const cancelledPidx = await started();
    await payAtKhaltiEmulator(store.app, cancelledPidx, { action: "cancel" });
    const cancelled = await lookup(cancelledPidx);
    expect(cancelled.statusCode).toBe(400);
    expect(cancelled.json()).toMatchObject({ status: "User canceled", transaction_id: null });

    const expiredPidx = await started();
    await store.app.db.khaltiEmulatorPayment.update({
      where: { pidx: expiredPidx },
      data: { expiresAt: new Date(Date.now() - 1) },
    });
    const expired = await lookup(expiredPidx);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ status: "Expired", transaction_id: null, refunded: false });
    const page = await store.app.inject({ method: "GET", url: `/gateways/khalti/pay/?pidx=${expiredPidx}` });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain("This payment link has expired");
  });

  it("answers 404 Not found for an unknown pidx and 400 without one", async () => {
    const unknown = await lookup("NoSuchPidx");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: "Not found.", error_key: "validation_error" });
    const missing = await lookup(undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ pidx: ["This field is required."], error_key: "validation_error" });
  });
});

describe("the payment page", () => {
  it("asks for a Khalti ID and MPIN with labels, and refuses wrong ones with a message", async () => {
    const pidx = await started();
    const page = await store.app.inject({ method: "GET", url: `/gateways/khalti/pay/?pidx=${pidx}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<label for="khalti_id">');
    expect(page.body).toContain('<label for="mpin">');
    expect(page.body).toContain("Rs 1,500.00");
    expect(page.body).toContain('action="/gateways/khalti/pay/cancel"');
    for (const [id, mpin] of [
      ["9800000001", "0000"],
      ["9811111111", "1111"],
      ["", ""],
    ]) {
      const refused = await store.app.inject({
        method: "POST",
        url: "/gateways/khalti/pay/login",
        ...form({ pidx, khalti_id: id!, mpin: mpin! }),
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.body).toContain('role="alert">Invalid Khalti ID or MPIN.');
    }
    expect((await lookup(pidx)).json().status).toBe("Initiated");
  });

  it("refuses a wrong OTP and an OTP without the MPIN step; the right one returns with Khalti's parameters", async () => {
    const pidx = await started();
    const skipped = await store.app.inject({
      method: "POST",
      url: "/gateways/khalti/pay/confirm",
      ...form({ pidx, otp: "987654" }),
    });
    expect(skipped.statusCode).toBe(401);
    const otpPage = await store.app.inject({
      method: "POST",
      url: "/gateways/khalti/pay/login",
      ...form({ pidx, khalti_id: "9800000004", mpin: "1111" }),
    });
    expect(otpPage.statusCode).toBe(200);
    expect(otpPage.body).toContain('<label for="otp">OTP</label>');
    expect(otpPage.body).toContain("98XXXXX004");
    const wrong = await store.app.inject({
      method: "POST",
      url: "/gateways/khalti/pay/confirm",
      ...form({ pidx, otp: "123456" }),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain("Invalid OTP. Please try again.");
    expect((await lookup(pidx)).json().status).toBe("Initiated");

    const paid = await store.app.inject({
      method: "POST",
      url: "/gateways/khalti/pay/confirm",
      ...form({ pidx, otp: "987654" }),
    });
    expect(paid.statusCode).toBe(303);
    const back = new URL(paid.headers.location as string);
    expect(`${back.origin}${back.pathname}`).toBe(REQUEST.return_url);
    const params = Object.fromEntries(back.searchParams);
    expect(params).toEqual({
      pidx,
      txnId: params.transaction_id,
      transaction_id: params.transaction_id,
      tidx: params.transaction_id,
      amount: "150000",
      total_amount: "150000",
      mobile: "98XXXXX004",
      status: "Completed",
      purchase_order_id: "NS-1",
      purchase_order_name: "Order NS-1",
    });
    // A completed payment cannot be paid or cancelled again.
    const again = await store.app.inject({ method: "GET", url: `/gateways/khalti/pay/?pidx=${pidx}` });
    expect(again.body).toContain("This payment has already been processed.");
    const cancel = await store.app.inject({
      method: "POST",
      url: "/gateways/khalti/pay/cancel",
      ...form({ pidx }),
    });
    expect(cancel.statusCode).toBe(400);
    expect((await lookup(pidx)).json().status).toBe("Completed");
  });

  it("an unknown pidx shows a page that says so", async () => {
    const page = await store.app.inject({ method: "GET", url: "/gateways/khalti/pay/?pidx=nothing" });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain("This payment request was not found.");
  });
});

describe("refunds", () => {
  it("refunds part (amount in paisa), then the rest (no amount), never more than was paid", async () => {
    const pidx = await started(200000);
    const { query } = await payAtKhaltiEmulator(store.app, pidx);
    const transactionId = query.transaction_id!;
    const part = await refund(transactionId, { amount: 50000 });
    expect(part.statusCode).toBe(200);
    expect(part.json()).toEqual({ detail: "Transaction refund successful." });
    expect((await lookup(pidx)).json()).toMatchObject({ status: "Partially Refunded", refunded: false });

    const tooMuch = await refund(transactionId, { amount: 150001 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ error_key: "validation_error" });

    const rest = await refund(transactionId);
    expect(rest.statusCode).toBe(200);
    expect((await lookup(pidx)).json()).toMatchObject({
      status: "Refunded",
      refunded: true,
      total_amount: 200000,
    });
    expect((await refund(transactionId, { amount: 1 })).statusCode).toBe(400);
  });

  it("refuses an unknown transaction (404), an unpaid one, and a bad amount", async () => {
    expect((await refund("NoSuchTransaction")).json()).toEqual({
      detail: "Not found.",
      error_key: "validation_error",
    });
    const pidx = await started();
    await payAtKhaltiEmulator(store.app, pidx, { action: "cancel" });
    const paidPidx = await started();
    const { query } = await payAtKhaltiEmulator(store.app, paidPidx);
    for (const amount of [0, -5, "abc", 10.5]) {
      expect((await refund(query.transaction_id!, { amount })).statusCode).toBe(400);
    }
    expect((await lookup(paidPidx)).json().status).toBe("Completed");
  });
});
