import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, mockApi } from "../../testing/api-mock.ts";
import { fillAndSubmit } from "../../testing/fields.ts";
import { renderAt } from "../../testing/render.tsx";
import RegisterPage from "./RegisterPage.tsx";

afterEach(() => vi.restoreAllMocks());

const fill = (values: Record<string, string>) => fillAndSubmit(values, "Register");

describe("the registration form", () => {
  it("shows the storefront's messages and calls nothing", async () => {
    const { spy: fetchSpy } = mockApi({});
    renderAt("/register", [{ path: "/register", element: <RegisterPage /> }]);
    await fill({
      "First name": "S",
      "Last name": "Sharma1",
      Email: "nope",
      Password: "secret",
      "Confirm password": "other",
    });
    expect(screen.getByText("First name must be between 2 and 50 characters")).toBeVisible();
    expect(screen.getByText("Last name can only contain letters and spaces")).toBeVisible();
    expect(screen.getByText("Email is invalid")).toBeVisible();
    expect(
      screen.getByText(
        "Password must contain at least one uppercase letter, one lowercase letter, and one number",
      ),
    ).toBeVisible();
    expect(screen.getByText("Passwords do not match")).toBeVisible();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("asks to confirm the password", async () => {
    renderAt("/register", [{ path: "/register", element: <RegisterPage /> }]);
    await fill({
      "First name": "Sita",
      "Last name": "Sharma",
      Email: "sita@example.com",
      Password: "Secret123",
      "Confirm password": "",
    });
    expect(screen.getByText("Please confirm your password")).toBeVisible();
  });

  it("sends first and last name joined and goes to the login page", async () => {
    const { calls } = mockApi({
      "POST /api/auth/register": () =>
        json(201, { success: true, token: "t", user: {}, message: "Registration successful" }),
    });
    const { router } = renderAt("/register", [
      { path: "/register", element: <RegisterPage /> },
      { path: "/login", element: <p>login page</p> },
    ]);
    await fill({
      "First name": "Sita",
      "Last name": "Sharma",
      Email: "sita@example.com",
      Password: "Secret123",
      "Confirm password": "Secret123",
    });
    await screen.findByText("login page");
    const { request, body } = calls["POST /api/auth/register"]![0]!;
    expect(body).toEqual({
      name: "Sita Sharma",
      email: "sita@example.com",
      password: "Secret123",
    });
    expect(request.headers.get("x-session-id")).toMatch(/^guest_[0-9a-f]{32}$/);
    expect(router.state.location.search).toBe("?registered=1");
  });

  it("carries where the guest was going through registering and signing in", async () => {
    mockApi({
      "POST /api/auth/register": () =>
        json(201, { success: true, token: "t", user: {}, message: "Registration successful" }),
    });
    const next = "/product/fashion/dhaka-topi?pending=0a1b2c";
    const { router } = renderAt(`/register?${new URLSearchParams({ next })}`, [
      { path: "/register", element: <RegisterPage /> },
      { path: "/login", element: <p>login page</p> },
    ]);
    expect(screen.getByRole("link", { name: "Login" }).getAttribute("href")).toBe(
      `/login?${new URLSearchParams({ next })}`,
    );
    await fill({
      "First name": "Sita",
      "Last name": "Sharma",
      Email: "sita@example.com",
      Password: "Secret123",
      "Confirm password": "Secret123",
    });
    await screen.findByText("login page");
    expect(router.state.location.search).toBe(`?${new URLSearchParams({ registered: "1", next })}`);
  });

  it("drops a next that would leave the store", async () => {
    renderAt(`/register?next=${encodeURIComponent("//evil.example/")}`, [
      { path: "/register", element: <RegisterPage /> },
    ]);
    expect(screen.getByRole("link", { name: "Login" }).getAttribute("href")).toBe("/login");
  });
});
