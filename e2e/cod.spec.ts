// Cash on delivery in the browser: a shopper with a Nepal address chooses it, confirms, and lands on the success
// page without any gateway, the order confirmed and the cash due (history and tracking say Due on delivery); an
// Australia address sees the option disabled with its reason read out with it; the admin records the cash of the
// delivered order once, with a confirmation and the server's answer. Each new screen: axe (nothing serious or
// critical) and nothing running off a phone's side; with COD_SHOTS=<folder> photographed at 1280 and 390 px.
import fs from "node:fs/promises";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { definition, fillCustomerInfo, shopNow } from "./support/checkout.ts";
import { addToCart, fetchOrder, moveOrder, registerShopper, rs, signIn } from "./support/factories.ts";

const ADMIN = { email: "admin@store.local", password: "Admin@12345" };
const SHOTS = process.env.COD_SHOTS;

/** The screen at 1280 and 390 px: no serious axe finding, nothing wider than the phone. Leaves it at 1280 px. */
async function checkScreen(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    if (SHOTS) {
      await fs.mkdir(SHOTS, { recursive: true });
      await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
    }
    const { violations } = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    const serious = violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
      );
    expect.soft(serious, `${name} at ${width} px`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect.soft(overflow, `${name} runs off the side at ${width} px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const codRadio = (page: Page) => page.getByRole("radio", { name: "Cash on delivery", exact: true });

test("a Nepal address pays in cash on delivery: confirmed at once, due on delivery, cash recorded by the admin", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const shopper = await registerShopper(request, "Dawa");
  await addToCart(request, shopper, "cap", 1, { color: "Black and White" });
  await signIn(page, shopper);
  await shopNow(page);
  await fillCustomerInfo(page, shopper);
  await page.getByRole("button", { name: "NEXT" }).click();
  await expect(page).toHaveURL(/\/checkout\/shipping-payments$/);

  // Offered, described, and chosen.
  await expect(codRadio(page)).toBeEnabled();
  await expect(codRadio(page)).toHaveAccessibleDescription("Pay in cash when your order arrives");
  await codRadio(page).check();
  await checkScreen(page, "shipping-cod");
  await page.getByRole("button", { name: "NEXT" }).click();

  // Confirmation: no card, no gateway; CONFIRM goes straight to the success page.
  await expect(page).toHaveURL(/\/checkout\/confirmation$/);
  await expect(page.getByText("Cash on delivery", { exact: true })).toBeVisible();
  await expect(page.getByText(`Pay ${rs(950)} in cash when your order arrives.`)).toBeVisible();
  await page.getByRole("button", { name: "CONFIRM" }).click();
  await expect(page).toHaveURL(/\/checkout\/success$/);
  await expect(page.getByRole("heading", { level: 1, name: "Order Placed" })).toBeVisible();
  await expect(
    page.getByText(`Your order is confirmed. Please pay ${rs(950)} in cash on delivery.`),
  ).toBeVisible();
  await expect(definition(page, "Method")).toHaveText("Cash on delivery");
  await expect(definition(page, "Status")).toHaveText("Due on delivery");
  await expect(page.getByRole("term").filter({ hasText: /^Transaction ID$/ })).toHaveCount(0);
  const orderNumber = (await page.getByText("Your order number is").locator("strong").textContent()) ?? "";
  const order = await fetchOrder(request, shopper, orderNumber);
  expect(order).toMatchObject({
    status: "processing",
    payment: { method: "cod", status: "pending", amount: 950 },
  });
  await checkScreen(page, "success-cod");
  // The bought line left the cart at once.
  await page.getByRole("link", { name: "Continue Shopping" }).click();
  await expect(page.getByRole("link", { name: "Cart, 0 items" })).toBeVisible();

  // Order history: processing, cash due on delivery.
  await page.goto("/orders");
  const row = page.getByRole("row").filter({ hasText: orderNumber });
  await expect(row).toContainText("Processing");
  await expect(row).toContainText("Cash on delivery · Due on delivery");
  await checkScreen(page, "orders-cod");

  // Tracking says the same.
  await page.goto("/track-order");
  await page.getByLabel("Order ID").fill(orderNumber);
  await page.getByLabel("Billing Email").fill(shopper.email);
  await page.getByRole("button", { name: "Track" }).click();
  await expect(definition(page, "Payment")).toHaveText("Cash on delivery · Due on delivery");

  // The courier delivers it; the admin records the cash, once.
  await moveOrder(request, orderNumber, "delivered");
  const login = await request.post("/api/auth/login", { data: ADMIN });
  await signIn(page, await login.json());
  await page.goto(`/admin/orders/${orderNumber}`);
  const cash = page.getByRole("region", { name: "Cash on delivery" });
  await expect(cash).toContainText(`The courier collects ${rs(950)} in cash.`);
  await checkScreen(page, "admin-cod-due");
  await cash.getByRole("button", { name: "Record cash collected" }).click();
  const dialog = page.getByRole("dialog", { name: "Record cash collected?" });
  await expect(dialog).toContainText(`Record ${rs(950)} received in cash for order ${orderNumber}.`);
  await dialog.getByRole("button", { name: "Record cash collected" }).click();
  await expect(cash.getByRole("status")).toHaveText(
    `Cash of Rs 950 recorded as collected for order ${orderNumber}`,
  );
  await expect(cash.getByRole("button", { name: "Record cash collected" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Payment" })).toContainText("Cash on delivery Paid");
  await expect(page.getByRole("region", { name: "Timeline" })).toContainText(
    "Cash collected on delivery: Rs 950",
  );
  await checkScreen(page, "admin-cod-collected");
  expect((await fetchOrder(request, shopper, orderNumber)).payment.status).toBe("completed");
});

test("an address outside Nepal sees cash on delivery disabled, and why", async ({ page, request }) => {
  const shopper = await registerShopper(request, "Olivia");
  await addToCart(request, shopper, "cap", 1, { color: "Black and White" });
  await signIn(page, shopper);
  await shopNow(page);
  await fillCustomerInfo(page, shopper);
  await page.getByLabel("Country").selectOption("Australia");
  await page.getByLabel("State/Region").fill("Victoria");
  await page.getByLabel("City").fill("Melbourne");
  await page.getByRole("button", { name: "NEXT" }).click();
  await expect(page).toHaveURL(/\/checkout\/shipping-payments$/);

  const reason = "Cash on delivery is only available for addresses in Nepal";
  await expect(codRadio(page)).toBeDisabled();
  await expect(page.getByText(reason)).toBeVisible();
  await expect(codRadio(page)).toHaveAccessibleDescription(`Pay in cash when your order arrives ${reason}`);
  // Another method still takes the shopper on.
  await expect(page.getByRole("radio", { name: "PayPal", exact: true })).toBeChecked();
  await checkScreen(page, "shipping-cod-abroad");
});
