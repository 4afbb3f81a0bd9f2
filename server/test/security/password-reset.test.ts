// Attacks on the password reset: guessing a token, reusing one, reading one from the database, and learning
// which emails have an account from the forgot-password answer.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../support/app.ts";
import { registerShopper } from "../support/factories.ts";
import { emailedResetToken, forgotPassword, resetPassword } from "../support/password-reset.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ PASSWORD_RESET_RATE_LIMIT: "5", PASSWORD_RESET_EMAIL_RATE_LIMIT: "100" });
});
afterAll(() => store.close());

describe("password reset tokens", () => {
  it("cannot be guessed: 32 random bytes, kept only as a hash, and guessing is rate-limited per address", async () => {
    const shopper = await registerShopper(store.app);
    await forgotPassword(store.app, shopper.email);
    const token = await emailedResetToken(store.app, shopper.email);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const rows = await store.app.db.passwordResetToken.findMany();
    expect(JSON.stringify(rows)).not.toContain(token);
    // A leaked hash is no token: presenting it opens nothing.
    const leaked = await resetPassword(store.app, rows[0]!.tokenHash, "Taken0ver1");
    expect(leaked.json()).toMatchObject({ code: "auth.reset_token_invalid" });
    const guesses = [];
    for (let i = 0; i < 5; i += 1)
      guesses.push(
        (await resetPassword(store.app, crypto.randomBytes(32).toString("base64url"), "Taken0ver1"))
          .statusCode,
      );
    // The address's sixth attempt is refused before any token is looked at.
    expect(guesses).toEqual([400, 400, 400, 400, 429]);
    expect((await resetPassword(store.app, token, "Taken0ver1")).statusCode).toBe(429);
  });
});

describe("a used reset link", () => {
  it("cannot be used again, and another address gets no further", async () => {
    const other = await createTestStore();
    try {
      const shopper = await registerShopper(other.app);
      await forgotPassword(other.app, shopper.email);
      const token = await emailedResetToken(other.app, shopper.email);
      expect((await resetPassword(other.app, token, "Mine12345")).statusCode).toBe(200);
      const replay = await resetPassword(other.app, token, "Attacker1");
      expect(replay.statusCode).toBe(400);
      expect(replay.json().code).toBe("auth.reset_token_used");
      const login = await other.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: shopper.email, password: "Attacker1" },
      });
      expect(login.statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe("forgot-password enumeration", () => {
  it("answers an account, an unknown email, a Google-only account and a disabled one alike", async () => {
    const other = await createTestStore();
    try {
      const shopper = await registerShopper(other.app);
      const google = await other.app.db.user.create({
        data: { name: "Google Person", email: "enum.google@example.com", googleSubject: "enum-google" },
      });
      const disabled = await registerShopper(other.app);
      await other.app.db.user.update({ where: { id: disabled.user._id }, data: { disabledAt: new Date() } });
      const answers = [
        await forgotPassword(other.app, shopper.email),
        await forgotPassword(other.app, "never.registered@example.com"),
        await forgotPassword(other.app, google.email!),
        await forgotPassword(other.app, disabled.email),
      ];
      const shape = (answer: (typeof answers)[number]) => ({
        status: answer.statusCode,
        body: answer.body,
        headers: Object.keys(answer.headers)
          .filter((name) => !["date", "x-ratelimit-remaining", "x-ratelimit-reset"].includes(name))
          .sort(),
      });
      for (const answer of answers) expect(shape(answer)).toEqual(shape(answers[0]!));
    } finally {
      await other.close();
    }
  });
});
