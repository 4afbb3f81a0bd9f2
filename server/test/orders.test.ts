import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "./support/app.ts";
import { setStock } from "./support/catalog-products.ts";
import { bearer, registerShopper } from "./support/factories.ts";
import { adminToken } from "./support/admin.ts";
import { CUSTOMER, orderBody, productInStock } from "./support/orders.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

const guest = (id: string) => ({ "x-session-id": id });
const place = (payload: object, headers: Record<string, string>) =>
  store.app.inject({ method: "POST", url: "/api/orders", payload, headers });

describe("GET /api/orders/shipping-methods", () => {
  it("lists the delivery options, the default first", async () => {
    const response = await store.app.inject({ method: "GET", url: "/api/orders/shipping-methods" });
    expect(response.statusCode).toBe(200);
    const methods = response.json().data;
    expect(methods.length).toBeGreaterThanOrEqual(3);
    expect(methods[0]).toEqual({
      _id: expect.any(String),
      name: "Standard Delivery",
      company: "Nepal Post",
      cost: 150,
      estimatedDays: { min: 5, max: 8 },
      freeShippingThreshold: 5000,
      description: expect.any(String),
      zone: "other",
    });
  });
});

describe("POST /api/orders", () => {
  it("answers each line with the name it was ordered under and the product's Nepali name", async () => {
    const named = await productInStock(store.app, 5, { nameNe: { not: null }, colors: "[]" });
    const response = await place(
      orderBody([{ productId: named.id, quantity: 1 }]),
      guest("order-guest-names"),
    );
    expect(response.statusCode).toBe(201);
    const [line] = response.json().data.order.items;
    expect(line).toMatchObject({ name: named.name, nameNe: named.nameNe });
  });

  it("prices the order on the server and reserves its stock", async () => {
    const product = await productInStock(store.app, 5, { salePrice: { lt: 2000 }, colors: "[]" });
    const response = await place(
      orderBody([{ productId: product.id, quantity: 2 }], { giftWrap: true }),
      guest("order-guest-0001"),
    );
    expect(response.statusCode).toBe(201);
    const { order } = response.json().data;
    const subtotal = product.salePrice * 2;
    const shipping = subtotal > 5000 ? 0 : 150;
    expect(order).toMatchObject({
      orderNumber: expect.stringMatching(/^NS-\d{8}-[2-9A-Z]{5}$/),
      status: "pending",
      customer: CUSTOMER.customer,
      shippingAddress: CUSTOMER.shippingAddress,
      items: [
        { productId: product.id, name: product.name, price: product.salePrice, quantity: 2, total: subtotal },
      ],
      pricing: { subtotal, tax: 0, shipping, discount: 0, giftWrap: 100, total: subtotal + shipping + 100 },
      giftWrap: { enabled: true, cost: 100 },
      payment: {
        method: "paypal",
        status: "pending",
        transactionId: null,
        amount: subtotal + shipping + 100,
      },
      shipping: { company: "Nepal Post", method: "Standard Delivery", estimatedDays: 8, cost: shipping },
      tracking: [{ status: "order_placed", date: expect.any(String), note: "Order placed" }],
    });
    const after = await store.app.db.product.findUniqueOrThrow({ where: { id: product.id } });
    expect(after.stock).toBe(product.stock - 2);
  });

  it("ships free above Rs 5,000", async () => {
    const product = await productInStock(store.app, 2, { salePrice: { gt: 6000 } });
    const response = await place(
      orderBody([{ productId: product.id, quantity: 1 }]),
      guest("order-guest-0002"),
    );
    expect(response.json().data.order.pricing.shipping).toBe(0);
  });

  it.each([
    ["customer.firstName", "First name is required", { customer: { ...CUSTOMER.customer, firstName: " " } }],
    ["customer.lastName", "Last name is required", { customer: { ...CUSTOMER.customer, lastName: "" } }],
    // A guest may leave the email out only with a Nepali mobile number (SHOP-API.md part 3).
    [
      "customer.email",
      "Email is required unless you give a Nepali mobile number",
      { customer: { ...CUSTOMER.customer, email: "", phone: "+91 94340 12345" } },
    ],
    ["customer.email", "Email is invalid", { customer: { ...CUSTOMER.customer, email: "sita@" } }],
    ["customer.phone", "Phone number is required", { customer: { ...CUSTOMER.customer, phone: "" } }],
    ["customer.phone", "Phone number is invalid", { customer: { ...CUSTOMER.customer, phone: "98-12" } }],
    [
      "shippingAddress.country",
      "Country is required",
      { shippingAddress: { ...CUSTOMER.shippingAddress, country: "" } },
    ],
    [
      "shippingAddress.country",
      "Country must be one of Australia, Nepal, India, United States, United Kingdom or Canada",
      { shippingAddress: { ...CUSTOMER.shippingAddress, country: "Mars" } },
    ],
    [
      "shippingAddress.state",
      "State/Region is required",
      { shippingAddress: { ...CUSTOMER.shippingAddress, state: "" } },
    ],
    [
      "shippingAddress.city",
      "City is required",
      { shippingAddress: { ...CUSTOMER.shippingAddress, city: "" } },
    ],
    [
      "shippingAddress.address",
      "Address is required",
      { shippingAddress: { ...CUSTOMER.shippingAddress, address: "" } },
    ],
    ["payment.method", "Please select a payment method", { payment: { method: "bitcoin" } }],
    ["items", "Your cart is empty", { items: [] }],
  ])("refuses a bad %s: %s", async (field, message, change) => {
    const product = await productInStock(store.app);
    const response = await place(
      { ...orderBody([{ productId: product.id, quantity: 1 }]), ...change },
      guest("order-guest-0003"),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, code: expect.any(String), message });
  });

  it("refuses an unknown shipping method, product or option", async () => {
    const product = await productInStock(store.app, 5, { colors: "[]" });
    const unknownMethod = await place(
      orderBody([{ productId: product.id, quantity: 1 }], {
        shipping: { method: "teleport", company: "Nobody" },
      }),
      guest("order-guest-0004"),
    );
    expect(unknownMethod.json()).toEqual({
      success: false,
      code: "shipping.method_unknown",
      message: "Please select a shipping method",
      errors: [
        {
          field: "shipping.method",
          code: "shipping.method_unknown",
          message: "Please select a shipping method",
        },
      ],
    });
    const unknownProduct = await place(
      orderBody([{ productId: "missing", quantity: 1 }]),
      guest("order-guest-0004"),
    );
    expect(unknownProduct.statusCode).toBe(400);
    const badOption = await place(
      orderBody([{ productId: product.id, quantity: 1, color: "Gold" }]),
      guest("order-guest-0004"),
    );
    expect(badOption.statusCode).toBe(400);
  });

  it("refuses more than the stock with 409 and leaves the stock as it was", async () => {
    // A product without options: its one variant holds all its stock.
    const product = await productInStock(store.app, 1, {
      stock: { gte: 1, lte: 9 },
      colors: "[]",
      memory: "[]",
      storage: "[]",
    });
    const response = await place(
      orderBody([{ productId: product.id, quantity: product.stock + 1 }]),
      guest("order-guest-0005"),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(`Only ${product.stock} left in stock for ${product.name}`);
    expect((await store.app.db.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(
      product.stock,
    );
  });

  it("never oversells when many shoppers order the last items at once", async () => {
    const product = await productInStock(store.app, 5, { colors: "[]" });
    await setStock(store.app.db, product.id, 3);
    const attempts = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        place(
          orderBody([{ productId: product.id, quantity: 1 }]),
          guest(`race-guest-${String(n).padStart(4, "0")}`),
        ),
      ),
    );
    const statuses = attempts.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(17);
    expect((await store.app.db.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(0);
  });

  it("places orders for the same products listed in opposite orders at once, none refused or lost", async () => {
    // Each order takes its products' stock and moves the catalogue version: on PostgreSQL two orders taking
    // the same two products in opposite orders must not deadlock on rows or on the version.
    const [first, second] = await store.app.db.product.findMany({
      where: { stock: { gte: 5 }, colors: "[]" },
      orderBy: { id: "desc" },
      take: 2,
    });
    for (const product of [first!, second!]) await setStock(store.app.db, product.id, 100);
    const attempts = await Promise.all(
      Array.from({ length: 16 }, (_, n) => {
        const pair = [first!, second!];
        if (n % 2 === 1) pair.reverse();
        return place(
          orderBody(pair.map((product) => ({ productId: product.id, quantity: 1 }))),
          guest(`crossed-guest-${String(n).padStart(4, "0")}`),
        );
      }),
    );
    expect(attempts.map((response) => response.statusCode)).toEqual(Array(16).fill(201));
    const stock = await store.app.db.product.findMany({
      where: { id: { in: [first!.id, second!.id] } },
      select: { stock: true },
    });
    expect(stock.map((product) => product.stock)).toEqual([84, 84]);
  });

  it("needs a guest session or a sign-in", async () => {
    const product = await productInStock(store.app);
    const response = await place(orderBody([{ productId: product.id, quantity: 1 }]), {});
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("A guest session id is required");
  });
});

describe("reading orders", () => {
  it("shows a shopper's own history, newest first, and each order to its owner only", async () => {
    const sita = await registerShopper(store.app);
    const ram = await registerShopper(store.app);
    const product = await productInStock(store.app, 5, { colors: "[]" });
    const first = (
      await place(orderBody([{ productId: product.id, quantity: 1 }]), bearer(sita.token))
    ).json().data.order;
    const second = (
      await place(orderBody([{ productId: product.id, quantity: 1 }]), bearer(sita.token))
    ).json().data.order;
    const guestOrder = (
      await place(orderBody([{ productId: product.id, quantity: 1 }]), guest("order-owner-guest"))
    ).json().data.order;

    const history = await store.app.inject({
      method: "GET",
      url: "/api/orders",
      headers: bearer(sita.token),
    });
    expect(history.json().data.orders.map((order: { orderNumber: string }) => order.orderNumber)).toEqual([
      second.orderNumber,
      first.orderNumber,
    ]);
    expect(
      (await store.app.inject({ method: "GET", url: "/api/orders", headers: bearer(ram.token) })).json().data
        .orders,
    ).toEqual([]);
    expect((await store.app.inject({ method: "GET", url: "/api/orders" })).statusCode).toBe(401);

    const read = (ref: string, headers: Record<string, string>) =>
      store.app.inject({ method: "GET", url: `/api/orders/${ref}`, headers });
    expect((await read(first.orderNumber, bearer(sita.token))).statusCode).toBe(200);
    expect((await read(first._id, bearer(sita.token))).statusCode).toBe(200);
    expect((await read(first.orderNumber, bearer(ram.token))).statusCode).toBe(404);
    expect((await read(first.orderNumber, guest("order-owner-guest"))).statusCode).toBe(404);
    expect((await read(guestOrder.orderNumber, guest("order-owner-guest"))).statusCode).toBe(200);
    expect((await read(guestOrder.orderNumber, guest("order-other-guest"))).statusCode).toBe(404);
    expect((await read(guestOrder.orderNumber, bearer(ram.token))).statusCode).toBe(404);
    expect((await read(guestOrder.orderNumber, {})).json()).toEqual({
      success: false,
      code: "order.not_found",
      message: "Order not found",
    });
  });
});

describe("GET /api/orders/:orderNumber, the order's own page", () => {
  it("gives its owner the lines with their options, the payment, the delivery, the day due and the timeline", async () => {
    const sita = await registerShopper(store.app);
    const variant = await store.app.db.productVariant.findFirstOrThrow({
      // Two options at once, and cheap enough for cash on delivery's limit.
      where: {
        color: { not: "" },
        OR: [{ memory: { not: "" } }, { size: { not: "" } }],
        salePrice: { lte: 20_000 },
        stock: { gte: 5 },
        archived: false,
      },
      orderBy: { id: "asc" },
    });
    const answer = await place(
      orderBody([{ productId: variant.productId, variantId: variant.id, quantity: 2 }], { payment: "cod" }),
      bearer(sita.token),
    );
    expect(answer.statusCode, answer.body).toBe(201);
    const placed = answer.json().data.order;
    const token = await adminToken(store.app);
    for (const [status, trackingNumber] of [
      ["packaging", undefined],
      ["on_the_road", "NP-ORDERPAGE-1"],
    ])
      expect(
        (
          await store.app.inject({
            method: "PATCH",
            url: `/api/admin/orders/${placed.orderNumber}/status`,
            headers: bearer(token),
            payload: { status, ...(trackingNumber ? { trackingNumber } : {}) },
          })
        ).statusCode,
      ).toBe(200);

    const response = await store.app.inject({
      method: "GET",
      url: `/api/orders/${placed.orderNumber}`,
      headers: bearer(sita.token),
    });
    expect(response.statusCode).toBe(200);
    const { order } = response.json().data;
    expect(order.items).toEqual([
      expect.objectContaining({
        variantId: variant.id,
        quantity: 2,
        color: variant.color,
        memory: variant.memory,
        storage: variant.storage,
        size: variant.size,
      }),
    ]);
    expect(order.payment).toMatchObject({ method: "cod", status: "pending" });
    expect(order.shippingAddress).toMatchObject(CUSTOMER.shippingAddress);
    // The day due is the Nepal day the order was placed, `estimatedDays` later.
    const due = new Date(
      Date.parse(order.createdAt) + order.shipping.estimatedDays * 86_400_000 + 345 * 60_000,
    );
    expect(order.shipping).toMatchObject({
      method: "Standard Delivery",
      trackingNumber: "NP-ORDERPAGE-1",
      expectedDelivery: due.toISOString().slice(0, 10),
    });
    expect(order.status).toBe("on_the_road");
    expect(order.tracking.map((step: { status: string }) => step.status)).toEqual([
      "order_placed",
      "processing", // cash on delivery is confirmed at once
      "packaging",
      "on_the_road",
    ]);

    // Nobody else reads it: another shopper, a guest session, nobody.
    const ram = await registerShopper(store.app);
    for (const headers of [bearer(ram.token), guest("order-page-other-guest"), {}]) {
      const other = await store.app.inject({
        method: "GET",
        url: `/api/orders/${placed.orderNumber}`,
        headers,
      });
      expect(other.statusCode).toBe(404);
      expect(other.json().code).toBe("order.not_found");
    }
  });
});
