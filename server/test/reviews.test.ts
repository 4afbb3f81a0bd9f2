// Verified reviews (docs/guides/reviews.md): only a buyer reviews, once; edits and deletes are their own; the
// product's rating and counts follow in the same transaction; hidden reviews do not count.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REVIEW_COMMENT_MAX } from "@store/shared/reviews";
import { adminToken } from "./support/admin.ts";
import { createTestStore, type TestStore } from "./support/app.ts";
import { bearer, registerShopper, type RegisteredShopper } from "./support/factories.ts";
import { orderBody } from "./support/orders.ts";
import { payWithPaypal } from "./support/payments.ts";

let store: TestStore;
let products: { id: string; slug: string; categorySlug: string }[];
let next = 0;
beforeAll(async () => {
  store = await createTestStore();
  products = await store.app.db.product.findMany({
    where: { stock: { gte: 20 }, colors: "[]", salePrice: { lt: 5000 }, archivedAt: null },
    select: { id: true, slug: true, categorySlug: true },
    orderBy: { id: "asc" },
    take: 12,
  });
});
afterAll(() => store.close());

/** A product no other test of this file reviews. */
const freshProduct = () => products[next++]!;

type Headers = Record<string, string>;
const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, headers: Headers, payload?: object) =>
  store.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const review = (productId: string, headers: Headers, payload: object) =>
  call("POST", `/api/products/${productId}/reviews`, headers, payload);
const mine = (productId: string, headers: Headers) =>
  call("GET", `/api/products/${productId}/reviews/mine`, headers);
const productPage = async (productId: string) =>
  (await call("GET", `/api/products/${productId}`, {})).json().product;

/** Places an order of the product as the shopper; pays it by PayPal when `pay`. Answers the order. */
async function buy(shopper: RegisteredShopper, productId: string, pay = true) {
  const headers = bearer(shopper.token);
  const placed = await call(
    "POST",
    "/api/orders",
    headers,
    orderBody([{ productId, quantity: 1 }], { payment: "paypal" }),
  );
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json().data.order as { _id: string; orderNumber: string; pricing: { total: number } };
  if (pay) {
    const paid = await payWithPaypal(store.app, headers, order);
    expect(paid.statusCode, paid.body).toBe(200);
  }
  return order;
}

/** The product's rating and counts as the database holds them, and as its reviews say they should be. */
async function ratingOf(productId: string) {
  const product = await store.app.db.product.findUniqueOrThrow({
    where: { id: productId },
    select: { rating: true, reviewCount: true, ratingsCount: true },
  });
  const shown = await store.app.db.review.findMany({ where: { productId, hiddenAt: null } });
  const average = shown.length ? shown.reduce((sum, row) => sum + row.rating, 0) / shown.length : 0;
  return { product, expected: { rating: Math.round(average * 10) / 10, count: shown.length } };
}

describe("who may review", () => {
  it("asks a guest to sign in (401) and writes nothing", async () => {
    const { id } = products[0]!;
    const before = await store.app.db.review.count();
    const answer = await review(id, {}, { rating: 5, comment: "Great phone" });
    expect(answer.statusCode).toBe(401);
    expect(answer.json().code).toBe("auth.required");
    expect((await mine(id, {})).statusCode).toBe(401);
    expect(await store.app.db.review.count()).toBe(before);
  });

  it("refuses a shopper who never ordered the product (403 review.not_purchased)", async () => {
    const { id } = products[0]!;
    const shopper = await registerShopper(store.app);
    const answer = await review(id, bearer(shopper.token), { rating: 4, comment: "Looks nice" });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({
      success: false,
      code: "review.not_purchased",
      message: "Only shoppers who bought this product can review it",
    });
    expect((await mine(id, bearer(shopper.token))).json().data).toEqual({ review: null, canReview: false });
  });

  it("refuses a shopper whose order of the product is not paid yet (403)", async () => {
    const product = freshProduct();
    const shopper = await registerShopper(store.app);
    await buy(shopper, product.id, false);
    const answer = await review(product.id, bearer(shopper.token), { rating: 4, comment: "Not paid yet" });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().code).toBe("review.not_purchased");
    expect(
      await store.app.db.review.count({ where: { productId: product.id, userId: shopper.user._id } }),
    ).toBe(0);
  });

  it("refuses a buyer of another product, and a refunded order no longer counts", async () => {
    const [bought, other] = [freshProduct(), freshProduct()];
    const shopper = await registerShopper(store.app);
    const order = await buy(shopper, bought.id);
    expect((await review(other.id, bearer(shopper.token), { rating: 3, comment: "Hmm" })).statusCode).toBe(
      403,
    );
    await store.app.db.order.update({ where: { id: order._id }, data: { paymentStatus: "refunded" } });
    expect((await review(bought.id, bearer(shopper.token), { rating: 3, comment: "Hmm" })).statusCode).toBe(
      403,
    );
    await store.app.db.order.update({
      where: { id: order._id },
      data: { paymentStatus: "partially_refunded" },
    });
    expect((await review(bought.id, bearer(shopper.token), { rating: 3, comment: "Hmm" })).statusCode).toBe(
      201,
    );
  });

  it("answers 404 for a product that does not exist or is archived", async () => {
    const shopper = await registerShopper(store.app);
    const answer = await review("no-such-product", bearer(shopper.token), { rating: 5, comment: "Nice one" });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().code).toBe("product.not_found");
  });
});

describe("a buyer's review", () => {
  it("is written after a paid order, verified, and moves the product's rating and counts at once", async () => {
    const product = freshProduct();
    const shopper = await registerShopper(store.app, { name: "Maya Gurung" });
    await buy(shopper, product.id);
    expect((await mine(product.id, bearer(shopper.token))).json().data).toEqual({
      review: null,
      canReview: true,
    });
    const before = await productPage(product.id);

    const answer = await review(product.id, bearer(shopper.token), {
      rating: 1,
      comment: "  Broke after a week.  ",
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const { review: written, product: summary } = answer.json().data;
    expect(written).toMatchObject({
      author: "Maya Gurung",
      rating: 1,
      comment: "Broke after a week.",
      verified: true,
      hidden: false,
      editedAt: null,
    });
    const { product: row, expected } = await ratingOf(product.id);
    expect(row).toEqual({
      rating: expected.rating,
      reviewCount: expected.count,
      ratingsCount: expected.count,
    });
    expect(summary).toEqual(row);
    expect(row.reviewCount).toBe(before.reviewCount + 1);

    const after = await productPage(product.id);
    expect(after.reviewCount).toBe(before.reviewCount + 1);
    expect(after.rating).toBe(expected.rating);
    expect(after.reviews[0]).toEqual({
      _id: written._id,
      author: "Maya Gurung",
      rating: 1,
      comment: "Broke after a week.",
      date: written.date,
      verified: true,
    });
    // Seeded reviews were not written by a buyer.
    expect(after.reviews.slice(1).every((item: { verified: boolean }) => !item.verified)).toBe(true);
    // The listing's rating sort reads the same column.
    const listed = await call(
      "GET",
      `/api/products?search=${encodeURIComponent(product.slug)}&limit=100`,
      {},
    );
    const found = listed.json().products.find((item: { _id: string }) => item._id === product.id);
    if (found) expect(found.rating).toBe(expected.rating);

    expect((await mine(product.id, bearer(shopper.token))).json().data).toEqual({
      review: written,
      canReview: false,
    });
  });

  it("is allowed after a delivered order whatever its payment (cash on delivery not yet recorded)", async () => {
    const product = freshProduct();
    const shopper = await registerShopper(store.app);
    const order = await buy(shopper, product.id, false);
    await store.app.db.order.update({ where: { id: order._id }, data: { status: "delivered" } });
    const answer = await review(product.id, bearer(shopper.token), { rating: 5, comment: "Arrived well" });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().data.review.verified).toBe(true);
  });

  it("is one per shopper and product: a second is a 409, also when two arrive at once", async () => {
    const [first, second] = [freshProduct(), freshProduct()];
    const shopper = await registerShopper(store.app);
    await buy(shopper, first.id);
    await buy(shopper, second.id);
    const headers = bearer(shopper.token);
    expect((await review(first.id, headers, { rating: 4, comment: "Good" })).statusCode).toBe(201);
    const again = await review(first.id, headers, { rating: 5, comment: "Even better" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: "review.already_written",
      message: "You have already reviewed this product: edit your review instead",
    });

    const race = await Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        review(second.id, headers, { rating: 5, comment: `Race ${index}` }),
      ),
    );
    expect(race.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(
      await store.app.db.review.count({ where: { productId: second.id, userId: shopper.user._id } }),
    ).toBe(1);
    const { product: row, expected } = await ratingOf(second.id);
    expect(row.reviewCount).toBe(expected.count);
  });

  it("keeps both reviews and an exact count when two buyers review one product at once", async () => {
    const product = freshProduct();
    const shoppers = await Promise.all([registerShopper(store.app), registerShopper(store.app)]);
    for (const shopper of shoppers) await buy(shopper, product.id);
    const before = (await ratingOf(product.id)).product.reviewCount;
    const answers = await Promise.all(
      shoppers.map((shopper, index) =>
        review(product.id, bearer(shopper.token), { rating: index + 1, comment: "At the same time" }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const { product: row, expected } = await ratingOf(product.id);
    expect(row.reviewCount).toBe(before + 2);
    expect(row).toEqual({
      rating: expected.rating,
      reviewCount: expected.count,
      ratingsCount: expected.count,
    });
  });

  it("is edited and deleted by its author only; the rating follows each change", async () => {
    const product = freshProduct();
    const [author, other] = await Promise.all([registerShopper(store.app), registerShopper(store.app)]);
    await buy(author, product.id);
    await buy(other, product.id);
    const url = `/api/products/${product.id}/reviews/mine`;
    const written = (await review(product.id, bearer(author.token), { rating: 2, comment: "Meh" })).json()
      .data.review;

    // Another shopper (even a buyer) has no review here to change: 404, and the author's stays as it was.
    for (const method of ["PATCH", "DELETE"] as const) {
      const answer = await call(
        method,
        url,
        bearer(other.token),
        method === "PATCH" ? { rating: 1 } : undefined,
      );
      expect(answer.statusCode).toBe(404);
      expect(answer.json().code).toBe("review.not_found");
    }
    expect(await store.app.db.review.findUniqueOrThrow({ where: { id: written._id } })).toMatchObject({
      rating: 2,
      comment: "Meh",
    });

    const edited = await call("PATCH", url, bearer(author.token), {
      rating: 5,
      comment: " Better after an update ",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.review).toMatchObject({
      _id: written._id,
      rating: 5,
      comment: "Better after an update",
    });
    expect(edited.json().data.review.editedAt).not.toBeNull();
    let state = await ratingOf(product.id);
    expect(state.product.rating).toBe(state.expected.rating);
    expect(edited.json().data.product).toEqual(state.product);

    const starsOnly = await call("PATCH", url, bearer(author.token), { rating: 4 });
    expect(starsOnly.json().data.review).toMatchObject({ rating: 4, comment: "Better after an update" });

    const countBefore = state.product.reviewCount;
    const deleted = await call("DELETE", url, bearer(author.token));
    expect(deleted.statusCode).toBe(200);
    state = await ratingOf(product.id);
    expect(state.product.reviewCount).toBe(countBefore - 1);
    expect(deleted.json().data.product).toEqual(state.product);
    expect(await store.app.db.review.findUnique({ where: { id: written._id } })).toBeNull();
    expect((await call("DELETE", url, bearer(author.token))).statusCode).toBe(404);
    expect((await call("PATCH", url, bearer(author.token), { rating: 3 })).statusCode).toBe(404);
    // After deleting, the buyer may write again.
    expect(
      (await review(product.id, bearer(author.token), { rating: 3, comment: "Second go" })).statusCode,
    ).toBe(201);
  });
});

describe("hidden reviews", () => {
  it("leave the product page and its rating, and come back when shown again", async () => {
    const product = freshProduct();
    const shopper = await registerShopper(store.app);
    await buy(shopper, product.id);
    const written = (
      await review(product.id, bearer(shopper.token), { rating: 1, comment: "Spam spam" })
    ).json().data.review;
    const withIt = await ratingOf(product.id);
    const token = await adminToken(store.app);

    const hidden = await call("POST", `/api/admin/reviews/${written._id}/hide`, bearer(token), {
      reason: "Off-topic",
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const without = await ratingOf(product.id);
    expect(without.product.reviewCount).toBe(withIt.product.reviewCount - 1);
    expect(without.product.rating).toBe(without.expected.rating);
    const page = await productPage(product.id);
    expect(page.reviews.map((item: { _id: string }) => item._id)).not.toContain(written._id);
    expect(page.reviewCount).toBe(without.product.reviewCount);
    // Its author still sees it, marked hidden, and cannot write a second one.
    expect((await mine(product.id, bearer(shopper.token))).json().data.review).toMatchObject({
      _id: written._id,
      hidden: true,
    });
    expect(
      (await review(product.id, bearer(shopper.token), { rating: 5, comment: "Again" })).statusCode,
    ).toBe(409);
    // Editing a hidden review keeps it hidden and out of the count.
    await call("PATCH", `/api/products/${product.id}/reviews/mine`, bearer(shopper.token), { rating: 2 });
    expect((await ratingOf(product.id)).product.reviewCount).toBe(without.product.reviewCount);

    await call("POST", `/api/admin/reviews/${written._id}/show`, bearer(token), { reason: "Checked again" });
    const back = await ratingOf(product.id);
    expect(back.product.reviewCount).toBe(withIt.product.reviewCount);
    expect(back.product.rating).toBe(back.expected.rating);
  });
});

describe("what a review may say", () => {
  const cases: [string, object, string, string][] = [
    ["no rating", { comment: "Good" }, "rating", "Rating must be a number from 1 to 5"],
    ["0 stars", { rating: 0, comment: "Good" }, "rating", "Rating must be at least 1 star"],
    ["6 stars", { rating: 6, comment: "Good" }, "rating", "Rating must be at most 5 stars"],
    ["half a star", { rating: 3.5, comment: "Good" }, "rating", "Rating must be a whole number of stars"],
    ["stars as text", { rating: "5", comment: "Good" }, "rating", "Rating must be a number from 1 to 5"],
    ["no comment", { rating: 5 }, "comment", "Comment is required"],
    ["blank comment", { rating: 5, comment: "     " }, "comment", "Comment must be at least 3 characters"],
    [
      "too long a comment",
      { rating: 5, comment: "x".repeat(REVIEW_COMMENT_MAX + 1) },
      "comment",
      `Comment must be at most ${REVIEW_COMMENT_MAX} characters`,
    ],
  ];
  it.each(cases)("refuses %s with a 400 naming the field", async (_name, payload, field, message) => {
    const shopper = await registerShopper(store.app);
    const answer = await review(products[0]!.id, bearer(shopper.token), payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toContainEqual(expect.objectContaining({ field, message }));
  });

  it("refuses an edit that changes nothing", async () => {
    const shopper = await registerShopper(store.app);
    const answer = await call(
      "PATCH",
      `/api/products/${products[0]!.id}/reviews/mine`,
      bearer(shopper.token),
      {},
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain("Give a rating or a comment to change");
  });
});
