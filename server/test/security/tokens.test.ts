// Forged and stale sign-in tokens: alg=none, a guessable secret, another algorithm, altered claims, an expired
// token, a deleted account's, a disabled account's, one issued before a password change and a demoted admin's.
// Each is refused on every kind of protected call, and nothing changes.
import jwt from "jsonwebtoken";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../support/app.ts";
import { TEST_ADMIN, TEST_JWT_SECRET } from "../support/constants.ts";
import { bearer, registerShopper, type RegisteredShopper } from "../support/factories.ts";
import { guestOrderPlacer, orderBody } from "../support/orders.ts";
import { expectNothingChanged } from "./support.ts";

let store: TestStore;
let shopper: RegisteredShopper;
let productId: string;
let pendingOrder: string;
beforeAll(async () => {
  store = await createTestStore();
  shopper = await registerShopper(store.app);
  productId = (await store.app.db.product.findFirstOrThrow({ where: { stock: { gte: 5 }, colors: "[]" } }))
    .id;
  pendingOrder = (await guestOrderPlacer(() => store.app)("token-victim-guest")).order.orderNumber;
});
afterAll(() => store.close());

const db = () => store.app.db;
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;

/** One call of each kind a token opens: account, cart, wishlist, orders, and the admin's. */
const protectedCalls = () =>
  [
    { method: "GET", url: "/api/auth/me" },
    { method: "PUT", url: "/api/auth/profile", payload: { name: "Mallory Admin" } },
    {
      method: "PUT",
      url: "/api/auth/change-password",
      payload: { currentPassword: "Secret123", newPassword: "Hacked123" },
    },
    { method: "GET", url: "/api/cart" },
    { method: "POST", url: "/api/cart/add", payload: { productId, quantity: 1 } },
    { method: "POST", url: "/api/wishlist/toggle", payload: { productId } },
    { method: "GET", url: "/api/orders" },
    { method: "POST", url: "/api/orders", payload: orderBody([{ productId, quantity: 1 }]) },
    { method: "PATCH", url: `/api/admin/orders/${pendingOrder}/status`, payload: { status: "cancelled" } },
  ] as const;

/** Tries the token on every protected call: each answers 401 and the store is left as it was. */
async function expectRefusedEverywhere(token: string) {
  await expectNothingChanged(db(), async () => {
    for (const call of protectedCalls()) {
      const answer = await store.app.inject({ ...call, headers: bearer(token) });
      expect(answer.statusCode, `${call.method} ${call.url}: ${answer.body}`).toBe(401);
      expect(answer.json()).toEqual({
        success: false,
        code: "auth.session_expired",
        message: "Your session has expired. Please sign in again.",
      });
    }
  });
}

describe("JWT attacks", () => {
  it("refuses an unsigned token (alg=none), even one claiming to be the admin", async () => {
    const admin = await db().user.findUniqueOrThrow({ where: { email: TEST_ADMIN.email } });
    for (const alg of ["none", "None", "NONE"]) {
      await expectRefusedEverywhere(
        `${base64url({ alg, typ: "JWT" })}.${base64url({ sub: admin.id, role: "admin", exp: inOneHour() })}.`,
      );
    }
  });

  it("refuses a token signed with a guessable secret", async () => {
    const guesses = [
      "secret",
      "changeme",
      "jwt-secret",
      "password",
      "nepal-store",
      "your-256-bit-secret",
      "test",
    ];
    for (const guess of guesses) {
      await expectRefusedEverywhere(
        jwt.sign({ role: "admin" }, guess, { subject: shopper.user._id, expiresIn: "1h" }),
      );
    }
  });

  it("refuses a token signed with another algorithm or whose claims were altered", async () => {
    await expectRefusedEverywhere(
      jwt.sign({ role: "customer" }, TEST_JWT_SECRET, {
        subject: shopper.user._id,
        expiresIn: "1h",
        algorithm: "HS512",
      }),
    );
    const [header, , signature] = shopper.token.split(".");
    await expectRefusedEverywhere(
      `${header}.${base64url({ sub: shopper.user._id, role: "admin", exp: 9_999_999_999 })}.${signature}`,
    );
  });

  it("refuses an expired token", async () => {
    await expectRefusedEverywhere(
      jwt.sign({ role: "customer" }, TEST_JWT_SECRET, { subject: shopper.user._id, expiresIn: -10 }),
    );
    // A token that never expires is not one the store issues, so it is no sign-in either.
    await expectRefusedEverywhere(
      jwt.sign({ role: "customer" }, TEST_JWT_SECRET, { subject: shopper.user._id }),
    );
  });

  it("refuses the token of a deleted account, the admin's included", async () => {
    const gone = await registerShopper(store.app);
    await db().user.delete({ where: { id: gone.user._id } });
    await expectRefusedEverywhere(gone.token);

    const formerAdmin = await registerShopper(store.app);
    await db().user.update({ where: { id: formerAdmin.user._id }, data: { role: "admin" } });
    const adminToken = (
      await store.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: formerAdmin.email, password: formerAdmin.password },
      })
    ).json().token as string;
    await db().user.delete({ where: { id: formerAdmin.user._id } });
    await expectRefusedEverywhere(adminToken);
  });

  it("refuses the tokens of an account an admin disabled, also after it is enabled again", async () => {
    const victim = await registerShopper(store.app);
    const adminToken = (
      await store.app.inject({ method: "POST", url: "/api/auth/login", payload: TEST_ADMIN })
    ).json().token as string;
    const change = (disabled: boolean) =>
      store.app.inject({
        method: "PATCH",
        url: `/api/admin/customers/${victim.user._id}`,
        headers: bearer(adminToken),
        payload: { disabled },
      });
    expect((await change(true)).statusCode).toBe(200);
    await expectRefusedEverywhere(victim.token);
    expect((await change(false)).statusCode).toBe(200);
    await expectRefusedEverywhere(victim.token);
    // A token re-signed with the right secret but the old version (or none, or one that is no version) is no
    // way back in either.
    const claims = jwt.decode(victim.token) as { tv: number };
    expect(claims.tv).toBe(0);
    for (const tv of [0, undefined, "1", 0.5, -1, null])
      await expectRefusedEverywhere(
        jwt.sign({ role: "customer", ...(tv === undefined ? {} : { tv }) }, TEST_JWT_SECRET, {
          subject: victim.user._id,
          expiresIn: "1h",
        }),
      );
  });

  it("refuses every sign-in made before a password change, but keeps the changing browser signed in", async () => {
    const victim = await registerShopper(store.app);
    // The thief's sign-in with the stolen password, and the owner's own on another device.
    const signInAgain = async () =>
      (
        await store.app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email: victim.email, password: victim.password },
        })
      ).json().token as string;
    const thief = await signInAgain();
    const otherDevice = await signInAgain();
    const changed = await store.app.inject({
      method: "PUT",
      url: "/api/auth/change-password",
      headers: bearer(victim.token),
      payload: { currentPassword: victim.password, newPassword: "Changed123" },
    });
    expect(changed.statusCode).toBe(200);
    for (const token of [thief, otherDevice, victim.token]) await expectRefusedEverywhere(token);
    expect(changed.json()).toMatchObject({
      success: true,
      message: "Password changed successfully",
      token: expect.any(String),
    });
    // The browser that made the change goes on with the fresh token it was answered.
    const me = await store.app.inject({
      method: "GET",
      url: "/api/auth/me",
      headers: bearer(changed.json().token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().user._id).toBe(victim.user._id);
  });

  it("lets a demoted admin's token do only what a customer may", async () => {
    const demoted = await registerShopper(store.app);
    await db().user.update({ where: { id: demoted.user._id }, data: { role: "admin" } });
    const login = await store.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: demoted.email, password: demoted.password },
    });
    const token = login.json().token as string;
    expect(jwt.decode(token)).toMatchObject({ role: "admin" });
    await db().user.update({ where: { id: demoted.user._id }, data: { role: "customer" } });
    await expectNothingChanged(db(), async () => {
      const move = await store.app.inject({
        method: "PATCH",
        url: `/api/admin/orders/${pendingOrder}/status`,
        headers: bearer(token),
        payload: { status: "cancelled" },
      });
      expect(move.statusCode).toBe(403);
    });
    const me = await store.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(token) });
    expect(me.json().user.role).toBe("customer");
  });
});
