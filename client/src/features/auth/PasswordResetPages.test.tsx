import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FORGOT_PASSWORD_ANSWER } from "@store/shared/auth";
import { json, mockApi, refusal, unreachable } from "../../testing/api-mock.ts";
import { fillAndSubmit } from "../../testing/fields.ts";
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

/** Types the new password twice and asks to set it. */
const setPassword = (password: string) =>
  fillAndSubmit({ "New password": password, "Confirm new password": password }, "Set new password");

describe("the forgotten password", () => {
  it("is reached from the login page, checks the email, and shows the one confirmation", async () => {
    const { spy, calls } = mockApi({
      "POST /api/auth/forgot-password": () => json(200, { success: true, message: FORGOT_PASSWORD_ANSWER }),
    });
    renderAt("/login", routes);
    const user = userEvent.setup();
    await user.click(screen.getByRole("link", { name: "Forgot password?" }));
    expect(await screen.findByRole("heading", { name: "Forgot password?" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(screen.getByText("Email is required")).toBeVisible();
    expect(spy).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText("Email"), "sita@example.com");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect((await screen.findByText(FORGOT_PASSWORD_ANSWER)).getAttribute("role")).toBe("status");
    expect(calls["POST /api/auth/forgot-password"]![0]!.body).toEqual({ email: "sita@example.com" });
  });

  it("says so when the server cannot be reached", async () => {
    unreachable();
    renderAt("/forgot-password", routes);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Email"), "sita@example.com");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      /^You're offline\. Check your mobile data or Wi-Fi/,
    );
  });
});

describe("the reset link's page", () => {
  it("sets the new password with the link's token and sends the shopper to sign in", async () => {
    const { calls } = mockApi({
      "POST /api/auth/reset-password": () =>
        json(200, { success: true, message: "Your password has been reset. Please sign in with it." }),
    });
    renderAt("/reset-password?token=abc_DEF-123", routes);
    await setPassword("weak");
    expect(screen.getByText("Password must be at least 6 characters")).toBeVisible();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText("New password"));
    await user.clear(screen.getByLabelText("Confirm new password"));
    await setPassword("Fresh2025x");
    expect(
      await screen.findByText("Your password has been reset. Please login with your new password."),
    ).toBeVisible();
    expect(calls["POST /api/auth/reset-password"]![0]!.body).toEqual({
      token: "abc_DEF-123",
      password: "Fresh2025x",
    });
  });

  it("shows the server's refusal of a used link with a way to ask for a new one", async () => {
    mockApi({
      "POST /api/auth/reset-password": () =>
        refusal(
          400,
          "auth.reset_token_used",
          "This password reset link is invalid or has expired. Please ask for a new one.",
        ),
    });
    renderAt("/reset-password?token=used", routes);
    await setPassword("Fresh2025x");
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
