// The whole Khalti journey over real HTTP, as the live service is reached: the store calls Khalti's initiate and
// lookup over the network (here the emulator on a loopback port, addressed by another origin than the store's, so
// the request leaves through fetch as it would to khalti.com), the browser posts the payment page's forms and
// follows Khalti's redirect back to the store's return route.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "./support/app.ts";
import { orderBody } from "./support/orders.ts";
import { freePort } from "../../scripts/support/store-process.ts";

let store: TestStore;
let base: string;
beforeAll(async () => {
  const port = await freePort();
  base = `http://localhost:${port}`;
  store = await createTestStore({ PUBLIC_URL: base });
  // Another origin for the same emulator: the store's calls to Khalti go over HTTP, not in-process.
  store.app.config.khalti.apiUrl = `http://127.0.0.1:${port}/gateways/khalti/api/v2/`;
  await store.app.listen({ port, host: "127.0.0.1" });
});
afterAll(() => store.close());

const headers = { "content-type": "application/json", "x-session-id": "khalti-http-guest" };
const formHeaders = { "content-type": "application/x-www-form-urlencoded" };

describe("paying with Khalti over HTTP", () => {
  it("goes from initiate through Khalti ID, MPIN and OTP to a paid order", async () => {
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
      body: JSON.stringify(orderBody([{ productId: product.id, quantity: 1 }], { payment: "khalti" })),
    });
    const { order } = ((await placed.json()) as { data: { order: { orderNumber: string } } }).data;

    const initiated = await fetch(`${base}/api/payments/khalti/initiate`, {
      method: "POST",
      headers,
      body: JSON.stringify({ orderId: order.orderNumber }),
    });
    expect(initiated.status).toBe(200);
    const { pidx, payment_url } = (
      (await initiated.json()) as { data: { pidx: string; payment_url: string } }
    ).data;
    expect(payment_url).toBe(`${base}/gateways/khalti/pay/?pidx=${pidx}`);

    expect((await fetch(payment_url)).status).toBe(200);
    const otpPage = await fetch(`${base}/gateways/khalti/pay/login`, {
      method: "POST",
      headers: formHeaders,
      body: new URLSearchParams({ pidx, khalti_id: "9800000000", mpin: "1111" }),
    });
    expect(await otpPage.text()).toContain("98XXXXX000");
    const paid = await fetch(`${base}/gateways/khalti/pay/confirm`, {
      method: "POST",
      headers: formHeaders,
      redirect: "manual",
      body: new URLSearchParams({ pidx, otp: "987654" }),
    });
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get("location")!);
    expect(`${back.origin}${back.pathname}`).toBe(`${base}/api/payments/khalti/return`);

    // The browser follows Khalti's redirect, without the shopper's credentials.
    const returned = await fetch(back, { redirect: "manual" });
    expect(returned.status).toBe(302);
    expect(returned.headers.get("location")).toBe(
      `${base}/checkout/khalti/success?orderId=${order.orderNumber}`,
    );
    const status = await fetch(`${base}/api/payments/khalti/status/${order.orderNumber}`, { headers });
    expect(((await status.json()) as { data: { status: string } }).data.status).toBe("completed");
  });
});
