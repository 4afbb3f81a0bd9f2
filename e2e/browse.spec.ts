// A guest browses: home, the listing with its filters and sort in the URL, a product page; the 404 page and the
// footer's links.
import { expect, test, type Page } from "@playwright/test";

/** The names of the product cards shown, in order. */
async function shownProducts(page: Page): Promise<string[]> {
  return page.getByRole("article").getByRole("heading", { level: 3 }).allTextContents();
}

/** The prices of the product cards shown (the price paid now), in order. */
async function shownPrices(page: Page): Promise<number[]> {
  const texts = await page.getByRole("article").locator(".price strong").allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d]/g, "")));
}

test("a guest goes from home to a filtered, sorted listing and on to a product", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Shop By Brands" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Featured Products" })).toBeVisible();
  await expect(page.getByText("Delivery in 24 hours")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Best Selling" })).toBeVisible();

  await page.getByRole("link", { name: "View All Products" }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole("heading", { level: 1, name: "All products" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "170 products" })).toBeVisible();

  await page.getByLabel("Category").selectOption({ label: "Electronics" });
  await expect(page).toHaveURL(/[?&]category=electronics(&|$)/);
  await expect(page.getByRole("heading", { level: 1, name: "Electronics" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "29 products" })).toBeVisible();

  await page.getByLabel("Subcategory").selectOption({ label: "Smartphones" });
  await expect(page).toHaveURL(/[?&]sub=smartphone(&|$)/);
  await expect(page.getByRole("status").filter({ hasText: "7 products" })).toBeVisible();
  const featuredOrder = await shownProducts(page);

  await page.getByLabel("Sort by").selectOption({ label: "Price: low to high" });
  await expect(page).toHaveURL(/[?&]sort=price_asc(&|$)/);
  await expect(page.getByRole("article").first()).toContainText("Redmi 13C");
  const ascending = await shownPrices(page);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  expect(await shownProducts(page)).not.toEqual(featuredOrder);

  await page.getByLabel("Sort by").selectOption({ label: "Price: high to low" });
  await expect(page).toHaveURL(/[?&]sort=price_desc(&|$)/);
  await expect(page.getByRole("article").first()).toContainText("Samsung Galaxy S24 Ultra");
  const descending = await shownPrices(page);
  expect(descending).toEqual([...ascending].reverse());

  await page.getByLabel("Min price (Rs)").fill("50000");
  await page.getByLabel("Max price (Rs)").fill("150000");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/[?&]minPrice=50000(&|$)/);
  await expect(page).toHaveURL(/[?&]maxPrice=150000(&|$)/);
  await expect(page.getByRole("status").filter({ hasText: "2 products" })).toBeVisible();
  expect(await shownProducts(page)).toEqual(["iPhone 15", "Samsung Galaxy A55 5G"]);

  await page.getByLabel("Min price (Rs)").fill("");
  await page.getByLabel("Max price (Rs)").fill("");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).not.toHaveURL(/minPrice=/);
  await page.getByLabel("In stock only").check();
  await expect(page).toHaveURL(/[?&]inStock=true(&|$)/);
  await expect(page.getByRole("status").filter({ hasText: "6 products" })).toBeVisible();
  expect(await shownProducts(page)).not.toContain("Redmi 13C");

  // The filters survive a reload: they live in the URL.
  await page.reload();
  await expect(page.getByLabel("Sort by")).toHaveValue("price_desc");
  await expect(page.getByLabel("In stock only")).toBeChecked();
  await expect(page.getByRole("status").filter({ hasText: "6 products" })).toBeVisible();

  await page.getByRole("link", { name: "Samsung Galaxy A55 5G" }).click();
  await expect(page).toHaveURL(/\/product\/electronics\/samsung-galaxy-a55-5g$/);
  await expect(page.getByRole("heading", { level: 1, name: "Samsung Galaxy A55 5G" })).toBeVisible();
  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(breadcrumb.getByRole("link", { name: "electronics" })).toHaveAttribute(
    "href",
    "/category/electronics",
  );
  await expect(page.getByText("Rs 54,999", { exact: true })).toBeVisible();
  // Three colours and two storages wait for the shopper; the one memory is chosen already.
  await expect(page.getByRole("button", { name: "Awesome Navy" })).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByRole("radio", { name: "8GB", exact: true })).toBeChecked();
  await expect(page.getByRole("radio", { name: "128GB", exact: true })).not.toBeChecked();
  await page.getByRole("button", { name: "Awesome Navy" }).click();
  await expect(page.getByRole("button", { name: "Awesome Navy" })).toHaveAttribute("aria-pressed", "true");
  // The picture is the phone's drawing in the chosen colour.
  await expect(page.getByRole("img", { name: "Samsung Galaxy A55 5G", exact: true })).toHaveAttribute(
    "src",
    /^\/media\/products\/electronics\/smartphone\/samsung-galaxy-a55-5g-\d-awesome-navy\.svg$/,
  );
  await expect(page.getByRole("button", { name: "Add to Cart" })).toBeEnabled();
  await expect(page.getByRole("heading", { name: "Related products" })).toBeVisible();
});

test("an unknown address shows the 404 page, whose buttons go back and home", async ({ page }) => {
  await page.goto("/products");
  await expect(page.getByRole("heading", { level: 1, name: "All products" })).toBeVisible();

  // /about is one of the footer's quick links that have no page (docs/STOREFRONT.md "Screens and routes").
  await page.getByRole("contentinfo").getByRole("link", { name: "About us" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await page.getByRole("button", { name: "GO BACK" }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole("heading", { level: 1, name: "All products" })).toBeVisible();

  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "GO TO HOME" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Featured Products" })).toBeVisible();
});

test("the footer's category link lists that category's products", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Computers & Laptops" }).click();
  await expect(page).toHaveURL(/\/category\/computer-laptop$/);
  await expect(page.getByRole("status").filter({ hasText: /^\d+ products?$/ })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "MacBook Air 13 M3" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Samsung Galaxy A55 5G" })).toHaveCount(0);
});

test("on a slow device a ticked filter stays ticked while the listing catches up", async ({ page }) => {
  await page.goto("/products?category=electronics");
  await expect(page.getByRole("status").filter({ hasText: "29 products" })).toBeVisible();
  // A CPU 20 times slower: the router's move to the new URL renders late. Before the filters showed their new
  // value at once, each click left the box unticked for a moment and `check` failed.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("Emulation.setCPUThrottlingRate", { rate: 20 });
  const inStock = page.getByLabel("In stock only");
  await inStock.check();
  await expect(page).toHaveURL(/[?&]inStock=true(&|$)/);
  await inStock.uncheck();
  await expect(page).not.toHaveURL(/inStock=/);
  await devtools.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  await expect(page.getByRole("status").filter({ hasText: "29 products" })).toBeVisible();
});
