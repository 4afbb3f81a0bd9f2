// A guest keeps a wishlist by its session id, and is asked to log in before adding to the cart
// (docs/STOREFRONT.md "Validation").
import { expect, test } from "@playwright/test";
import { PRODUCTS } from "./support/factories.ts";

const shoes = PRODUCTS.shoes;

test("a guest hearts a product, finds it on /wishlist and removes it", async ({ page }) => {
  await page.goto(`/product/${shoes.category}/${shoes.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: shoes.name })).toBeVisible();

  await page.getByRole("button", { name: "Add to wishlist" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Added to wishlist" })).toBeVisible();
  const heart = page.getByRole("button", { name: "In wishlist" });
  await expect(heart).toHaveAttribute("aria-pressed", "true");

  // The wishlist is kept by the server: it is still there after a reload.
  await page.reload();
  await expect(page.getByRole("button", { name: "In wishlist" })).toHaveAttribute("aria-pressed", "true");

  await page.goto("/wishlist");
  await expect(page.getByRole("heading", { level: 1, name: "My Wishlist (1)" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: shoes.name })).toBeVisible();
  await expect(page.getByRole("link", { name: "View Product" })).toHaveAttribute(
    "href",
    `/product/${shoes.category}/${shoes.slug}`,
  );

  await page.getByRole("button", { name: `Remove ${shoes.name} from wishlist` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Item removed from wishlist" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Your wishlist is empty" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Start Shopping" })).toHaveAttribute("href", "/products");

  await page.goto(`/product/${shoes.category}/${shoes.slug}`);
  await expect(page.getByRole("button", { name: "Add to wishlist" })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
});

test("a guest's Add to Cart is refused with a toast and sends them to /login", async ({ page }) => {
  await page.goto(`/product/${shoes.category}/${shoes.slug}`);
  await page.getByRole("button", { name: "Add to Cart" }).click();

  await expect(
    page.getByRole("alert").filter({ hasText: "Please login to add items to cart" }),
  ).toBeVisible();
  // The login page brings the guest back to the product afterwards (issue 29: return-after-sign-in.spec.ts).
  await expect(page).toHaveURL(/\/login\?next=%2Fproduct%2Ffashion%2Fgoldstar-g10-sports-shoes/);
  await expect(page.getByRole("heading", { level: 1, name: "Login" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Cart, 0 items" })).toBeVisible();
});
