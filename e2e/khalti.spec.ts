// Khalti from the confirmation step: the emulated Khalti's Khalti ID + MPIN and OTP steps (wrong values refused
// with a message) bring the shopper back to the placed order; Cancel on Khalti's page shows the failure screen,
// whose Try Again starts a new Khalti payment for the same order. The emulator's page and the failure screen have
// no serious accessibility findings and fit a phone; screenshots go to /tmp/shots-khalti/.
import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { checkoutToConfirmation, expectOrderPlaced, shopNow } from "./support/checkout.ts";
import { addToCart, registerShopper, signIn, type Shopper } from "./support/factories.ts";
import { expectValidHtml } from "./support/html-validity.ts";
import { seriousAccessibilityFindings } from "./support/accessibility.ts";

const SHOTS = "/tmp/shots-khalti";

/** A new shopper signed in with a Dhaka topi (Rs 850) in the cart: Rs 950 with delivery to Kathmandu. */
async function shopperWithCap(page: Page, request: Parameters<typeof registerShopper>[0]): Promise<Shopper> {
  const shopper = await registerShopper(request);
  await addToCart(request, shopper, "cap", 1, { color: "Black and White" });
  await signIn(page, shopper);
  return shopper;
}

/** axe finds nothing serious, nothing runs off the side, a screenshot is kept, at 1280 and 390 px; valid HTML. */
async function checkAtBothWidths(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  // Before axe and the screenshots, which leave style attributes of their own in the page.
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

/** On the emulated Khalti page: Khalti ID and MPIN, then the OTP. */
async function payOnKhalti(page: Page) {
  await expect(page).toHaveURL(/\/gateways\/khalti\/pay\/\?pidx=/);
  await expect(page.getByRole("heading", { name: "Pay with Khalti (offline test gateway)" })).toBeVisible();
  await expect(page.getByText("Rs 950.00", { exact: true })).toBeVisible();
  await page.getByLabel("Khalti ID (mobile number)").fill("9800000002");
  await page.getByLabel("Khalti MPIN").fill("1111");
  await page.getByRole("button", { name: "Pay Now" }).click();
  await expect(page.getByRole("heading", { name: "Confirm your payment" })).toBeVisible();
  await page.getByLabel("OTP").fill("987654");
  await page.getByRole("button", { name: "Confirm Payment" }).click();
}

test("Khalti: Khalti ID, MPIN and OTP at the emulator bring the shopper back to the paid order", async ({
  page,
  request,
}) => {
  const shopper = await shopperWithCap(page, request);
  await page.goto("/");
  await page.getByRole("button", { name: "Test payment credentials" }).click();
  const credentials = page.getByRole("dialog", { name: "Test payment credentials" });
  await expect(credentials.getByRole("heading", { name: "Khalti" })).toBeVisible();
  await expect(
    credentials.getByText("Khalti ID 9800000000–9800000005 · MPIN 1111 · OTP 987654"),
  ).toBeVisible();
  await credentials.getByRole("button", { name: "Close" }).click();

  await shopNow(page);
  await checkoutToConfirmation(page, shopper, "Khalti");
  await page.getByRole("button", { name: "CONFIRM" }).click();

  await expect(page.getByLabel("Khalti ID (mobile number)")).toBeVisible();
  await checkAtBothWidths(page, "khalti-emulator-login");
  // Wrong values are refused on Khalti's page, which keeps the shopper there.
  await page.getByLabel("Khalti ID (mobile number)").fill("9800000002");
  await page.getByLabel("Khalti MPIN").fill("0000");
  await page.getByRole("button", { name: "Pay Now" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid Khalti ID or MPIN.");
  await page.getByLabel("Khalti ID (mobile number)").fill("9800000002");
  await page.getByLabel("Khalti MPIN").fill("1111");
  await page.getByRole("button", { name: "Pay Now" }).click();
  await expect(page.getByText("We sent a 6-digit OTP to 98XXXXX002.")).toBeVisible();
  await checkAtBothWidths(page, "khalti-emulator-otp");
  await page.getByLabel("OTP").fill("111111");
  await page.getByRole("button", { name: "Confirm Payment" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid OTP. Please try again.");
  await page.getByLabel("OTP").fill("987654");
  await page.getByRole("button", { name: "Confirm Payment" }).click();

  await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
  const order = await expectOrderPlaced(page, request, shopper, "khalti");
  expect(order.pricing.total).toBe(950);
});

test("Khalti: Cancel on Khalti's page shows the failure screen; Try Again pays the same order", async ({
  page,
  request,
}) => {
  const shopper = await shopperWithCap(page, request);
  await shopNow(page);
  await checkoutToConfirmation(page, shopper, "Khalti");
  await page.getByRole("button", { name: "CONFIRM" }).click();

  await page.getByRole("button", { name: "Cancel payment" }).click();
  await expect(page).toHaveURL(/\/checkout\/khalti\/failure\?orderId=[^&]+&reason=canceled$/);
  await expect(page.getByRole("heading", { level: 1, name: "Payment Failed" })).toBeVisible();
  await expect(page.getByText("Your Khalti payment was not completed.")).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText("You cancelled the payment at Khalti.");
  await expect(page.getByRole("link", { name: "Go to Home" })).toHaveAttribute("href", "/");
  const orderNumber = new URL(page.url()).searchParams.get("orderId")!;
  await expect(
    page.getByText(`Order ${orderNumber} is waiting for payment: you can pay it again.`),
  ).toBeVisible();
  await checkAtBothWidths(page, "khalti-failure");

  await page.getByRole("button", { name: "Try Again" }).click();
  await payOnKhalti(page);
  await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
  const order = await expectOrderPlaced(page, request, shopper, "khalti");
  expect(order.orderNumber).toBe(orderNumber);
});
