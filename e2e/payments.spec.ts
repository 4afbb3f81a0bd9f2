// Each payment method from the confirmation step to 'Order Placed': PayPal; Mastercard with the always-declined
// test card first; eSewa through the emulator's sign-in page, and its Cancel, failure screen and Try Again.
import { expect, test, type Page } from "@playwright/test";
import { approveAtPaypal, checkoutToConfirmation, expectOrderPlaced, shopNow } from "./support/checkout.ts";
import {
  PRODUCTS,
  addToCart,
  registerShopper,
  rs,
  signIn,
  testCredentials,
  type Shopper,
} from "./support/factories.ts";

/** A new shopper signed in with a Dhaka topi (Rs 850) in the cart: under Rs 5,000, so delivery is charged. */
async function shopperWithCap(page: Page, request: Parameters<typeof registerShopper>[0]): Promise<Shopper> {
  const shopper = await registerShopper(request);
  await addToCart(request, shopper, "cap", 1, { color: "Black and White" });
  await signIn(page, shopper);
  return shopper;
}

test("PayPal: CONFIRM pays and shows the placed order", async ({ page, request }) => {
  const shopper = await shopperWithCap(page, request);
  await shopNow(page, { giftBox: true });
  await checkoutToConfirmation(page, shopper, "PayPal");
  await page.getByRole("button", { name: "CONFIRM" }).click();
  await approveAtPaypal(page);

  const order = await expectOrderPlaced(page, request, shopper, "paypal");
  // Rs 850 + Standard Delivery in the Kathmandu Valley Rs 100 + gift box Rs 100.
  expect(order.pricing).toMatchObject({ subtotal: 850, shipping: 100, giftWrap: 100, total: 1050 });
});

test("Mastercard: the declined test card is refused, then a good card pays", async ({ page, request }) => {
  const credentials = await testCredentials(request);
  const declined = /(\d{16}) is always declined/.exec(credentials.mastercard.instructions)?.[1];
  expect(declined).toBe("5105105105105100");
  const good = credentials.mastercard.testCards[1]!;

  const shopper = await shopperWithCap(page, request);
  await shopNow(page);
  await checkoutToConfirmation(page, shopper, "Mastercard");
  const card = page.getByRole("group", { name: "Card details" });
  await expect(card.getByLabel("Card number")).toBeVisible();

  await card.getByLabel("Card number").fill(declined!);
  const refusal = page.waitForEvent("dialog");
  await page.getByRole("button", { name: "CONFIRM" }).click();
  const dialog = await refusal;
  expect(dialog.message()).toBe("Card declined");
  await dialog.accept();
  await expect(page).toHaveURL(/\/checkout\/confirmation$/);
  await expect(page.getByRole("button", { name: "CONFIRM" })).toBeEnabled();

  await card.getByLabel("Card number").fill(good.number);
  await card.getByLabel("Expiry (MM/YY)").fill(good.expiry);
  await card.getByLabel("CVV").fill(good.cvv);
  await card.getByLabel("Name on card").fill(shopper.name);
  await page.getByRole("button", { name: "CONFIRM" }).click();

  const order = await expectOrderPlaced(page, request, shopper, "mastercard");
  expect(order.pricing).toMatchObject({ subtotal: 850, shipping: 100, giftWrap: 0, total: 950 });
});

/** On the emulated eSewa page: its amount, then the test account's sign-in and Pay. */
async function payOnEsewa(page: Page, request: Parameters<typeof testCredentials>[0], total: number) {
  const { esewa } = await testCredentials(request);
  await expect(page).toHaveURL(/\/gateways\/esewa\//);
  await expect(page.getByRole("heading", { name: "Pay with eSewa (offline test gateway)" })).toBeVisible();
  await expect(page.getByText(`Rs ${total}`, { exact: true })).toBeVisible();
  await page.getByLabel("eSewa ID").fill(esewa.testAccount);
  await page.getByLabel("Password").fill(esewa.password);
  await page.getByLabel("Token (MPIN)").fill(esewa.token);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
}

test("eSewa: the emulator's sign-in and Pay bring the shopper back to the placed order", async ({
  page,
  request,
}) => {
  const shopper = await shopperWithCap(page, request);
  await shopNow(page);
  await checkoutToConfirmation(page, shopper, "eSewa");
  await page.getByRole("button", { name: "CONFIRM" }).click();

  // A wrong token is refused by the gateway, which keeps the shopper on its page.
  await expect(page.getByLabel("eSewa ID")).toBeVisible();
  await page.getByLabel("eSewa ID").fill("9806800001");
  await page.getByLabel("Password").fill("Nepal@123");
  await page.getByLabel("Token (MPIN)").fill("000000");
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid eSewa ID, password or token.");

  await payOnEsewa(page, request, 950);
  const order = await expectOrderPlaced(page, request, shopper, "esewa");
  expect(order.pricing.total).toBe(950);
});

test("eSewa: Cancel on the gateway shows the failure screen; Try Again pays", async ({ page, request }) => {
  const shopper = await shopperWithCap(page, request);
  await shopNow(page);
  await checkoutToConfirmation(page, shopper, "eSewa");
  await page.getByRole("button", { name: "CONFIRM" }).click();

  await page.getByRole("button", { name: "Cancel payment" }).click();
  await expect(page).toHaveURL(/\/checkout\/esewa\/failure\?/);
  await expect(page.getByRole("heading", { level: 1, name: "Payment Failed" })).toBeVisible();
  await expect(page.getByText("Your eSewa payment was not completed.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to Home" })).toHaveAttribute("href", "/");

  await page.getByRole("link", { name: "Try Again" }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation$/);
  await expect(page.getByText(`${PRODUCTS.cap.name} × 1 — ${rs(850)}`)).toBeVisible();
  await page.getByRole("button", { name: "CONFIRM" }).click();

  await payOnEsewa(page, request, 950);
  await expectOrderPlaced(page, request, shopper, "esewa");
});
