import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, ok } from "../../testing/api-mock.ts";
import { renderAt } from "../../testing/render.tsx";
import { TestCredentialsButton } from "./TestCredentialsButton.tsx";

afterEach(() => vi.restoreAllMocks());

const CREDENTIALS = {
  esewa: {
    testAccount: "9806800001",
    password: "Nepal@123",
    token: "123456",
    instructions: "Sign in and Pay.",
  },
  khalti: {
    khaltiIds: ["9800000000", "9800000001", "9800000002", "9800000003", "9800000004", "9800000005"],
    mpin: "1111",
    otp: "987654",
    instructions: "Khalti ID, MPIN, then OTP.",
  },
  mastercard: {
    testCards: [{ number: "5555555555554444", expiry: "12/30", cvv: "123", name: "Test" }],
    instructions: "Any CVV.",
  },
  paypal: { testAccount: "buyer@example.com", password: "Sandbox@123", instructions: "Approves." },
};

describe("the test-credentials button", () => {
  it("opens a dialog with the API's credentials, keeps focus inside and closes on Escape", async () => {
    mockApi({ "GET /api/payments/test-credentials": ok(CREDENTIALS) });
    renderAt("/", [{ path: "/", element: <TestCredentialsButton /> }]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Test payment credentials" }));
    const dialog = screen.getByRole("dialog", { name: "Test payment credentials" });
    expect(await screen.findByText("5555555555554444 · 12/30 · CVV 123")).toBeVisible();
    expect(screen.getByText("Khalti ID 9800000000–9800000005 · MPIN 1111 · OTP 987654")).toBeVisible();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("lists the bank emulators, Fonepay and connectIPS, in English and Nepali", async () => {
    const banks = {
      ...CREDENTIALS,
      fonepay: { merchantCode: "fonepay123", username: "bijayk", instructions: "Scan, then approve." },
      connectips: {
        username: "testuser",
        password: "Test@1234",
        otp: "123456",
        instructions: "Pick a bank.",
      },
    };
    mockApi({ "GET /api/payments/test-credentials": ok(banks) });
    const { unmount } = renderAt("/", [{ path: "/", element: <TestCredentialsButton /> }]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Test payment credentials" }));
    expect(await screen.findByRole("heading", { level: 3, name: "Fonepay" })).toBeVisible();
    expect(screen.getByText("Merchant code fonepay123 · username bijayk")).toBeVisible();
    expect(screen.getByText("Scan, then approve.")).toBeVisible();
    expect(screen.getByRole("heading", { level: 3, name: "connectIPS" })).toBeVisible();
    expect(screen.getByText("Username testuser · password Test@1234 · OTP 123456")).toBeVisible();
    unmount();
    renderAt("/", [{ path: "/", element: <TestCredentialsButton /> }], { language: "ne" });
    await user.click(await screen.findByRole("button", { name: "परीक्षण भुक्तानी विवरण" }));
    expect(await screen.findByText("मर्चेन्ट कोड fonepay123 · प्रयोगकर्ता नाम bijayk")).toBeVisible();
    expect(screen.getByText("प्रयोगकर्ता नाम testuser · पासवर्ड Test@1234 · OTP 123456")).toBeVisible();
  });

  it("leaves the banks out for a store that does not list them", async () => {
    mockApi({ "GET /api/payments/test-credentials": ok(CREDENTIALS) });
    renderAt("/", [{ path: "/", element: <TestCredentialsButton /> }]);
    await userEvent.setup().click(await screen.findByRole("button", { name: "Test payment credentials" }));
    expect(await screen.findByRole("heading", { level: 3, name: "PayPal" })).toBeVisible();
    expect(screen.queryByRole("heading", { name: "Fonepay" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "connectIPS" })).toBeNull();
  });

  it("is not there where the store gives no test credentials (a live store's 404), and says nothing", async () => {
    // No route answers: the API's 404, route.not_found.
    const { calls } = mockApi({});
    const { container } = renderAt("/", [{ path: "/", element: <TestCredentialsButton /> }]);
    await vi.waitFor(() => expect(calls["GET /api/payments/test-credentials"]).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(container.textContent).toBe("");
  });
});
