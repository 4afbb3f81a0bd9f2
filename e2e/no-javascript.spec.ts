// A shopper whose browser runs no JavaScript browses from the server's HTML alone: home, a category from the
// header's menu (a <details>), the listing's filter form (GET, "Apply filters" and "Sort" shown only without
// scripts), the next page by its link, a product. Every step is a real link or form, so every URL holds the whole
// state. This journey needs the server rendering of issue 17: with only the client's bundle, the page is an empty
// root.
import { expect, test, type Page } from "@playwright/test";

test.use({ javaScriptEnabled: false });

/** The product cards shown: name and the price paid now, in order. */
async function shownCards(page: Page): Promise<{ name: string; price: string }[]> {
  const cards = page.getByRole("article");
  const names = await cards.getByRole("heading", { level: 3 }).allTextContents();
  const prices = await cards.locator(".price strong").allTextContents();
  return names.map((name, index) => ({ name, price: prices[index] ?? "" }));
}

const rupees = (text: string) => Number(text.replace(/[^\d]/g, ""));

test("without JavaScript a guest goes from home to a filtered, sorted listing, its next page and a product", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Featured Products" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Best Selling" })).toBeVisible();
  const bestselling = await shownCards(page);
  expect(bestselling.length).toBeGreaterThan(0);
  for (const card of bestselling) expect(card.price).toMatch(/^Rs [\d,]+$/);

  // The header's category menu opens without scripts: it is a <details>.
  const menu = page.getByRole("navigation", { name: "Product categories" });
  await menu.getByText("Electronics", { exact: true }).click();
  await menu.getByRole("link", { name: "All Electronics" }).click();
  await expect(page).toHaveURL(/\/products\?category=electronics$/);
  await expect(page.getByRole("heading", { level: 1, name: "Electronics" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "29 products" })).toBeVisible();
  expect(await shownCards(page)).toHaveLength(20);
  await expect(page.getByRole("link", { name: "iPhone 15 Pro" })).toBeVisible();

  // A filter and the sort through the form: the browser sends its fields, the server renders the new URL.
  await page.getByLabel("In stock only").check();
  await page.getByRole("button", { name: "Apply filters", exact: true }).click();
  await expect(page).toHaveURL(/[?&]category=electronics(&|$)/);
  await expect(page).toHaveURL(/[?&]inStock=true(&|$)/);
  await expect(page.getByRole("status").filter({ hasText: "27 products" })).toBeVisible();
  await expect(page.getByLabel("In stock only")).toBeChecked();

  await page.getByLabel("Sort by").selectOption({ label: "Price: low to high" });
  await page.getByRole("button", { name: "Sort", exact: true }).click();
  await expect(page).toHaveURL(/[?&]sort=price_asc(&|$)/);
  await expect(page).toHaveURL(/[?&]inStock=true(&|$)/);
  await expect(page.getByLabel("Sort by")).toHaveValue("price_asc");
  await expect(page.getByRole("status").filter({ hasText: "27 products" })).toBeVisible();
  const first = await shownCards(page);
  expect(first[0]).toEqual({ name: "HP X3000 Wireless Mouse", price: "Rs 1,299" });
  const firstPrices = first.map((card) => rupees(card.price));
  expect(firstPrices).toEqual([...firstPrices].sort((a, b) => a - b));

  // Page 2 is a link carrying the whole query.
  await expect(page.getByText("Page 1 of 2")).toBeVisible();
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(page).toHaveURL(/[?&]sort=price_asc(&|$)/);
  await expect(page).toHaveURL(/[?&]inStock=true(&|$)/);
  await expect(page.getByText("Page 2 of 2")).toBeVisible();
  const second = await shownCards(page);
  expect(second).toHaveLength(7);
  expect(second[0]).toEqual({
    name: "Canon EOS R50 Mirrorless Camera with 18-45mm Lens",
    price: "Rs 99,999",
  });
  expect(rupees(second[0]!.price)).toBeGreaterThanOrEqual(firstPrices.at(-1)!);
  await expect(page.getByRole("link", { name: "Previous" })).toHaveAttribute(
    "href",
    /^\/products\?(?!.*page=).*inStock=true.*sort=price_asc/,
  );

  await page.getByRole("link", { name: "Canon EOS R50 Mirrorless Camera with 18-45mm Lens" }).click();
  await expect(page).toHaveURL(/\/product\/electronics\/[\w-]+$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Canon EOS R50 Mirrorless Camera with 18-45mm Lens" }),
  ).toBeVisible();
  await expect(page.getByText("Rs 99,999", { exact: true }).first()).toBeVisible();
});

test("without JavaScript the header's search lists the matching products", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("searchbox", { name: "Search products" }).fill("iphone");
  await page.getByRole("searchbox", { name: "Search products" }).press("Enter");
  await expect(page).toHaveURL(/\/products\?search=iphone$/);
  await expect(page.getByRole("heading", { level: 1, name: 'Results for "iphone"' })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "iPhone 15 Pro", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "iPhone 15", exact: true })).toBeVisible();
});
