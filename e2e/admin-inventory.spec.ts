// The merchant's inventory: the seeded admin finds a product, adds stock with a reason, sees the adjustment in
// the variant's history, and the storefront's product page shows the new stock at once. The screens have no
// serious accessibility findings, wide and narrow, and their screenshots go to /tmp/admin-shots/.
import fs from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectValidHtml } from "./support/html-validity.ts";
import { seriousAccessibilityFindings } from "./support/accessibility.ts";

const ADMIN = { email: "admin@store.local", password: "Admin@12345" };
/** A seeded product with one variant and 7 in stock, which no other journey buys. */
const PRODUCT = "Buckwheat Flour (Phapar ko Pitho) 1 kg";
const SHOTS = "/tmp/admin-shots";

/** axe finds nothing serious, nothing runs off the side, and a screenshot is kept, at 1280 and 390 px. */
async function checkAtBothWidths(page: Page, name: string, ready: () => Promise<void>) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await ready();
    expect(await seriousAccessibilityFindings(page), `${name} at ${width} px`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/inventory-${name}-${width}.png`, fullPage: name !== "list" });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * What a shopper's own browser shows on the product's page, found as a shopper finds it: by searching for it.
 * A fresh browser each time, as another shopper would be.
 */
async function stockOnProductPage(browser: Browser, baseURL: string | undefined): Promise<string> {
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await page.goto(`/products?search=${encodeURIComponent("Phapar")}`);
    await page.getByRole("link", { name: PRODUCT }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: PRODUCT })).toBeVisible();
    return await page.getByText(/^(Only \d+ left|In stock|Out of stock)$/).innerText();
  } finally {
    await context.close();
  }
}

test("the admin adds stock with a reason, sees it in the history, and the storefront shows it", async ({
  page,
  browser,
  baseURL,
}) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  expect(await stockOnProductPage(browser, baseURL)).toBe("Only 7 left");
  await page.goto("/login?next=%2Fadmin%2Finventory");
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Inventory" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Inventory" }),
  ).toHaveAttribute("aria-current", "page");
  const table = page.getByRole("table", { name: "Variants" });
  await checkAtBothWidths(page, "list", () => expect(table).toBeVisible());

  // Low stock only: every row listed carries its badge.
  await page.getByRole("checkbox", { name: "Low stock only" }).check();
  await expect(page).toHaveURL(/lowStock=true/);
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  const stockCells = await table.locator("tbody tr td:nth-child(4)").allTextContents();
  expect(stockCells.length).toBeGreaterThan(0);
  expect(stockCells.every((text) => /(Low stock|Out of stock)$/.test(text))).toBe(true);
  await page.getByRole("checkbox", { name: "Low stock only" }).uncheck();

  await page.getByLabel("Search by product name or SKU").fill("phapar");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/search=phapar/);
  const row = table.getByRole("row").filter({ hasText: PRODUCT });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("cell").nth(3)).toHaveText("7");

  await row.getByRole("button", { name: /^Adjust stock of / }).click();
  const dialog = page.getByRole("dialog", { name: "Adjust stock" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Save adjustment" }).click();
  await expect(dialog.getByText("Enter a quantity")).toBeVisible();
  await expect(dialog.getByText("Choose a reason")).toHaveCount(2);
  await dialog.getByLabel("Quantity").fill("2");
  await expect(dialog.getByText("Stock after: 9")).toBeVisible();
  await dialog.getByLabel("Reason").selectOption("received");
  await dialog.getByLabel("Note (optional)").fill("Delivery from the Jumla mill");
  await checkAtBothWidths(page, "dialog", () => expect(dialog).toBeVisible());
  await dialog.getByRole("button", { name: "Save adjustment" }).click();
  await expect(dialog.getByRole("status")).toHaveText(/is now 9\.$/);

  // Removing more than there is: refused before it is sent.
  await dialog.getByLabel("Remove from stock").check();
  await dialog.getByLabel("Quantity").fill("10");
  await dialog.getByLabel("Reason").selectOption("damaged");
  await dialog.getByRole("button", { name: "Save adjustment" }).click();
  await expect(dialog.getByText("Only 9 in stock: you can remove at most 9")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(row.getByRole("button", { name: /^Adjust stock of / })).toBeFocused();
  // The list asks again and shows the new stock.
  await expect(row.getByRole("cell").nth(3)).toHaveText("9");

  await table.getByRole("link", { name: PRODUCT }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Stock history: ${PRODUCT}` })).toBeVisible();
  const changes = page.getByRole("table", { name: "Stock changes" });
  const newest = changes.getByRole("row").nth(1);
  await expect(newest.getByRole("cell")).toHaveText([
    /.+/,
    "+2",
    "9",
    "Adjustment: Received (new stock)Delivery from the Jumla mill",
    "Store Admin",
  ]);
  await checkAtBothWidths(page, "history", () => expect(changes).toBeVisible());
  // Validated as loaded: the steps above typed into and ticked the list's fields.
  await page.reload();
  await expect(changes).toBeVisible();
  await expectValidHtml(page, "admin-stock-history");
  await page.goto("/admin/inventory?search=phapar");
  await expect(page.getByRole("table", { name: "Variants" })).toBeVisible();
  await expectValidHtml(page, "admin-inventory");

  // The storefront: the product's page shows the new stock at once.
  expect(await stockOnProductPage(browser, baseURL)).toBe("Only 9 left");
});
