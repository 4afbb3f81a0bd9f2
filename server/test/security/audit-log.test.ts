// The audit log: sign-ins (and failed ones), registrations, password changes, payments (completed and refused)
// and admin actions, each with the caller's address and account; written in the action's own transaction,
// so an action that fails leaves no event and a recorded action really happened.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialectOf } from "../../src/db/client.ts";
import { emulatorSigningKey, issueIdToken, type SigningKey } from "../../src/gateways/google/keys.ts";
import { createTestStore, type TestStore } from "../support/app.ts";
import { TEST_ADMIN } from "../support/constants.ts";
import { bearer, registerShopper, type RegisteredShopper } from "../support/factories.ts";
import { guestOrderPlacer, moveOrder } from "../support/orders.ts";
import { orderFromCart, payAtEsewa } from "../support/payments.ts";
import { auditEvents } from "./support.ts";

let store: TestStore;
/** The store's Google emulator key, which signs the ID tokens these tests present. */
let googleKey: SigningKey;
let admin: { id: string; token: string };
beforeAll(async () => {
  store = await createTestStore();
  googleKey = await emulatorSigningKey(store.app.db);
  const signedIn = await store.app.inject({ method: "POST", url: "/api/auth/login", payload: TEST_ADMIN });
  admin = { id: signedIn.json().user._id, token: signedIn.json().token };
});
afterAll(() => store.close());

const db = () => store.app.db;
const from = (remoteAddress: string) => ({
  post: (url: string, payload: object, headers: Record<string, string> = {}) =>
    store.app.inject({ method: "POST", url, payload, headers, remoteAddress }),
});
const latest = async (kind: Parameters<typeof auditEvents>[1]) => (await auditEvents(db(), kind)).at(-1);
const placeGuestOrder = guestOrderPlacer(() => store.app);

/** Makes every new tracking activity fail, as a crash half-way through an action would. */
async function withTrackingBroken(action: () => Promise<unknown>) {
  const postgres = dialectOf(db()) === "postgresql";
  if (postgres) {
    await db().$executeRawUnsafe(
      `CREATE FUNCTION "test_break_tracking"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'broken'; END $$`,
    );
    await db().$executeRawUnsafe(
      `CREATE TRIGGER "test_break_tracking" BEFORE INSERT ON "TrackingEvent" FOR EACH ROW EXECUTE FUNCTION "test_break_tracking"()`,
    );
  } else {
    await db().$executeRawUnsafe(
      `CREATE TRIGGER "test_break_tracking" BEFORE INSERT ON "TrackingEvent" BEGIN SELECT RAISE(ABORT, 'broken'); END`,
    );
  }
  try {
    return await action();
  } finally {
    if (postgres) {
      await db().$executeRawUnsafe(`DROP TRIGGER "test_break_tracking" ON "TrackingEvent"`);
      await db().$executeRawUnsafe(`DROP FUNCTION "test_break_tracking"()`);
    } else {
      await db().$executeRawUnsafe(`DROP TRIGGER "test_break_tracking"`);
    }
  }
}

describe("audit log", () => {
  let shopper: RegisteredShopper;
  beforeAll(async () => {
    shopper = await registerShopper(store.app);
  });

  it("records sign-ins and failed sign-ins with the address, the account and the method", async () => {
    const client = from("198.51.100.10");
    await client.post("/api/auth/login", { email: shopper.email, password: shopper.password });
    expect(await latest("login.succeeded")).toMatchObject({
      userId: shopper.user._id,
      ip: "198.51.100.10",
      detail: { method: "password" },
    });
    await client.post("/api/auth/login", { email: shopper.email, password: "Wrong1234" });
    expect(await latest("login.failed")).toMatchObject({
      userId: shopper.user._id,
      ip: "198.51.100.10",
      detail: { method: "password", email: shopper.email },
    });
    await client.post("/api/auth/login", { email: "nobody-audit@example.com", password: "Wrong1234" });
    expect(await latest("login.failed")).toMatchObject({
      userId: null,
      detail: { email: "nobody-audit@example.com" },
    });
    const credential = issueIdToken(
      { email: "audit.google@gmail.com", name: "Audit Google" },
      { audience: store.config.google.clientId, key: googleKey },
    );
    const google = await client.post("/api/auth/google-signin", { credential });
    expect(await latest("login.succeeded")).toMatchObject({
      userId: google.json().user._id,
      detail: { method: "google" },
    });
    await client.post("/api/auth/google-signin", { credential: `${credential}x` });
    expect(await latest("login.failed")).toMatchObject({ userId: null, detail: { method: "google" } });
  });

  it("records registrations and password changes", async () => {
    const client = from("198.51.100.11");
    const registered = await client.post("/api/auth/register", {
      name: "Audit Person",
      email: "audit.person@example.com",
      password: "Secret123",
    });
    expect(await latest("account.registered")).toMatchObject({
      userId: registered.json().user._id,
      ip: "198.51.100.11",
    });
    await store.app.inject({
      method: "PUT",
      url: "/api/auth/change-password",
      headers: bearer(registered.json().token),
      payload: { currentPassword: "Secret123", newPassword: "Secret456" },
      remoteAddress: "198.51.100.11",
    });
    expect(await latest("account.password_changed")).toMatchObject({
      userId: registered.json().user._id,
      ip: "198.51.100.11",
    });
  });

  it("records a completed payment once, with what was paid, even when two payments race", async () => {
    const headers = bearer(shopper.token);
    const { order } = await orderFromCart(store.app, headers);
    const pay = () =>
      from("198.51.100.12").post(
        "/api/payments/mastercard/process",
        {
          orderId: order._id,
          amount: order.pricing.total,
          cardDetails: { cardNumber: "5555555555554444", expiryDate: "12/30", cvv: "123" },
        },
        headers,
      );
    const answers = await Promise.all([pay(), pay()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const events = (await auditEvents(db(), "payment.completed")).filter(
      (event) => event.detail.orderNumber === order.orderNumber,
    );
    expect(events).toEqual([
      expect.objectContaining({
        userId: shopper.user._id,
        ip: "198.51.100.12",
        detail: {
          orderNumber: order.orderNumber,
          method: "mastercard",
          amount: order.pricing.total,
          transactionId: answers.find((answer) => answer.statusCode === 200)!.json().data.payment
            .transactionId,
        },
      }),
    ]);
  });

  it("records refused payments: a declined card, a cancelled or unverifiable eSewa payment", async () => {
    const guest = { "x-session-id": "audit-refused-guest" };
    const { order } = await orderFromCart(store.app, guest, "mastercard");
    const declined = await from("198.51.100.13").post(
      "/api/payments/mastercard/process",
      {
        orderId: order._id,
        amount: order.pricing.total,
        cardDetails: { cardNumber: "5105105105105100", expiryDate: "12/30", cvv: "123" },
      },
      guest,
    );
    expect(declined.statusCode).toBe(402);
    expect(await latest("payment.failed")).toMatchObject({
      userId: null,
      ip: "198.51.100.13",
      detail: { orderNumber: order.orderNumber, method: "mastercard", reason: "Card declined" },
    });
    await from("198.51.100.13").post("/api/payments/esewa/failure", { orderId: order._id }, guest);
    expect((await latest("payment.failed"))?.detail).toEqual({
      orderNumber: order.orderNumber,
      method: "esewa",
      reason: "Cancelled or failed at eSewa",
    });
    await from("198.51.100.13").post(
      "/api/payments/esewa/success",
      { orderId: order._id, data: "e30=" },
      guest,
    );
    expect((await latest("payment.failed"))?.detail.reason).toBe("Verification failed: undecodable data");
  });

  it("writes a payment's event in the payment's transaction: a payment that fails leaves none", async () => {
    const guest = { "x-session-id": "audit-atomic-guest" };
    const { order } = await orderFromCart(store.app, guest, "esewa");
    const { callback } = await payAtEsewa(store.app, guest, order);
    const failed = (await withTrackingBroken(() =>
      store.app.inject({
        method: "POST",
        url: "/api/payments/esewa/success",
        headers: guest,
        payload: callback,
      }),
    )) as { statusCode: number };
    expect(failed.statusCode).toBe(500);
    const about = async () =>
      (await auditEvents(db(), "payment.completed")).filter(
        (e) => e.detail.orderNumber === order.orderNumber,
      );
    expect(await about()).toEqual([]);
    expect((await db().order.findUniqueOrThrow({ where: { id: order._id } })).status).toBe("pending");
    // The same answer, once the store works again, pays and is recorded.
    const paid = await store.app.inject({
      method: "POST",
      url: "/api/payments/esewa/success",
      headers: guest,
      payload: callback,
    });
    expect(paid.statusCode).toBe(200);
    expect(await about()).toHaveLength(1);
  });

  it("records an admin's status change in its transaction, and nothing for a refused or failed one", async () => {
    const { order } = await placeGuestOrder("audit-admin-guest");
    const about = async () =>
      (await auditEvents(db(), "admin.order_status")).filter(
        (e) => e.detail.orderNumber === order.orderNumber,
      );
    // A customer's attempt and an impossible move change nothing and are not admin actions.
    expect((await moveOrder(store.app, shopper.token, order.orderNumber, "cancelled")).statusCode).toBe(403);
    expect((await moveOrder(store.app, admin.token, order.orderNumber, "delivered")).statusCode).toBe(409);
    const broken = (await withTrackingBroken(() =>
      moveOrder(store.app, admin.token, order.orderNumber, "cancelled"),
    )) as { statusCode: number };
    expect(broken.statusCode).toBe(500);
    expect(await about()).toEqual([]);
    expect((await db().order.findUniqueOrThrow({ where: { id: order._id } })).status).toBe("pending");

    expect((await moveOrder(store.app, admin.token, order.orderNumber, "cancelled")).statusCode).toBe(200);
    expect(await about()).toEqual([
      expect.objectContaining({
        userId: admin.id,
        ip: "127.0.0.1",
        detail: { orderNumber: order.orderNumber, from: "pending", to: "cancelled" },
      }),
    ]);
  });

  it("outlives a deleted account, and keeps no attacker's long input whole", async () => {
    const gone = await registerShopper(store.app);
    await store.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: gone.email, password: gone.password },
    });
    await db().user.delete({ where: { id: gone.user._id } });
    expect(await db().auditEvent.count({ where: { userId: gone.user._id } })).toBeGreaterThanOrEqual(2);
    const long = `${"a".repeat(240)}@example.com`;
    await store.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: long, password: "x" },
    });
    const event = await latest("login.failed");
    expect((event?.detail.email as string).length).toBe(200);
  });
});
