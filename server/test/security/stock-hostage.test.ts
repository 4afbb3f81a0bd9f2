// Holding stock hostage (docs/SECURITY.md "Stock held by orders nobody pays for"): a guest placing orders for a
// product's whole stock, again and again, with nothing paid. An unpaid order holds its stock for the payment
// window and a cash-on-delivery order until it is sent, so each is bounded: no line holds more than
// MAX_LINE_QUANTITY of a variant (split over lines or not), and a shopper (guest session or account), an email
// address and a client address each have at most so many open orders (ORDER_OPEN_LIMIT, ORDER_OPEN_ADDRESS_LIMIT).
import { MAX_LINE_QUANTITY } from "@store/shared/cart";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken } from "../support/admin.ts";
import { createTestStore, type TestStore } from "../support/app.ts";
import { bearer, registerShopper } from "../support/factories.ts";
import { moveOrder, orderBody } from "../support/orders.ts";
import { expectNothingChanged } from "./support.ts";

const OPEN_LIMIT = 3;
const OPEN_ADDRESS_LIMIT = 5;

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({
    ORDER_OPEN_LIMIT: String(OPEN_LIMIT),
    ORDER_OPEN_ADDRESS_LIMIT: String(OPEN_ADDRESS_LIMIT),
  });
});
afterAll(() => store.close());

const db = () => store.app.db;
let sequence = 0;
/** An email of its own per order, unless the test is about one email. */
const freshEmail = () => `hostage${(sequence += 1)}@example.com`;

/** A variant on sale with plenty of stock, under the cash-on-delivery limit, each call another one. */
let nextVariant = 0;
const roomyVariant = () =>
  db().productVariant.findFirstOrThrow({
    where: {
      stock: { gte: 3 * MAX_LINE_QUANTITY },
      price: { lte: 3000 },
      archived: false,
      product: { archivedAt: null },
    },
    orderBy: { id: "asc" },
    skip: nextVariant++,
  });

interface Line {
  productId: string;
  variantId: string;
  quantity: number;
}
const line = (variant: { productId: string; id: string }, quantity = 1): Line => ({
  productId: variant.productId,
  variantId: variant.id,
  quantity,
});

interface Placing {
  headers: Record<string, string>;
  from: string;
  email?: string;
  payment?: string;
  items?: Line[];
}

async function place({ headers, from, email, payment, items }: Placing) {
  const lines = items ?? [line(await roomyVariant())];
  const body = orderBody(lines, { payment });
  return store.app.inject({
    method: "POST",
    url: "/api/orders",
    headers,
    remoteAddress: from,
    payload: { ...body, customer: { ...body.customer, email: email ?? freshEmail() } },
  });
}

const stockOf = async (variantId: string) =>
  (await db().productVariant.findUniqueOrThrow({ where: { id: variantId } })).stock;

describe("stock held hostage by orders nobody pays for", () => {
  it("refuses an order for a variant's whole stock, and the cap split over several lines", async () => {
    const variant = await roomyVariant();
    const headers = { "x-session-id": "hostage-whole-stock" };
    await expectNothingChanged(db(), async () => {
      const whole = await place({
        headers,
        from: "10.9.0.1",
        items: [line(variant, variant.stock)],
      });
      expect(whole.statusCode, whole.body).toBe(400);
      expect(whole.json().errors[0].field).toBe("items.0.quantity");
      // Each line within the cap, together over it: the same variant on two lines counts as one.
      const split = await place({
        headers,
        from: "10.9.0.1",
        items: [line(variant, MAX_LINE_QUANTITY), line(variant, 1)],
      });
      expect(split.statusCode, split.body).toBe(400);
      expect(split.json()).toMatchObject({
        code: "quantity.over_limit",
        errors: [{ field: "items.1.quantity", code: "quantity.over_limit" }],
      });
      expect(split.json().message).toContain(`at most ${MAX_LINE_QUANTITY}`);
    });
    const most = await place({
      headers,
      from: "10.9.0.1",
      items: [line(variant, MAX_LINE_QUANTITY)],
    });
    expect(most.statusCode, most.body).toBe(201);
    expect(await stockOf(variant.id)).toBe(variant.stock - MAX_LINE_QUANTITY);
  });

  it("holds a guest session to a few unpaid orders at once; paying one makes room", async () => {
    const headers = { "x-session-id": "hostage-unpaid-guest" };
    const placed = [];
    for (let n = 0; n < OPEN_LIMIT; n += 1) {
      const answer = await place({ headers, from: "10.9.1.1" });
      expect(answer.statusCode, answer.body).toBe(201);
      placed.push(answer.json().data.order as { _id: string; pricing: { total: number } });
    }
    const refused = await expectNothingChanged(db(), () => place({ headers, from: "10.9.1.1" }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, code: "order.too_many_open" });
    expect(refused.json().message).toContain(`${OPEN_LIMIT} orders`);
    // A paid order holds nothing hostage: the next one goes through.
    const paid = await store.app.inject({
      method: "POST",
      url: "/api/payments/mastercard/process",
      headers,
      remoteAddress: "10.9.1.1",
      payload: {
        orderId: placed[0]!._id,
        amount: placed[0]!.pricing.total,
        cardDetails: { cardNumber: "5555555555554444", expiryDate: "12/30", cvv: "123" },
      },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await place({ headers, from: "10.9.1.1" })).statusCode).toBe(201);
  });

  it("counts an unpaid order only until its payment window lapses", async () => {
    const headers = { "x-session-id": "hostage-lapsing-guest" };
    const numbers = [];
    for (let n = 0; n < OPEN_LIMIT; n += 1)
      numbers.push((await place({ headers, from: "10.9.2.1" })).json().data.order.orderNumber as string);
    expect((await place({ headers, from: "10.9.2.1" })).statusCode).toBe(409);
    await db().order.update({
      where: { orderNumber: numbers[0]! },
      data: { paymentDueAt: new Date(Date.now() - 1000) },
    });
    expect((await place({ headers, from: "10.9.2.1" })).statusCode).toBe(201);
  });

  it("counts cash-on-delivery orders until they are sent", async () => {
    const headers = { "x-session-id": "hostage-cod-guest" };
    const numbers = [];
    for (let n = 0; n < OPEN_LIMIT; n += 1) {
      const answer = await place({ headers, from: "10.9.3.1", payment: "cod" });
      expect(answer.statusCode, answer.body).toBe(201);
      numbers.push(answer.json().data.order.orderNumber as string);
    }
    const refused = await place({ headers, from: "10.9.3.1", payment: "cod" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("order.too_many_open");
    const admin = await adminToken(store.app);
    expect((await moveOrder(store.app, admin, numbers[0]!, "on_the_road")).statusCode).toBe(200);
    expect((await place({ headers, from: "10.9.3.1", payment: "cod" })).statusCode).toBe(201);
  });

  it("holds one email address to a few open orders whatever the session", async () => {
    const email = "hostage-victim@example.com";
    for (let n = 0; n < OPEN_LIMIT; n += 1) {
      const answer = await place({
        headers: { "x-session-id": `hostage-email-${n}` },
        from: "10.9.4.1",
        email,
      });
      expect(answer.statusCode, answer.body).toBe(201);
    }
    const refused = await expectNothingChanged(db(), () =>
      place({
        headers: { "x-session-id": "hostage-email-fresh" },
        from: "10.9.4.2",
        email: email.toUpperCase(),
      }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("order.too_many_open_for_email");
  });

  it("holds one client address to a few open orders over fresh sessions and emails", async () => {
    for (let n = 0; n < OPEN_ADDRESS_LIMIT; n += 1) {
      const answer = await place({ headers: { "x-session-id": `hostage-address-${n}` }, from: "10.9.5.1" });
      expect(answer.statusCode, answer.body).toBe(201);
    }
    const refused = await expectNothingChanged(db(), () =>
      place({ headers: { "x-session-id": "hostage-address-fresh" }, from: "10.9.5.1" }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("order.too_many_open_from_address");
    // Another address is not affected.
    const elsewhere = await place({ headers: { "x-session-id": "hostage-address-fresh" }, from: "10.9.5.2" });
    expect(elsewhere.statusCode).toBe(201);
  });

  it("holds a signed-in customer to the same few open orders (an account is as cheap as a session)", async () => {
    const customer = await registerShopper(store.app);
    for (let n = 0; n < OPEN_LIMIT; n += 1) {
      const answer = await place({ headers: bearer(customer.token), from: "10.9.6.1" });
      expect(answer.statusCode, answer.body).toBe(201);
    }
    const refused = await place({ headers: bearer(customer.token), from: "10.9.6.2" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("order.too_many_open");
  });

  it("caps a cart line at the same quantity as an order line", async () => {
    const variant = await roomyVariant();
    const headers = { "x-session-id": "hostage-cart-guest" };
    const add = (quantity: number) =>
      store.app.inject({
        method: "POST",
        url: "/api/cart/add",
        headers,
        payload: { productId: variant.productId, variantId: variant.id, quantity },
      });
    await expectNothingChanged(db(), async () => {
      const over = await add(MAX_LINE_QUANTITY + 1);
      expect(over.statusCode).toBe(400);
      expect(over.json().errors[0].field).toBe("quantity");
    });
    expect((await add(MAX_LINE_QUANTITY - 1)).statusCode).toBe(200);
    // Adding up past the cap on the same line is refused too, and touches nothing (not even the cart's updatedAt).
    const cart = () => db().cart.findFirstOrThrow({ where: { sessionId: headers["x-session-id"] } });
    const before = await cart();
    const more = await expectNothingChanged(db(), () => add(2));
    expect(more.statusCode).toBe(400);
    expect(more.json().code).toBe("quantity.over_limit");
    expect((await cart()).updatedAt).toEqual(before.updatedAt);
    const full = (await add(1)).json().data.items[0];
    expect(full.quantity).toBe(MAX_LINE_QUANTITY);
    const raised = await store.app.inject({
      method: "PUT",
      url: `/api/cart/${full._id}`,
      headers,
      payload: { quantity: MAX_LINE_QUANTITY + 1 },
    });
    expect(raised.statusCode).toBe(400);
  });
});
