// The inventory screens wired to the admin API: the list with its search, low-stock filter and states, the
// "Adjust stock" dialog (its checks, what it sends, the result or the refusal, the keyboard), and the history.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { aStaffMember, json, mockApi, openAdmin, openAsStaff, signInAs, cellsOf } from "../admin-testing.tsx";
import type { InventoryVariant, StockChange } from "../admin-types.ts";
import { errorOf } from "../../../testing/fields.ts";
import { ok } from "../../../testing/api-mock.ts";

afterEach(() => vi.restoreAllMocks());

const me = () => json(200, { success: true, user: aStaffMember() });

function aVariant(overrides: Partial<InventoryVariant> = {}): InventoryVariant {
  return {
    _id: "v1",
    productId: "p1",
    productName: "Samsung Galaxy A55 5G",
    sku: "A55-NAVY-128",
    options: { color: "Navy", storage: "128GB" },
    stock: 3,
    price: 50000,
    archived: false,
    lowStock: true,
    waiting: 0,
    ...overrides,
  };
}

const PAGE = {
  variants: [
    aVariant({ waiting: 3 }),
    aVariant({
      _id: "v2",
      sku: "TOPI-1",
      productName: "Dhaka Topi",
      options: {},
      stock: 40,
      lowStock: false,
    }),
    aVariant({
      _id: "v3",
      sku: "OLD-1",
      productName: "Old Phone",
      stock: 0,
      archived: true,
      lowStock: false,
    }),
  ],
  total: 3,
  page: 1,
  pages: 1,
  lowStockThreshold: 5,
};

describe("the inventory list", () => {
  it("asks for the URL's search, filter and page and shows each variant's stock, badge and price", async () => {
    const { calls, router } = openAsStaff("/admin/inventory?search=a55&lowStock=true", {
      "GET /api/admin/inventory": ok(PAGE),
    });
    const table = await screen.findByRole("table", { name: "Variants" });
    const sent = new URL(calls["GET /api/admin/inventory"]![0]!.request.url).searchParams;
    expect(Object.fromEntries(sent)).toEqual({ search: "a55", lowStock: "true", page: "1", limit: "20" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .slice(0, 6)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ["Samsung Galaxy A55 5G", "A55-NAVY-128", "Navy · 128GB", "3Low stock", "Rs 50,000", "3 waiting"],
      ["Dhaka Topi", "TOPI-1", "—", "40", "Rs 50,000", "0"],
      ["Old Phone", "OLD-1", "Navy · 128GB", "0", "Rs 50,000", "0"],
    ]);
    expect(within(table).getByRole("link", { name: "Samsung Galaxy A55 5G" }).getAttribute("href")).toBe(
      "/admin/inventory/v1",
    );
    expect(within(rows[2]!).getByText("Archived")).toBeVisible();
    expect(within(rows[2]!).queryByRole("button")).toBeNull();
    expect(screen.getByText("5 or fewer left")).toBeVisible();
    expect(screen.getByRole("link", { name: "Inventory" }).getAttribute("aria-current")).toBe("page");

    const filter = screen.getByLabelText("Low stock only") as HTMLInputElement;
    expect(filter.checked).toBe(true);
    await userEvent.setup().click(filter);
    expect(router.state.location.search).toBe("?search=a55");
    await vi.waitFor(() => expect(calls["GET /api/admin/inventory"]).toHaveLength(2));
  });

  it("says when nothing is low on stock, and shows a failure with Try again", async () => {
    signInAs(aStaffMember());
    let attempts = 0;
    mockApi({
      "GET /api/auth/me": me,
      "GET /api/admin/inventory": () =>
        ++attempts === 1
          ? json(500, { success: false, code: "server.error", message: "Something went wrong" })
          : ok({ ...PAGE, variants: [], total: 0, pages: 0 })(),
    });
    openAdmin("/admin/inventory?lowStock=true");
    expect(within(await screen.findByRole("alert")).getByText("Something went wrong")).toBeVisible();
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("No variants are low on stock.")).toBeVisible();
  });
});

describe("the Adjust stock dialog", () => {
  async function openDialog(
    handlers: Record<string, (request: Request) => Response | Promise<Response>> = {},
  ) {
    signInAs(aStaffMember());
    const api = mockApi({ "GET /api/auth/me": me, "GET /api/admin/inventory": ok(PAGE), ...handlers });
    openAdmin("/admin/inventory");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Adjust stock of A55-NAVY-128" }));
    return { ...api, user, dialog: screen.getByRole("dialog", { name: "Adjust stock" }) };
  }

  it("names each mistake beside its field and sends nothing", async () => {
    const { user, calls } = await openDialog();
    expect(document.activeElement).toBe(screen.getByLabelText("Add to stock"));
    await user.click(screen.getByRole("button", { name: "Save adjustment" }));
    expect(errorOf("Quantity")).toBe("Enter a quantity");
    expect(errorOf("Reason")).toBe("Choose a reason");
    expect(document.activeElement).toBe(screen.getByLabelText("Quantity"));
    await user.click(screen.getByLabelText("Remove from stock"));
    await user.type(screen.getByLabelText("Quantity"), "4");
    await user.click(screen.getByRole("button", { name: "Save adjustment" }));
    expect(errorOf("Quantity")).toBe("Only 3 in stock: you can remove at most 3");
    await user.clear(screen.getByLabelText("Quantity"));
    await user.type(screen.getByLabelText("Quantity"), "1.5");
    await user.click(screen.getByRole("button", { name: "Save adjustment" }));
    expect(errorOf("Quantity")).toBe("Enter a whole number, 0 or more");
    expect(calls["POST /api/admin/variants/v1/stock"]).toBeUndefined();
  });

  it("sends a delta with the reason and note, and shows the new stock", async () => {
    const { user, calls, dialog } = await openDialog({
      "POST /api/admin/variants/v1/stock": () =>
        json(200, {
          success: true,
          message: "ok",
          data: { variant: aVariant({ stock: 15, lowStock: false }) },
        }),
    });
    await user.type(screen.getByLabelText("Quantity"), "12");
    expect(screen.getByText("Stock after: 15")).toBeVisible();
    await user.selectOptions(screen.getByLabelText("Reason"), "received");
    await user.type(screen.getByLabelText("Note (optional)"), "Delivery 88");
    await user.click(screen.getByRole("button", { name: "Save adjustment" }));
    expect(await within(dialog).findByText("Stock of A55-NAVY-128 is now 15.")).toBeVisible();
    expect(calls["POST /api/admin/variants/v1/stock"]![0]!.body).toEqual({
      delta: 12,
      reason: "received",
      note: "Delivery 88",
    });
    expect(within(dialog).getByText("15")).toBeVisible();
  });

  it("sends a set level, and shows the server's 409 when it is refused", async () => {
    const { user, calls, dialog } = await openDialog({
      "POST /api/admin/variants/v1/stock": () =>
        json(409, {
          success: false,
          code: "stock.adjustment_raced",
          message: "The stock kept changing while it was being set; check the new stock and try again",
        }),
    });
    await user.click(screen.getByLabelText("Set stock to"));
    await user.type(screen.getByLabelText("New stock"), "0");
    await user.selectOptions(screen.getByLabelText("Reason"), "correction");
    await user.click(screen.getByRole("button", { name: "Save adjustment" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "The stock kept changing while it was being set; check the new stock and try again",
    );
    expect(calls["POST /api/admin/variants/v1/stock"]![0]!.body).toEqual({ set: 0, reason: "correction" });
  });

  it("closes on Escape and gives focus back to its button; Tab stays inside", async () => {
    const { user } = await openDialog();
    const close = screen.getByRole("button", { name: "Close" });
    close.focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText("Add to stock"));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Adjust stock of A55-NAVY-128" }));
  });
});

describe("a variant's stock history", () => {
  const changes: StockChange[] = [
    {
      _id: "c2",
      at: "2026-11-24T09:00:00.000Z",
      delta: 10,
      stockAfter: 13,
      reason: "adjustment",
      adjustmentReason: "received",
      note: "Delivery 88",
      actor: { _id: "staff-1", name: "Sunil Staff", email: "staff@store.local" },
    },
    {
      _id: "c1",
      at: "2026-11-24T08:00:00.000Z",
      delta: -2,
      stockAfter: 3,
      reason: "order_reserved",
      note: "",
      orderNumber: "ORD-1001",
    },
  ];

  it("shows the variant and each change, newest first, with its order or who made it", async () => {
    openAsStaff("/admin/inventory/v1", {
      "GET /api/admin/variants/v1/stock-history": ok({
        variant: aVariant({ stock: 13, lowStock: false }),
        changes,
        total: 2,
        page: 1,
        pages: 1,
      }),
    });
    const table = await screen.findByRole("table", { name: "Stock changes" });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      "Stock history: Samsung Galaxy A55 5G",
    );
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => cellsOf(row))).toEqual([
      ["24 Nov 2026, 14:45", "+10", "13", "Adjustment: Received (new stock)Delivery 88", "Sunil Staff"],
      ["24 Nov 2026, 13:45", "-2", "3", "Order placed ORD-1001", "Order"],
    ]);
    expect(within(table).getByRole("link", { name: "ORD-1001" }).getAttribute("href")).toBe(
      "/admin/orders/ORD-1001",
    );
    expect(screen.getByRole("button", { name: "Adjust stock" })).toBeVisible();
  });

  it("says so when the variant is unknown", async () => {
    openAsStaff("/admin/inventory/nope", {
      "GET /api/admin/variants/nope/stock-history": () =>
        json(404, { success: false, code: "variant.not_found", message: "Variant not found" }),
    });
    expect(within(await screen.findByRole("alert")).getByText("Variant not found")).toBeVisible();
  });
});
