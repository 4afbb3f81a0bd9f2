// Taking over a privileged account through Google. Offline, the Google emulator signs an ID token for whatever
// email is typed into its chooser, so an email match must never open a staff or admin account through it (nor
// any account's Google subject, whatever it is); with live Google, a staff or admin account is never linked by a
// sign-in, only one already linked to that exact Google subject signs in. An existing account is linked only
// for an email Google marks verified. Every refusal answers like any failed Google sign-in (nothing to
// enumerate) and is in the audit log.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  emulatorSigningKey,
  issueIdToken,
  subjectFor,
  type GoogleAccount,
  type SigningKey,
} from "../../src/gateways/google/keys.ts";
import type { GoogleProfile } from "../../src/modules/auth/google.ts";
import { signInWithGoogle } from "../../src/modules/auth/service.ts";
import { createTestStore, type TestStore } from "../support/app.ts";
import { TEST_ADMIN } from "../support/constants.ts";
import { registerShopper } from "../support/factories.ts";
import { throughEmulator } from "../support/google.ts";
import { auditEvents, expectNothingChanged } from "./support.ts";

let store: TestStore;
let googleKey: SigningKey;
beforeAll(async () => {
  store = await createTestStore();
  googleKey = await emulatorSigningKey(store.app.db);
});
afterAll(() => store.close());

const db = () => store.app.db;
const GOOGLE_FAILED = { success: false, code: "auth.google_failed", message: "Google authentication failed" };

/** What the emulator signs for an email typed into its chooser. */
const emulatorToken = (account: GoogleAccount) =>
  issueIdToken(account, { audience: store.config.google.clientId, key: googleKey });
const googleSignIn = (credential: string) =>
  store.app.inject({ method: "POST", url: "/api/auth/google-signin", payload: { credential } });

async function staffAccount(role: "staff" | "admin" = "staff") {
  const person = await registerShopper(store.app, { name: "Hari Staff" });
  await db().user.update({ where: { id: person.user._id }, data: { role } });
  return person;
}

const refusalsOf = async (userId: string) =>
  (await auditEvents(db(), "login.failed")).filter((event) => event.userId === userId);

describe("the Google emulator and privileged accounts", () => {
  it("signs nobody into the admin's account by typing the admin's email (the review's reproduction)", async () => {
    const admin = await db().user.findUniqueOrThrow({ where: { email: TEST_ADMIN.email } });
    await expectNothingChanged(db(), async () => {
      // The token the emulator signs for the admin's email, at the API's Google sign-in.
      const answer = await googleSignIn(emulatorToken({ email: TEST_ADMIN.email, name: "Mallory" }));
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual(GOOGLE_FAILED);
      // And through the emulator's own chooser, as the reviewer did: back to /auth/callback with no code.
      const { landing } = await throughEmulator(store.app, { name: "Mallory", email: TEST_ADMIN.email });
      expect(landing.status).toBe(303);
      expect(landing.code).toBeNull();
      expect(landing.error).toBe("auth.google_failed");
    });
    expect((await db().user.findUniqueOrThrow({ where: { id: admin.id } })).googleSubject).toBeNull();
    const refusals = await refusalsOf(admin.id);
    expect(refusals.length).toBeGreaterThanOrEqual(2);
    expect(refusals.at(-1)).toMatchObject({ detail: { method: "google", reason: expect.any(String) } });
  });

  it("signs nobody into a staff account, whether or not it is linked to that Google subject", async () => {
    const staff = await staffAccount();
    const token = () => emulatorToken({ email: staff.email, name: "Hari Staff" });
    await expectNothingChanged(db(), async () => {
      expect((await googleSignIn(token())).json()).toEqual(GOOGLE_FAILED);
    });
    // Linked to exactly the subject the emulator signs for that email: still never through the emulator.
    await db().user.update({
      where: { id: staff.user._id },
      data: { googleSubject: subjectFor(staff.email) },
    });
    await expectNothingChanged(db(), async () => {
      const answer = await googleSignIn(token());
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual(GOOGLE_FAILED);
    });
    expect(await refusalsOf(staff.user._id)).toHaveLength(2);
  });

  it("signs nobody into an admin account linked to that Google subject either", async () => {
    const admin = await staffAccount("admin");
    const subject = subjectFor(admin.email);
    await db().user.update({ where: { id: admin.user._id }, data: { googleSubject: subject } });
    await expectNothingChanged(db(), async () => {
      const answer = await googleSignIn(emulatorToken({ email: admin.email, name: "Admin", subject }));
      expect(answer.json()).toEqual(GOOGLE_FAILED);
    });
  });

  it("still signs customers in and links a customer's account for a verified email", async () => {
    const shopper = await registerShopper(store.app);
    const answer = await googleSignIn(emulatorToken({ email: shopper.email, name: "Sita Sharma" }));
    expect(answer.statusCode).toBe(200);
    expect(answer.json().user._id).toBe(shopper.user._id);
  });

  it("links no existing account to a Google identity whose email Google has not verified", async () => {
    const shopper = await registerShopper(store.app);
    await expectNothingChanged(db(), async () => {
      const answer = await googleSignIn(
        emulatorToken({ email: shopper.email, name: "Mallory", emailVerified: false }),
      );
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual(GOOGLE_FAILED);
    });
    expect((await db().user.findUniqueOrThrow({ where: { id: shopper.user._id } })).googleSubject).toBeNull();
  });
});

describe("live Google and privileged accounts", () => {
  /** A verified identity from live Google: what verifyGoogleCredential answers for Google's own token. */
  const profile = (email: string, subject = subjectFor(email)): GoogleProfile => ({
    subject,
    email,
    name: "Someone",
    picture: "",
  });
  const live = () => ({ ...store.config, google: { ...store.config.google, mode: "live" as const } });
  const signInLive = (who: GoogleProfile) => signInWithGoogle(live(), db(), who, null, "203.0.113.7");

  it("does not link a staff or admin account by a Google sign-in, and records the refusal", async () => {
    for (const role of ["staff", "admin"] as const) {
      const person = await staffAccount(role);
      await expectNothingChanged(db(), async () => {
        await expect(signInLive(profile(person.email))).rejects.toMatchObject({
          statusCode: 401,
          code: "auth.google_failed",
          message: "Google authentication failed",
        });
      });
      expect(
        (await db().user.findUniqueOrThrow({ where: { id: person.user._id } })).googleSubject,
      ).toBeNull();
      expect((await refusalsOf(person.user._id)).at(-1)).toMatchObject({
        ip: "203.0.113.7",
        detail: { method: "google", reason: expect.any(String) },
      });
    }
  });

  it("signs in a staff account already linked to that exact Google subject, and no other", async () => {
    const staff = await staffAccount();
    await db().user.update({
      where: { id: staff.user._id },
      data: { googleSubject: "108000000000000000001" },
    });
    const signedIn = await signInLive(profile(staff.email, "108000000000000000001"));
    expect(signedIn.user).toMatchObject({ _id: staff.user._id, role: "staff" });
    await expect(signInLive(profile(staff.email, "108000000000000000002"))).rejects.toMatchObject({
      code: "auth.google_failed",
    });
  });

  it("links a customer's account, as before", async () => {
    const shopper = await registerShopper(store.app);
    const signedIn = await signInLive(profile(shopper.email));
    expect(signedIn.user._id).toBe(shopper.user._id);
  });
});
