// /api/admin/reviews: staff and admins list every review and hide or show one with a reason; the product's
// rating follows at once, the audit log names the moderator; customers and guests are refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refreshProductRating } from "../../src/modules/reviews/service.ts";
import { adminToken, tokenWithRole } from "../support/admin.ts";
import { createTestStore, type TestStore } from "../support/app.ts";
import { bearer, registerShopper } from "../support/factories.ts";
import { auditEvents, expectNothingChanged } from "../security/support.ts";

let store: TestStore;
let admin: string;
let staff: string;
let customer: string;
let product: { id: string };
let reviewId: string;
beforeAll(async () => {
  store = await createTestStore();
  [admin, staff, customer] = await Promise.all([
    adminToken(store.app),
    tokenWithRole(store.app, "staff"),
    tokenWithRole(store.app, "customer"),
  ]);
  product = await store.app.db.product.findFirstOrThrow({
    where: { archivedAt: null, reviews: { some: {} } },
    select: { id: true },
    orderBy: { id: "asc" },
  });
  const buyer = await registerShopper(store.app, { name: "Review Writer" });
  const row = await store.app.db.review.create({
    data: {
      productId: product.id,
      userId: buyer.user._id,
      author: "Review Writer",
      rating: 1,
      comment: "<b>Buy elsewhere</b>",
      verified: true,
    },
  });
  reviewId = row.id;
  // Written to the table directly (the buyer's rule has its own tests): the product's counts take it in.
  await store.app.db.$transaction((tx) => refreshProductRating(tx, product.id));
});
afterAll(() => store.close());

const get = (query: string, token: string | null) =>
  store.app.inject({ method: "GET", url: `/api/admin/reviews${query}`, headers: token ? bearer(token) : {} });
const moderate = (id: string, action: "hide" | "show", token: string | null, payload: object = {}) =>
  store.app.inject({
    method: "POST",
    url: `/api/admin/reviews/${id}/${action}`,
    headers: token ? bearer(token) : {},
    payload,
  });

async function productCounts() {
  const row = await store.app.db.product.findUniqueOrThrow({
    where: { id: product.id },
    select: { rating: true, reviewCount: true, ratingsCount: true },
  });
  const shown = await store.app.db.review.findMany({ where: { productId: product.id, hiddenAt: null } });
  const average = shown.reduce((sum, review) => sum + review.rating, 0) / (shown.length || 1);
  return { row, shown: shown.length, rating: shown.length ? Math.round(average * 10) / 10 : 0 };
}

describe("the admin's reviews", () => {
  it("refuses guests (401) and customers (403), listing and moderating alike", async () => {
    expect((await get("", null)).statusCode).toBe(401);
    expect((await get("", customer)).statusCode).toBe(403);
    await expectNothingChanged(store.app.db, async () => {
      expect((await moderate(reviewId, "hide", customer, { reason: "Because" })).statusCode).toBe(403);
      expect((await moderate(reviewId, "hide", null, { reason: "Because" })).statusCode).toBe(401);
    });
  });

  it("lists reviews newest first for staff, filtered by product and visibility, text as written", async () => {
    const all = await get(`?productId=${product.id}&limit=100`, staff);
    expect(all.statusCode, all.body).toBe(200);
    const { reviews, total } = all.json().data;
    expect(total).toBe(await store.app.db.review.count({ where: { productId: product.id } }));
    expect(reviews.every((review: { product: { _id: string } }) => review.product._id === product.id)).toBe(
      true,
    );
    const dates = reviews.map((review: { createdAt: string }) => review.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const ours = reviews.find((review: { _id: string }) => review._id === reviewId);
    expect(ours).toMatchObject({ comment: "<b>Buy elsewhere</b>", verified: true, hidden: false, rating: 1 });
    expect(ours.user.email).toMatch(/@example\.com$/);
    expect((await get("?visibility=secret", staff)).json().errors[0].message).toBe(
      "Visibility must be one of all, visible, hidden",
    );
  });

  it("hides a review with a reason (staff): out of the rating at once, in the audit log, once", async () => {
    const before = await productCounts();
    expect(before.row.reviewCount).toBe(before.shown);
    const hidden = await moderate(reviewId, "hide", staff, { reason: "  Abusive language  " });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({
      message: "Review hidden",
      data: { review: { _id: reviewId, hidden: true, hiddenReason: "Abusive language" } },
    });
    const after = await productCounts();
    expect(after.row).toEqual({
      rating: after.rating,
      reviewCount: before.shown - 1,
      ratingsCount: before.shown - 1,
    });

    const events = await auditEvents(store.app.db, "admin.review_hidden");
    expect(events).toHaveLength(1);
    expect(events[0]!.detail).toMatchObject({ reviewId, productId: product.id, reason: "Abusive language" });
    const staffId = (
      await store.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(staff) })
    ).json().user._id;
    expect(events[0]!.userId).toBe(staffId);

    const again = await moderate(reviewId, "hide", staff, { reason: "Twice" });
    expect(again.json().message).toBe("The review was already hidden");
    expect(await auditEvents(store.app.db, "admin.review_hidden")).toHaveLength(1);

    const hiddenOnly = (await get("?visibility=hidden", admin)).json().data.reviews;
    expect(hiddenOnly.map((review: { _id: string }) => review._id)).toContain(reviewId);
    const visibleOnly = (await get(`?visibility=visible&productId=${product.id}&limit=100`, admin)).json()
      .data;
    expect(visibleOnly.total).toBe(before.shown - 1);
  });

  it("shows a hidden review again with a reason (admin): back in the rating, in the audit log", async () => {
    const shown = await moderate(reviewId, "show", admin, { reason: "Appeal accepted" });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data.review).toMatchObject({ hidden: false, hiddenReason: "", hiddenAt: null });
    const after = await productCounts();
    expect(after.row).toEqual({ rating: after.rating, reviewCount: after.shown, ratingsCount: after.shown });
    const events = await auditEvents(store.app.db, "admin.review_shown");
    expect(events.map((event) => event.detail.reason)).toEqual(["Appeal accepted"]);
  });

  it("answers 404 for an unknown review and 400 without a reason, changing nothing", async () => {
    await expectNothingChanged(store.app.db, async () => {
      const missing = await moderate("no-such-review", "hide", admin, { reason: "Spam" });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe("review.not_found");
      const bare = await moderate(reviewId, "hide", admin, {});
      expect(bare.statusCode).toBe(400);
      expect(bare.json().errors[0]).toMatchObject({ field: "reason", message: "Reason is required" });
    });
  });
});
