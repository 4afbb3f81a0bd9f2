// Signing in or registering with a guest session moves the guest's cart and wishlist into the account.
import { MAX_LINE_QUANTITY } from "@store/shared/cart";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "./support/app.ts";
import { registerShopper } from "./support/factories.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

/** Variants on sale with some stock, of different products, each with its product's id as `productId`. */
async function variants(count: number) {
  const rows = await store.app.db.productVariant.findMany({
    where: { stock: { gte: 5 }, archived: false },
    orderBy: { id: "asc" },
  });
  const oneEach = [...new Map(rows.map((row) => [row.productId, row])).values()];
  return oneEach.slice(0, count);
}

describe("guest cart and wishlist merge", () => {
  it("moves the guest's items into the account at login, adding quantities up to the stock", async () => {
    const shopper = await registerShopper(store.app);
    const [shared, guestOnly, wished] = await variants(3);
    // Another variant of the shared product: the same product in other options is a line of its own.
    const sibling = await store.app.db.productVariant.findFirst({
      where: { productId: shared!.productId, id: { not: shared!.id }, archived: false },
    });
    const userCart = await store.app.db.cart.create({ data: { userId: shopper.user._id } });
    await store.app.db.cartItem.create({
      data: { cartId: userCart.id, productId: shared!.productId, variantId: shared!.id, quantity: 2 },
    });
    const guestCart = await store.app.db.cart.create({ data: { sessionId: "guest-merge-0001" } });
    await store.app.db.cartItem.createMany({
      data: [
        {
          cartId: guestCart.id,
          productId: shared!.productId,
          variantId: shared!.id,
          quantity: shared!.stock,
        },
        { cartId: guestCart.id, productId: guestOnly!.productId, variantId: guestOnly!.id, quantity: 1 },
        ...(sibling
          ? [{ cartId: guestCart.id, productId: sibling.productId, variantId: sibling.id, quantity: 1 }]
          : []),
      ],
    });
    await store.app.db.wishlistEntry.createMany({
      data: [
        { sessionId: "guest-merge-0001", productId: wished!.productId },
        { sessionId: "guest-merge-0001", productId: shared!.productId },
      ],
    });
    await store.app.db.wishlistEntry.create({
      data: { userId: shopper.user._id, productId: shared!.productId },
    });

    const response = await store.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "x-session-id": "guest-merge-0001" },
      payload: { email: shopper.email, password: shopper.password },
    });
    expect(response.statusCode).toBe(200);

    const items = await store.app.db.cartItem.findMany({
      where: { cartId: userCart.id },
      orderBy: { variantId: "asc" },
    });
    // The shared variant's quantities add up to its stock (or the most a line may hold), no further; other
    // variants stay lines of their own.
    const most = Math.min(shared!.stock, MAX_LINE_QUANTITY);
    expect(items.map((item) => [item.variantId, item.quantity])).toEqual(
      [[shared!.id, most], [guestOnly!.id, 1], ...(sibling ? [[sibling.id, 1]] : [])].sort((a, b) =>
        String(a[0]).localeCompare(String(b[0])),
      ),
    );
    const wishlist = await store.app.db.wishlistEntry.findMany({ where: { userId: shopper.user._id } });
    expect(wishlist.map((entry) => entry.productId).sort()).toEqual(
      [shared!.productId, wished!.productId].sort(),
    );
    expect(await store.app.db.cart.findUnique({ where: { sessionId: "guest-merge-0001" } })).toBeNull();
    expect(await store.app.db.wishlistEntry.count({ where: { sessionId: "guest-merge-0001" } })).toBe(0);
  });

  it("adds quantities up to the most one line may hold, however much stock there is", async () => {
    const shopper = await registerShopper(store.app);
    const roomy = await store.app.db.productVariant.findFirstOrThrow({
      where: { stock: { gte: 3 * MAX_LINE_QUANTITY }, archived: false },
      orderBy: { id: "asc" },
    });
    const line = { productId: roomy.productId, variantId: roomy.id };
    const userCart = await store.app.db.cart.create({ data: { userId: shopper.user._id } });
    await store.app.db.cartItem.create({ data: { cartId: userCart.id, ...line, quantity: 3 } });
    const guestCart = await store.app.db.cart.create({ data: { sessionId: "guest-merge-0003" } });
    await store.app.db.cartItem.create({
      data: { cartId: guestCart.id, ...line, quantity: MAX_LINE_QUANTITY },
    });
    const response = await store.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "x-session-id": "guest-merge-0003" },
      payload: { email: shopper.email, password: shopper.password },
    });
    expect(response.statusCode).toBe(200);
    const items = await store.app.db.cartItem.findMany({ where: { cartId: userCart.id } });
    expect(items.map((item) => item.quantity)).toEqual([MAX_LINE_QUANTITY]);
  });

  it("gives a new account the guest's cart at registration", async () => {
    const [variant] = await variants(1);
    const guestCart = await store.app.db.cart.create({ data: { sessionId: "guest-merge-0002" } });
    await store.app.db.cartItem.create({
      data: { cartId: guestCart.id, productId: variant!.productId, variantId: variant!.id, quantity: 3 },
    });
    const response = await store.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { "x-session-id": "guest-merge-0002" },
      payload: { name: "Nisha Tamang", email: "nisha.merge@example.com", password: "Secret123" },
    });
    expect(response.statusCode).toBe(201);
    const cart = await store.app.db.cart.findUnique({
      where: { userId: response.json().user._id },
      include: { items: true },
    });
    expect(cart?.items.map((item) => [item.variantId, item.quantity])).toEqual([[variant!.id, 3]]);
  });

  it("leaves everything alone when the guest had nothing", async () => {
    const shopper = await registerShopper(store.app);
    const response = await store.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "x-session-id": "guest-with-nothing" },
      payload: { email: shopper.email, password: shopper.password },
    });
    expect(response.statusCode).toBe(200);
    expect(await store.app.db.cart.findUnique({ where: { userId: shopper.user._id } })).toBeNull();
  });
});
