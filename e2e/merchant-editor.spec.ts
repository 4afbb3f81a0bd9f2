// Issue 29, the merchant's side: the seeded iPhone 15 Pro (nine variants, three pictures) in the product editor at
// 1280 and 390 px: its variants one compact table (the page well under the 5,200 px a card each made), each
// variant's picture named as the pictures panel names it (never "Removed image"), the save bar in view while the
// form scrolls with the outcome beside it; a price edit then reads in the audit log as "Price of <SKU>: Rs … →
// Rs …", and a shopper's payment names the order's customer. The admin works in English only (it has no Nepali
// mode). Screenshots to /tmp/shots-w-merchant/ (never committed); no serious accessibility findings.
import fs from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { seriousAccessibilityFindings } from "./support/accessibility.ts";
import { placeOrder, registerShopper, rs, signIn } from "./support/factories.ts";

const ADMIN = { email: "admin@store.local", password: "Admin@12345" };
const SHOTS = "/tmp/shots-w-merchant";
const PRODUCT = "iPhone 15 Pro";
const SKU = "IPHONE-15-PRO-BLACK-TITANIUM-8GB-512GB";

let adminSession: { token: string; user: { name: string; email: string } } | null = null;

async function signInAdmin(page: Page, request: APIRequestContext) {
  // One sign-in for the file: the login rate limit counts attempts per address and account.
  if (!adminSession) {
    const answer = await request.post("/api/auth/login", { data: ADMIN });
    expect(answer.ok()).toBe(true);
    adminSession = (await answer.json()) as { token: string; user: { name: string; email: string } };
  }
  await signIn(page, adminSession);
}

/** The elements that reach past the right edge of the window (a table scrolls inside its own box). */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll("body *"))
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .filter((element) => !element.closest(".admin-table-scroll"))
      .slice(0, 10)
      .map((element) => `${element.tagName.toLowerCase()}#${element.id}.${element.className}`),
  );
}

async function openEditor(page: Page) {
  await page.goto(`/admin/products?search=${encodeURIComponent(PRODUCT)}`);
  await page
    .getByRole("table", { name: "Products" })
    .getByRole("link", { name: PRODUCT, exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: PRODUCT })).toBeVisible();
  await expect(page.getByRole("table", { name: "The product's variants" })).toBeVisible();
}

for (const width of [1280, 390]) {
  test(`the product editor at ${width} px: nine variants in a compact table, pictures by name, a save bar in view`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize({ width, height: 900 });
    await signInAdmin(page, request);
    await openEditor(page);

    const table = page.getByRole("table", { name: "The product's variants" });
    await expect(table.locator("tbody tr")).toHaveCount(9);
    await page.screenshot({ path: `${SHOTS}/product-editor-opened-${width}.png`, fullPage: true });
    expect(await overflowing(page), `editor at ${width} px`).toEqual([]);
    // A card each made the nine variants 3,900 px of a 5,200 px page at 1280; a row each they take a few hundred,
    // at any width (the table scrolls sideways on a phone rather than stacking).
    const tableHeight = (await table.boundingBox())!.height;
    expect(tableHeight, `variants table at ${width} px`).toBeLessThan(500);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    console.log(`editor at ${width} px: page ${height} px, variants table ${Math.round(tableHeight)} px`);
    // The rest of the form (details, description, pictures, specifications) is most of what is left.
    if (width === 1280) expect(height, "page height at 1280 px").toBeLessThan(3000);

    // Each variant's picture is one of the product's, by the name the pictures panel gives it.
    const picture = page.getByRole("combobox", {
      name: "Picture of variant IPHONE-15-PRO-BLUE-TITANIUM-8GB-128GB",
    });
    await expect(picture.locator("option:checked")).toHaveText("Image 2");
    await expect(table.locator("option", { hasText: "Removed image" })).toHaveCount(0);

    // Scrolled to the top the save bar is still in view; the price of one variant changes.
    await page.evaluate(() => window.scrollTo(0, 0));
    const save = page.getByRole("button", { name: "Save product" });
    await expect(save).toBeInViewport();
    const price = page.getByLabel(`Price (Rs) of variant ${SKU}`, { exact: true });
    const before = Number(await price.inputValue());
    const after = before + 1000;
    await price.fill(String(after));
    await page.screenshot({ path: `${SHOTS}/product-editor-${width}.png`, fullPage: true });
    await page.screenshot({ path: `${SHOTS}/product-editor-viewport-${width}.png` });
    expect(await seriousAccessibilityFindings(page), `editor at ${width} px`).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await save.click();
    const outcome = page.locator(".admin-save-bar").getByRole("status");
    await expect(outcome).toHaveText("Product saved.");
    await expect(outcome).toBeInViewport();
    await expect(price).toHaveValue(String(after));
    await page.screenshot({ path: `${SHOTS}/product-editor-saved-${width}.png` });

    // The audit log says what changed, in words: the price by the variant's SKU, the product by its name.
    await page.goto("/admin/audit-log?kind=admin.product_changed");
    const log = page.getByRole("table", { name: "Audit events" });
    const latest = log.locator("tbody tr").first();
    await expect(latest).toContainText(`Price of ${SKU}: ${rs(before)} → ${rs(after)}`);
    await expect(latest.getByRole("link", { name: PRODUCT })).toBeVisible();
    await expect(latest).not.toContainText("images");
    expect(await overflowing(page), `audit log at ${width} px`).toEqual([]);
    expect(await seriousAccessibilityFindings(page), `audit log at ${width} px`).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/audit-product-changed-${width}.png`, fullPage: true });
  });
}

test("a shopper's payment in the audit log names the order's customer, at 1280 and 390 px", async ({
  page,
  request,
}) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  const shopper = await registerShopper(request, "Dolma");
  const order = await placeOrder(request, shopper, "cap");
  await signInAdmin(page, request);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/audit-log?kind=payment.completed");
    const row = page
      .getByRole("table", { name: "Audit events" })
      .locator("tbody tr")
      .filter({ hasText: order.orderNumber });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(shopper.name);
    await expect(row).toContainText(shopper.email);
    await expect(row).not.toContainText("Guest (");
    await expect(row.getByRole("link", { name: `Order ${order.orderNumber}` })).toBeVisible();
    await expect(row).toContainText(`Amount: ${rs(order.pricing.total)}`);
    expect(await overflowing(page), `audit log at ${width} px`).toEqual([]);
    expect(await seriousAccessibilityFindings(page), `audit log at ${width} px`).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/audit-payment-${width}.png`, fullPage: true });
  }
});
