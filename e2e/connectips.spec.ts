// connectIPS from the storefront's pay step, as the shopper's browser meets it: CONFIRM posts the store's signed
// fields to connectIPS's login page, then the bank, login and OTP steps (wrong values refused with a message), and
// connectIPS's redirect to the store's return, which pays the order by validatetxn alone, then the placed order; a
// cancel comes back to the failure page, whose Try Again pays the same order by a new attempt. The emulator's pages
// have no serious accessibility findings and fit a phone; screenshots go to /tmp/shots-p-connectips/.
import fs from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { checkoutToConfirmation, definition, expectOrderPlaced, shopNow } from "./support/checkout.ts";
import { addToCart, fetchOrder, registerShopper, signIn, type Shopper } from "./support/factories.ts";
import { expectValidHtml } from "./support/html-validity.ts";
import { seriousAccessibilityFindings } from "./support/accessibility.ts";

const SHOTS = "/tmp/shots-p-connectips";

async function checkAtBothWidths(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await expectValidHtml(page, name);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousAccessibilityFindings(page), `${name} at ${width} px`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A new shopper signed in with a Dhaka topi (Rs 850) in the cart, at the pay step's CONFIRM with connectIPS. */
async function confirmWithConnectips(page: Page, request: APIRequestContext): Promise<Shopper> {
  const shopper = await registerShopper(request);
  await addToCart(request, shopper, "cap", 1, { color: "Black and White" });
  await signIn(page, shopper);
  await shopNow(page);
  await checkoutToConfirmation(page, shopper, "connectIPS");
  await page.getByRole("button", { name: "CONFIRM" }).click();
  await expect(
    page.getByRole("heading", { name: "Pay with connectIPS (offline test gateway)" }),
  ).toBeVisible();
  return shopper;
}

test("connectIPS: from the pay step, bank, login and OTP at the emulator pay the order; the return believes validatetxn", async ({
  page,
  request,
}) => {
  const shopper = await confirmWithConnectips(page, request);
  await expect(page.getByText("Rs 950.00", { exact: true })).toBeVisible();
  await checkAtBothWidths(page, "connectips-emulator-bank");
  await page.getByRole("radio", { name: "Global IME Bank" }).check();
  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByRole("heading", { name: "Log in to connectIPS" })).toBeVisible();
  await page.getByLabel("Username").fill("cips-tester");
  await page.getByLabel("Password").fill("wrong");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid username or password.");
  await checkAtBothWidths(page, "connectips-emulator-login");
  await page.getByLabel("Username").fill("cips-tester");
  await page.getByLabel("Password").fill("Nepal@123");
  await page.getByRole("button", { name: "Log in" }).click();

  await expect(page.getByRole("heading", { name: "Approve the payment" })).toBeVisible();
  await page.getByLabel("OTP").fill("000000");
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid OTP. Please try again.");
  await checkAtBothWidths(page, "connectips-emulator-otp");
  await page.getByLabel("OTP").fill("112233");
  await page.getByRole("button", { name: "Pay", exact: true }).click();

  await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
  const order = await expectOrderPlaced(page, request, shopper, "connectips");
  expect(order.pricing.total).toBe(950);
});

test("connectIPS: a cancel comes back to the failure page; its Try Again pays the same order", async ({
  page,
  request,
}) => {
  const shopper = await confirmWithConnectips(page, request);
  await page.getByRole("button", { name: "Cancel payment" }).click();
  await expect(page).toHaveURL(/\/checkout\/connectips\/failure\?orderId=[^&]+&reason=declined$/);
  const orderNumber = new URL(page.url()).searchParams.get("orderId")!;
  await expect(page.getByRole("heading", { level: 1, name: "Payment Failed" })).toBeVisible();
  await expect(page.getByText("Your connectIPS payment was not completed.")).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText("connectIPS declined the payment.");
  await expect(
    page.getByText(`Order ${orderNumber} is waiting for payment: you can pay it again.`),
  ).toBeVisible();
  expect((await fetchOrder(request, shopper, orderNumber)).payment.status).toBe("failed");
  await checkAtBothWidths(page, "connectips-failure");

  await page.getByRole("button", { name: "Try Again" }).click();
  await expect(
    page.getByRole("heading", { name: "Pay with connectIPS (offline test gateway)" }),
  ).toBeVisible();
  await page.getByRole("radio", { name: "Nabil Bank" }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Username").fill("cips-tester");
  await page.getByLabel("Password").fill("Nepal@123");
  await page.getByRole("button", { name: "Log in" }).click();
  await page.getByLabel("OTP").fill("112233");
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
  const order = await expectOrderPlaced(page, request, shopper, "connectips");
  expect(order.orderNumber).toBe(orderNumber);

  await page.getByRole("link", { name: "View order" }).click();
  await expect(definition(page, "Method")).toHaveText("connectIPS");
  await expect(definition(page, "Status")).toHaveText("Paid");
});
