// The shopper's real orders: history by tab with a search at /orders, and tracking at /track-order with the
// timeline the admin's moves made.
import { expect, test } from "@playwright/test";
import { moveOrder, placeOrder, registerShopper, rs, signIn } from "./support/factories.ts";

test("order history: Completed, Processing and Cancelled tabs and the search", async ({ page, request }) => {
  const shopper = await registerShopper(request, "Nima");
  const delivered = await placeOrder(request, shopper, "cap");
  const cancelled = await placeOrder(request, shopper, "cap");
  const paid = await placeOrder(request, shopper, "shoes", { quantity: 2 });
  const unpaid = await placeOrder(request, shopper, "cap", { paid: false });
  await moveOrder(request, delivered.orderNumber, "delivered");
  await moveOrder(request, cancelled.orderNumber, "cancelled");

  await signIn(page, shopper);
  await page.goto("/");
  await page.getByRole("navigation", { name: "Account" }).getByText(shopper.firstName).click();
  await page.getByRole("link", { name: "My Orders" }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole("heading", { level: 1, name: "MY ORDERS" })).toBeVisible();

  const tabs = page.getByRole("tablist", { name: "Orders by status" });
  await expect(tabs.getByRole("tab", { name: "Completed (1)" })).toBeVisible();
  await expect(tabs.getByRole("tab", { name: "Cancelled (1)" })).toBeVisible();
  await expect(tabs.getByRole("tab", { name: "Processing (2)" })).toHaveAttribute("aria-selected", "true");
  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader")).toHaveText(["Number ID", "Dates", "Status", "Price"]);
  const rows = table.getByRole("row").filter({ has: page.getByRole("cell") });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: paid.orderNumber })).toContainText("Processing");
  await expect(rows.filter({ hasText: paid.orderNumber })).toContainText(rs(paid.pricing.total));
  await expect(rows.filter({ hasText: unpaid.orderNumber })).toContainText("Awaiting payment");

  await tabs.getByRole("tab", { name: "Completed (1)" }).click();
  await expect(tabs.getByRole("tab", { name: "Completed (1)" })).toHaveAttribute("aria-selected", "true");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(delivered.orderNumber);
  await expect(rows.first()).toContainText("Delivered");

  await tabs.getByRole("tab", { name: "Cancelled (1)" }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(cancelled.orderNumber);
  await expect(rows.first()).toContainText("Cancelled");

  await tabs.getByRole("tab", { name: "Processing (2)" }).click();
  const search = page.getByRole("searchbox", { name: "Search orders" });
  await search.fill(paid.orderNumber.slice(-6).toLowerCase());
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(paid.orderNumber);
  await search.fill("NO-SUCH-ORDER");
  await expect(table).toHaveCount(0);
  await expect(page.getByText("No orders here yet.")).toBeVisible();
  await search.fill("");
  await expect(rows).toHaveCount(2);
});

test("track order: both fields required, an unknown order refused, a real order's timeline", async ({
  page,
  request,
}) => {
  const shopper = await registerShopper(request, "Dawa");
  const order = await placeOrder(request, shopper, "shoes", { quantity: 3 });
  await moveOrder(request, order.orderNumber, "on_the_road");

  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Track your order" }).click();
  await expect(page).toHaveURL(/\/track-order$/);
  await expect(page.getByRole("heading", { level: 1, name: "Track your order" })).toBeVisible();

  await page.getByRole("button", { name: "Track" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please fill in all fields");
  await page.getByLabel("Order ID").fill(order.orderNumber);
  await page.getByRole("button", { name: "Track" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please fill in all fields");

  const notFound = "Order ID not found, or the email or mobile number doesn't match our records.";
  await page.getByLabel("Billing Email").fill("someone.else@example.com");
  await page.getByRole("button", { name: "Track" }).click();
  await expect(page.getByRole("alert")).toHaveText(notFound);
  await page.getByLabel("Order ID").fill("ORD-00000000-XXXX");
  await page.getByLabel("Billing Email").fill(shopper.email);
  await page.getByRole("button", { name: "Track" }).click();
  await expect(page.getByRole("alert")).toHaveText(notFound);

  await page.getByLabel("Order ID").fill(order.orderNumber.toLowerCase());
  await page.getByLabel("Billing Email").fill(shopper.email.toUpperCase());
  await page.getByRole("button", { name: "Track" }).click();
  const result = page.getByRole("article", { name: `Order ${order.orderNumber}` });
  await expect(result).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(result.getByRole("definition")).toContainText([rs(order.pricing.total), "3", "on the road"]);

  const stages = result.getByRole("list").last().getByRole("listitem");
  await expect(stages).toHaveText([
    /^Order placed \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    /^Packaging \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    /^On the road \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    "Delivered",
  ]);
  for (const index of [0, 1, 2]) await expect(stages.nth(index)).toHaveClass(/active/);
  await expect(stages.nth(3)).not.toHaveClass(/active/);
});
