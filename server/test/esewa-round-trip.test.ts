// The whole eSewa journey over real HTTP, as a browser makes it: the store listens on a port, the signed form
// is posted to the emulated gateway, the shopper signs in and pays, and eSewa's redirect is verified.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "./support/app.ts";
import { hiddenFields } from "./support/payments.ts";
import { orderBody } from "./support/orders.ts";
import { freePort } from "../../scripts/support/store-process.ts";

let store: TestStore;
let base: string;
beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  store = await createTestStore({ PUBLIC_URL: base });
  await store.app.listen({ port, host: "127.0.0.1" });
});
afterAll(() => store.close());

const headers = { "content-type": "application/json", "x-session-id": "esewa-http-guest" };
const formHeaders = { "content-type": "application/x-www-form-urlencoded" };

describe("paying with eSewa over HTTP", () => {
  it("goes from the signed form to a paid order", async () => {
    const product = await store.app.db.product.findFirstOrThrow({
      where: { stock: { gte: 5 }, colors: "[]" },
    });
    await fetch(`${base}/api/cart/add`, {
      method: "POST",
      headers,
      body: JSON.stringify({ productId: product.id, quantity: 1 }),
    });
    const placed = await fetch(`${base}/api/orders`, {
      method: "POST",
      headers,
      body: JSON.stringify(orderBody([{ productId: product.id, quantity: 1 }], { payment: "esewa" })),
    });
    const { order } = (
      (await placed.json()) as { data: { order: { orderNumber: string; pricing: { total: number } } } }
    ).data;

    const initiated = await fetch(`${base}/api/payments/esewa/initiate`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        orderId: order.orderNumber,
        amount: order.pricing.total,
        successUrl: `${base}/checkout/esewa/success`,
        failureUrl: `${base}/checkout/esewa/failure`,
      }),
    });
    const { paymentUrl, formData } = (
      (await initiated.json()) as { data: { paymentUrl: string; formData: Record<string, string> } }
    ).data;
    expect(paymentUrl.startsWith(base)).toBe(true);

    const loginPage = await fetch(paymentUrl, {
      method: "POST",
      headers: formHeaders,
      body: new URLSearchParams(formData),
    });
    expect(loginPage.status).toBe(200);
    const hidden = hiddenFields(await loginPage.text());
    const paid = await fetch(`${base}/gateways/esewa/pay`, {
      method: "POST",
      headers: formHeaders,
      redirect: "manual",
      body: new URLSearchParams({
        ...hidden,
        action: "pay",
        esewa_id: "9806800001",
        password: "Nepal@123",
        token: "123456",
      }),
    });
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get("location")!);
    expect(`${back.origin}${back.pathname}`).toBe(`${base}/checkout/esewa/success`);
    expect(back.searchParams.get("orderId")).toBe(order.orderNumber);

    const verified = await fetch(`${base}/api/payments/esewa/success`, {
      method: "POST",
      headers,
      body: JSON.stringify(Object.fromEntries(back.searchParams)),
    });
    expect(verified.status).toBe(200);
    const body = (await verified.json()) as {
      data: { order: { status: string }; payment: { transactionId: string } };
    };
    expect(body.data.order.status).toBe("processing");
    expect(body.data.payment.transactionId).toMatch(/^[0-9A-Z]{7}$/);
    const cart = (await (await fetch(`${base}/api/cart`, { headers })).json()) as {
      data: { items: unknown[] };
    };
    expect(cart.data.items).toEqual([]);
  });
});
