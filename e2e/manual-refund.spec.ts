// Refunds without a gateway refund API (issue 30): a shopper pays by connectIPS at the emulator; the admin's refund
// form says connectIPS's refunds are paid outside the store and asks for the bank's reference (refusing a refund
// without one), records part of the money and then the rest (a full refund before delivery: the stock goes back,
// as the variant's stock history shows), and the shopper's order page lists both refunds with their references,
// in English and Nepali. A Khalti order's form says its refund goes back through Khalti and asks no reference.
// The admin's form and the shopper's page are scanned by axe and photographed at 1280 and 390 px, to
// /tmp/shots-p-refund-journey/.
import fs from "node:fs";
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import {
  addToCart,
  fetchOrder,
  orderRequest,
  productId,
  registerShopper,
  rs,
  signIn,
  type Order,
  type Shopper,
} from "./support/factories.ts";
import { expectValidHtml } from "./support/html-validity.ts";
import { seriousAccessibilityFindings } from "./support/accessibility.ts";

const ADMIN = { email: "admin@store.local", password: "Admin@12345" };
const SHOTS = "/tmp/shots-p-refund-journey";

/** Rupees as the Nepali pages show them: रु १,२३४. */
const nepaliRs = (amount: number) =>
  rs(amount)
    .replace("Rs", "रु")
    .replace(/\d/g, (digit) => "०१२३४५६७८९"[Number(digit)]!);

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let adminSession: { token: string; user: { _id: string; name: string; email: string } } | null = null;

/** The seeded admin's sign-in, once per worker (the login rate limit counts attempts per account). */
async function admin(request: APIRequestContext) {
  if (!adminSession) {
    const answer = await request.post("/api/auth/login", { data: ADMIN });
    expect(answer.ok()).toBe(true);
    adminSession = (await answer.json()) as NonNullable<typeof adminSession>;
  }
  return adminSession;
}

/**
 * No serious axe finding, nothing wider than the screen, and a photograph, at 1280 and 390 px; valid HTML. The
 * `parts` are photographed on their own too, at full size, to be read closely.
 */
async function checkAtBothWidths(page: Page, name: string, parts: Record<string, Locator> = {}) {
  fs.mkdirSync(SHOTS, { recursive: true });
  // Chromium leaves an empty style="" on a field Playwright filled; the app writes no inline style.
  await page.evaluate(() =>
    document.querySelectorAll('[style=""]').forEach((node) => node.removeAttribute("style")),
  );
  await expectValidHtml(page, name);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousAccessibilityFindings(page), `${name} at ${width} px`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} runs off the side at ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    for (const [part, locator] of Object.entries(parts))
      await locator.screenshot({ path: `${SHOTS}/${name}-${part}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A new shopper's order of one Dhaka topi with Nepal Post's delivery, placed to be paid by `method`. */
async function capOrder(
  request: APIRequestContext,
  method: "connectips" | "khalti",
): Promise<{ shopper: Shopper; order: Order }> {
  const shopper = await registerShopper(request, "Bimala");
  await addToCart(request, shopper, "cap", 1, { color: "Black and White" });
  const placed = await request.post("/api/orders", {
    headers: bearer(shopper.token),
    data: {
      ...orderRequest(shopper, { productId: await productId(request, "cap"), quantity: 1 }),
      payment: { method },
    },
  });
  expect(placed.status()).toBe(201);
  const order = ((await placed.json()) as { data: { order: Order } }).data.order;
  expect(order.pricing.total).toBeGreaterThan(300);
  return { shopper, order };
}

/** connectIPS as the browser meets it: the store's signed fields posted to the login page, bank, login, OTP. */
async function payByConnectips(page: Page, request: APIRequestContext, shopper: Shopper, order: Order) {
  const started = await request.post("/api/payments/connectips/initiate", {
    headers: bearer(shopper.token),
    data: { orderId: order.orderNumber },
  });
  expect(started.status()).toBe(200);
  const { paymentUrl, fields } = (
    (await started.json()) as { data: { paymentUrl: string; fields: Record<string, string> } }
  ).data;
  await page.goto("/");
  await page.evaluate(
    ({ paymentUrl, fields }) => {
      const form = document.createElement("form");
      form.method = "post";
      form.action = paymentUrl;
      for (const [name, value] of Object.entries(fields)) {
        const input = document.createElement("input");
        input.type = "hidden";
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    },
    { paymentUrl, fields },
  );
  await page.getByRole("radio", { name: "Nabil Bank" }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Username").fill("cips-tester");
  await page.getByLabel("Password").fill("Nepal@123");
  await page.getByRole("button", { name: "Log in" }).click();
  await page.getByLabel("OTP").fill("112233");
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/connectips\/success\?/);
  expect((await fetchOrder(request, shopper, order.orderNumber)).payment.status).toBe("completed");
}

/** Khalti as the browser meets it: the store's payment_url, then Khalti ID + MPIN and the OTP. */
async function payByKhalti(page: Page, request: APIRequestContext, shopper: Shopper, order: Order) {
  const started = await request.post("/api/payments/khalti/initiate", {
    headers: bearer(shopper.token),
    data: { orderId: order.orderNumber },
  });
  expect(started.status()).toBe(200);
  const { payment_url } = ((await started.json()) as { data: { payment_url: string } }).data;
  await signIn(page, shopper);
  await page.goto(payment_url);
  await page.getByLabel("Khalti ID (mobile number)").fill("9800000002");
  await page.getByLabel("Khalti MPIN").fill("1111");
  await page.getByRole("button", { name: "Pay Now" }).click();
  await page.getByLabel("OTP").fill("987654");
  await page.getByRole("button", { name: "Confirm Payment" }).click();
  await expect
    .poll(async () => (await fetchOrder(request, shopper, order.orderNumber)).payment.status)
    .toBe("completed");
}

/** The variant's stock as the admin's inventory lists it, found by its SKU. */
async function stockOf(page: Page, sku: string): Promise<number> {
  await page.goto(`/admin/inventory?search=${encodeURIComponent(sku)}`);
  const row = page.getByRole("table", { name: "Variants" }).getByRole("row").filter({ hasText: sku });
  await expect(row).toHaveCount(1);
  return Number((await row.getByRole("cell").nth(3).innerText()).replace(/\D/g, ""));
}

test("connectIPS: the admin records refunds paid outside the store with the bank's reference; the shopper sees them in English and Nepali", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const { shopper, order } = await capOrder(request, "connectips");
  await payByConnectips(page, request, shopper, order);
  const rest = order.pricing.total - 300;

  await signIn(page, await admin(request));
  await page.goto(`/admin/orders/${order.orderNumber}`);
  await expect(page.getByRole("heading", { level: 1, name: `Order ${order.orderNumber}` })).toBeVisible();
  const sku = (
    await page.getByRole("region", { name: "Items", exact: true }).locator(".admin-sku").innerText()
  ).trim();
  const stockBefore = await stockOf(page, sku);

  await page.goto(`/admin/orders/${order.orderNumber}`);
  const refund = page.getByRole("region", { name: "Refund" });
  await expect(refund).toContainText(
    "connectIPS has no refund API: pay the refund from the store's bank account outside the store, then record it here with the bank's reference.",
  );
  await expect(refund).toContainText(`Can still be refunded${rs(order.pricing.total)}`);

  // Without the bank's reference the form refuses, beside the field, and sends nothing.
  await refund.getByLabel("Amount (Rs)").fill("300");
  await refund.getByLabel("Reason").fill("One tassel missing");
  await refund.getByRole("button", { name: "Record refund" }).click();
  const reference = refund.getByLabel("Bank reference");
  await expect(reference).toHaveAttribute("aria-invalid", "true");
  await expect(reference).toHaveAccessibleDescription(/Enter the bank's reference for the refund you paid/);
  await expect(refund.getByText("Enter the bank's reference for the refund you paid")).toBeVisible();
  await checkAtBothWidths(page, "admin-refund-manual-refused", { form: refund });
  expect((await fetchOrder(request, shopper, order.orderNumber)).payment.status).toBe("completed");

  // Part of it, with the bank's reference.
  await reference.fill("NIC-2026-000311");
  await refund.getByRole("button", { name: "Record refund" }).click();
  await expect(refund.getByRole("status")).toHaveText("Recorded a refund of Rs 300 paid outside the store.");
  await expect(page.locator(".admin-meta")).toContainText("Partially refunded");
  await expect(refund).toContainText(`Can still be refunded${rs(rest)}`);
  const payment = page.getByRole("region", { name: "Payment" });
  await expect(payment.getByRole("listitem")).toHaveCount(1);
  await expect(payment.getByRole("listitem")).toContainText(
    "One tassel missing Paid outside the store, bank reference NIC-2026-000311 Rs 300",
  );
  await expect(page.getByRole("region", { name: "Timeline" }).getByRole("listitem").last()).toContainText(
    "Refunded Rs 300, paid outside the store (connectIPS has no refund API), reference NIC-2026-000311: One tassel missing",
  );
  await checkAtBothWidths(page, "admin-refund-manual", { form: refund, payment });

  // The rest: a full refund before delivery, so the topi goes back on the shelf.
  await refund.getByLabel("Amount (Rs)").fill(String(rest));
  await refund.getByLabel("Reason").fill("Order cancelled by the shopper");
  await refund.getByLabel("Bank reference").fill("NIC-2026-000342");
  await refund.getByRole("button", { name: "Record refund" }).click();
  await expect(refund.getByRole("status")).toHaveText(
    `Recorded a refund of ${rs(rest)} paid outside the store.`,
  );
  await expect(page.locator(".admin-meta")).toContainText("Refunded");
  await expect(refund).toContainText("There is nothing left to refund.");
  await expect(payment.getByRole("listitem")).toHaveCount(2);
  await expect(payment.getByRole("listitem").nth(1)).toContainText(
    `Order cancelled by the shopper Paid outside the store, bank reference NIC-2026-000342 ${rs(rest)}`,
  );
  await checkAtBothWidths(page, "admin-refund-manual-full", { form: refund, payment });

  expect(await stockOf(page, sku)).toBe(stockBefore + 1);
  await page.getByRole("table", { name: "Variants" }).getByRole("link").first().click();
  const returned = page
    .getByRole("table", { name: "Stock changes" })
    .getByRole("row")
    .filter({ hasText: `Order returned ${order.orderNumber}` });
  await expect(returned.getByRole("cell").nth(1)).toHaveText("+1");

  // The shopper's order page, in English and then in Nepali.
  const shopperContext = await browser.newContext({ baseURL });
  const shopperPage = await shopperContext.newPage();
  await signIn(shopperPage, shopper);
  await shopperPage.goto(`/order/${order.orderNumber}`);
  const paid = shopperPage.getByRole("region", { name: "Payment" });
  await expect(
    paid
      .getByRole("term")
      .filter({ hasText: /^Status$/ })
      .locator("+ dd"),
  ).toHaveText("Refunded");
  await expect(paid.getByRole("region", { name: "Refunds" }).getByRole("listitem")).toHaveText([
    `Refunded ${rs(300)}: One tassel missing Paid to you by bank transfer, reference NIC-2026-000311`,
    `Refunded ${rs(rest)}: Order cancelled by the shopper Paid to you by bank transfer, reference NIC-2026-000342`,
  ]);
  await checkAtBothWidths(shopperPage, "order-manual-refunds-en", { payment: paid });

  await shopperContext.addCookies([{ name: "lang", value: "ne", url: baseURL! }]);
  await shopperPage.reload();
  await expect(shopperPage.locator("html")).toHaveAttribute("lang", "ne");
  const paidNe = shopperPage.getByRole("region", { name: "भुक्तानी" });
  await expect(
    paidNe
      .getByRole("term")
      .filter({ hasText: /^स्थिति$/ })
      .locator("+ dd"),
  ).toHaveText("फिर्ता भयो");
  await expect(paidNe.getByRole("region", { name: "फिर्ताहरू" }).getByRole("listitem")).toHaveText([
    `${nepaliRs(300)} फिर्ता गरियो: One tassel missing बैंक ट्रान्सफरबाट तपाईंलाई भुक्तानी गरियो, सन्दर्भ NIC-2026-000311`,
    `${nepaliRs(rest)} फिर्ता गरियो: Order cancelled by the shopper बैंक ट्रान्सफरबाट तपाईंलाई भुक्तानी गरियो, सन्दर्भ NIC-2026-000342`,
  ]);
  await checkAtBothWidths(shopperPage, "order-manual-refunds-ne", { payment: paidNe });
  await shopperContext.close();
});

test("Khalti: the refund form says the money goes back through Khalti and asks no reference", async ({
  page,
  request,
}) => {
  const { shopper, order } = await capOrder(request, "khalti");
  await payByKhalti(page, request, shopper, order);

  await signIn(page, await admin(request));
  await page.goto(`/admin/orders/${order.orderNumber}`);
  const refund = page.getByRole("region", { name: "Refund" });
  await expect(refund).toContainText(
    "The refund goes back through Khalti: the store asks the gateway to return the money.",
  );
  await expect(refund.getByLabel("Bank reference")).toHaveCount(0);
  await refund.getByLabel("Amount (Rs)").fill("200");
  await refund.getByLabel("Reason").fill("Colour not as pictured");
  await refund.getByRole("button", { name: "Refund", exact: true }).click();
  await expect(refund.getByRole("status")).toHaveText("Refunded Rs 200.");
  await expect(page.getByRole("region", { name: "Payment" }).getByRole("listitem")).not.toContainText(
    "paid outside the store",
  );
  await checkAtBothWidths(page, "admin-refund-gateway", { form: refund });
});
