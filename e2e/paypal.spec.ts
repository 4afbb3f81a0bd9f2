// PayPal from the confirmation step, as PayPal's Orders v2 works: CONFIRM leaves for PayPal's approval page (the
// emulator offline), where a wrong password is refused and Cancel brings the shopper back to the failure screen;
// its Try Again makes a new PayPal order for the same order, the sandbox buyer approves it, and the store captures
// it and shows the paid order. The approval page and the failure screen have no serious accessibility findings,
// are valid HTML and fit a phone; screenshots go to /tmp/shots-paypal/.
import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { checkoutToConfirmation, expectOrderPlaced, shopNow } from "./support/checkout.ts";
import { addToCart, registerShopper, signIn, type Shopper } from "./support/factories.ts";
import { expectValidHtml } from "./support/html-validity.ts";
import { seriousAccessibilityFindings } from "./support/accessibility.ts";

const SHOTS = "/tmp/shots-paypal";

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

test("PayPal: a wrong password is refused, Cancel shows the failure screen, Try Again and approval pay", async ({
  page,
  request,
}) => {
  const shopper = await shopperWithCap(page, request);
  await shopNow(page);
  await checkoutToConfirmation(page, shopper, "PayPal");
  await page.getByRole("button", { name: "CONFIRM" }).click();

  await expect(page).toHaveURL(/\/gateways\/paypal\/checkoutnow\?token=/);
  await expect(page.getByRole("heading", { name: "Pay with PayPal (offline test gateway)" })).toBeVisible();
  await expect(page.getByText("NPR 950.00", { exact: true })).toBeVisible();
  await checkAtBothWidths(page, "paypal-approval");
  await page.getByLabel("Email").fill("sb-buyer@personal.example.com");
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Pay Now" }).click();
  await expect(page.getByRole("alert")).toHaveText("Some of your info didn't match. Please try again.");

  await page.getByRole("button", { name: "Cancel and return to the store" }).click();
  await expect(page).toHaveURL(/\/checkout\/paypal\/failure\?orderId=NS-[^&]+&reason=canceled$/);
  await expect(page.getByRole("heading", { level: 1, name: "Payment Failed" })).toBeVisible();
  await expect(page.getByText("Your PayPal payment was not completed.")).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText("You cancelled the payment at PayPal.");
  await checkAtBothWidths(page, "paypal-failure");

  await page.getByRole("button", { name: "Try Again" }).click();
  await expect(page).toHaveURL(/\/gateways\/paypal\/checkoutnow\?token=/);
  await page.getByLabel("Email").fill("sb-buyer@personal.example.com");
  await page.getByLabel("Password").fill("Sandbox@123");
  await page.getByRole("button", { name: "Pay Now" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payment Successful" })).toBeVisible();
  const order = await expectOrderPlaced(page, request, shopper, "paypal");
  expect(order.pricing.total).toBe(950);
});
