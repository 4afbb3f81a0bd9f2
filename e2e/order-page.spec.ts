// The order's own page (/order/:orderNumber) and the ways to it: the success page's "View order", a row of My
// Orders (which fits a 390 px phone), and tracking, where a signed-in shopper picks an order instead of typing its
// number and email, and whose form keeps each label with its field. English and Nepali, 390 and 1280 px, each
// screen scanned by axe. With SHOTS=1 each screen is photographed to /tmp/shots-w-orderpage/.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { seriousAccessibilityFindings } from "./support/accessibility.ts";
import { expectValidHtml } from "./support/html-validity.ts";
import {
  approveAtPaypal,
  checkoutToConfirmation,
  definition,
  expectOrderPlaced,
} from "./support/checkout.ts";
import {
  PRODUCTS,
  addToCart,
  moveOrder,
  orderRequest,
  placeOrder,
  productId,
  registerShopper,
  rs,
  signIn,
} from "./support/factories.ts";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

async function expectAccessible(page: Page, screen: string) {
  expect(await seriousAccessibilityFindings(page), screen).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, width } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scrollWidth, "the page is wider than the screen").toBeLessThanOrEqual(width);
}

async function photograph(page: Page, name: string) {
  if (!process.env.SHOTS) return;
  const size = page.viewportSize()!;
  await page.screenshot({ path: `/tmp/shots-w-orderpage/${name}-${size.width}.png`, fullPage: true });
}

/** Each label sits directly above its own field: the same left edge, just over it, nothing in between. */
async function expectLabelAboveField(label: Locator, field: Locator) {
  const labelBox = (await label.boundingBox())!;
  const fieldBox = (await field.boundingBox())!;
  expect(
    Math.abs(labelBox.x - fieldBox.x),
    "label and field start at the same left edge",
  ).toBeLessThanOrEqual(2);
  const gap = fieldBox.y - (labelBox.y + labelBox.height);
  expect(gap, "the field is just under its label").toBeGreaterThanOrEqual(0);
  expect(gap).toBeLessThanOrEqual(12);
}

async function expectTrackingFormLaidOut(page: Page, orderId: string, email: string) {
  const form = page.locator("form").filter({ has: page.getByLabel(orderId) });
  await expectLabelAboveField(form.getByText(orderId, { exact: true }), page.getByLabel(orderId));
  await expectLabelAboveField(form.getByText(email, { exact: true }), page.getByLabel(email));
  // One field under the other: the email's label comes after the order's field.
  const orderField = (await page.getByLabel(orderId).boundingBox())!;
  const emailLabel = (await form.getByText(email, { exact: true }).boundingBox())!;
  expect(emailLabel.y).toBeGreaterThanOrEqual(orderField.y + orderField.height);
}

test("a signed-in shopper: View order, My Orders at 390 px, the order's page and tracking without typing", async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, "Ang");
  await addToCart(request, shopper, "phone", 1, { color: "Awesome Lilac", storage: "256GB" });
  await signIn(page, shopper);
  await page.setViewportSize(DESKTOP);

  // The checkout: the success page's "View order" opens the order's own page.
  await page.goto("/cart");
  await page.getByRole("button", { name: "SHOP NOW" }).click();
  await checkoutToConfirmation(page, shopper, "PayPal");
  await page.getByRole("button", { name: "CONFIRM" }).click();
  await approveAtPaypal(page);
  const order = await expectOrderPlaced(page, request, shopper, "paypal");
  await page.getByRole("link", { name: "View order" }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${order.orderNumber}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Order ${order.orderNumber}` })).toBeVisible();
  await expect(definition(page, "Tracking number")).toHaveText("Given once it is sent");

  // The store sends it, with the carrier's number.
  await moveOrder(request, order.orderNumber, "packaging");
  await moveOrder(request, order.orderNumber, "on_the_road", "RR998877665NP");

  // My Orders on a phone: the table fits, and a row opens the order.
  await page.setViewportSize(PHONE);
  await page.goto("/orders");
  await expect(page.getByRole("heading", { level: 1, name: "MY ORDERS" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: order.orderNumber });
  await expect(row).toContainText(`${PRODUCTS.phone.name} × 1`);
  await expect(row).toContainText("Colour: Awesome Lilac · Memory: 8GB · Storage: 256GB");
  await expect(row).toContainText("On the road");
  await expectNoSidewaysScroll(page);
  await expect(row.getByRole("link", { name: order.orderNumber })).toBeInViewport();
  await expect(row.getByText(rs(order.pricing.total))).toBeInViewport();
  await expectAccessible(page, "my orders at 390 px");
  await photograph(page, "orders-en");
  await row.getByText("On the road").click();
  await expect(page).toHaveURL(new RegExp(`/order/${order.orderNumber}$`));

  // The order's page: lines with options, money, payment, delivery, the tracking number and the timeline.
  await expect(page.getByRole("heading", { level: 1, name: `Order ${order.orderNumber}` })).toBeVisible();
  const items = page.getByRole("region", { name: "Items" });
  await expect(items.getByRole("listitem")).toHaveText([
    `${PRODUCTS.phone.name}Colour: Awesome Lilac · Memory: 8GB · Storage: 256GB1 × ${rs(order.items[0]!.total)}${rs(order.items[0]!.total)}`,
  ]);
  await expect(definition(page, "Total")).toHaveText(rs(order.pricing.total));
  await expect(definition(page, "Method")).toHaveText("PayPal");
  await expect(definition(page, "Status")).toHaveText("Paid");
  await expect(definition(page, "Deliver to")).toContainText("Thamel Marg 12, Ward 26, Kathmandu");
  await expect(definition(page, "Shipping method")).toHaveText("Nepal Post · Standard Delivery");
  await expect(definition(page, "Expected delivery")).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
  await expect(definition(page, "Tracking number")).toHaveText("RR998877665NP");
  await expect(page.getByRole("region", { name: "Timeline" }).getByRole("listitem")).toHaveText([
    /^Order placed \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/,
    /^Processing \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}Payment received$/,
    /^Packaging \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/,
    /^On the road \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/,
  ]);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, "the order's page at 390 px");
  await photograph(page, "order-en");
  await page.setViewportSize(DESKTOP);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, "the order's page at 1280 px");
  // Validated as first loaded: once the window has been resized, the header's search box (not this page) carries
  // an inline style the validator refuses.
  await page.reload();
  await expect(definition(page, "Tracking number")).toHaveText("RR998877665NP");
  await expectValidHtml(page, "order-page");
  await photograph(page, "order-en");

  // My Orders at 1280 px: the table with SPEC's columns, and the number is the row's link.
  await page.getByRole("link", { name: "Back to My Orders" }).click();
  await expect(page.getByRole("table").getByRole("columnheader")).toHaveText([
    "Number ID",
    "Dates",
    "Status",
    "Price",
  ]);
  await expectNoSidewaysScroll(page);
  await photograph(page, "orders-en");
  await page.getByRole("link", { name: order.orderNumber }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/order/${order.orderNumber}$`));

  // Tracking: one press on the order, nothing typed; the form's labels sit with their fields.
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.goto("/track-order");
    // Measured once the shopper's own orders have arrived above the form (they move it down when they come).
    await expect(
      page.getByRole("region", { name: "Your orders" }).getByRole("button", { name: order.orderNumber }),
    ).toBeVisible();
    await expectTrackingFormLaidOut(page, "Order ID", "Billing Email or Mobile Number");
    await expect(page.getByLabel("Order ID")).toHaveValue("");
    await page
      .getByRole("region", { name: "Your orders" })
      .getByRole("button", { name: order.orderNumber })
      .click();
    const result = page.getByRole("article", { name: `Order ${order.orderNumber}` });
    await expect(result).toContainText("Tracking number: RR998877665NP (Nepal Post)");
    await expect(result.getByRole("region", { name: "Items" }).getByRole("list")).toHaveText(
      `${PRODUCTS.phone.name} × 1 Colour: Awesome Lilac · Memory: 8GB · Storage: 256GB`,
    );
    await expect(page.getByLabel("Order ID")).toHaveValue(order.orderNumber);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, `tracking at ${size.width} px`);
    await expectValidHtml(page, `track-order-own-${size.width}`);
    await photograph(page, "track-en");
  }
  await page.getByRole("link", { name: "See the whole order" }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${order.orderNumber}$`));
});

test("in Nepali: My Orders, the order's page and tracking", async ({ page, request, baseURL }) => {
  const shopper = await registerShopper(request, "Sita");
  const order = await placeOrder(request, shopper, "shoes", { quantity: 2 });
  await moveOrder(request, order.orderNumber, "packaging");
  await signIn(page, shopper);
  await page.context().addCookies([{ name: "lang", value: "ne", url: baseURL! }]);

  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.goto("/orders");
    await expect(page.getByRole("heading", { level: 1, name: "मेरा अर्डरहरू" })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: order.orderNumber });
    await expect(row).toContainText(`× २`);
    await expect(row).toContainText(/रङ: \S+/);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, `my orders in Nepali at ${size.width} px`);
    await photograph(page, "orders-ne");
    await row.getByRole("link", { name: order.orderNumber }).click();

    await expect(page.getByRole("heading", { level: 1, name: `अर्डर ${order.orderNumber}` })).toBeVisible();
    await expect(page.getByRole("region", { name: "सामानहरू" }).getByRole("listitem")).toContainText(
      /रङ: \S+.*२ × रु [०-९,]+/,
    );
    await expect(definition(page, "विधि")).toHaveText("PayPal");
    await expect(definition(page, "स्थिति")).toHaveText("भुक्तानी भयो");
    await expect(definition(page, "अनुमानित डेलिभरी")).toHaveText(
      /^२०[०-९]{2} \S+ [०-९]+ \(२०[०-९]{2} \S+ [०-९]+\)$/,
    );
    await expect(definition(page, "ट्र्याकिङ नम्बर")).toHaveText("पठाएपछि दिइनेछ");
    const steps = page.getByRole("region", { name: "समयरेखा" }).getByRole("listitem");
    await expect(steps).toHaveCount(3);
    await expect(steps.first()).toHaveText(
      /^अर्डर गरियो २०[०-९]{2} \S+ [०-९]+ \(२०[०-९]{2} \S+ [०-९]+\), [०-९]{2}:[०-९]{2}$/,
    );
    await expect(steps.nth(1)).toContainText("भुक्तानी प्राप्त भयो");
    await expect(steps.nth(2)).toContainText("प्याकिङ");
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, `the order's page in Nepali at ${size.width} px`);
    await photograph(page, "order-ne");

    await page.goto("/track-order");
    await expect(
      page.getByRole("region", { name: "तपाईंका अर्डरहरू" }).getByRole("button", { name: order.orderNumber }),
    ).toBeVisible();
    await expectTrackingFormLaidOut(page, "अर्डर आईडी", "बिलिङ इमेल वा मोबाइल नम्बर");
    await page
      .getByRole("region", { name: "तपाईंका अर्डरहरू" })
      .getByRole("button", { name: order.orderNumber })
      .click();
    const result = page.getByRole("article", { name: `अर्डर ${order.orderNumber}` });
    await expect(result.getByRole("region", { name: "अर्डर गरिएका सामान" }).getByRole("list")).toContainText(
      /× २ रङ: \S+/,
    );
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, `tracking in Nepali at ${size.width} px`);
    await photograph(page, "track-ne");
  }
});

test("an order's page is its owner's: a guest in the browser that placed it sees it, nobody else", async ({
  page,
  browser,
  request,
}) => {
  // A guest places an order from this browser's session.
  await page.goto("/placeholder-product.svg");
  const sessionId = `guest_orderpage${Date.now().toString(36)}`;
  await page.evaluate((id) => localStorage.setItem("sessionId", id), sessionId);
  const placed = await request.post("/api/orders", {
    headers: { "x-session-id": sessionId },
    data: orderRequest(
      { firstName: "Mina", lastName: "Rai", email: "mina.rai@example.com" },
      { productId: await productId(request, "cap"), quantity: 1 },
      "cod",
    ),
  });
  expect(placed.status()).toBe(201);
  const { orderNumber } = (await placed.json()).data.order as { orderNumber: string };

  await page.goto(`/order/${orderNumber}`);
  await expect(page.getByRole("heading", { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await expect(definition(page, "Status")).toHaveText("Due on delivery");
  await expect(page.getByRole("main").getByRole("link", { name: "Track your order" })).toBeVisible();

  // Another shopper, signed in elsewhere: the store's "Order not found", and the way to tracking.
  const other = await registerShopper(request, "Tenzin");
  const otherContext = await browser.newContext();
  const otherPage = await otherContext.newPage();
  await signIn(otherPage, other);
  await otherPage.goto(`/order/${orderNumber}`);
  await expect(otherPage.getByRole("heading", { level: 1, name: "Order not found" })).toBeVisible();
  await expect(otherPage.getByRole("main").getByRole("link", { name: "Track your order" })).toHaveAttribute(
    "href",
    "/track-order",
  );
  await expect(otherPage.getByText("Thamel Marg 12")).toHaveCount(0);
  await expectAccessible(otherPage, "someone else's order");
  await photograph(otherPage, "order-not-found");
  await otherContext.close();
});
