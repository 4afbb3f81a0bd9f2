// The merchant's day against the real server: a shopper pays an order; the seeded admin finds it, moves it to the
// road with a carrier's tracking number the shopper then sees, refunds part of it (and is refused more than is
// left, in the server's words), reads the dashboard, the customer and the audit log; disabling an account signs
// that shopper out on their next request; a staff account sees no refunds and no audit log. Each admin screen is
// checked with data, wide and narrow: axe (nothing serious or critical), nothing running off a phone's side, and
// html-validate. With ADMIN_SHOTS=<folder> each screen is also photographed there, for a person to look at.
import fs from "node:fs/promises";
import path from "node:path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { approveAtPaypal, checkoutToConfirmation, expectOrderPlaced, shopNow } from "./support/checkout.ts";
import { expectValidHtml } from "./support/html-validity.ts";
import { addToCart, placeOrder, registerShopper, rs, signIn, type Shopper } from "./support/factories.ts";
import { seriousAccessibilityFindings } from "./support/accessibility.ts";

const ADMIN = { email: "admin@store.local", password: "Admin@12345" };
const SHOTS = process.env.ADMIN_SHOTS;

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
 * The screen as it is now, at 1280 and 390 px: no serious axe finding, nothing wider than the phone, valid HTML;
 * photographed when ADMIN_SHOTS names a folder. Leaves the page at 1280 px.
 */
async function checkScreen(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
    if (SHOTS) {
      await fs.mkdir(SHOTS, { recursive: true });
      await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
    }
    // Soft: one run reports every screen's findings.
    expect.soft(await seriousAccessibilityFindings(page), `${name} at ${width} px`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect.soft(overflow, `${name} runs off the side at ${width} px`).toBeLessThanOrEqual(0);
    // A table that must be scrolled sideways to read its last column is cramped: none should need it.
    const scrolled = await page
      .locator(".admin-table-scroll")
      .evaluateAll(
        (regions) => regions.filter((region) => region.scrollWidth > region.clientWidth + 1).length,
      );
    expect.soft(scrolled, `${name}: tables scrolled sideways at ${width} px`).toBe(0);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  // Chromium leaves an empty style="" on a field Playwright filled; the app writes no inline style.
  await page.evaluate(() =>
    document.querySelectorAll('[style=""]').forEach((node) => node.removeAttribute("style")),
  );
  await expectValidHtml(page, `admin-${name}`);
}

/** A shopper pays for a Dhaka topi (Rs 850 + Rs 100 delivery in the valley) through the checkout with PayPal's test flow. */
async function paidOrder(page: Page, request: APIRequestContext, shopper: Shopper) {
  await addToCart(request, shopper, "cap", 1, { color: "Black and White" });
  await signIn(page, shopper);
  await shopNow(page);
  await checkoutToConfirmation(page, shopper, "PayPal");
  await page.getByRole("button", { name: "CONFIRM" }).click();
  await approveAtPaypal(page);
  const order = await expectOrderPlaced(page, request, shopper, "paypal");
  expect(order.pricing.total).toBe(950);
  return order;
}

const ordersTable = (page: Page) => page.getByRole("table", { name: "Orders" });

test("the admin finds a paid order, ships it with a tracking number, refunds part of it and reads the results", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const shopper = await registerShopper(request, "Pemba");
  const order = await paidOrder(page, request, shopper);
  const { token } = await admin(request);
  await signIn(page, await admin(request));

  // Found by its number…
  await page.goto("/admin/orders");
  await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
  await page.getByLabel("Search by order number, email or phone").fill(order.orderNumber);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`search=${order.orderNumber}`));
  await expect(ordersTable(page).locator("tbody tr")).toHaveCount(1);
  await expect(ordersTable(page).locator("tbody tr").first()).toContainText(shopper.email);
  await expect(ordersTable(page).locator("tbody tr").first()).toContainText("PayPal Paid");
  await expect(ordersTable(page).locator("tbody tr").first()).toContainText("Processing");

  // …and by filters: the shopper's email with PayPal, paid, processing, today; a status it is not in finds none.
  await page.getByLabel("Search by order number, email or phone").fill(shopper.email);
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByLabel("Status", { exact: true }).selectOption("processing");
  await page.getByLabel("Payment method").selectOption("paypal");
  await page.getByLabel("Payment status").selectOption("completed");
  const today = new Date(Date.now() + 345 * 60_000).toISOString().slice(0, 10); // Nepal's day (UTC+5:45)
  await page.getByLabel("From", { exact: true }).fill(today);
  await page.getByLabel("To", { exact: true }).fill(today);
  await expect(page).toHaveURL(/status=processing/);
  await expect(page).toHaveURL(/paymentMethod=paypal/);
  await expect(page).toHaveURL(/paymentStatus=completed/);
  await expect(page).toHaveURL(new RegExp(`from=${today}`));
  await expect(page).toHaveURL(new RegExp(`to=${today}`));
  await expect(ordersTable(page).locator("tbody tr")).toHaveCount(1);
  await expect(ordersTable(page).locator("tbody tr").first()).toContainText(order.orderNumber);
  await checkScreen(page, "orders");
  await page.getByLabel("Status", { exact: true }).selectOption("delivered");
  await expect(page.getByText("No orders match these filters.")).toBeVisible();
  await page.getByLabel("Status", { exact: true }).selectOption("processing");

  await ordersTable(page).getByRole("link", { name: order.orderNumber }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.orderNumber}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Order ${order.orderNumber}` })).toBeVisible();
  // The Nepal address as chosen at checkout, ward and district included.
  const shipTo = page.locator("address").filter({ hasText: "Thamel Marg 12" });
  await expect(shipTo).toContainText("Thamel Marg 12, Ward 26");
  await expect(shipTo).toContainText("Kathmandu, Kathmandu district, Bagmati Province 44600");
  const timeline = page.getByRole("region", { name: "Timeline" });
  await expect(timeline).toContainText("Order placed: Rs 950");
  await expect(timeline).toContainText("Paid Rs 950 by paypal");

  // Packaging, then on the road with the carrier's number and a note.
  const fulfilment = page.getByRole("region", { name: "Fulfilment" });
  await fulfilment.getByLabel("New status").selectOption("packaging");
  await fulfilment.getByRole("button", { name: "Move order" }).click();
  await expect(page.locator(".admin-meta")).toContainText("Packaging");
  await expect(timeline.getByRole("listitem").last()).toContainText("Packaging");
  const trackingNumber = `NP-${Date.now().toString(36).toUpperCase()}`;
  await fulfilment.getByLabel("New status").selectOption("on_the_road");
  await fulfilment.getByLabel("Note (optional)").fill("Handed to Nepal Post at Thamel");
  await fulfilment.getByLabel("Tracking number (optional)").fill(trackingNumber);
  await fulfilment.getByRole("button", { name: "Move order" }).click();
  await expect(page.locator(".admin-meta")).toContainText("On the road");
  await expect(timeline.getByRole("listitem").last()).toContainText(
    `Handed to Nepal Post at Thamel (tracking number ${trackingNumber})`,
  );
  await expect(timeline.getByRole("listitem").last()).toContainText(`by ${adminSession!.user.name}`);
  await expect(page.getByRole("region", { name: "Customer" })).toContainText(
    `Tracking number: ${trackingNumber}`,
  );

  // The shopper's tracking page shows the carrier's number (a new browser: nobody signed in).
  const shopperContext = await browser.newContext();
  const tracking = await shopperContext.newPage();
  await tracking.goto("/track-order");
  await tracking.getByLabel("Order ID").fill(order.orderNumber);
  await tracking.getByLabel("Billing Email").fill(shopper.email);
  await tracking.getByRole("button", { name: "Track" }).click();
  await expect(tracking.getByRole("article", { name: `Order ${order.orderNumber}` })).toContainText(
    `Tracking number: ${trackingNumber}`,
  );
  await shopperContext.close();

  // A part refund: Rs 300 of Rs 950.
  const refund = page.getByRole("region", { name: "Refund" });
  await refund.getByLabel("Amount (Rs)").fill("300");
  await refund.getByLabel("Reason").fill("Cap arrived with a loose thread");
  await refund.getByRole("button", { name: "Refund" }).click();
  await expect(refund.getByRole("status")).toHaveText("Refunded Rs 300.");
  await expect(page.locator(".admin-meta")).toContainText("Partially refunded");
  await expect(timeline.getByRole("listitem").last()).toContainText(
    "Refunded Rs 300 by paypal: Cap arrived with a loose thread",
  );
  await expect(refund).toContainText("Can still be refundedRs 650");

  // Another admin refunds Rs 500 meanwhile; this page still says Rs 650 is left, so it lets Rs 600 through to the
  // server, which refuses it and says what is really left.
  const meanwhile = await request.post(`/api/admin/orders/${order.orderNumber}/refund`, {
    headers: bearer(token),
    data: { amount: 500, reason: "Goodwill" },
  });
  expect(meanwhile.ok()).toBe(true);
  await refund.getByLabel("Amount (Rs)").fill("600");
  await refund.getByLabel("Reason").fill("Late delivery");
  await refund.getByRole("button", { name: "Refund" }).click();
  await expect(refund.getByRole("alert")).toHaveText(
    "The refund is more than what is left of the payment: at most Rs 150 can be refunded",
  );
  await page.reload();
  await expect(page.getByRole("region", { name: "Refund" })).toContainText("Can still be refundedRs 150");
  await expect(page.getByRole("region", { name: "Payment" })).toContainText("Goodwill");
  await checkScreen(page, "order-detail");

  // The dashboard: today's revenue holds this order's Rs 150 (other journeys add theirs), and it is on the road.
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Dashboard" }).click();
  const revenue = page.getByRole("region", { name: "Revenue" });
  await expect(revenue.locator(".admin-stats div").first()).toContainText(/^TodayRs [\d,]+$/);
  const todayText = (await revenue.locator(".admin-stats dd").first().textContent()) ?? "";
  expect(Number(todayText.replace(/[^\d]/g, ""))).toBeGreaterThanOrEqual(150);
  await expect(revenue.getByRole("img")).toHaveAccessibleName(/^Revenue by day from /);
  const onTheRoad = page
    .getByRole("region", { name: "Orders by status" })
    .getByRole("listitem")
    .filter({ hasText: "On the road" });
  expect(Number((await onTheRoad.locator(".admin-count").textContent()) ?? "0")).toBeGreaterThanOrEqual(1);
  await checkScreen(page, "dashboard");

  // The customer: found by email, one order, Rs 150 spent (Rs 950 paid less Rs 800 refunded).
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Customers" }).click();
  await page.getByLabel("Search by name, email or phone").fill(shopper.email);
  await page.getByRole("button", { name: "Search" }).click();
  const customers = page.getByRole("table", { name: "Customers" });
  await expect(customers.locator("tbody tr")).toHaveCount(1);
  await expect(customers.locator("tbody tr td")).toHaveText([
    shopper.name,
    shopper.email,
    "+977 980-1234567", // saved to the profile by the checkout
    "1",
    rs(150),
    "Customer",
    "Active",
  ]);
  await checkScreen(page, "customers");
  await customers.getByRole("link", { name: shopper.name }).click();
  await expect(page.getByRole("heading", { level: 1, name: shopper.name })).toBeVisible();
  await expect(page.getByRole("table")).toContainText(order.orderNumber);
  await expect(page.getByRole("table")).toContainText("PayPal Partially refunded");
  await checkScreen(page, "customer-detail");

  // The audit log: the moves and the refunds, by the admin.
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Audit log" }).click();
  await page.getByLabel("Kind").selectOption("admin.order_status");
  const events = page.getByRole("table", { name: "Audit events" });
  await expect(events.locator("tbody tr").filter({ hasText: order.orderNumber })).toHaveCount(2);
  await expect(
    events.locator("tbody tr").filter({ hasText: `Order ${order.orderNumber}Packaging → ` }),
  ).toContainText(ADMIN.email);
  await page.getByLabel("Kind").selectOption("payment.refunded");
  await expect(events.locator("tbody tr").filter({ hasText: order.orderNumber })).toHaveCount(2);
  await checkScreen(page, "audit-log");
});

test("disabling an account signs its open session out on the next request, and the audit log says so", async ({
  page,
  request,
  browser,
}) => {
  const customer = await registerShopper(request, "Nima");
  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  await signIn(customerPage, customer);
  await customerPage.goto("/orders");
  await expect(customerPage).toHaveURL(/\/orders$/);
  await expect(customerPage.getByRole("heading", { level: 1 })).toBeVisible();

  await signIn(page, await admin(request));
  await page.goto(`/admin/customers?search=${encodeURIComponent(customer.email)}`);
  await page.getByRole("table", { name: "Customers" }).getByRole("link", { name: customer.name }).click();
  await expect(page.getByRole("heading", { level: 1, name: customer.name })).toBeVisible();
  await page.getByRole("button", { name: "Disable account" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Disable account" }).click();
  await expect(page.getByRole("status")).toHaveText(`${customer.name} can no longer sign in.`);
  await expect(page.getByRole("region", { name: "Details" })).toContainText("Disabled");

  // The customer's next request is refused: the store signs them out and asks them to sign in.
  await customerPage.reload();
  await expect(customerPage).toHaveURL(/\/login/);
  expect(await customerPage.evaluate(() => localStorage.getItem("token"))).toBeNull();
  const again = await request.post("/api/auth/login", {
    data: { email: customer.email, password: customer.password },
  });
  expect(again.status()).toBe(401);
  await customerContext.close();

  await page.goto("/admin/audit-log?kind=admin.customer_changed");
  await expect(
    page.getByRole("table", { name: "Audit events" }).locator("tbody tr").filter({ hasText: customer.email }),
  ).toContainText(ADMIN.email);
});

test("a staff account runs orders but sees no refunds and no audit log", async ({ page, request }) => {
  const { token } = await admin(request);
  const staff = await registerShopper(request, "Sunil");
  const shopper = await registerShopper(request, "Laxmi");
  const order = await placeOrder(request, shopper, "cap");

  // The admin makes the account staff, as the customers screen does.
  const staffId = String(staff.user._id);
  const promoted = await request.patch(`/api/admin/customers/${staffId}`, {
    headers: bearer(token),
    data: { role: "staff" },
  });
  expect(promoted.ok()).toBe(true);
  await signIn(page, { token: staff.token, user: { ...staff.user, role: "staff" } });

  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link")).toHaveText([
    "Dashboard",
    "Orders",
    "Products",
    "Inventory",
    "Brands",
    "Categories",
    "Customers",
    "Reviews",
    "Mail",
    "SMS",
  ]);
  await page.goto(`/admin/orders/${order.orderNumber}`);
  await expect(page.getByRole("region", { name: "Fulfilment" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Refund" })).toHaveCount(0);
  await page.goto("/admin/audit-log");
  await expect(page.getByRole("heading", { level: 1, name: "For admins only" })).toBeVisible();
  // The server refuses them too, whatever the screen shows.
  const refund = await request.post(`/api/admin/orders/${order.orderNumber}/refund`, {
    headers: bearer(staff.token),
    data: { amount: 100, reason: "Trying" },
  });
  expect(refund.status()).toBe(403);
  expect((await request.get("/api/admin/audit", { headers: bearer(staff.token) })).status()).toBe(403);
});
