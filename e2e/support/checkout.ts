// The checkout's steps as a shopper goes through them, and what the success page must show.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { fetchOrder, rs, type Order, type Shopper } from "./factories.ts";

export type PaymentLabel = "PayPal" | "Mastercard" | "eSewa" | "Khalti" | "Fonepay" | "connectIPS";

/** The value beside a term of a description list (`<dt>term</dt><dd>value</dd>`). */
export const definition = (page: Page, term: string) =>
  page
    .getByRole("term")
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator("+ dd");

export async function fillCustomerInfo(
  page: Page,
  shopper: Pick<Shopper, "firstName" | "lastName" | "email">,
) {
  await expect(page.getByRole("heading", { level: 1, name: "Customer information" })).toBeVisible();
  await page.getByLabel("Email").fill(shopper.email);
  await page.getByLabel("First name").fill(shopper.firstName);
  await page.getByLabel("Last name").fill(shopper.lastName);
  await page.getByLabel("Country").selectOption("Nepal");
  await chooseNepalAddress(page, { province: "Bagmati Province", district: "Kathmandu", city: "Kathmandu" });
  await page.getByLabel("Ward (optional)").selectOption("26");
  await page.getByLabel("Address", { exact: true }).fill("Thamel Marg 12");
  await page.getByLabel("Postal code (optional)").fill("44600");
  await page.getByLabel("Phone").fill("+977 980-1234567");
}

/** A Nepal address's province, district and local level, each chosen from the list its parent fills. */
export async function chooseNepalAddress(
  page: Page,
  place: { province: string; district: string; city: string },
) {
  await page.getByLabel("State/Region").selectOption(place.province);
  await page.getByLabel("District").selectOption(place.district);
  await page.getByLabel("City").selectOption(place.city);
}

/** Customer info, shipping and payment, up to the confirmation step. */
export async function checkoutToConfirmation(page: Page, shopper: Shopper, payment: PaymentLabel) {
  await fillCustomerInfo(page, shopper);
  await page.getByRole("button", { name: "NEXT" }).click();
  await expect(page).toHaveURL(/\/checkout\/shipping-payments$/);
  await expect(page.getByRole("heading", { level: 1, name: "Shipping and payment" })).toBeVisible();
  await page.getByRole("radio", { name: payment, exact: true }).check();
  await expect(page.getByRole("radio", { name: /^Standard Delivery · Nepal Post/ })).toBeChecked();
  await page.getByRole("button", { name: "NEXT" }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation$/);
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your order" })).toBeVisible();
  await expect(page.getByText(payment, { exact: true })).toBeVisible();
}

/** From the cart page: the whole cart, with or without the gift box, to the customer-info step. */
/**
 * At PayPal's page (the emulator offline), after CONFIRM: the sandbox buyer logs in and pays, and PayPal sends the
 * browser back to the store, which captures the payment and moves on to the placed order.
 */
export async function approveAtPaypal(page: Page) {
  await expect(page).toHaveURL(/\/gateways\/paypal\/checkoutnow\?token=/);
  await page.getByLabel("Email").fill("sb-buyer@personal.example.com");
  await page.getByLabel("Password").fill("Sandbox@123");
  await page.getByRole("button", { name: "Pay Now" }).click();
  await expect(page).toHaveURL(/\/checkout\/(paypal\/success\?orderId=|success$)/);
}

export async function shopNow(page: Page, { giftBox = false } = {}) {
  await page.goto("/cart");
  await expect(page.getByRole("heading", { level: 1, name: "Shopping cart" })).toBeVisible();
  if (giftBox) await page.getByLabel(/Add a gift box/).check();
  await page.getByRole("button", { name: "SHOP NOW" }).click();
  await expect(page).toHaveURL(/\/checkout\/customer-info$/);
}

/**
 * The 'Order Placed' page shows the order the server holds: number, items, method, status, amount and
 * delivery, compared with GET /api/orders/:orderNumber.
 */
/** The payment method as the order placed page names it. */
const METHOD_NAMES = {
  paypal: "PayPal",
  mastercard: "Mastercard",
  esewa: "eSewa",
  khalti: "Khalti",
  fonepay: "Fonepay",
  connectips: "connectIPS",
} as const;

export async function expectOrderPlaced(
  page: Page,
  request: APIRequestContext,
  shopper: Pick<Shopper, "firstName" | "lastName" | "email" | "token">,
  method: keyof typeof METHOD_NAMES,
): Promise<Order> {
  await expect(page).toHaveURL(/\/checkout\/success$/);
  await expect(page.getByRole("heading", { level: 1, name: "Order Placed" })).toBeVisible();
  const orderNumber = (await page.getByText("Your order number is").locator("strong").textContent()) ?? "";
  expect(orderNumber).not.toBe("");

  const order = await fetchOrder(request, shopper, orderNumber);
  expect(order.status).toBe("processing");
  expect(order.payment).toMatchObject({ method, status: "completed", amount: order.pricing.total });
  expect(order.pricing.total).toBe(
    order.pricing.subtotal +
      order.pricing.shipping +
      order.pricing.tax -
      order.pricing.discount +
      order.pricing.giftWrap,
  );

  await expect(page.getByText(`${shopper.firstName} ${shopper.lastName} · ${shopper.email}`)).toBeVisible();
  for (const item of order.items) {
    await expect(page.getByText(`${item.name} × ${item.quantity} — ${rs(item.total)}`)).toBeVisible();
  }
  await expect(definition(page, "Method")).toHaveText(METHOD_NAMES[method]);
  await expect(definition(page, "Transaction ID")).toHaveText(order.payment.transactionId ?? "");
  await expect(definition(page, "Status")).toHaveText("Completed");
  await expect(definition(page, "Amount")).toHaveText(rs(order.pricing.total));
  await expect(
    page.getByText(
      `${order.shipping.company} · ${order.shipping.method} · delivery within ${order.shipping.estimatedDays} days`,
    ),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "View order" })).toHaveAttribute(
    "href",
    `/order/${orderNumber}`,
  );
  await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/products");
  return order;
}
