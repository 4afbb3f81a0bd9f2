// Flooding POST /api/orders (docs/SECURITY.md "Stock held by orders nobody pays for"): placing orders is limited
// per shopper (guest session or account, ORDER_RATE_LIMIT) and per client address over every session
// (ORDER_ADDRESS_RATE_LIMIT), with 429 and Retry-After; and the "order placed" emails one address can be sent are
// bounded by the open orders an email may have (ORDER_OPEN_LIMIT), whatever the sessions and addresses.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../support/app.ts";
import { bearer, registerShopper } from "../support/factories.ts";
import { orderBody } from "../support/orders.ts";
import { expectNothingChanged } from "./support.ts";

const RATE_LIMIT = 3;
const ADDRESS_RATE_LIMIT = 5;
const OPEN_LIMIT = 2;

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({
    ORDER_RATE_LIMIT: String(RATE_LIMIT),
    ORDER_ADDRESS_RATE_LIMIT: String(ADDRESS_RATE_LIMIT),
    ORDER_OPEN_LIMIT: String(OPEN_LIMIT),
  });
});
afterAll(() => store.close());

const db = () => store.app.db;
let sequence = 0;
const freshEmail = () => `flood${(sequence += 1)}@example.com`;

let productId: string;
beforeAll(async () => {
  productId = (
    await db().product.findFirstOrThrow({
      where: { stock: { gte: 100 }, colors: "[]", salePrice: { lt: 3000 } },
      orderBy: { id: "asc" },
    })
  ).id;
});

function place(headers: Record<string, string>, from: string, email = freshEmail()) {
  const body = orderBody([{ productId, quantity: 1 }]);
  return store.app.inject({
    method: "POST",
    url: "/api/orders",
    headers,
    remoteAddress: from,
    payload: { ...body, customer: { ...body.customer, email } },
  });
}

function expectRateLimited(answer: Awaited<ReturnType<typeof place>>) {
  expect(answer.statusCode, answer.body).toBe(429);
  expect(answer.json()).toMatchObject({ success: false, code: "rate_limited" });
  expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
}

describe("order flooding", () => {
  it("limits the orders one guest session places, with 429 and Retry-After", async () => {
    const headers = { "x-session-id": "flood-one-session" };
    const statuses = [];
    for (let n = 0; n < RATE_LIMIT; n += 1) statuses.push((await place(headers, "10.8.0.1")).statusCode);
    // Two open orders at most (OPEN_LIMIT), so the third is 409: every try counts against the rate all the same.
    expect(statuses).toEqual([201, 201, 409]);
    expectRateLimited(await expectNothingChanged(db(), () => place(headers, "10.8.0.2")));
  });

  it("limits the orders from one address over fresh guest sessions", async () => {
    for (let n = 0; n < ADDRESS_RATE_LIMIT; n += 1) {
      const answer = await place({ "x-session-id": `flood-address-${n}` }, "10.8.1.1");
      expect(answer.statusCode, answer.body).toBe(201);
    }
    expectRateLimited(
      await expectNothingChanged(db(), () => place({ "x-session-id": "flood-address-fresh" }, "10.8.1.1")),
    );
    // Another address is not affected.
    expect((await place({ "x-session-id": "flood-address-fresh" }, "10.8.1.2")).statusCode).toBe(201);
  });

  it("limits a signed-in customer's orders whatever the address", async () => {
    const customer = await registerShopper(store.app);
    const statuses = [];
    for (let n = 0; n < RATE_LIMIT; n += 1)
      statuses.push((await place(bearer(customer.token), `10.8.2.${n + 1}`)).statusCode);
    expect(statuses).toEqual([201, 201, 409]);
    expectRateLimited(await place(bearer(customer.token), "10.8.2.9"));
  });

  it("bounds the 'order placed' emails one address receives, from any session and address", async () => {
    const victim = "flood-victim@example.com";
    const statuses = [];
    for (let n = 0; n < 6; n += 1)
      statuses.push(
        (await place({ "x-session-id": `flood-mail-${n}` }, `10.8.3.${n + 1}`, victim)).statusCode,
      );
    expect(statuses).toEqual([201, 201, 409, 409, 409, 409]);
    const mails = await db().mailOutbox.count({ where: { to: victim, template: "order_placed" } });
    expect(mails).toBe(OPEN_LIMIT);
  });
});
