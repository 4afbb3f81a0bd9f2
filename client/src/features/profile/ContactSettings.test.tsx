import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { User } from "@store/shared/auth";
import { json, mockApi, refusal } from "../../testing/api-mock.ts";
import { aUser } from "../../testing/factories.ts";
import { errorOf, input } from "../../testing/fields.ts";
import { renderAt } from "../../testing/render.tsx";
import { signInAs } from "../../testing/session.ts";
import { routes } from "./profile-testing.tsx";

afterEach(() => vi.restoreAllMocks());

const PHONE = "+9779841234567";
const phoneOnly = aUser({
  email: "",
  hasPassword: false,
  verifiedPhone: PHONE,
  phoneVerified: true,
  phone: PHONE,
});

/** The profile of `user`, whose GET /api/auth/me answers what the calls have made of the account so far. */
async function openAs(
  user: User,
  handlers: Record<string, (request: Request) => Response | Promise<Response>> = {},
) {
  let current = user;
  const changed = (next: Partial<User>) => {
    current = { ...current, ...next };
    return json(200, { success: true, message: "ok", data: { user: current } });
  };
  const api = mockApi({
    "GET /api/auth/me": () => json(200, { success: true, user: current }),
    "POST /api/auth/phone/link": () => json(200, { success: true, message: "sent" }),
    "POST /api/auth/phone/link/verify": async (request) => {
      const body = (await request.json()) as { phone: string };
      return changed({ verifiedPhone: body.phone, phone: body.phone, phoneVerified: true });
    },
    "POST /api/auth/email/link": () => json(200, { success: true, message: "sent" }),
    "POST /api/auth/email/link/verify": async (request) => {
      const body = (await request.json()) as { email: string; password?: string };
      return changed({ email: body.email, hasPassword: Boolean(body.password) });
    },
    "PATCH /api/auth/profile": async (request) => changed((await request.json()) as Partial<User>),
    ...handlers,
  });
  signInAs(user, "token");
  renderAt("/profile", routes);
  await screen.findByRole("heading", { name: "Mobile number" });
  return api;
}

describe("the profile's mobile number", () => {
  it("adds a number to an email account with a texted code", async () => {
    const { calls } = await openAs(aUser());
    const user = userEvent.setup();
    expect(screen.getByText(/Add a mobile number to sign in with it/)).toBeVisible();
    await user.type(input("New mobile number"), "9841234567");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    await user.type(await screen.findByLabelText("6-digit code"), "123456");
    await user.click(screen.getByRole("button", { name: "Verify and continue" }));
    expect(await screen.findByText("Verified number: +977 984-1234567")).toBeVisible();
    expect(calls["POST /api/auth/phone/link"]![0]!.body).toEqual({ phone: PHONE });
    expect(calls["POST /api/auth/phone/link/verify"]![0]!.body).toEqual({ phone: PHONE, code: "123456" });
  });

  it("says when another account holds the number", async () => {
    await openAs(aUser(), {
      "POST /api/auth/phone/link/verify": () =>
        refusal(409, "auth.phone_taken", "Another account has verified this mobile number"),
    });
    const user = userEvent.setup();
    await user.type(input("New mobile number"), "9841234567");
    await user.click(screen.getByRole("button", { name: "Send code" }));
    await user.type(await screen.findByLabelText("6-digit code"), "123456");
    await user.click(screen.getByRole("button", { name: "Verify and continue" }));
    expect(await screen.findByText("Another account has verified this mobile number")).toBeVisible();
  });
});

describe("a phone account's email and password", () => {
  it("is offered only to an account without an email", async () => {
    await openAs(aUser());
    expect(screen.queryByRole("heading", { name: "Email and password" })).toBeNull();
  });

  it("adds an email and a password with an emailed code", async () => {
    const { calls } = await openAs(phoneOnly);
    const user = userEvent.setup();
    expect(screen.getByText("Verified number: +977 984-1234567")).toBeVisible();
    await user.type(input("Email to add"), "ram@example.com");
    await user.click(screen.getByRole("button", { name: "Email me a code" }));
    expect(await screen.findByText("Enter the code we emailed to ram@example.com.")).toBeVisible();
    await user.type(input("6-digit code"), "654321");
    await user.type(input("Password (optional)"), "short");
    await user.click(screen.getByRole("button", { name: "Add email" }));
    expect(errorOf("Password (optional)")).toMatch(/at least 6 characters/);
    await user.clear(input("Password (optional)"));
    await user.type(input("Password (optional)"), "Secret123");
    await user.click(screen.getByRole("button", { name: "Add email" }));
    expect(await screen.findByText("Email added")).toBeVisible();
    expect(calls["POST /api/auth/email/link/verify"]![0]!.body).toEqual({
      email: "ram@example.com",
      code: "654321",
      password: "Secret123",
    });
    expect(screen.queryByRole("heading", { name: "Email and password" })).toBeNull();
  });
});

describe("order updates by SMS", () => {
  it("switches them off and on, showing the answer before the account is read again", async () => {
    let reads = 0;
    const { calls } = await openAs(phoneOnly, {
      // The first read opens the profile; a read again after the change is slow to come back.
      "GET /api/auth/me": async () => {
        reads += 1;
        if (reads > 1) await new Promise((resolve) => setTimeout(resolve, 1_000));
        return json(200, { success: true, user: { ...phoneOnly, smsUpdates: reads === 1 } });
      },
    });
    const user = userEvent.setup();
    const toggle = screen.getByRole("switch", { name: "Order updates by SMS" });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText("Setting saved")).toBeVisible();
    expect(calls["PATCH /api/auth/profile"]![0]!.body).toEqual({ smsUpdates: false });
    expect(screen.getByRole("switch", { name: "Order updates by SMS" })).not.toBeChecked();
  });
});
