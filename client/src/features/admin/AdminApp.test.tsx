import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { aCustomer, aStaffMember, anAdmin, json, mockApi, openAdmin, signInAs } from "./admin-testing.tsx";

afterEach(() => vi.restoreAllMocks());

const me = (user: object) => () => json(200, { success: true, user });
const navLinks = () =>
  within(screen.getByRole("navigation", { name: "Admin" }))
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);

describe("who may open the admin", () => {
  it("sends a guest to sign in, then back to the admin page they asked for", async () => {
    const { calls } = mockApi({
      "POST /api/auth/login": () =>
        json(200, { success: true, token: "token-of-admin-1", user: anAdmin(), message: "Login successful" }),
      "GET /api/auth/me": me(anAdmin()),
    });
    const { router } = openAdmin("/admin/orders?status=pending");
    expect(await screen.findByRole("heading", { level: 1, name: "Login" })).toBeVisible();
    expect(router.state.location.pathname).toBe("/login");
    expect(router.state.location.search).toBe("?next=%2Fadmin%2Forders%3Fstatus%3Dpending");
    // The guest's visit asked the admin API nothing.
    expect(Object.keys(calls).filter((key) => key.includes("/api/admin"))).toEqual([]);

    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Email"), "admin@store.local");
    await user.type(screen.getByLabelText("Password"), "Admin@12345");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
    expect(router.state.location.pathname).toBe("/admin/orders");
    expect(router.state.location.search).toBe("?status=pending");
  });

  it("refuses a signed-in customer clearly, with the way back to the store", async () => {
    signInAs(aCustomer());
    const { calls } = mockApi({ "GET /api/auth/me": me(aCustomer()) });
    openAdmin("/admin/orders");
    expect(
      await screen.findByRole("heading", { level: 1, name: "You don't have access to the admin" }),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "Back to store" }).getAttribute("href")).toBe("/");
    expect(screen.queryByRole("navigation", { name: "Admin" })).toBeNull();
    expect(Object.keys(calls).filter((key) => key.includes("/api/admin"))).toEqual([]);
  });

  it("shows an admin the whole menu, their name and role, and the way back to the store", async () => {
    signInAs(anAdmin());
    mockApi({ "GET /api/auth/me": me(anAdmin()) });
    openAdmin();
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    expect(navLinks()).toEqual([
      ["Dashboard", "/admin"],
      ["Orders", "/admin/orders"],
      ["Products", "/admin/products"],
      ["Inventory", "/admin/inventory"],
      ["Brands", "/admin/brands"],
      ["Categories", "/admin/categories"],
      ["Customers", "/admin/customers"],
      ["Reviews", "/admin/reviews"],
      ["Discount codes", "/admin/discounts"],
      ["Audit log", "/admin/audit-log"],
      ["Mail", "/admin/mail"],
      ["SMS", "/admin/sms"],
    ]);
    expect(screen.getByText("Asha Admin")).toBeVisible();
    expect(screen.getByText("Admin", { selector: ".admin-role" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Back to store" }).getAttribute("href")).toBe("/");
    // The current screen is marked for assistive technology.
    expect(screen.getByRole("link", { name: "Dashboard" }).getAttribute("aria-current")).toBe("page");
  });

  it("shows staff the admin without the audit log, and refuses the audit log's address", async () => {
    signInAs(aStaffMember());
    const { calls } = mockApi({ "GET /api/auth/me": me(aStaffMember()) });
    openAdmin("/admin/audit-log");
    expect(await screen.findByRole("heading", { level: 1, name: "For admins only" })).toBeVisible();
    expect(navLinks().map(([label]) => label)).toEqual([
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
    expect(screen.getByText("Staff", { selector: ".admin-role" })).toBeVisible();
    expect(calls["GET /api/admin/audit"]).toBeUndefined();
  });

  it("believes the server's role over the stored one: an account demoted since its sign-in is refused", async () => {
    signInAs(aStaffMember());
    mockApi({ "GET /api/auth/me": me(aStaffMember({ role: "customer" })) });
    openAdmin();
    expect(
      await screen.findByRole("heading", { level: 1, name: "You don't have access to the admin" }),
    ).toBeVisible();
  });

  it("answers an unknown admin address with the admin's own not-found page", async () => {
    signInAs(anAdmin());
    mockApi({ "GET /api/auth/me": me(anAdmin()) });
    openAdmin("/admin/no-such-screen");
    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Go to the dashboard" }).getAttribute("href")).toBe("/admin");
  });
});
