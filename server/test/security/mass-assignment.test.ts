// Mass assignment: extra fields on every write (role, isAdmin, stock, price, totals, owners, statuses) in the
// hope that the server copies the body into the database. Each write does only what it is for.
import bcrypt from "bcryptjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emulatorSigningKey, issueIdToken, type SigningKey } from "../../src/gateways/google/keys.ts";
import { createTestStore, type TestStore } from "../support/app.ts";
import { TEST_ADMIN } from "../support/constants.ts";
import { bearer, registerShopper, type RegisteredShopper } from "../support/factories.ts";
import { guestOrderPlacer, moveOrder, orderBody } from "../support/orders.ts";
import { approveAtPaypalEmulator, orderFromCart } from "../support/payments.ts";
import { expectNothingChanged } from "./support.ts";

let store: TestStore;
/** The store's Google emulator key, which signs the ID tokens these tests present. */
let googleKey: SigningKey;
let shopper: RegisteredShopper;
let victim: RegisteredShopper;
beforeAll(async () => {
  store = await createTestStore();
  googleKey = await emulatorSigningKey(store.app.db);
  shopper = await registerShopper(store.app);
  victim = await registerShopper(store.app);
});
afterAll(() => store.close());

const db = () => store.app.db;
/** Fields no shopper's request may set, added to every body. */
const PRIVILEGES = {
  role: "admin",
  isAdmin: true,
  admin: true,
  stock: 1_000_000,
  price: 1,
  salePrice: 1,
  soldCount: 0,
  userId: "",
  _id: "forged-id",
  id: "forged-id",
};
const admins = () =>
  db().user.findMany({ where: { role: "admin" }, select: { id: true }, orderBy: { id: "asc" } });
const catalogue = () =>
  db().product.findMany({
    select: { id: true, price: true, discountedPrice: true, salePrice: true, stock: true, soldCount: true },
    orderBy: { id: "asc" },
  });

/** The write succeeds, makes nobody an admin, and leaves every price and stock as it was. */
async function expectNoPrivilegeGained<T>(write: () => Promise<T>): Promise<T> {
  const [adminsBefore, catalogueBefore] = [await admins(), await catalogue()];
  const result = await write();
  expect(await admins()).toEqual(adminsBefore);
  expect(await catalogue()).toEqual(catalogueBefore);
  return result;
}

const inject = (method: "POST" | "PUT", url: string, headers: Record<string, string>, payload: object) =>
  store.app.inject({ method, url, headers, payload });

describe("mass assignment", () => {
  it("registration makes a customer whatever role, id or hash the body claims", async () => {
    const answer = await expectNoPrivilegeGained(() =>
      inject(
        "POST",
        "/api/auth/register",
        {},
        {
          ...PRIVILEGES,
          name: "Mallory Thapa",
          email: "mallory.register@example.com",
          password: "Secret123",
          passwordHash: "$2b$04$forgedforgedforgedforgedforgedforgedforgedforgedforg",
          googleSubject: "google-subject-of-someone-else",
        },
      ),
    );
    expect(answer.statusCode).toBe(201);
    expect(answer.json().user.role).toBe("customer");
    const row = await db().user.findUniqueOrThrow({ where: { email: "mallory.register@example.com" } });
    expect(row).toMatchObject({ role: "customer", googleSubject: null });
    expect(row.id).not.toBe("forged-id");
    expect(await bcrypt.compare("Secret123", row.passwordHash!)).toBe(true);
  });

  it("the profile and password changes touch nothing but the profile and the password", async () => {
    const before = await db().user.findUniqueOrThrow({ where: { id: shopper.user._id } });
    const profile = await expectNoPrivilegeGained(() =>
      inject("PUT", "/api/auth/profile", bearer(shopper.token), {
        ...PRIVILEGES,
        name: "Sita Sharma",
        email: TEST_ADMIN.email,
        passwordHash: "forged",
        googleSubject: "forged",
      }),
    );
    expect(profile.statusCode).toBe(200);
    const password = await expectNoPrivilegeGained(() =>
      inject("PUT", "/api/auth/change-password", bearer(shopper.token), {
        ...PRIVILEGES,
        currentPassword: shopper.password,
        newPassword: "Secret456",
        email: TEST_ADMIN.email,
      }),
    );
    expect(password.statusCode).toBe(200);
    const after = await db().user.findUniqueOrThrow({ where: { id: shopper.user._id } });
    expect(after).toMatchObject({ role: "customer", email: before.email, googleSubject: null });
    expect(await bcrypt.compare("Secret456", after.passwordHash!)).toBe(true);
    shopper.password = "Secret456";
    // The change signed out every earlier sign-in: the shopper goes on with the fresh token it answered.
    shopper.token = password.json().token as string;
  });

  it("Google sign-in makes a customer whatever the body claims", async () => {
    const credential = issueIdToken(
      { email: "mallory.google@gmail.com", name: "Mallory Gurung" },
      { audience: store.config.google.clientId, key: googleKey },
    );
    const answer = await expectNoPrivilegeGained(() =>
      inject("POST", "/api/auth/google-signin", {}, { ...PRIVILEGES, credential }),
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json().user.role).toBe("customer");
  });

  it("the cart takes a product and a quantity, never a price, a stock or another owner", async () => {
    const product = await db().product.findFirstOrThrow({ where: { stock: { gte: 5 }, colors: "[]" } });
    const other = await db().product.findFirstOrThrow({ where: { id: { not: product.id } } });
    const added = await expectNoPrivilegeGained(() =>
      inject("POST", "/api/cart/add", bearer(shopper.token), {
        ...PRIVILEGES,
        productId: product.id,
        quantity: 1,
        userId: victim.user._id,
        cartId: "forged",
        product: { price: 1, stock: 1_000_000 },
      }),
    );
    const line = added.json().data.items[0];
    expect(line).toMatchObject({ productId: product.id, price: product.discountedPrice ?? product.price });
    const changed = await expectNoPrivilegeGained(() =>
      inject("PUT", `/api/cart/${line._id}`, bearer(shopper.token), {
        ...PRIVILEGES,
        quantity: 2,
        productId: other.id,
        cartId: "forged",
      }),
    );
    expect(changed.json().data.items).toEqual([
      expect.objectContaining({ _id: line._id, productId: product.id, quantity: 2 }),
    ]);
    expect(await db().cart.findUnique({ where: { userId: victim.user._id } })).toBeNull();
  });

  it("the wishlist toggles the caller's own list, whatever owner the body names", async () => {
    const product = await db().product.findFirstOrThrow({ orderBy: { id: "desc" } });
    await expectNoPrivilegeGained(() =>
      inject("POST", "/api/wishlist/toggle", bearer(shopper.token), {
        ...PRIVILEGES,
        productId: product.id,
        userId: victim.user._id,
      }),
    );
    expect(await db().wishlistEntry.count({ where: { userId: victim.user._id } })).toBe(0);
    expect(
      await db().wishlistEntry.count({ where: { userId: shopper.user._id, productId: product.id } }),
    ).toBe(1);
  });

  it("an order is the caller's, pending and priced by the server, whatever status, owner or totals it claims", async () => {
    const product = await db().product.findFirstOrThrow({ where: { stock: { gte: 5 }, colors: "[]" } });
    const body = orderBody([{ productId: product.id, quantity: 1 }]);
    const placed = await inject("POST", "/api/orders", bearer(shopper.token), {
      ...body,
      ...PRIVILEGES,
      status: "delivered",
      paymentStatus: "completed",
      userId: victim.user._id,
      sessionId: "victim-session-0001",
      orderNumber: "NS-FORGED-00001",
      total: 1,
      stockReleased: true,
      paymentDueAt: "2999-01-01T00:00:00.000Z",
      customer: { ...body.customer, role: "admin" },
      items: [{ productId: product.id, quantity: 1, price: 1, total: 1, name: "Free" }],
    });
    expect(placed.statusCode).toBe(201);
    const order = await db().order.findUniqueOrThrow({
      where: { id: placed.json().data.order._id },
      include: { items: true },
    });
    const unit = product.discountedPrice ?? product.price;
    expect(order).toMatchObject({
      status: "pending",
      paymentStatus: "pending",
      userId: shopper.user._id,
      sessionId: null,
      stockReleased: false,
      subtotal: unit,
    });
    expect(order.orderNumber).not.toBe("NS-FORGED-00001");
    expect(order.paymentDueAt.getFullYear()).toBeLessThan(2999);
    expect(order.items).toEqual([expect.objectContaining({ price: unit, total: unit, name: product.name })]);
    const reserved = await db().product.findUniqueOrThrow({ where: { id: product.id } });
    expect(reserved).toMatchObject({
      stock: product.stock - 1,
      price: product.price,
      soldCount: product.soldCount,
    });
  });

  it("a payment charges the order's total and marks nothing the body claims", async () => {
    const headers = { "x-session-id": "mass-assign-payer" };
    const { order } = await orderFromCart(store.app, headers);
    await expectNothingChanged(db(), async () => {
      const forged = await inject("POST", "/api/payments/esewa/success", headers, {
        ...PRIVILEGES,
        orderId: order._id,
        data: Buffer.from("{}").toString("base64"),
        status: "COMPLETE",
        paymentStatus: "completed",
        amount: 1,
        total_amount: "1",
      });
      expect(forged.statusCode).toBe(400);
    });
    // PayPal's order, created by the store and approved by the buyer; the process call captures it.
    const created = await inject("POST", "/api/payments/paypal/create", headers, { orderId: order._id });
    const token = new URL(created.json().data.approveUrl).searchParams.get("token")!;
    await approveAtPaypalEmulator(store.app, token);
    const paid = await inject("POST", "/api/payments/paypal/process", headers, {
      ...PRIVILEGES,
      orderId: order._id,
      amount: order.pricing.total,
      status: "refunded",
      transactionId: "FORGED",
      method: "mastercard",
      paymentDetails: { orderId: token, paymentId: token, amount: 1 },
    });
    expect(paid.json().data.payment).toMatchObject({ amount: order.pricing.total, method: "paypal" });
    expect(paid.json().data.payment.transactionId).not.toBe("FORGED");
  });

  it("the admin's status change moves the status and nothing else", async () => {
    const admin = await inject("POST", "/api/auth/login", {}, TEST_ADMIN);
    const { order } = await guestOrderPlacer(() => store.app)("mass-assign-admin-guest");
    const before = await db().order.findUniqueOrThrow({ where: { id: order._id } });
    const moved = await store.app.inject({
      method: "PATCH",
      url: `/api/admin/orders/${order.orderNumber}/status`,
      headers: bearer(admin.json().token),
      payload: { status: "cancelled", total: 1, paymentStatus: "completed", userId: shopper.user._id },
    });
    expect(moved.statusCode).toBe(200);
    const after = await db().order.findUniqueOrThrow({ where: { id: order._id } });
    expect(after).toMatchObject({
      status: "cancelled",
      total: before.total,
      paymentStatus: before.paymentStatus,
      userId: null,
    });
    expect((await moveOrder(store.app, admin.json().token, order.orderNumber, "pending")).statusCode).toBe(
      409,
    );
  });

  it("a stock adjustment moves the variant's stock and nothing else: no price, sku, product or history forged", async () => {
    const admin = await inject("POST", "/api/auth/login", {}, TEST_ADMIN);
    const variant = await db().productVariant.findFirstOrThrow({
      where: { archived: false, stock: { gte: 3 } },
      orderBy: { id: "desc" },
    });
    const others = () =>
      db().productVariant.findMany({
        where: { id: { not: variant.id } },
        select: { id: true, stock: true, price: true, salePrice: true },
        orderBy: { id: "asc" },
      });
    const othersBefore = await others();
    const adjusted = await store.app.inject({
      method: "POST",
      url: `/api/admin/variants/${variant.id}/stock`,
      headers: bearer(admin.json().token),
      payload: {
        ...PRIVILEGES,
        delta: -1,
        reason: "damaged",
        discountedPrice: 1,
        sku: "FORGED-SKU",
        archived: true,
        productId: "forged-product",
        actorId: shopper.user._id,
        stockAfter: 999,
        orderId: "forged-order",
      },
    });
    expect(adjusted.statusCode).toBe(200);
    const after = await db().productVariant.findUniqueOrThrow({ where: { id: variant.id } });
    expect(after).toMatchObject({
      stock: variant.stock - 1,
      price: variant.price,
      discountedPrice: variant.discountedPrice,
      salePrice: variant.salePrice,
      sku: variant.sku,
      archived: false,
      productId: variant.productId,
    });
    expect(await others()).toEqual(othersBefore);
    const [change] = await db().stockChange.findMany({
      where: { variantId: variant.id, reason: "adjustment" },
      orderBy: { createdAt: "desc" },
      take: 1,
    });
    expect(change).toMatchObject({ delta: -1, stockAfter: variant.stock - 1, orderId: null });
    expect(change!.actorId).not.toBe(shopper.user._id);
    expect(await admins()).toHaveLength(1);
  });

  it("the admin's product calls refuse role, prices, counts and derived fields, and change nothing", async () => {
    const admin = (await inject("POST", "/api/auth/login", {}, TEST_ADMIN)).json().token;
    const product = await db().product.findFirstOrThrow({
      where: { archivedAt: null },
      include: { variants: { where: { archived: false }, take: 1 } },
    });
    const variant = product.variants[0]!;
    const fresh = {
      name: "Mass Assigned Lamp",
      brand: "samsung",
      category: "electronics",
      subcategory: "smartphone",
      description: "",
      variants: [{ sku: "MASS-ASSIGN-1", options: {}, price: 100, stock: 1 }],
    };
    const attempts: { method: "POST" | "PATCH"; url: string; payload: object }[] = [
      { method: "POST", url: "/api/admin/products", payload: { ...fresh, ...PRIVILEGES, rating: 5 } },
      {
        method: "POST",
        url: "/api/admin/products",
        payload: {
          ...fresh,
          variants: [{ ...fresh.variants[0], salePrice: 1, soldCount: 5, productId: "x" }],
        },
      },
      { method: "PATCH", url: `/api/admin/products/${product.id}`, payload: { ...PRIVILEGES, rating: 5 } },
      {
        method: "PATCH",
        url: `/api/admin/products/${product.id}`,
        payload: { archivedAt: null, reviewCount: 9 },
      },
      {
        method: "PATCH",
        url: `/api/admin/products/${product.id}`,
        payload: {
          variants: [{ _id: variant.id, salePrice: 1, productId: "x", stock: variant.stock + 100 }],
        },
      },
      {
        method: "POST",
        url: "/api/admin/brands",
        payload: { name: "Mass", logo: "/media/x.svg", productCount: 1 },
      },
      {
        method: "PATCH",
        url: "/api/admin/categories/fashion",
        payload: { slug: "x", productCount: 1, role: "admin" },
      },
    ];
    for (const attempt of attempts) {
      const answer = await expectNothingChanged(db(), () =>
        store.app.inject({ ...attempt, headers: bearer(admin) }),
      );
      expect(answer.statusCode, `${attempt.method} ${attempt.url} ${JSON.stringify(attempt.payload)}`).toBe(
        400,
      );
    }
    // A CSV with columns for what the store counts is refused whole.
    const csv = "productSlug,name,brand,category,subcategory,sku,price,stock,soldCount,salePrice,role\r\n";
    const imported = await expectNothingChanged(db(), () =>
      store.app.inject({
        method: "POST",
        url: "/api/admin/products/import?dryRun=false",
        headers: { ...bearer(admin), "content-type": "text/csv" },
        payload: `${csv}${product.slug},${product.name},samsung,electronics,smartphone,${variant.sku},1,1,999,1,admin\r\n`,
      }),
    );
    expect(imported.json().data.errors.map((error: { field: string }) => error.field)).toEqual([
      "soldCount",
      "salePrice",
      "role",
    ]);
  });
});
