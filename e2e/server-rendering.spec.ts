// Server-rendered pages in a real browser: the HTML arrives with the page's content, the browser takes it over
// without fetching the same data again and without a hydration mismatch, and the shopper's own parts (the
// header's name and counts, the cart) fill in once the browser knows who is signed in.
import { expect, test, type Page } from "@playwright/test";
import { addToCart, PRODUCTS, registerShopper, signIn } from "./support/factories.ts";

/** Every API call a page makes, and every console error (React reports a hydration mismatch as one). */
function watch(page: Page) {
  const calls: string[] = [];
  const errors: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/"))
      calls.push(url.pathname + url.search.replace(/sessionId=[^&]+/, "sessionId=*"));
  });
  page.on("console", (message) => {
    // A 404 page's own status is reported as a failed resource; anything else is a fault.
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
      errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { calls, errors };
}

/** Waits until the page has hydrated: the browser's store has read the sign-in (personal screens render). */
async function hydrated(page: Page) {
  await page.waitForLoadState("networkidle");
}

const PERSONAL = ["/api/cart", "/api/wishlist?sessionId=*", "/api/auth/me"];
/**
 * Asked once by the browser, never by the server: whether this store hands out test credentials (an offline
 * store's floating button; a live store answers 404 and shows none). Not page data, so not fetched "again".
 */
const STORE_KIND = ["/api/payments/test-credentials"];

test.describe("server-rendered pages", () => {
  test("a product page arrives whole and hydrates without asking for its data again", async ({ page }) => {
    const { category, slug, name } = PRODUCTS.shoes;
    const answer = await page.request.get(`/product/${category}/${slug}`);
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    expect(html).toContain(`<title>${name} | Nepal Store</title>`);
    expect(html).toContain('"@type":"Product"');

    const { calls, errors } = watch(page);
    await page.goto(`/product/${category}/${slug}`);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await hydrated(page);
    // Only the shopper's own data: the cart (header) and the wishlist (the page's heart).
    expect(calls.filter((call) => !PERSONAL.includes(call) && !STORE_KIND.includes(call))).toEqual([]);
    expect(errors).toEqual([]);

    // Hydrated: the page answers clicks (a size or colour choice, the quantity).
    await page.getByRole("button", { name: /increase quantity/i }).click();
    await expect(
      page
        .getByRole("spinbutton", { name: /quantity/i })
        .or(page.getByText(/^2$/))
        .first(),
    ).toBeVisible();
  });

  test("home and a listing hydrate with no data fetched again and no mismatch", async ({ page }) => {
    const { calls, errors } = watch(page);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Featured Products" })).toBeVisible();
    await hydrated(page);
    await page.goto("/products?brand=apple&sort=price_desc");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await hydrated(page);
    expect(calls.filter((call) => !PERSONAL.includes(call) && !STORE_KIND.includes(call))).toEqual([]);
    expect(errors).toEqual([]);

    // A navigation inside the app fetches the next screen's data as before.
    await page.getByRole("link", { name: "Nepal Store home" }).click();
    await expect(page.getByRole("heading", { name: "Featured Products" })).toBeVisible();
  });

  test("a signed-in shopper's name and cart fill in after hydration, with no mismatch", async ({
    page,
    request,
  }) => {
    const shopper = await registerShopper(request, "Sunita");
    await addToCart(request, shopper, "shoes");
    await signIn(page, shopper);
    const { errors } = watch(page);
    await page.goto(`/product/${PRODUCTS.shoes.category}/${PRODUCTS.shoes.slug}`);
    const header = page.locator("header.site-header");
    await expect(header.getByText("Sunita", { exact: true })).toBeVisible();
    await expect(header.getByRole("link", { name: /Cart/ })).toContainText("1");
    await page.goto("/cart");
    await expect(page.getByText(PRODUCTS.shoes.name).first()).toBeVisible();
    await hydrated(page);
    expect(errors).toEqual([]);
  });

  test("unknown pages and missing products answer 404 with the store's pages", async ({ page }) => {
    const unknown = await page.goto("/no-such-page");
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    const missing = await page.goto("/product/electronics/no-such-phone");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Product Not Found" })).toBeVisible();
  });
});
