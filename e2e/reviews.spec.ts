// Verified reviews: a shopper who has not bought a product is told only buyers review it; after buying it with
// PayPal they write a review on the product page, see it marked "Verified purchase" with the rating and count
// updated at once, edit it, and an XSS-looking comment shows as the text typed. axe finds nothing serious, wide
// and narrow, and screenshots go to /tmp/shots-reviews/.
import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { approveAtPaypal, checkoutToConfirmation, expectOrderPlaced, shopNow } from "./support/checkout.ts";
import { orderRequest, payWithPaypal, registerShopper, signIn } from "./support/factories.ts";
import { seriousAccessibilityFindings } from "./support/accessibility.ts";

/** A seeded product with one variant and no reviews, which no other journey buys or reviews. */
const PRODUCT = {
  category: "groceries",
  slug: "tokla-premium-ctc-tea-500-g",
  name: "Tokla Premium CTC Tea 500 g",
};
const PAGE = `/product/${PRODUCT.category}/${PRODUCT.slug}`;
const SHOTS = "/tmp/shots-reviews";
const COMMENT = '<img src=x onerror="alert(1)"> Strong and fresh, <script>alert(2)</script> good with milk.';

async function openReviews(page: Page) {
  await page.goto(PAGE);
  await expect(page.getByRole("heading", { level: 1, name: PRODUCT.name })).toBeVisible();
  await page.getByRole("tab", { name: /^Reviews/ }).click();
}

test("a buyer reviews the product they bought: Verified purchase, the rating at once, text kept as text", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  // A script run by the comment would open a dialog: none may.
  page.on("dialog", (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
  const shopper = await registerShopper(request, "Ramesh");
  const { product } = await (await request.get(`/api/products/${PRODUCT.category}/${PRODUCT.slug}`)).json();
  await request.post("/api/cart/add", {
    headers: { authorization: `Bearer ${shopper.token}` },
    data: { productId: product._id, quantity: 1 },
  });
  await signIn(page, shopper);

  // Before buying: only buyers review.
  await openReviews(page);
  await expect(page.getByText("Only shoppers who bought this product can review it.")).toBeVisible();
  await expect(page.getByRole("group", { name: "Your rating" })).toHaveCount(0);

  await shopNow(page);
  await checkoutToConfirmation(page, shopper, "PayPal");
  await page.getByRole("button", { name: "CONFIRM" }).click();
  await approveAtPaypal(page);
  await expectOrderPlaced(page, request, shopper, "paypal");

  await openReviews(page);
  const before = (await (await request.get(`/api/products/${product._id}`)).json()).product;
  await expect(page.getByRole("tab", { name: `Reviews (${before.reviewCount})` })).toBeVisible();
  const form = page.getByRole("form", { name: "Write a review" });
  await expect(form).toBeVisible();
  // Nothing chosen: the form says what is missing.
  await form.getByRole("button", { name: "Submit review" }).click();
  await expect(form.getByText("Please choose a rating from 1 to 5 stars")).toBeVisible();
  // The stars are a radio group reached by keyboard.
  await form.getByRole("radio", { name: "1 star", exact: true }).focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(form.getByRole("radio", { name: "4 stars" })).toBeChecked();
  await form.getByLabel("Your review").fill(COMMENT);
  await form.getByRole("button", { name: "Submit review" }).click();

  await expect(
    page.getByRole("status").filter({ hasText: "Thank you! Your review has been posted." }),
  ).toBeVisible();
  const count = before.reviewCount + 1;
  await expect(page.getByRole("tab", { name: `Reviews (${count})` })).toBeVisible();
  const after = (await (await request.get(`/api/products/${product._id}`)).json()).product;
  expect(after.reviewCount).toBe(count);
  await expect(
    page.getByText(`${after.rating.toFixed(1)} out of 5 · ${count} review${count === 1 ? "" : "s"}`),
  ).toBeVisible();

  const listed = page.getByRole("listitem").filter({ hasText: "Ramesh Gurung" });
  await expect(listed.getByText("Verified purchase")).toBeVisible();
  await expect(listed.getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();
  await expect(listed.getByText(COMMENT, { exact: true })).toBeVisible();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  const own = page.getByRole("region", { name: "Your review" });
  await expect(own.getByText(COMMENT, { exact: true })).toBeVisible();

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await listed.scrollIntoViewIfNeeded();
    expect(await seriousAccessibilityFindings(page), `reviews at ${width} px`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `reviews at ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/reviews-${width}.png`, fullPage: true });
    await page.locator(".product-tabs").screenshot({ path: `${SHOTS}/reviews-tab-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Editing the stars moves the rating at once.
  await own.getByRole("button", { name: "Edit review" }).click();
  const edit = page.getByRole("form", { name: "Edit your review" });
  await edit.getByRole("radio", { name: "5 stars" }).check();
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your review has been updated." })).toBeVisible();
  await expect(listed.getByRole("img", { name: "5 out of 5 stars" })).toBeVisible();
  const edited = (await (await request.get(`/api/products/${product._id}`)).json()).product;
  await expect(page.getByText(`${edited.rating.toFixed(1)} out of 5 · ${count} review`)).toBeVisible();

  // A guest sees the review as text, and a way to sign in.
  const guest = await browser.newContext({ baseURL });
  try {
    const guestPage = await guest.newPage();
    await openReviews(guestPage);
    const seen = guestPage.getByRole("listitem").filter({ hasText: "Ramesh Gurung" });
    await expect(seen.getByText(COMMENT, { exact: true })).toBeVisible();
    await expect(seen.getByText("Verified purchase")).toBeVisible();
    await expect(guestPage.getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      `/login?next=${encodeURIComponent(PAGE)}`,
    );
  } finally {
    await guest.close();
  }
});

/** Another seeded product without reviews that no other journey uses: the one whose review the admin hides. */
const HIDDEN_PRODUCT = {
  category: "groceries",
  slug: "dabur-mustard-oil-1-l",
  name: "Dabur Mustard Oil 1 L",
};
const ADMIN = { email: "admin@store.local", password: "Admin@12345" };

test("a moderator hides a review with a reason in the admin: the product page and its count drop it at once", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  const shopper = await registerShopper(request, "Sunita");
  const headers = { authorization: `Bearer ${shopper.token}` };
  const { product } = await (
    await request.get(`/api/products/${HIDDEN_PRODUCT.category}/${HIDDEN_PRODUCT.slug}`)
  ).json();
  const placed = await request.post("/api/orders", {
    headers,
    data: orderRequest(
      { firstName: "Sunita", lastName: "Gurung", email: shopper.email },
      { productId: product._id, quantity: 1 },
    ),
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()).data.order;
  const paid = await payWithPaypal(request, headers, order);
  expect(paid.status()).toBe(200);
  const written = await request.post(`/api/products/${product._id}/reviews`, {
    headers,
    data: { rating: 1, comment: "Buy my oil at cheap-oil.example instead!!!" },
  });
  expect(written.status()).toBe(201);
  expect((await written.json()).data.product.reviewCount).toBe(product.reviewCount + 1);

  const login = await (await request.post("/api/auth/login", { data: ADMIN })).json();
  await signIn(page, login);
  await page.goto("/admin");
  await page.getByRole("navigation").getByRole("link", { name: "Reviews" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reviews" })).toBeVisible();
  await page.getByRole("link", { name: HIDDEN_PRODUCT.name }).first().click();
  await expect(page).toHaveURL(new RegExp(`productId=${product._id}`));
  const row = page.getByRole("row").filter({ hasText: "cheap-oil.example" });
  await expect(row.getByText("Verified purchase")).toBeVisible();
  await row.getByRole("button", { name: `Hide: review by Sunita Gurung of ${HIDDEN_PRODUCT.name}` }).click();
  await row.getByLabel("Why hide it?").fill("Advertising another shop");
  await row.getByRole("button", { name: "Hide", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Review hidden" })).toBeVisible();
  await expect(row.getByText("Hidden", { exact: true })).toBeVisible();
  await expect(row.getByText("Advertising another shop")).toBeVisible();

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousAccessibilityFindings(page), `admin reviews at ${width} px`).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/admin-reviews-${width}.png`, fullPage: true });
  }

  const guest = await browser.newContext({ baseURL });
  try {
    const guestPage = await guest.newPage();
    await guestPage.goto(`/product/${HIDDEN_PRODUCT.category}/${HIDDEN_PRODUCT.slug}`);
    await guestPage.getByRole("tab", { name: `Reviews (${product.reviewCount})` }).click();
    await expect(guestPage.getByText("cheap-oil.example")).toHaveCount(0);
  } finally {
    await guest.close();
  }
});
