import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FORGOT_PASSWORD_ANSWER } from "@store/shared/auth";
import { renderAt } from "../../testing/render.tsx";
import ForgotPasswordPage from "./ForgotPasswordPage.tsx";
import LoginPage from "./LoginPage.tsx";
import ResetPasswordPage from "./ResetPasswordPage.tsx";

afterEach(() => vi.restoreAllMocks());

const routes = [
  { path: "/login", element: <LoginPage /> },
  { path: "/forgot-password", element: <ForgotPasswordPage /> },
  { path: "/reset-password", element: <ResetPasswordPage /> },
];

const answer = (status: number, body: object) =>
  vi
    .spyOn(globalThis, "fetch")
    .mockResolvedValue(
      new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
    );

describe("the forgotten password", () => {
  it("is reached from the login page, checks the email, and shows the one confirmation", async () => {
    const fetch = answer(200, { success: true, message: FORGOT_PASSWORD_ANSWER });
    renderAt("/login", routes);
    const user = userEvent.setup();
    await user.click(screen.getByRole("link", { name: "Forgot password?" }));
    expect(await screen.findByRole("heading", { name: "Forgot password?" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(screen.getByText("Email is required")).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText("Email"), "sita@example.com");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect((await screen.findByText(FORGOT_PASSWORD_ANSWER)).getAttribute("role")).toBe("status");
    const request = fetch.mock.calls[0]![0] as Request;
    expect(request.url).toMatch(/\/api\/auth\/forgot-password$/);
    expect(await request.json()).toEqual({ email: "sita@example.com" });
  });

  it("says so when the server cannot be reached", async () => {
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    renderAt("/forgot-password", routes);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Email"), "sita@example.com");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong. Please try again.");
  });
});

describe("the reset link's page", () => {
  it("sets the new password with the link's token and sends the shopper to sign in", async () => {
    const fetch = answer(200, {
      success: true,
      message: "Your password has been reset. Please sign in with it.",
    });
    renderAt("/reset-password?token=abc_DEF-123", routes);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("New password"), "weak");
    await user.type(screen.getByLabelText("Confirm new password"), "weak");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(screen.getByText("Password must be at least 6 characters")).toBeVisible();
    await user.clear(screen.getByLabelText("New password"));
    await user.clear(screen.getByLabelText("Confirm new password"));
    await user.type(screen.getByLabelText("New password"), "Fresh2025x");
    await user.type(screen.getByLabelText("Confirm new password"), "Fresh2025x");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(
      await screen.findByText("Your password has been reset. Please login with your new password."),
    ).toBeVisible();
    const request = fetch.mock.calls[0]![0] as Request;
    expect(await request.json()).toEqual({ token: "abc_DEF-123", password: "Fresh2025x" });
  });

  it("shows the server's refusal of a used link with a way to ask for a new one", async () => {
    answer(400, {
      success: false,
      code: "auth.reset_token_used",
      message: "This password reset link is invalid or has expired. Please ask for a new one.",
    });
    renderAt("/reset-password?token=used", routes);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("New password"), "Fresh2025x");
    await user.type(screen.getByLabelText("Confirm new password"), "Fresh2025x");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    expect((await screen.findByRole("alert")).textContent).toContain("This password reset link is invalid");
    expect(screen.getByRole("link", { name: "Ask for a new link" }).getAttribute("href")).toBe(
      "/forgot-password",
    );
  });

  it("explains a link without its token", () => {
    renderAt("/reset-password", routes);
    expect(screen.getByRole("alert").textContent).toBe(
      "This password reset link is incomplete. Please ask for a new one.",
    );
  });
});
