// The phone layout at 390 px: home, a product and the cart fit the width (no sideways scrolling) and keep their
// key controls on screen.
import { expect, test, type Page } from "@playwright/test";
import { PRODUCTS, addToCart, registerShopper, signIn } from "./support/factories.ts";

const WIDTH = 390;
test.use({ viewport: { width: WIDTH, height: 844 }, isMobile: true, hasTouch: true });

async function expectNoSidewaysScroll(page: Page) {
  const scrollWidth = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  expect(scrollWidth, "the page is wider than the screen").toBeLessThanOrEqual(WIDTH);
}

test("home fits a 390 px screen", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Featured Products" })).toBeVisible();
  await expect(page.getByRole("article").first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expect(page.getByRole("searchbox", { name: "Search products" })).toBeInViewport();
  await expect(page.getByRole("link", { name: /^Cart, \d+ items$/ })).toBeInViewport();
  await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Shop Now" }).first()).toBeVisible();
  await page.getByRole("heading", { name: "Best Selling" }).scrollIntoViewIfNeeded();
  await expectNoSidewaysScroll(page);
});

test("a product page fits a 390 px screen", async ({ page }) => {
  const phone = PRODUCTS.phone;
  await page.goto(`/product/${phone.category}/${phone.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: phone.name })).toBeVisible();
  await expectNoSidewaysScroll(page);
  for (const name of ["Add to Cart", "Buy Now", "Increase quantity"]) {
    const control = page.getByRole("button", { name, exact: true });
    await control.scrollIntoViewIfNeeded();
    await expect(control).toBeInViewport();
  }
  await page.getByRole("radio", { name: "256GB", exact: true }).check();
  await expect(page.getByRole("radio", { name: "256GB", exact: true })).toBeChecked();
  await expectNoSidewaysScroll(page);
});

test("the cart fits a 390 px screen", async ({ page, request }) => {
  const shopper = await registerShopper(request, "Karma");
  await addToCart(request, shopper, "phone", 1, { color: "Awesome Lilac", storage: "256GB" });
  await addToCart(request, shopper, "shoes", 2, { color: "Grey" });
  await signIn(page, shopper);

  await page.goto("/cart");
  await expect(page.getByRole("heading", { level: 1, name: "Shopping cart" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  const phoneQuantity = page.getByRole("group", { name: `Quantity of ${PRODUCTS.phone.name}` });
  await expect(phoneQuantity.getByRole("button", { name: "Increase quantity" })).toBeInViewport();
  await expect(page.getByLabel(`Select ${PRODUCTS.phone.name}`)).toBeInViewport();
  for (const name of [/^Checkout Selected/, "SHOP NOW"]) {
    const control = page.getByRole("button", { name });
    await control.scrollIntoViewIfNeeded();
    await expect(control).toBeInViewport();
  }
  await page.getByRole("button", { name: "Remove" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Remove Item" });
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeInViewport();
  await expect(dialog.getByRole("button", { name: "Remove" })).toBeInViewport();
  await expectNoSidewaysScroll(page);
});
