// Signing in with a mobile number and adding a number or an email to an account (SHOP-API.md part 3).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHONE_CODE_SENT } from "@store/shared/phone-auth";
import { MAX_SMS_SEGMENTS, smsLength } from "@store/shared/sms";
import { codeSmsText } from "../src/modules/auth/code-messages.ts";
import { hashCode } from "../src/modules/auth/verification-codes.ts";
import { createTestStore, type TestStore } from "./support/app.ts";
import { TEST_ADMIN } from "./support/constants.ts";
import { bearer, registerShopper } from "./support/factories.ts";
import {
  age,
  freshAddress,
  freshNumber,
  newestText,
  phoneShopper,
  sentCode,
  startPhone,
  verifyPhone,
} from "./support/phone.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());
const app = () => store.app;

const post = (url: string, token: string, payload: object, headers: Record<string, string> = {}) =>
  app().inject({
    method: "POST",
    url,
    payload,
    headers: { ...bearer(token), ...headers },
    remoteAddress: freshAddress(),
  });

describe("the code's text", () => {
  it("is at most two segments in both languages, with the code in Latin digits", () => {
    for (const language of ["en", "ne"] as const) {
      const text = codeSmsText("987654", language);
      expect(text).toContain("987654");
      expect(smsLength(text).segments).toBeLessThanOrEqual(MAX_SMS_SEGMENTS);
    }
    expect(smsLength(codeSmsText("000000", "en")).encoding).toBe("GSM-7");
    expect(codeSmsText("000000", "ne")).toContain("५ मिनेट");
  });
});

describe("signing in with a mobile number", () => {
  it("creates an account for a new number, then signs it in again", async () => {
    const phone = freshNumber();
    const started = await startPhone(app(), "98" + phone.slice(6), { headers: { cookie: "lang=ne" } });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toEqual({ success: true, message: PHONE_CODE_SENT });
    const text = await newestText(app(), phone);
    expect(text.template).toBe("sign_in_code");
    expect(text.text).toContain("Nepal Store कोड");
    const code = await sentCode(app(), phone);
    const row = await app().db.verificationCode.findFirstOrThrow({ where: { contact: phone } });
    expect(row.codeHash).toBe(hashCode(store.config, code));
    expect(row.codeHash).not.toContain(code);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(5 * 60_000);

    // A right code without the names: 400 naming them, and the code still works.
    const nameless = await verifyPhone(app(), { phone, code });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().code).toBe("validation.failed");
    expect(
      nameless
        .json()
        .errors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(["firstName", "lastName"]);
    const created = await verifyPhone(
      app(),
      { phone, code, firstName: "Ram", lastName: "Thapa" },
      { headers: { cookie: "lang=ne" } },
    );
    expect(created.statusCode).toBe(200);
    const body = created.json();
    expect(body.message).toBe("Registration successful");
    expect(body.user).toMatchObject({
      name: "Ram Thapa",
      email: "",
      phone,
      phoneVerified: true,
      verifiedPhone: phone,
      hasPassword: false,
      role: "customer",
    });
    const account = await app().db.user.findUniqueOrThrow({ where: { verifiedPhone: phone } });
    expect(account.email).toBeNull();
    expect(account.language).toBe("ne");
    // The code worked once.
    const again = await verifyPhone(app(), { phone, code });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe("auth.code_expired");

    await age(app(), phone, 61);
    await startPhone(app(), phone);
    const second = await verifyPhone(app(), { phone, code: await sentCode(app(), phone) });
    expect(second.statusCode).toBe(200);
    expect(second.json().message).toBe("Login successful");
    expect(second.json().user._id).toBe(body.user._id);
    const me = await app().inject({
      method: "GET",
      url: "/api/auth/me",
      headers: bearer(second.json().token),
    });
    expect(me.json().user.verifiedPhone).toBe(phone);
    const kinds = await app().db.auditEvent.findMany({
      where: { userId: body.user._id },
      select: { kind: true },
    });
    expect(kinds.map((event) => event.kind).sort()).toEqual([
      "account.registered",
      "login.failed",
      "login.succeeded",
      "login.succeeded",
    ]);
  });

  it("refuses a wrong code, then an expired one, and a code past its 5 minutes", async () => {
    const phone = freshNumber();
    await startPhone(app(), phone);
    const code = await sentCode(app(), phone);
    const wrong = await verifyPhone(app(), { phone, code: code === "111111" ? "222222" : "111111" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe("auth.code_invalid");
    await app().db.verificationCode.updateMany({
      where: { contact: phone },
      data: { expiresAt: new Date() },
    });
    const late = await verifyPhone(app(), { phone, code, firstName: "A", lastName: "B" });
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe("auth.code_expired");
    const failed = await app().db.auditEvent.count({
      where: { kind: "login.failed", detail: { contains: "phone" } },
    });
    expect(failed).toBeGreaterThanOrEqual(2);
  });

  it("ends the earlier code when a new one is sent", async () => {
    const phone = freshNumber();
    await startPhone(app(), phone);
    const first = await sentCode(app(), phone);
    await age(app(), phone, 61);
    await startPhone(app(), phone);
    const second = await sentCode(app(), phone);
    if (first !== second) {
      const old = await verifyPhone(app(), { phone, code: first, firstName: "A", lastName: "B" });
      expect(old.json().code).toBe("auth.code_invalid");
    }
    expect(
      (await verifyPhone(app(), { phone, code: second, firstName: "Ram", lastName: "Thapa" })).statusCode,
    ).toBe(200);
  });

  it("refuses a disabled account as the login does", async () => {
    const shopper = await phoneShopper(app());
    await app().db.user.update({ where: { id: shopper.user._id }, data: { disabledAt: new Date() } });
    await age(app(), shopper.phone, 61);
    await startPhone(app(), shopper.phone);
    const refused = await verifyPhone(app(), {
      phone: shopper.phone,
      code: await sentCode(app(), shopper.phone),
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe("auth.account_disabled");
  });

  it("moves the guest's cart into the account like the login", async () => {
    const sessionId = "guest-session-phone-0001";
    const product = await app().db.productVariant.findFirstOrThrow({
      where: { stock: { gte: 5 }, archived: false },
    });
    const guestCart = await app().db.cart.create({ data: { sessionId } });
    await app().db.cartItem.create({
      data: { cartId: guestCart.id, productId: product.productId, variantId: product.id, quantity: 1 },
    });
    const phone = freshNumber();
    await startPhone(app(), phone);
    const signedIn = await verifyPhone(
      app(),
      { phone, code: await sentCode(app(), phone), firstName: "Ram", lastName: "Thapa" },
      { headers: { "x-session-id": sessionId } },
    );
    const cart = await app().inject({
      method: "GET",
      url: "/api/cart",
      headers: bearer(signedIn.json().token),
    });
    expect(JSON.stringify(cart.json())).toContain(product.id);
  });

  it("shows a phone account to the admin with an empty email", async () => {
    const shopper = await phoneShopper(app());
    const admin = await app().inject({ method: "POST", url: "/api/auth/login", payload: TEST_ADMIN });
    const found = await app().inject({
      method: "GET",
      url: `/api/admin/customers?search=${encodeURIComponent(shopper.phone)}`,
      headers: bearer(admin.json().token),
    });
    expect(found.json().data.customers).toEqual([
      expect.objectContaining({ _id: shopper.user._id, email: "", verifiedPhone: shopper.phone }),
    ]);
  });

  it("never lets the email login match an account without an email", async () => {
    await phoneShopper(app());
    const login = await app().inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "", password: "anything1A" },
    });
    expect(login.statusCode).toBe(400);
  });
});

describe("adding a number or an email", () => {
  it("adds a verified number to an email account, and refuses a number another account holds", async () => {
    const shopper = await registerShopper(app());
    const phone = freshNumber();
    expect((await post("/api/auth/phone/link", shopper.token, { phone })).statusCode).toBe(200);
    const linked = await post("/api/auth/phone/link/verify", shopper.token, {
      phone,
      code: await sentCode(app(), phone),
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().data.user).toMatchObject({ verifiedPhone: phone, phone, phoneVerified: true });

    const other = await registerShopper(app());
    await age(app(), phone, 61);
    await post("/api/auth/phone/link", other.token, { phone });
    const taken = await post("/api/auth/phone/link/verify", other.token, {
      phone,
      code: await sentCode(app(), phone),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe("auth.phone_taken");
  });

  it("adds an email and a password to a phone account, which then signs in by email", async () => {
    const shopper = await phoneShopper(app());
    const email = `phone.owner.${Date.now()}@example.com`;
    const sent = await post("/api/auth/email/link", shopper.token, { email }, { cookie: "lang=ne" });
    expect(sent.statusCode).toBe(200);
    const mail = await app().db.mailOutbox.findFirstOrThrow({ where: { to: email, template: "email_code" } });
    expect(mail.subject).toBe("तपाईंको Nepal Store इमेल कोड");
    const code = await sentCode(app(), email, "email");
    expect(mail.html).toContain(code);
    const wrong = await post("/api/auth/email/link/verify", shopper.token, {
      email,
      code: code === "123456" ? "654321" : "123456",
    });
    expect(wrong.json().code).toBe("auth.code_invalid");
    const added = await post("/api/auth/email/link/verify", shopper.token, {
      email,
      code,
      password: "Secret123",
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().data.user).toMatchObject({ email, hasPassword: true });
    const login = await app().inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: "Secret123" },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user._id).toBe(shopper.user._id);
    // An account with an email adds none by code.
    const again = await post("/api/auth/email/link", shopper.token, { email: "another@example.com" });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe("auth.email_present");
  });

  it("says an email is taken only to the holder of its code", async () => {
    const owner = await registerShopper(app());
    const shopper = await phoneShopper(app());
    const sent = await post("/api/auth/email/link", shopper.token, { email: owner.email });
    expect(sent.statusCode).toBe(200);
    const taken = await post("/api/auth/email/link/verify", shopper.token, {
      email: owner.email,
      code: await sentCode(app(), owner.email, "email"),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe("auth.email_taken");
  });

  it("switches order texts off and on with PATCH /api/auth/profile", async () => {
    const shopper = await phoneShopper(app());
    const off = await app().inject({
      method: "PATCH",
      url: "/api/auth/profile",
      headers: bearer(shopper.token),
      payload: { smsUpdates: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ success: true, data: { user: { smsUpdates: false } } });
    const bad = await app().inject({
      method: "PATCH",
      url: "/api/auth/profile",
      headers: bearer(shopper.token),
      payload: { smsUpdates: "no" },
    });
    expect(bad.statusCode).toBe(400);
    const guest = await app().inject({
      method: "PATCH",
      url: "/api/auth/profile",
      payload: { smsUpdates: true },
    });
    expect(guest.statusCode).toBe(401);
  });
});
