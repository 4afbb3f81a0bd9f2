import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { DataTable, type Column } from "./DataTable.tsx";

interface Row {
  id: string;
  name: string;
  amount: number;
}

const COLUMNS: Column<Row>[] = [
  { header: "Name", cell: (row) => row.name },
  { header: "Amount", numeric: true, cell: (row) => row.amount },
];

function renderTable(props: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) {
  const handlers = { onRetry: vi.fn(), onSearch: vi.fn(), onPage: vi.fn() };
  render(
    <DataTable<Row>
      caption="Orders"
      columns={COLUMNS}
      rows={[{ id: "1", name: "Sita", amount: 500 }]}
      rowKey={(row) => row.id}
      isLoading={false}
      onRetry={handlers.onRetry}
      emptyMessage="No orders match these filters."
      search={{ label: "Search orders", value: "", onSearch: handlers.onSearch }}
      filters={<p>the screen's filters</p>}
      pagination={{ page: 1, pages: 3, total: 45, onPage: handlers.onPage }}
      {...props}
    />,
  );
  return handlers;
}

describe("the admin's data table", () => {
  it("shows the rows under their column headers, amounts on the right", () => {
    renderTable();
    const table = screen.getByRole("table", { name: "Orders" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Name", "Amount"]);
    const cells = within(table).getAllByRole("cell");
    expect(cells.map((cell) => cell.textContent)).toEqual(["Sita", "500"]);
    expect(cells[1]!.className).toBe("numeric");
    expect(screen.getByText("the screen's filters")).toBeVisible();
  });

  it("says it is loading, marks the list busy, and shows no table or pages meanwhile", () => {
    renderTable({ isLoading: true, rows: undefined });
    expect(screen.getByRole("status").textContent).toBe("Loading orders…");
    expect(screen.getByRole("status").closest("[aria-busy]")?.getAttribute("aria-busy")).toBe("true");
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByText(/Page \d of/)).toBeNull();
  });

  it("shows the server's refusal with a way to try again", async () => {
    const { onRetry } = renderTable({
      rows: undefined,
      error: { status: 403, data: { success: false, code: "auth.forbidden", message: "Admins only" } },
    });
    expect(within(screen.getByRole("alert")).getByText("Admins only")).toBeVisible();
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("words a failure without a server message itself", () => {
    renderTable({ rows: undefined, error: { status: "TIMEOUT_ERROR", error: "AbortError" } });
    expect(within(screen.getByRole("alert")).getByText("Could not load orders.")).toBeVisible();
  });

  it("says the admin is offline when the call got no answer", () => {
    renderTable({ rows: undefined, error: { status: "FETCH_ERROR", error: "TypeError: Failed to fetch" } });
    expect(within(screen.getByRole("alert")).getByText(/^You're offline\./)).toBeVisible();
  });

  it("says so when nothing matches", () => {
    renderTable({ rows: [], pagination: { page: 1, pages: 0, total: 0, onPage: vi.fn() } });
    expect(screen.getByText("No orders match these filters.")).toBeVisible();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByText("0 results")).toBeVisible();
  });

  it("pages: Page x of y, Previous off on the first page, Next asks for the next", async () => {
    const { onPage } = renderTable();
    const pages = screen.getByRole("navigation", { name: "Orders pages" });
    expect(within(pages).getByText("Page 1 of 3")).toBeVisible();
    expect(within(pages).getByRole<HTMLButtonElement>("button", { name: "Previous" }).disabled).toBe(true);
    await userEvent.setup().click(within(pages).getByRole("button", { name: "Next" }));
    expect(onPage).toHaveBeenCalledWith(2);
    expect(screen.getByText("45 results")).toBeVisible();
  });

  it("offers Next no further than the last page", async () => {
    const { onPage } = renderTable({ pagination: { page: 3, pages: 3, total: 45, onPage: vi.fn() } });
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Next" }).disabled).toBe(true);
    await userEvent.setup().click(screen.getByRole("button", { name: "Previous" }));
    expect(onPage).not.toHaveBeenCalled();
  });

  it("searches with the trimmed words when the search is sent", async () => {
    const { onSearch } = renderTable();
    const user = userEvent.setup();
    await user.type(screen.getByRole("searchbox", { name: "Search orders" }), "  ORD-1001  {Enter}");
    expect(onSearch).toHaveBeenCalledWith("ORD-1001");
  });
});
