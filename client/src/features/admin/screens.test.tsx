// The screens wired to the admin API: what they ask the server for and what they show of its answers.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { aStaffMember, anAdmin, anOrder, json, mockApi, openAdmin, signInAs } from "./admin-testing.tsx";
import type { Dashboard } from "./admin-types.ts";

afterEach(() => vi.restoreAllMocks());

const me = (user: object) => () => json(200, { success: true, user });
const ok = (data: object) => () => json(200, { success: true, data });

const DASHBOARD: Dashboard = {
  revenue: { today: 1500, last7Days: 64999, last30Days: 149999 },
  revenueByDay: [
    { date: "2026-11-23", amount: 0 },
    { date: "2026-11-24", amount: 1500 },
  ],
  ordersByStatus: { pending: 2, delivered: 7 },
  lowStock: [
    { productId: "p1", variantId: "v1", sku: "A55-NAVY-128", name: "Samsung Galaxy A55 5G", stock: 2 },
  ],
  topProducts: [{ productId: "p2", name: "Dhaka Topi", sold: 31 }],
};

describe("the dashboard", () => {
  it("shows revenue, orders by status, low stock and top sellers", async () => {
    signInAs(anAdmin());
    mockApi({ "GET /api/auth/me": me(anAdmin()), "GET /api/admin/dashboard": ok(DASHBOARD) });
    openAdmin();
    const revenue = await screen.findByRole("region", { name: "Revenue" });
    expect(Array.from(revenue.querySelectorAll(".admin-stats div")).map((stat) => stat.textContent)).toEqual([
      "TodayRs 1,500",
      "Last 7 daysRs 64,999",
      "Last 30 daysRs 1,49,999",
    ]);
    const byStatus = screen.getByRole("region", { name: "Orders by status" });
    expect(within(byStatus).getByRole("link", { name: "Pending" }).getAttribute("href")).toBe(
      "/admin/orders?status=pending",
    );
    expect(
      within(byStatus)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toContain("Delivered 7");
    expect(
      within(byStatus)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toContain("Packaging 0");
    expect(within(screen.getByRole("region", { name: "Low stock" })).getByRole("listitem").textContent).toBe(
      "Samsung Galaxy A55 5G A55-NAVY-128 2 left",
    );
    expect(
      within(screen.getByRole("region", { name: "Top sellers" })).getByRole("listitem").textContent,
    ).toBe("Dhaka Topi 31 sold");
  });

  it("shows the failure and asks again on Try again", async () => {
    signInAs(anAdmin());
    let attempts = 0;
    mockApi({
      "GET /api/auth/me": me(anAdmin()),
      "GET /api/admin/dashboard": () =>
        ++attempts === 1
          ? json(500, { success: false, code: "server.error", message: "Something went wrong" })
          : ok(DASHBOARD)(),
    });
    openAdmin();
    expect(within(await screen.findByRole("alert")).getByText("Something went wrong")).toBeDefined();
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("region", { name: "Revenue" })).toBeDefined();
  });
});

describe("the orders list", () => {
  it("asks for the URL's filters and page, and a changed filter starts again at page 1", async () => {
    signInAs(aStaffMember());
    const { calls } = mockApi({
      "GET /api/auth/me": me(aStaffMember()),
      "GET /api/admin/orders": ok({ orders: [anOrder()], total: 41, page: 2, pages: 3 }),
    });
    const { router } = openAdmin(
      "/admin/orders?status=pending&paymentMethod=esewa&search=sita&page=2&bogus=1",
    );
    const table = await screen.findByRole("table", { name: "Orders" });
    const sent = new URL(calls["GET /api/admin/orders"]![0]!.request.url).searchParams;
    expect(Object.fromEntries(sent)).toEqual({
      status: "pending",
      paymentMethod: "esewa",
      search: "sita",
      page: "2",
      limit: "20",
    });
    const cells = within(table)
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      "ORD-1001",
      "24 Nov 2026",
      "Sita Sharmasita@example.com",
      "Rs 50,000",
      "eSewa Paid",
      "Processing",
    ]);
    expect(within(table).getByRole("link", { name: "ORD-1001" }).getAttribute("href")).toBe(
      "/admin/orders/ORD-1001",
    );
    expect(screen.getByText("Page 2 of 3")).toBeDefined();

    await userEvent.setup().selectOptions(screen.getByLabelText("Payment status"), "refunded");
    expect(router.state.location.search).toBe(
      "?status=pending&paymentMethod=esewa&search=sita&bogus=1&paymentStatus=refunded",
    );
    await vi.waitFor(() => expect(calls["GET /api/admin/orders"]).toHaveLength(2));
    const again = new URL(calls["GET /api/admin/orders"]![1]!.request.url).searchParams;
    expect(again.get("paymentStatus")).toBe("refunded");
    expect(again.get("page")).toBe("1");
  });
});

describe("an order's page", () => {
  const detail = {
    order: anOrder(),
    timeline: [{ at: "2026-11-24T08:00:00.000Z", kind: "placed", message: "Order placed" }],
  };

  it("lets an admin refund, and sends a status move to the server", async () => {
    signInAs(anAdmin());
    const { calls } = mockApi({
      "GET /api/auth/me": me(anAdmin()),
      "GET /api/admin/orders/ORD-1001": ok(detail),
      "PATCH /api/admin/orders/ORD-1001/status": () =>
        json(200, { success: true, message: "moved", data: { order: anOrder({ status: "packaging" }) } }),
    });
    openAdmin("/admin/orders/ORD-1001");
    expect(screen.getByRole("heading", { level: 1, name: "Order ORD-1001" })).toBeDefined();
    expect(await screen.findByRole("region", { name: "Refund" })).toBeDefined();
    expect(within(screen.getByRole("region", { name: "Timeline" })).getByText("Order placed")).toBeDefined();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("New status"), "packaging");
    await user.click(screen.getByRole("button", { name: "Move order" }));
    await vi.waitFor(() => expect(calls["PATCH /api/admin/orders/ORD-1001/status"]).toHaveLength(1));
    expect(calls["PATCH /api/admin/orders/ORD-1001/status"]![0]!.body).toEqual({ status: "packaging" });
    // The page asks for the order again to show its new state.
    await vi.waitFor(() => expect(calls["GET /api/admin/orders/ORD-1001"]).toHaveLength(2));
  });

  it("shows staff no refund form", async () => {
    signInAs(aStaffMember());
    mockApi({ "GET /api/auth/me": me(aStaffMember()), "GET /api/admin/orders/ORD-1001": ok(detail) });
    openAdmin("/admin/orders/ORD-1001");
    expect(await screen.findByRole("region", { name: "Fulfilment" })).toBeDefined();
    expect(screen.queryByRole("region", { name: "Refund" })).toBeNull();
  });
});

describe("a customer's page", () => {
  const customer = {
    ...aStaffMember({ _id: "user-9", name: "Hari Bahadur", email: "hari@example.com", role: "customer" }),
    orderCount: 3,
    totalSpent: 12000,
    disabled: false,
  };

  it("lets an admin disable the account after confirming", async () => {
    signInAs(anAdmin());
    const { calls } = mockApi({
      "GET /api/auth/me": me(anAdmin()),
      "GET /api/admin/customers/user-9": ok({ customer, orders: [anOrder()] }),
      "PATCH /api/admin/customers/user-9": ok({ customer: { ...customer, disabled: true } }),
    });
    openAdmin("/admin/customers/user-9");
    expect(await screen.findByRole("heading", { level: 1, name: "Hari Bahadur" })).toBeDefined();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Disable account" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Disable account" }));
    await vi.waitFor(() => expect(calls["PATCH /api/admin/customers/user-9"]).toHaveLength(1));
    expect(calls["PATCH /api/admin/customers/user-9"]![0]!.body).toEqual({ disabled: true });
  });

  it("shows staff the customer without the account's switches", async () => {
    signInAs(aStaffMember());
    mockApi({
      "GET /api/auth/me": me(aStaffMember()),
      "GET /api/admin/customers/user-9": ok({ customer, orders: [] }),
    });
    openAdmin("/admin/customers/user-9");
    expect(await screen.findByRole("heading", { level: 1, name: "Hari Bahadur" })).toBeDefined();
    expect(screen.queryByRole("button", { name: "Disable account" })).toBeNull();
    expect(screen.queryByLabelText("Role")).toBeNull();
  });

  it("offers an admin no switches on their own account", async () => {
    signInAs(anAdmin());
    mockApi({
      "GET /api/auth/me": me(anAdmin()),
      "GET /api/admin/customers/admin-1": ok({
        customer: { ...anAdmin(), orderCount: 0, totalSpent: 0, disabled: false },
        orders: [],
      }),
    });
    openAdmin("/admin/customers/admin-1");
    expect(await screen.findByRole("heading", { level: 1, name: "Asha Admin" })).toBeDefined();
    expect(screen.queryByRole("button", { name: "Disable account" })).toBeNull();
  });
});
