// Issue 14's journey, end to end in the browser: the seeded admin creates a product with two variants and a photo
// uploaded from disk; a shopper finds it by the storefront's search and buys the dearer variant; the admin ships
// it with a tracking number, the shopper's tracking shows it, and the admin refunds part of it. (A customer
// refused at /admin is e2e/admin.spec.ts's.) Then the product screens wide and narrow: screenshots for review
// (/tmp/admin-shots/, never committed), no serious accessibility findings, nothing wider than the screen.
import crypto from "node:crypto";
import fs from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { approveAtPaypal, checkoutToConfirmation, expectOrderPlaced, shopNow } from "./support/checkout.ts";
import { expectValidHtml } from "./support/html-validity.ts";
import { registerShopper, rs, signIn } from "./support/factories.ts";
import { seriousAccessibilityFindings } from "./support/accessibility.ts";

const ADMIN = { email: "admin@store.local", password: "Admin@12345" };
const SHOTS = "/tmp/admin-shots";

async function signInAdmin(page: Page, request: APIRequestContext) {
  const answer = await request.post("/api/auth/login", { data: ADMIN });
  expect(answer.ok()).toBe(true);
  const { token, user } = (await answer.json()) as { token: string; user: { name: string; email: string } };
  await signIn(page, { token, user });
  return token;
}

/** The elements that reach past the right edge of the window (none, on any width the admin supports). */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll("body *"))
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .filter((element) => !element.closest(".admin-table-scroll"))
      .slice(0, 10)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}#${element.id}.${element.className}[${element.getAttribute("for") ?? ""}]`,
      ),
  );
}

/** A real photo-like PNG drawn on a canvas in the page (the store decodes and re-encodes every upload). */
async function photoFile(page: Page): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 320;
    canvas.height = 320;
    const context = canvas.getContext("2d")!;
    const gradient = context.createLinearGradient(0, 0, 320, 320);
    gradient.addColorStop(0, "#003893");
    gradient.addColorStop(1, "#c8102e");
    context.fillStyle = gradient;
    context.fillRect(0, 0, 320, 320);
    context.fillStyle = "#fff";
    context.fillRect(110, 40, 100, 240);
    return canvas.toDataURL("image/png");
  });
  return {
    name: "phone.png",
    mimeType: "image/png",
    buffer: Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64"),
  };
}

async function fillVariant(
  page: Page,
  n: number,
  values: { sku: string; storage: string; price: string; stock: string },
) {
  // Each box is named by its column and its variant: by its place until the SKU names it.
  await page.getByLabel(`SKU of variant ${n}`, { exact: true }).fill(values.sku);
  const of = `of variant ${values.sku}`;
  await page.getByLabel(`Storage ${of}`, { exact: true }).fill(values.storage);
  await page.getByLabel(`Price (Rs) ${of}`, { exact: true }).fill(values.price);
  await page.getByLabel(`Stock ${of}`, { exact: true }).fill(values.stock);
}

test("a product made in the admin is found, bought, shipped, tracked and partly refunded", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const suffix = crypto.randomBytes(3).toString("hex").toUpperCase();
  const name = `Himalaya Phone ${suffix}`;

  // The admin creates the product.
  await signInAdmin(page, request);
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Products" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
  await page.getByRole("link", { name: "New product" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New product" })).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Brand").selectOption({ label: "Samsung" });
  await page.getByLabel("Category", { exact: true }).selectOption({ label: "Electronics" });
  await page.getByLabel("Subcategory").selectOption({ index: 1 });
  await page
    .getByLabel("Description (HTML)", { exact: true })
    .fill("<p>Made for <strong>the mountains</strong>.</p>");
  await expect(page.locator(".admin-preview-body strong")).toHaveText("the mountains");
  await page.getByLabel(/Add images/).setInputFiles(await photoFile(page));
  await expect(page.locator(".admin-image-list img")).toBeVisible();
  await fillVariant(page, 1, { sku: `HP-${suffix}-128`, storage: "128GB", price: "50000", stock: "10" });
  await page.getByRole("button", { name: "Add variant" }).click();
  await fillVariant(page, 2, { sku: `HP-${suffix}-512`, storage: "512GB", price: "65000", stock: "5" });
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText(`${name} was created.`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products\/[^/]+$/);

  // The list shows it with its price range, stock and variants, and the export has its two variants.
  await page.goto(`/admin/products?search=${encodeURIComponent(name)}`);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText(`${rs(50000)} – ${rs(65000)}`);
  await expect(row.getByRole("cell")).toContainText(["15", "2", "Active"]);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export" }).click();
  const csv = fs.readFileSync((await (await download).path())!, "utf8");
  expect(csv.split(/\r?\n/)[0]).toContain("productSlug,name,brand,category,subcategory,sku");
  expect(csv).toContain(`HP-${suffix}-128`);
  expect(csv).toContain(`HP-${suffix}-512`);

  // A shopper finds it by the storefront's search and buys the 512GB one.
  const shopper = await registerShopper(request, "Pemba");
  await signIn(page, shopper);
  await page.goto("/");
  await page.getByRole("searchbox", { name: "Search products" }).fill(name);
  await page.getByRole("searchbox", { name: "Search products" }).press("Enter");
  await page
    .getByRole("link", { name: new RegExp(name) })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const productPage = new URL(page.url()).pathname;
  await expect(page.locator(".buy-box img, .gallery img").first()).toBeVisible();
  await page.getByRole("radio", { name: "512GB" }).check();
  await expect(page.locator(".buy-box")).toContainText(rs(65000));
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await page.goto("/cart");
  await expect(page.getByRole("heading", { level: 1, name: "Shopping cart" })).toBeVisible();
  await expect(page.locator("main")).toContainText(name);
  await expect(page.locator("main")).toContainText(rs(65000));
  await shopNow(page);
  await checkoutToConfirmation(page, shopper, "PayPal");
  await page.getByRole("button", { name: "CONFIRM" }).click();
  await approveAtPaypal(page);
  const order = await expectOrderPlaced(page, request, shopper, "paypal");
  expect(order.items).toEqual([expect.objectContaining({ name, quantity: 1, total: 65000 })]);

  // The admin ships it: packaging, then on the road with a tracking number.
  await signInAdmin(page, request);
  await page.goto(`/admin/orders/${order.orderNumber}`);
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(order.orderNumber) })).toBeVisible();
  await expect(page.locator("main")).toContainText(rs(65000));
  await page.getByLabel("New status").selectOption({ label: "Packaging" });
  await page.getByRole("button", { name: "Move order" }).click();
  await expect(page.getByRole("status").filter({ hasText: "is now packaging." })).toBeVisible();
  const tracking = `NP${suffix}77`;
  await page.getByLabel("New status").selectOption({ label: "On the road" });
  await page.getByLabel("Tracking number (optional)").fill(tracking);
  await page.getByRole("button", { name: "Move order" }).click();
  await expect(page.getByRole("status").filter({ hasText: /is now on the road/i })).toBeVisible();

  // The shopper's tracking shows the tracking number.
  await page.goto("/track-order");
  await page.getByLabel("Order ID").fill(order.orderNumber);
  await page.getByLabel("Billing Email").fill(shopper.email);
  await page.getByRole("button", { name: "Track" }).click();
  const result = page.getByRole("article", { name: `Order ${order.orderNumber}` });
  await expect(result).toContainText(`Tracking number: ${tracking}`);
  await expect(result.getByRole("definition")).toContainText([rs(order.pricing.total)]);

  // The admin refunds part of it.
  await page.goto(`/admin/orders/${order.orderNumber}`);
  await page.getByLabel("Amount (Rs)").fill("5000");
  await page.getByLabel("Reason").fill("Screen protector missing");
  await page.getByRole("button", { name: "Refund" }).click();
  await expect(page.getByText(`Refunded ${rs(5000)}.`)).toBeVisible();
  await expect(page.locator("main")).toContainText("Partially refunded");

  // The admin archives it: its page answers Product Not Found, and the catalogue is as the other journeys expect.
  await page.goto(`/admin/products?search=${encodeURIComponent(name)}`);
  await page.getByRole("link", { name }).click();
  await page.getByRole("button", { name: "Archive product" }).click();
  await page
    .getByRole("dialog", { name: "Archive this product?" })
    .getByRole("button", { name: "Archive" })
    .click();
  await expect(page.getByRole("button", { name: "Restore product" })).toBeVisible();
  await page.goto(productPage);
  await expect(page.getByRole("heading", { level: 1, name: "Product Not Found" })).toBeVisible();
});

test("the product, brand and category screens at 1280, 390 and 360 px: valid HTML, no serious accessibility findings, nothing off the side", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInAdmin(page, request);
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/admin/products?category=electronics");
    await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Products" })).toBeVisible();
    // Before the screenshot, which leaves an empty style attribute on the controls.
    await expectValidHtml(page, `admin-products-${width}`);
    await page.screenshot({ path: `${SHOTS}/products-list-${width}.png`, fullPage: true });
    expect(await seriousAccessibilityFindings(page), `list at ${width} px`).toEqual([]);
    expect(await overflowing(page), `list at ${width} px`).toEqual([]);

    await page.getByRole("table", { name: "Products" }).getByRole("link").first().click();
    await expect(page.getByRole("table", { name: "The product's variants" })).toBeVisible();
    await expectValidHtml(page, `admin-product-editor-${width}`);
    await page.screenshot({ path: `${SHOTS}/product-editor-${width}.png`, fullPage: true });
    expect(await seriousAccessibilityFindings(page), `editor at ${width} px`).toEqual([]);
    expect(await overflowing(page), `editor at ${width} px`).toEqual([]);

    for (const [path, title] of [
      ["/admin/brands", "Brands"],
      ["/admin/categories", "Categories"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: "Loading" })).toHaveCount(0);
      await expectValidHtml(page, `admin-${title.toLowerCase()}-${width}`);
      await page.screenshot({ path: `${SHOTS}/${title.toLowerCase()}-${width}.png`, fullPage: true });
      expect(await seriousAccessibilityFindings(page), `${path} at ${width} px`).toEqual([]);
      expect(await overflowing(page), `${path} at ${width} px`).toEqual([]);
    }
  }
});
