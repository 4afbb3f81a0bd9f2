import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminDiscount } from "@store/shared/admin/discounts";
import { anAdmin, json, mockApi, openAdmin, openAsStaff, signInAs, cellsOf } from "../admin-testing.tsx";
import { ok } from "../../../testing/api-mock.ts";

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

const me =
  (user = anAdmin()) =>
  () =>
    json(200, { success: true, user });

const CODE: AdminDiscount = {
  _id: "d1",
  code: "DASHAIN15",
  type: "percentage",
  value: 15,
  minSubtotal: 2000,
  startsAt: "2026-10-01T00:00:00.000+05:45",
  endsAt: null,
  usageLimit: 100,
  perCustomerLimit: 1,
  active: true,
  timesUsed: 7,
  createdAt: "2026-09-30T00:00:00.000Z",
  updatedAt: "2026-09-30T00:00:00.000Z",
};

describe("the admin's discount codes", () => {
  it("lists each code with what it takes off, its minimum and usage", async () => {
    signInAs(anAdmin());
    mockApi({ "GET /api/auth/me": me(), "GET /api/admin/discounts": ok({ discounts: [CODE] }) });
    openAdmin("/admin/discounts");
    const row = (await screen.findByRole("link", { name: "DASHAIN15" })).closest("tr")!;
    const cells = cellsOf(row);
    expect(cells.slice(0, 7)).toEqual([
      "DASHAIN15",
      "15% off",
      "Rs 2,000",
      "2026-10-01 – no end",
      "7 of 100",
      "1",
      "Active",
    ]);
  });

  it("creates a code from the form, sending whole numbers and Nepal days, and shows the server's refusal", async () => {
    signInAs(anAdmin());
    const { calls } = mockApi({
      "GET /api/auth/me": me(),
      "POST /api/admin/discounts": () =>
        json(409, {
          success: false,
          code: "discount.code_taken",
          message: "A discount code named TIHAR500 already exists",
        }),
    });
    openAdmin("/admin/discounts/new");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Code"), "tihar500");
    await user.selectOptions(screen.getByLabelText("Type"), "fixed");
    await user.type(screen.getByLabelText("Amount off (Rs)"), "500");
    await user.clear(screen.getByLabelText("Minimum subtotal (Rs)"));
    await user.type(screen.getByLabelText("Minimum subtotal (Rs)"), "3000");
    await user.type(screen.getByLabelText("Ends on (optional)"), "2026-11-15");
    await user.type(screen.getByLabelText("Usage limit (optional)"), "50");
    await user.click(screen.getByRole("button", { name: "Create discount code" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "A discount code named TIHAR500 already exists",
    );
    expect(calls["POST /api/admin/discounts"]![0]!.body).toEqual({
      code: "tihar500",
      type: "fixed",
      value: 500,
      minSubtotal: 3000,
      startsAt: null,
      endsAt: "2026-11-15T23:59:59.999+05:45",
      usageLimit: 50,
      perCustomerLimit: null,
      active: true,
    });
  });

  it("checks the form before sending: a percentage above 100 is refused beside its field", async () => {
    signInAs(anAdmin());
    const { calls } = mockApi({ "GET /api/auth/me": me() });
    openAdmin("/admin/discounts/new");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Code"), "TOOMUCH");
    await user.type(screen.getByLabelText("Percentage off"), "150");
    await user.click(screen.getByRole("button", { name: "Create discount code" }));
    expect(await screen.findByText("A percentage must be between 1 and 100")).toBeVisible();
    expect(calls["POST /api/admin/discounts"]).toBeUndefined();
  });

  it("is closed to staff", async () => {
    const { calls } = openAsStaff("/admin/discounts");
    expect(await screen.findByRole("heading", { level: 1, name: "For admins only" })).toBeVisible();
    expect(calls["GET /api/admin/discounts"]).toBeUndefined();
  });
});
