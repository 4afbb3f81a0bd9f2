// POST /api/auth/forgot-password and /api/auth/reset-password (docs/guides/email-and-password-reset.md).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORGOT_PASSWORD_ANSWER } from "@store/shared/auth";
import { FORGOT_PASSWORD_ANSWER_MS, hashResetToken } from "../src/modules/auth/password-reset.ts";
import { createTestStore, type TestStore } from "./support/app.ts";
import { bearer, registerShopper } from "./support/factories.ts";
import { emailedResetToken, forgotPassword, resetPassword } from "./support/password-reset.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({
    PUBLIC_URL: "https://shop.example.np",
    PASSWORD_RESET_RATE_LIMIT: "10000",
    PASSWORD_RESET_EMAIL_RATE_LIMIT: "10000",
  });
});
afterAll(() => store.close());

const app = () => store.app;
const login = (email: string, password: string) =>
  app().inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
const resetMails = (email: string) =>
  app().db.mailOutbox.count({ where: { to: email, template: "password_reset" } });

describe("asking for a reset link", () => {
  it("answers the same for an account and for an unknown email, and emails only the account", async () => {
    const shopper = await registerShopper(app());
    const started = Date.now();
    const known = await forgotPassword(app(), shopper.email.toUpperCase());
    const knownMs = Date.now() - started;
    const unknown = await forgotPassword(app(), "nobody.here@example.com");
    expect(knownMs).toBeGreaterThanOrEqual(FORGOT_PASSWORD_ANSWER_MS - 5);
    for (const answer of [known, unknown]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ success: true, message: FORGOT_PASSWORD_ANSWER });
    }
    expect(await resetMails(shopper.email)).toBe(1);
    expect(await resetMails("nobody.here@example.com")).toBe(0);
    const message = await app().db.mailOutbox.findFirstOrThrow({
      where: { to: shopper.email, template: "password_reset" },
    });
    expect(message.subject).toBe("Reset your Nepal Store password");
    expect(message.text).toMatch(/https:\/\/shop\.example\.np\/reset-password\?token=[A-Za-z0-9_-]{43}\n/);
    expect(message.html).toMatch(
      /href="https:\/\/shop\.example\.np\/reset-password\?token=[A-Za-z0-9_-]{43}"/,
    );
    // Only the token's hash is kept.
    const token = await emailedResetToken(app(), shopper.email);
    const row = await app().db.passwordResetToken.findFirstOrThrow({ where: { userId: shopper.user._id } });
    expect(row.tokenHash).toBe(hashResetToken(token));
    expect(row.tokenHash).not.toContain(token);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(60 * 60_000);
  });

  it("refuses a malformed email with the registration's message", async () => {
    const answer = await forgotPassword(app(), "not-an-email");
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe("Email is invalid");
  });
});

describe("resetting the password", () => {
  it("sets the new password, signs out every earlier token, and works once", async () => {
    const shopper = await registerShopper(app());
    await forgotPassword(app(), shopper.email);
    const token = await emailedResetToken(app(), shopper.email);
    const reset = await resetPassword(app(), token, "NewSecret456");
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({
      success: true,
      message: "Your password has been reset. Please sign in with it.",
    });
    expect((await login(shopper.email, shopper.password)).statusCode).toBe(401);
    const fresh = await login(shopper.email, "NewSecret456");
    expect(fresh.statusCode).toBe(200);
    // The token issued before the reset no longer signs in; the new one does.
    const before = await app().inject({ method: "GET", url: "/api/auth/me", headers: bearer(shopper.token) });
    expect(before.statusCode).toBe(401);
    const after = await app().inject({
      method: "GET",
      url: "/api/auth/me",
      headers: bearer(fresh.json().token),
    });
    expect(after.statusCode).toBe(200);
    const again = await resetPassword(app(), token, "Another789");
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: "auth.reset_token_used" });
    expect((await login(shopper.email, "NewSecret456")).statusCode).toBe(200);
    const audit = await app().db.auditEvent.findMany({ where: { userId: shopper.user._id } });
    expect(audit.map((event) => event.kind)).toEqual(
      expect.arrayContaining(["account.password_reset_requested", "account.password_reset"]),
    );
  });

  it("refuses an unknown token and an expired one, each with its code", async () => {
    const unknown = await resetPassword(app(), "A".repeat(43), "NewSecret456");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: "auth.reset_token_invalid",
      message: "This password reset link is invalid or has expired. Please ask for a new one.",
    });
    const shopper = await registerShopper(app());
    await forgotPassword(app(), shopper.email);
    const token = await emailedResetToken(app(), shopper.email);
    await app().db.passwordResetToken.updateMany({
      where: { userId: shopper.user._id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await resetPassword(app(), token, "NewSecret456");
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: "auth.reset_token_expired" });
    expect((await login(shopper.email, shopper.password)).statusCode).toBe(200);
  });

  it("holds the new password to the registration's rules", async () => {
    const shopper = await registerShopper(app());
    await forgotPassword(app(), shopper.email);
    const token = await emailedResetToken(app(), shopper.email);
    const weak = await resetPassword(app(), token, "alllowercase1");
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(
      "Password must contain at least one uppercase letter, one lowercase letter, and one number",
    );
    expect((await resetPassword(app(), token, "GoodOne123")).statusCode).toBe(200);
  });

  it("lets exactly one of two resets with one token through", async () => {
    const shopper = await registerShopper(app());
    await forgotPassword(app(), shopper.email);
    const token = await emailedResetToken(app(), shopper.email);
    const answers = await Promise.all([
      resetPassword(app(), token, "FirstOne123"),
      resetPassword(app(), token, "SecondOne123"),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const winner = answers[0]!.statusCode === 200 ? "FirstOne123" : "SecondOne123";
    const loser = winner === "FirstOne123" ? "SecondOne123" : "FirstOne123";
    expect((await login(shopper.email, winner)).statusCode).toBe(200);
    expect((await login(shopper.email, loser)).statusCode).toBe(401);
  });

  it("retires every other link of the account once one is used", async () => {
    const shopper = await registerShopper(app());
    await forgotPassword(app(), shopper.email);
    const first = await emailedResetToken(app(), shopper.email);
    await forgotPassword(app(), shopper.email);
    const second = await emailedResetToken(app(), shopper.email);
    expect(second).not.toBe(first);
    expect((await resetPassword(app(), second, "Second123")).statusCode).toBe(200);
    expect((await resetPassword(app(), first, "First123")).json()).toMatchObject({
      code: "auth.reset_token_used",
    });
  });

  it("gives a Google-only account a password beside its Google sign-in", async () => {
    const user = await app().db.user.create({
      data: { name: "Google Only", email: "google.reset@example.com", googleSubject: "g-reset-1" },
    });
    const email = user.email!;
    await forgotPassword(app(), email);
    const token = await emailedResetToken(app(), email);
    expect((await resetPassword(app(), token, "Google123")).statusCode).toBe(200);
    expect((await login(email, "Google123")).statusCode).toBe(200);
  });

  it("emails no link to a disabled account, with the same answer", async () => {
    const shopper = await registerShopper(app());
    await app().db.user.update({ where: { id: shopper.user._id }, data: { disabledAt: new Date() } });
    const answer = await forgotPassword(app(), shopper.email);
    expect(answer.json()).toEqual({ success: true, message: FORGOT_PASSWORD_ANSWER });
    expect(await resetMails(shopper.email)).toBe(0);
  });
});

describe("the reset's rate limits", () => {
  it("answers 429 past the limit per email, and past the limit per address", async () => {
    const limited = await createTestStore({
      PASSWORD_RESET_EMAIL_RATE_LIMIT: "2",
      PASSWORD_RESET_RATE_LIMIT: "4",
    });
    try {
      const ask = (email: string) => forgotPassword(limited.app, email);
      expect((await ask("one@example.com")).statusCode).toBe(200);
      expect((await ask("one@example.com")).statusCode).toBe(200);
      const third = await ask("one@example.com");
      expect(third.statusCode).toBe(429);
      expect(third.headers["retry-after"]).toBeDefined();
      expect((await ask("two@example.com")).statusCode).toBe(200);
      // The address's fifth request, whatever the email.
      expect((await ask("three@example.com")).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
