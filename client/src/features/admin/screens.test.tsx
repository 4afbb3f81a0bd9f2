// The screens wired to the admin API: what they ask the server for and what they show of its answers.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  anAdmin,
  anOrder,
  aStaffMember,
  json,
  mockApi,
  openAdmin,
  openAsStaff,
  signInAs,
  cellsOf,
} from "./admin-testing.tsx";
import { ok } from "../../testing/api-mock.ts";
import type {
  AdminCustomer,
  AuditPage,
  CustomerOrderSummary,
  Dashboard,
  OrderDetail,
} from "./admin-types.ts";

afterEach(() => vi.restoreAllMocks());

const me = (user: object) => () => json(200, { success: true, user });

const DASHBOARD: Dashboard = {
  revenue: { today: 1500, last7Days: 64999, last30Days: 149999 },
  revenueByDay: [
    { date: "2026-11-23", amount: 0 },
    { date: "2026-11-24", amount: 1500 },
  ],
  ordersByStatus: { pending: 2, processing: 0, packaging: 0, on_the_road: 0, delivered: 7, cancelled: 0 },
  lowStock: [
    { productId: "p1", variantId: "v1", sku: "A55-NAVY-128", name: "Samsung Galaxy A55 5G", stock: 2 },
  ],
  topProducts: [{ productId: "p2", name: "Dhaka Topi", sold: 31 }],
  store: { mode: "live", offered: ["esewa", "cod"], testOnly: [], googleSignIn: "live" },
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

  it("says plainly, in a test store, which payment methods take no real money", async () => {
    signInAs(anAdmin());
    mockApi({
      "GET /api/auth/me": me(anAdmin()),
      "GET /api/admin/dashboard": ok({
        ...DASHBOARD,
        store: {
          mode: "offline",
          offered: ["paypal", "mastercard", "esewa", "khalti", "cod"],
          testOnly: ["paypal", "mastercard", "esewa", "khalti"],
          googleSignIn: "emulator",
        },
      }),
    });
    openAdmin();
    expect((await screen.findByRole("note")).textContent).toBe(
      "Test store: these payment methods take no real money: PayPal, Card, eSewa and Khalti. " +
        "Google sign-in is a local stand-in, not Google.",
    );
  });

  it("says nothing of test money in a live store", async () => {
    signInAs(anAdmin());
    mockApi({ "GET /api/auth/me": me(anAdmin()), "GET /api/admin/dashboard": ok(DASHBOARD) });
    openAdmin();
    await screen.findByRole("region", { name: "Revenue" });
    expect(screen.queryByRole("note")).toBeNull();
  });

  it("names the first eight low variants and counts the rest", async () => {
    signInAs(anAdmin());
    const lowStock = Array.from({ length: 11 }, (_, index) => ({
      productId: `p${index}`,
      variantId: `v${index}`,
      sku: `SKU-${index}`,
      name: `Product ${index}`,
      stock: index,
    }));
    mockApi({
      "GET /api/auth/me": me(anAdmin()),
      "GET /api/admin/dashboard": ok({ ...DASHBOARD, lowStock }),
    });
    openAdmin();
    const panel = await screen.findByRole("region", { name: "Low stock" });
    expect(within(panel).getAllByRole("listitem")).toHaveLength(8);
    expect(within(panel).getByText("and 3 more at or below the low-stock level")).toBeVisible();
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
    expect(within(await screen.findByRole("alert")).getByText("Something went wrong")).toBeVisible();
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("region", { name: "Revenue" })).toBeVisible();
  });
});

describe("the orders list", () => {
  it("asks for the URL's filters and page, and a changed filter starts again at page 1", async () => {
    const { calls, router } = openAsStaff(
      "/admin/orders?status=pending&paymentMethod=esewa&search=sita&page=2&bogus=1",
      {
        "GET /api/admin/orders": ok({ orders: [anOrder()], total: 41, page: 2, pages: 3 }),
      },
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
    const cells = cellsOf(table);
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
    expect(screen.getByText("Page 2 of 3")).toBeVisible();

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
  const detail: OrderDetail = {
    order: anOrder(),
    timeline: [{ at: "2026-11-24T08:00:00.000Z", kind: "placed", message: "Order placed" }],
  };

  it("shows each line's sku, the tracking number and who moved the order", async () => {
    signInAs(aStaffMember());
    const moved: OrderDetail = {
      order: anOrder({
        status: "on_the_road",
        shipping: { ...anOrder().shipping, trackingNumber: "NP-777" },
      }),
      timeline: [
        ...detail.timeline,
        {
          at: "2026-11-24T09:00:00.000Z",
          kind: "status",
          status: "on_the_road",
          note: "Handed to the carrier",
          trackingNumber: "NP-777",
          message: "On the road: Handed to the carrier (tracking number NP-777)",
          actor: { _id: "staff-1", name: "Sunil Staff", email: "staff@store.local" },
        },
      ],
    };
    mockApi({ "GET /api/auth/me": me(aStaffMember()), "GET /api/admin/orders/ORD-1001": ok(moved) });
    openAdmin("/admin/orders/ORD-1001");
    const timeline = await screen.findByRole("region", { name: "Timeline" });
    expect(within(timeline).getByText("by Sunil Staff (staff@store.local)")).toBeVisible();
    expect(screen.getByText("SAMSUNG-GALAXY-A55-5G-NAVY-8GB-128GB")).toBeVisible();
    expect(
      within(screen.getByRole("region", { name: "Customer" }))
        .getByText("NP-777")
        .closest("p")?.textContent,
    ).toBe("Tracking number: NP-777");
  });

  it("says a refusal of the server in its words, and a bare 403 as the role it needs", async () => {
    signInAs(anAdmin());
    let refunds = 0;
    mockApi({
      "GET /api/auth/me": me(anAdmin()),
      "GET /api/admin/orders/ORD-1001": ok(detail),
      "POST /api/admin/orders/ORD-1001/refund": () =>
        ++refunds === 1
          ? json(409, {
              success: false,
              code: "refund.exceeds_paid",
              message: "The refund is more than what is left of the payment: at most Rs 100 can be refunded",
            })
          : json(403, { success: false, code: "auth.forbidden", message: "You are not allowed to do that" }),
    });
    openAdmin("/admin/orders/ORD-1001");
    const refund = await screen.findByRole("region", { name: "Refund" });
    const user = userEvent.setup();
    await user.type(within(refund).getByLabelText("Amount (Rs)"), "500");
    await user.type(within(refund).getByLabelText("Reason"), "Scratched box");
    await user.click(within(refund).getByRole("button", { name: "Refund" }));
    expect((await within(refund).findByRole("alert")).textContent).toBe(
      "The refund is more than what is left of the payment: at most Rs 100 can be refunded",
    );
    // The button says "Refund" again once the refused request has settled (its alert can show a moment before).
    await user.click(await within(refund).findByRole("button", { name: "Refund" }));
    await vi.waitFor(() =>
      expect(within(refund).getByRole("alert").textContent).toBe(
        "Your role does not allow this: only an admin can do it.",
      ),
    );
  });

  it("lets an admin refund, and sends a status move to the server", async () => {
    signInAs(anAdmin());
    const { calls } = mockApi({
      "GET /api/auth/me": me(anAdmin()),
      "GET /api/admin/orders/ORD-1001": ok(detail),
      "PATCH /api/admin/orders/ORD-1001/status": () =>
        json(200, { success: true, message: "moved", data: { order: anOrder({ status: "packaging" }) } }),
    });
    openAdmin("/admin/orders/ORD-1001");
    expect(screen.getByRole("heading", { level: 1, name: "Order ORD-1001" })).toBeVisible();
    expect(await screen.findByRole("region", { name: "Refund" })).toBeVisible();
    expect(within(screen.getByRole("region", { name: "Timeline" })).getByText("Order placed")).toBeVisible();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("New status"), "packaging");
    await user.click(screen.getByRole("button", { name: "Move order" }));
    await vi.waitFor(() => expect(calls["PATCH /api/admin/orders/ORD-1001/status"]).toHaveLength(1));
    expect(calls["PATCH /api/admin/orders/ORD-1001/status"]![0]!.body).toEqual({ status: "packaging" });
    // The page asks for the order again to show its new state.
    await vi.waitFor(() => expect(calls["GET /api/admin/orders/ORD-1001"]).toHaveLength(2));
  });

  it("lists a refund paid outside the store with its bank reference under its reason", async () => {
    signInAs(anAdmin());
    const refunded: OrderDetail = {
      ...detail,
      order: anOrder({
        payment: {
          ...anOrder().payment,
          method: "connectips",
          status: "partially_refunded",
          refunds: [
            {
              amount: 300,
              reason: "One tassel missing",
              at: "2026-11-24T09:00:00.000Z",
              manual: true,
              reference: "NIC-2026-000311",
            },
          ],
        },
      }),
    };
    mockApi({ "GET /api/auth/me": me(anAdmin()), "GET /api/admin/orders/ORD-1001": ok(refunded) });
    openAdmin("/admin/orders/ORD-1001");
    const payment = await screen.findByRole("region", { name: "Payment" });
    const [refund] = within(payment).getAllByRole("listitem");
    // The reason and the reference in one column, the amount in the other.
    expect(refund!.children).toHaveLength(2);
    expect(refund!.children[0]!.textContent).toBe(
      "24 Nov 2026, 14:45: One tassel missing Paid outside the store, bank reference NIC-2026-000311",
    );
    expect(refund!.children[1]!.textContent).toBe("Rs 300");
  });

  it("shows staff no refund form", async () => {
    openAsStaff("/admin/orders/ORD-1001", { "GET /api/admin/orders/ORD-1001": ok(detail) });
    expect(await screen.findByRole("region", { name: "Fulfilment" })).toBeVisible();
    expect(screen.queryByRole("region", { name: "Refund" })).toBeNull();
  });
});

describe("a customer's page", () => {
  const customer: AdminCustomer = {
    ...aStaffMember({ _id: "user-9", name: "Hari Bahadur", email: "hari@example.com", role: "customer" }),
    orderCount: 3,
    totalSpent: 12000,
    disabled: false,
    createdAt: "2026-11-01T08:00:00.000Z",
  };
  const summary: CustomerOrderSummary = {
    _id: "order-1",
    orderNumber: "ORD-1001",
    status: "processing",
    paymentMethod: "esewa",
    paymentStatus: "partially_refunded",
    total: 50000,
    itemCount: 2,
    createdAt: "2026-11-24T08:00:00.000Z",
  };

  it("lists the customer's orders as the server summarises them", async () => {
    openAsStaff("/admin/customers/user-9", {
      "GET /api/admin/customers/user-9": ok({ customer, orders: [summary] }),
    });
    const orders = await screen.findByRole("table");
    expect(cellsOf(orders)).toEqual([
      "ORD-100124 Nov 2026 · 2 items",
      "Rs 50,000",
      "eSewa Partially refunded",
      "Processing",
    ]);
  });

  it("says why the server refused a change", async () => {
    signInAs(anAdmin());
    mockApi({
      "GET /api/auth/me": me(anAdmin()),
      "GET /api/admin/customers/user-9": ok({ customer, orders: [] }),
      "PATCH /api/admin/customers/user-9": () =>
        json(409, {
          success: false,
          code: "customer.cannot_disable_self",
          message: "You cannot disable your own account",
        }),
    });
    openAdmin("/admin/customers/user-9");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Disable account" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Disable account" }));
    expect((await screen.findByRole("alert")).textContent).toBe("You cannot disable your own account");
  });

  it("lets an admin disable the account after confirming", async () => {
    signInAs(anAdmin());
    const { calls } = mockApi({
      "GET /api/auth/me": me(anAdmin()),
      "GET /api/admin/customers/user-9": ok({ customer, orders: [summary] }),
      "PATCH /api/admin/customers/user-9": ok({ customer: { ...customer, disabled: true } }),
    });
    openAdmin("/admin/customers/user-9");
    expect(await screen.findByRole("heading", { level: 1, name: "Hari Bahadur" })).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Disable account" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Disable account" }));
    await vi.waitFor(() => expect(calls["PATCH /api/admin/customers/user-9"]).toHaveLength(1));
    expect(calls["PATCH /api/admin/customers/user-9"]![0]!.body).toEqual({ disabled: true });
  });

  it("shows staff the customer without the account's switches", async () => {
    openAsStaff("/admin/customers/user-9", {
      "GET /api/admin/customers/user-9": ok({ customer, orders: [] }),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Hari Bahadur" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Disable account" })).toBeNull();
    expect(screen.queryByLabelText("Role")).toBeNull();
  });

  it("offers an admin no switches on their own account", async () => {
    signInAs(anAdmin());
    mockApi({
      "GET /api/auth/me": me(anAdmin()),
      "GET /api/admin/customers/admin-1": ok({
        customer: { ...anAdmin(), orderCount: 0, totalSpent: 0, disabled: false, createdAt: "2026-11-01" },
        orders: [],
      }),
    });
    openAdmin("/admin/customers/admin-1");
    expect(await screen.findByRole("heading", { level: 1, name: "Asha Admin" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Disable account" })).toBeNull();
  });
});

describe("the audit log", () => {
  it("names the account of each event (a guest's payment by the order's customer) and asks for the chosen kind", async () => {
    signInAs(anAdmin());
    const answer: AuditPage = {
      events: [
        {
          _id: "e1",
          at: "2026-11-24T09:00:00.000Z",
          kind: "admin.order_status",
          ip: "10.0.0.1",
          userId: "admin-1",
          user: { _id: "admin-1", name: "Asha Admin", email: "admin@store.local" },
          detail: { orderNumber: "ORD-1001", from: "processing", to: "packaging" },
          changes: [],
          order: null,
          product: null,
        },
        {
          _id: "e2",
          at: "2026-11-24T08:00:00.000Z",
          kind: "login.failed",
          ip: "10.0.0.9",
          userId: null,
          user: null,
          detail: { email: "nobody@example.com" },
          changes: [],
          order: null,
          product: null,
        },
        {
          _id: "e3",
          at: "2026-11-24T07:00:00.000Z",
          kind: "payment.completed",
          ip: "127.0.0.1",
          userId: null,
          user: null,
          detail: { orderNumber: "ORD-1002", method: "esewa", amount: 189999 },
          changes: [],
          order: {
            _id: "o2",
            orderNumber: "ORD-1002",
            customer: { name: "Sita Sharma", email: "sita@example.com", guest: true },
          },
          product: null,
        },
      ],
      total: 3,
      page: 1,
      pages: 1,
    };
    const { calls } = mockApi({ "GET /api/auth/me": me(anAdmin()), "GET /api/admin/audit": ok(answer) });
    const { router } = openAdmin("/admin/audit-log");
    const table = await screen.findByRole("table", { name: "Audit events" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(within(rows[0]!).getAllByRole("cell")[1]!.textContent).toBe("Asha Adminadmin@store.local");
    const details = within(rows[0]!).getAllByRole("cell")[3]!;
    expect(within(details).getByRole("link", { name: "Order ORD-1001" })).toHaveAttribute(
      "href",
      "/admin/orders/ORD-1001",
    );
    expect(details.textContent).toBe("Order ORD-1001Processing → Packaging");
    expect(within(rows[1]!).getAllByRole("cell")[1]!.textContent).toBe("Guest (10.0.0.9)");
    // A guest's payment names the order's customer, the address beside.
    expect(within(rows[2]!).getAllByRole("cell")[1]!.textContent).toBe(
      "Sita Sharmasita@example.comGuest · 127.0.0.1",
    );
    expect(within(rows[2]!).getAllByRole("cell")[3]!.textContent).toBe(
      "Order ORD-1002Method: eSewaAmount: Rs 1,89,999",
    );
    // Each kind in words, in the table and the filter.
    expect(rows.map((row) => within(row).getAllByRole("cell")[2]!.textContent)).toEqual([
      "Order moved",
      "Sign-in failed",
      "Payment received",
    ]);
    await userEvent.setup().selectOptions(screen.getByLabelText("Kind"), "Customer changed");
    expect(router.state.location.search).toBe("?kind=admin.customer_changed");
    await vi.waitFor(() => expect(calls["GET /api/admin/audit"]).toHaveLength(2));
    expect(new URL(calls["GET /api/admin/audit"]![1]!.request.url).searchParams.get("kind")).toBe(
      "admin.customer_changed",
    );
  });
});
