import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PHONE_CODE_SENT } from "@store/shared/phone-auth";
import { json, mockApi, refusal } from "../../testing/api-mock.ts";
import { aUser } from "../../testing/factories.ts";
import { errorOf, input } from "../../testing/fields.ts";
import { renderAt } from "../../testing/render.tsx";
import LoginPage from "./LoginPage.tsx";
import RegisterPage from "./RegisterPage.tsx";
import { secondsLeft } from "./resend-countdown.ts";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const routes = [
  { path: "/login", element: <LoginPage /> },
  { path: "/register", element: <RegisterPage /> },
  { path: "/", element: <p>home page</p> },
  { path: "/orders", element: <p>orders page</p> },
];
const PHONE = "+9779841234567";
const sent = () => json(200, { success: true, message: PHONE_CODE_SENT });
const signedIn = (message = "Login successful") =>
  json(200, {
    success: true,
    token: "phone-token",
    user: aUser({ email: "", verifiedPhone: PHONE, phoneVerified: true }),
    message,
  });

async function sendCodeTo(user: ReturnType<typeof userEvent.setup>, typed = "984-1234567") {
  await user.click(screen.getByRole("button", { name: "Sign in with your phone" }));
  await user.type(input("Mobile number"), typed);
  await user.click(screen.getByRole("button", { name: "Send code" }));
}

describe("signing in with a phone on /login", () => {
  it("keeps the email form as the default", () => {
    renderAt("/login", routes);
    expect(input("Email")).toBeVisible();
    expect(screen.queryByLabelText("Mobile number")).toBeNull();
  });

  it("checks the number before sending it", async () => {
    const { calls } = mockApi({ "POST /api/auth/phone/start": sent });
    renderAt("/login", routes);
    await sendCodeTo(userEvent.setup(), "12345");
    expect(errorOf("Mobile number")).toMatch(/Nepali mobile number/);
    expect(calls["POST /api/auth/phone/start"]).toBeUndefined();
  });

  it("sends the code, signs in with it and follows `next`", async () => {
    const { calls } = mockApi({
      "POST /api/auth/phone/start": sent,
      "POST /api/auth/phone/verify": () => signedIn(),
    });
    const { store } = renderAt("/login?next=/orders", routes);
    const user = userEvent.setup();
    await sendCodeTo(user);
    expect(await screen.findByText("Enter the code we sent to +977 984-1234567.")).toBeVisible();
    expect(calls["POST /api/auth/phone/start"]![0]!.body).toEqual({ phone: PHONE, purpose: "sign_in" });
    expect(screen.getByRole("button", { name: "Send a new code" })).toBeDisabled();
    await user.type(input("6-digit code"), "123456");
    await user.click(screen.getByRole("button", { name: "Verify and continue" }));
    await screen.findByText("orders page");
    expect(calls["POST /api/auth/phone/verify"]![0]!.body).toEqual({ phone: PHONE, code: "123456" });
    expect(store.getState().auth.token).toBe("phone-token");
  });

  it("asks a new number for the names, then sends them with the same code", async () => {
    let tries = 0;
    const { calls } = mockApi({
      "POST /api/auth/phone/start": sent,
      "POST /api/auth/phone/verify": () =>
        ++tries === 1
          ? refusal(400, "validation.failed", "This number has no account yet", [
              { field: "firstName", code: "validation.failed", message: "First name is required" },
              { field: "lastName", code: "validation.failed", message: "Last name is required" },
            ])
          : signedIn("Registration successful"),
    });
    renderAt("/login", routes);
    const user = userEvent.setup();
    await sendCodeTo(user);
    await user.type(await screen.findByLabelText("6-digit code"), "123456");
    await user.click(screen.getByRole("button", { name: "Verify and continue" }));
    expect(
      await screen.findByText("This number has no account yet. Enter your name to create one."),
    ).toBeVisible();
    await user.type(input("First name"), "Ram");
    await user.type(input("Last name"), "Thapa");
    await user.click(screen.getByRole("button", { name: "Verify and continue" }));
    await screen.findByText("home page");
    expect(calls["POST /api/auth/phone/verify"]![1]!.body).toEqual({
      phone: PHONE,
      code: "123456",
      firstName: "Ram",
      lastName: "Thapa",
    });
  });

  it("says a wrong code and an expired one clearly", async () => {
    let tries = 0;
    mockApi({
      "POST /api/auth/phone/start": sent,
      "POST /api/auth/phone/verify": () =>
        ++tries === 1
          ? refusal(400, "auth.code_invalid", "That code is not right. Check the message and try again.")
          : refusal(
              400,
              "auth.code_expired",
              "This code has expired or was used. Please ask for a new code.",
            ),
    });
    renderAt("/login", routes);
    const user = userEvent.setup();
    await sendCodeTo(user);
    await user.type(await screen.findByLabelText("6-digit code"), "111111");
    await user.click(screen.getByRole("button", { name: "Verify and continue" }));
    expect((await screen.findByText(/That code is not right/)).getAttribute("role")).toBe("alert");
    await user.click(screen.getByRole("button", { name: "Verify and continue" }));
    expect(await screen.findByText(/This code has expired or was used/)).toBeVisible();
  });

  it("refuses a malformed code before asking", async () => {
    const { calls } = mockApi({ "POST /api/auth/phone/start": sent });
    renderAt("/login", routes);
    const user = userEvent.setup();
    await sendCodeTo(user);
    await user.type(await screen.findByLabelText("6-digit code"), "12a");
    await user.click(screen.getByRole("button", { name: "Verify and continue" }));
    expect(errorOf("6-digit code")).toBe("Enter the 6-digit code from the message");
    expect(calls["POST /api/auth/phone/verify"]).toBeUndefined();
  });

  it("shows a limit's refusal (429) with the server's words", async () => {
    mockApi({
      "POST /api/auth/phone/start": () =>
        refusal(429, "rate_limited", "Too many codes were sent to this contact. Please try again later."),
    });
    renderAt("/login", routes);
    await sendCodeTo(userEvent.setup());
    expect(await screen.findByText(/Too many codes were sent/)).toBeVisible();
  });

  it("enables the resend button after 60 seconds, counting down", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockApi({ "POST /api/auth/phone/start": sent });
    renderAt("/login", routes);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await sendCodeTo(user);
    const resend = await screen.findByRole("button", { name: "Send a new code" });
    expect(resend).toBeDisabled();
    expect(screen.getByText(/You can ask for a new code in (59|60) s/)).toBeVisible();
    await act(async () => {
      vi.advanceTimersByTime(61_000);
    });
    expect(resend).toBeEnabled();
    await user.click(resend);
    expect(calls["POST /api/auth/phone/start"]).toHaveLength(2);
  });
});

describe("registering with a phone on /register", () => {
  it("asks for the names with the code", async () => {
    const { calls } = mockApi({
      "POST /api/auth/phone/start": sent,
      "POST /api/auth/phone/verify": () => signedIn("Registration successful"),
    });
    renderAt("/register", routes);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Register with your phone" }));
    await user.type(input("Mobile number"), "9841234567");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    await user.type(await screen.findByLabelText("6-digit code"), "654321");
    await user.click(screen.getByRole("button", { name: "Verify and continue" }));
    expect(errorOf("First name")).toBe("First name is required");
    await user.type(input("First name"), "Sita");
    await user.type(input("Last name"), "Rai");
    await user.click(screen.getByRole("button", { name: "Verify and continue" }));
    await screen.findByText("home page");
    expect(calls["POST /api/auth/phone/verify"]![0]!.body).toMatchObject({
      firstName: "Sita",
      lastName: "Rai",
    });
  });
});

describe("the resend pause", () => {
  it("counts whole seconds down to zero", () => {
    expect(secondsLeft(null, 0)).toBe(0);
    expect(secondsLeft(0, 0)).toBe(60);
    expect(secondsLeft(0, 59_001)).toBe(1);
    expect(secondsLeft(0, 60_000)).toBe(0);
    expect(secondsLeft(0, 90_000)).toBe(0);
  });
});
