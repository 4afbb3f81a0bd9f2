// Variants (docs/guides/catalogue.md): a product's page lists them and derives its fields from them; the cart
// and orders buy a variant, at its price, from its stock; stock moves are recorded with their reason.
import type { ProductAnswer } from "@store/shared/catalog";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refreshProducts } from "../src/modules/catalog/variants.ts";
import { createTestStore, type TestStore } from "./support/app.ts";
import { addProduct, setStock, variantsOf } from "./support/catalog-products.ts";
import { TEST_ADMIN } from "./support/constants.ts";
import { moveOrder, orderBody } from "./support/orders.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

const guest = (id: string) => ({ "x-session-id": id });
const addToCart = (sessionId: string, payload: object) =>
  store.app.inject({ method: "POST", url: "/api/cart/add", headers: guest(sessionId), payload });
const placeOrder = (sessionId: string, items: object[]) =>
  store.app.inject({
    method: "POST",
    url: "/api/orders",
    headers: guest(sessionId),
    payload: orderBody(items as never),
  });
const productPage = async (id: string) =>
  (await store.app.inject({ method: "GET", url: `/api/products/${id}` })).json<ProductAnswer>().product;

/** A phone with two colours x two storages, the 256 GB ones dearer, each variant with its own stock. */
async function twoByTwoPhone(name: string) {
  const product = await addProduct(store.app.db, {
    name,
    price: 50_000,
    colors: JSON.stringify(["Black", "Blue"]),
    storage: JSON.stringify(["128GB", "256GB"]),
    stock: 0,
  });
  const variants = await variantsOf(store.app.db, product.id);
  const stocks = [4, 3, 2, 1];
  await store.app.db.$transaction(async (tx) => {
    for (const [index, variant] of variants.entries()) {
      const dearer = variant.storage === "256GB";
      await tx.productVariant.update({
        where: { id: variant.id },
        data: {
          stock: stocks[index]!,
          price: dearer ? 60_000 : 50_000,
          discountedPrice: dearer ? 57_000 : null,
          salePrice: dearer ? 57_000 : 50_000,
          image: variant.color === "Blue" ? "/media/blue-phone.svg" : null,
        },
      });
    }
    await refreshProducts(tx, [product.id]);
  });
  return { product, variants: await variantsOf(store.app.db, product.id) };
}

describe("a product's variants", () => {
  it("are listed on its page, and its price, stock and options derive from them", async () => {
    const { product, variants } = await twoByTwoPhone("Variant Phone A");
    const page = await productPage(product.id);
    expect(page.variants).toEqual(
      variants.map((variant) => ({
        _id: variant.id,
        sku: variant.sku,
        options: { color: variant.color, storage: variant.storage },
        price: variant.price,
        discountedPrice: variant.discountedPrice,
        stock: variant.stock,
        image: variant.image,
      })),
    );
    expect(page).toMatchObject({
      price: 50_000,
      discountedPrice: null,
      stock: 10,
      colors: ["Black", "Blue"],
      memory: [],
      storage: ["128GB", "256GB"],
    });
    // The grid reads the product's own columns: they say the same.
    const row = await store.app.db.product.findUniqueOrThrow({ where: { id: product.id } });
    expect([row.price, row.discountedPrice, row.salePrice, row.stock]).toEqual([50_000, null, 50_000, 10]);
  });

  it("takes the price of the variant a shopper pays least for, its discounted price when it has one", async () => {
    const { product, variants } = await twoByTwoPhone("Variant Phone B");
    await store.app.db.$transaction(async (tx) => {
      await tx.productVariant.update({
        where: { id: variants[3]!.id },
        data: { price: 60_000, discountedPrice: 45_000, salePrice: 45_000 },
      });
      await refreshProducts(tx, [product.id]);
    });
    expect(await productPage(product.id)).toMatchObject({ price: 60_000, discountedPrice: 45_000 });
    const row = await store.app.db.product.findUniqueOrThrow({ where: { id: product.id } });
    expect(row.salePrice).toBe(45_000);
  });

  it("leaves archived variants off the page, its stock and its options", async () => {
    const { product, variants } = await twoByTwoPhone("Variant Phone C");
    await store.app.db.$transaction(async (tx) => {
      await tx.productVariant.updateMany({
        where: { id: { in: [variants[2]!.id, variants[3]!.id] } },
        data: { archived: true },
      });
      await refreshProducts(tx, [product.id]);
    });
    const page = await productPage(product.id);
    expect(page.variants.map((variant) => variant._id)).toEqual([variants[0]!.id, variants[1]!.id]);
    expect(page).toMatchObject({ stock: 7, colors: ["Black"], storage: ["128GB", "256GB"] });
  });

  it("makes a 512 GB phone of the seed dearer than its 128 GB one", async () => {
    const iphone = await store.app.db.product.findFirstOrThrow({ where: { slug: "iphone-15-pro" } });
    const page = await productPage(iphone.id);
    const byStorage = (storage: string) =>
      page.variants.find(
        (variant) => variant.options.storage === storage && variant.options.color === page.colors[0],
      )!;
    expect(byStorage("512GB").price).toBeGreaterThan(byStorage("128GB").price);
    expect(page.price).toBe(byStorage("128GB").price);
    expect(page.stock).toBe(page.variants.reduce((sum, variant) => sum + variant.stock, 0));
    expect(new Set(page.variants.map((variant) => variant.sku)).size).toBe(page.variants.length);
  });

  it("moves the catalogue version on when only a variant changes", async () => {
    const { variants } = await twoByTwoPhone("Variant Phone D");
    const before = await store.app.reader.catalogueVersion();
    await store.app.db.productVariant.update({ where: { id: variants[0]!.id }, data: { price: 49_000 } });
    expect(await store.app.reader.catalogueVersion()).toBeGreaterThan(before);
  });
});

describe("the cart buys variants", () => {
  it("adds the variant named by variantId, at its price, with its sku, options and image", async () => {
    const { product, variants } = await twoByTwoPhone("Cart Phone A");
    const blue256 = variants.find((variant) => variant.color === "Blue" && variant.storage === "256GB")!;
    const response = await addToCart("variant-cart-0001", {
      productId: product.id,
      variantId: blue256.id,
      quantity: 1,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.items[0]).toMatchObject({
      variantId: blue256.id,
      sku: blue256.sku,
      price: 57_000,
      total: 57_000,
      color: "Blue",
      memory: "",
      storage: "256GB",
      size: "",
      productImage: "/media/blue-phone.svg",
      product: { stock: blue256.stock },
    });
  });

  it("picks the variant by options, the first value of each left out, and keeps variants apart", async () => {
    const { product, variants } = await twoByTwoPhone("Cart Phone B");
    await addToCart("variant-cart-0002", { productId: product.id, quantity: 1 });
    await addToCart("variant-cart-0002", { productId: product.id, quantity: 1, color: "blue" });
    const cart = (
      await addToCart("variant-cart-0002", { productId: product.id, quantity: 1, storage: "256GB" })
    ).json().data;
    expect(
      cart.items.map((item: { variantId: string; price: number }) => [item.variantId, item.price]),
    ).toEqual([
      [variants[0]!.id, 50_000],
      [variants.find((v) => v.color === "Blue" && v.storage === "128GB")!.id, 50_000],
      [variants.find((v) => v.color === "Black" && v.storage === "256GB")!.id, 57_000],
    ]);
  });

  it("refuses a variant not on sale (404) and a combination no variant has (400), each with its code", async () => {
    const { product, variants } = await twoByTwoPhone("Cart Phone C");
    const other = await addProduct(store.app.db, { name: "Someone Else's Phone" });
    const [otherVariant] = await variantsOf(store.app.db, other.id);
    const foreign = await addToCart("variant-cart-0003", {
      productId: product.id,
      variantId: otherVariant!.id,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe("variant.not_found");
    const blue256 = variants.find((v) => v.color === "Blue" && v.storage === "256GB")!;
    await store.app.db.productVariant.update({ where: { id: blue256.id }, data: { archived: true } });
    const archived = await addToCart("variant-cart-0003", { productId: product.id, variantId: blue256.id });
    expect(archived.statusCode).toBe(404);
    expect(archived.json().code).toBe("variant.not_found");
    const combination = await addToCart("variant-cart-0003", {
      productId: product.id,
      color: "Blue",
      storage: "256GB",
    });
    expect(combination.statusCode).toBe(400);
    expect(combination.json()).toMatchObject({
      code: "variant.combination_unavailable",
      message: "This product is not sold as Blue, 256GB: choose another combination",
    });
    expect(await store.app.db.cart.count({ where: { sessionId: "variant-cart-0003" } })).toBe(0);
  });

  it("holds a line to its variant's stock, whatever the product's other variants hold", async () => {
    const { product, variants } = await twoByTwoPhone("Cart Phone D");
    const last = variants[3]!; // one in stock
    const response = await addToCart("variant-cart-0004", {
      productId: product.id,
      variantId: last.id,
      quantity: 2,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: "stock.insufficient",
      message: `Only 1 left in stock for Cart Phone D (${last.color}, ${last.storage})`,
    });
  });
});

describe("orders buy variants", () => {
  it("records each line's variant and sku at its price, and takes the stock of that variant only", async () => {
    const { product, variants } = await twoByTwoPhone("Order Phone A");
    const black256 = variants.find((v) => v.color === "Black" && v.storage === "256GB")!;
    const response = await placeOrder("variant-order-0001", [
      { productId: product.id, variantId: black256.id, quantity: 2 },
      { productId: product.id, quantity: 1 },
    ]);
    expect(response.statusCode).toBe(201);
    const order = response.json().data.order;
    expect(order.items).toMatchObject([
      { variantId: black256.id, sku: black256.sku, price: 57_000, total: 114_000, storage: "256GB" },
      { variantId: variants[0]!.id, sku: variants[0]!.sku, price: 50_000, storage: "128GB" },
    ]);
    const after = await variantsOf(store.app.db, product.id);
    expect(after.map((variant) => variant.stock)).toEqual(
      variants.map((v) => v.stock - (v.id === black256.id ? 2 : v.id === variants[0]!.id ? 1 : 0)),
    );
    expect((await store.app.db.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(7);
    const history = await store.app.db.stockChange.findMany({
      where: { orderId: order._id },
      orderBy: { delta: "asc" },
    });
    expect(history.map((change) => [change.variantId, change.delta, change.reason])).toEqual([
      [black256.id, -2, "order_reserved"],
      [variants[0]!.id, -1, "order_reserved"],
    ]);
  });

  it("puts a cancelled order's stock back on the variants it came from, and says why", async () => {
    const { product, variants } = await twoByTwoPhone("Order Phone B");
    const blue128 = variants.find((v) => v.color === "Blue" && v.storage === "128GB")!;
    const order = (
      await placeOrder("variant-order-0002", [{ productId: product.id, variantId: blue128.id, quantity: 2 }])
    ).json().data.order;
    const admin = (
      await store.app.inject({ method: "POST", url: "/api/auth/login", payload: TEST_ADMIN })
    ).json();
    expect((await moveOrder(store.app, admin.token, order.orderNumber, "cancelled")).statusCode).toBe(200);
    const after = await variantsOf(store.app.db, product.id);
    expect(after.map((variant) => variant.stock)).toEqual(variants.map((variant) => variant.stock));
    expect((await store.app.db.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(10);
    const released = await store.app.db.stockChange.findMany({
      where: { orderId: order._id, reason: "order_released" },
    });
    expect(released.map((change) => [change.variantId, change.delta])).toEqual([[blue128.id, 2]]);
  });

  it("never oversells a variant when many shoppers order its last items at once", async () => {
    const { product, variants } = await twoByTwoPhone("Order Phone C");
    const first = await setStock(store.app.db, product.id, 3);
    const attempts = await Promise.all(
      Array.from({ length: 16 }, (_, n) =>
        placeOrder(`variant-race-${String(n).padStart(4, "0")}`, [
          { productId: product.id, variantId: first.id, quantity: 1 },
        ]),
      ),
    );
    const statuses = attempts.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(13);
    const after = await variantsOf(store.app.db, product.id);
    expect(after.map((variant) => variant.stock)).toEqual([0, 0, 0, 0]);
    expect(variants).toHaveLength(4);
    expect((await store.app.db.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(0);
  });

  it("refuses a line whose variant is not on sale with 400 on that line", async () => {
    const { product, variants } = await twoByTwoPhone("Order Phone D");
    await store.app.db.productVariant.update({ where: { id: variants[1]!.id }, data: { archived: true } });
    const response = await placeOrder("variant-order-0004", [
      { productId: product.id, variantId: variants[1]!.id, quantity: 1 },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "variant.not_found",
      errors: [{ field: "items.0.variantId" }],
    });
  });
});
