// Discount codes: the admin makes a code (through the API), a shopper is told why a wrong code does not apply,
// applies the right one in the cart, sees the discount in every Order Summary, pays with PayPal and sees the
// discounted total on the success page; the admin's list shows the use. No serious accessibility findings, wide
// and narrow; screenshots go to /tmp/shots-discounts/. The code is this journey's own, so no other journey's
// totals change.
import crypto from "node:crypto";
import fs from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import {
  approveAtPaypal,
  checkoutToConfirmation,
  definition,
  expectOrderPlaced,
} from "./support/checkout.ts";
import { addToCart, registerShopper, rs, signIn, type Shopper } from "./support/factories.ts";
import { seriousAccessibilityFindings } from "./support/accessibility.ts";

const SHOTS = "/tmp/shots-discounts";
const ADMIN = { email: "admin@store.local", password: "Admin@12345" };

async function checkAtBothWidths(page: Page, name: string, ready: () => Promise<void>) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await ready();
    expect(await seriousAccessibilityFindings(page), `${name} at ${width} px`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function signInAdmin(request: APIRequestContext) {
  const answer = await request.post("/api/auth/login", { data: ADMIN });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as Pick<Shopper, "token" | "user">;
}

test("a shopper applies a discount code in the cart and pays the discounted total", async ({
  page,
  request,
  browser,
}) => {
  const admin = await signInAdmin(request);
  const code = `E2E${crypto.randomBytes(3).toString("hex").toUpperCase()}`;
  const created = await request.post("/api/admin/discounts", {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { code, type: "percentage", value: 10, minSubtotal: 500, usageLimit: 5 },
  });
  expect(created.status()).toBe(201);

  // A Dhaka topi (Rs 850): 10% off is Rs 85.
  const shopper = await registerShopper(request);
  await addToCart(request, shopper, "cap", 1, { color: "Black and White" });
  await signIn(page, shopper);
  await page.goto("/cart");
  await expect(page.getByRole("heading", { level: 1, name: "Shopping cart" })).toBeVisible();

  const field = page.getByLabel("Discount code");
  await field.fill("NOT-A-REAL-CODE");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("alert")).toHaveText("This discount code is not valid");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await checkAtBothWidths(page, "cart-refused", async () => {
    await expect(page.getByRole("alert")).toBeVisible();
  });

  await field.fill(code.toLowerCase());
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText(`Code ${code} applied`)).toBeVisible();
  await expect(definition(page, `Discount \\(${code}\\)`)).toHaveText(rs(85));
  await expect(definition(page, "Total Price")).toHaveText(rs(765));
  await checkAtBothWidths(page, "cart-applied", async () => {
    await expect(page.getByRole("button", { name: "Remove", exact: true }).last()).toBeVisible();
  });

  await page.getByRole("button", { name: "SHOP NOW" }).click();
  await expect(page).toHaveURL(/\/checkout\/customer-info$/);
  await checkoutToConfirmation(page, shopper, "PayPal");
  // Rs 850 + Standard Delivery in the valley Rs 100 - Rs 85.
  await expect(definition(page, `Discount \\(${code}\\)`)).toHaveText(rs(85));
  await expect(definition(page, "Total")).toHaveText(rs(865));
  await page.getByRole("button", { name: "CONFIRM" }).click();
  await approveAtPaypal(page);

  const order = await expectOrderPlaced(page, request, shopper, "paypal");
  expect(order.pricing).toMatchObject({ subtotal: 850, shipping: 100, discount: 85, total: 865 });
  await expect(definition(page, `Discount \\(${code}\\)`)).toHaveText(`−${rs(85)}`);
  await expect(definition(page, "Amount")).toHaveText(rs(865));
  await checkAtBothWidths(page, "success", async () => {
    await expect(page.getByRole("heading", { level: 1, name: "Order Placed" })).toBeVisible();
  });

  // The admin's list shows the use.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, admin);
  await adminPage.goto("/admin/discounts");
  const row = adminPage.getByRole("row").filter({ hasText: code });
  await expect(row.getByRole("cell").nth(4)).toHaveText("1 of 5");
  await checkAtBothWidths(adminPage, "admin-list", async () => {
    await expect(adminPage.getByRole("heading", { level: 1, name: "Discount codes" })).toBeVisible();
  });
  await adminPage.getByRole("link", { name: "New discount code" }).click();
  await checkAtBothWidths(adminPage, "admin-form", async () => {
    await expect(adminPage.getByRole("heading", { level: 1, name: "New discount code" })).toBeVisible();
  });
  await adminContext.close();
});
