// The sweeps (server/src/jobs/sweeps.ts): rows past their keeping go, in batches, and nothing else does; orders,
// payments and the audit log stay however old; two replicas sweeping at once are harmless. On SQLite, and on
// PostgreSQL under `npm run test:pg`.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/client.ts";
import { sweepOldRows } from "../src/jobs/sweeps.ts";
import type { Retention } from "../src/retention-config.ts";
import { createTestStore, type TestStore } from "./support/app.ts";
import { registerShopper } from "./support/factories.ts";
import { guestOrderPlacer } from "./support/orders.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

const db = () => store.app.db;
const DAY_MS = 24 * 60 * 60_000;
const daysAgo = (days: number, from = new Date()) => new Date(from.getTime() - days * DAY_MS);
const unique = () => crypto.randomUUID();

/** The offline defaults (retention-config.ts): what a store keeps unless told otherwise. */
const DEFAULTS: Retention = {
  guestCartMs: 30 * DAY_MS,
  sentMessageMs: 90 * DAY_MS,
  spentCodeMs: DAY_MS,
  stockAlertMs: 90 * DAY_MS,
};

async function aVariant() {
  return db().productVariant.findFirstOrThrow({ where: { archived: false }, orderBy: { id: "asc" } });
}

/** A guest's cart with one line, last changed `days` ago. */
async function guestCart(days: number, sessionId = `guest-sweep-${unique()}`) {
  const variant = await aVariant();
  return db().cart.create({
    data: {
      sessionId,
      updatedAt: daysAgo(days),
      items: { create: { productId: variant.productId, variantId: variant.id, quantity: 1 } },
    },
  });
}

function message(status: string, days: number, channel = "email") {
  return db().mailOutbox.create({
    data: {
      channel,
      to: channel === "sms" ? "+9779812345678" : "sweep@example.com",
      subject: "",
      html: "",
      text: "A message",
      template: "order_placed",
      status,
      createdAt: daysAgo(days),
    },
  });
}

function verificationCode(days: number) {
  return db().verificationCode.create({
    data: {
      channel: "sms",
      contact: "+9779812345678",
      purpose: "sign_in",
      codeHash: unique(),
      createdAt: daysAgo(days),
      expiresAt: new Date(daysAgo(days).getTime() + 5 * 60_000),
    },
  });
}

const signInCode = (userId: string, endedDaysAgo: number) =>
  db().signInCode.create({
    data: { codeHash: unique(), stateHash: unique(), userId, expiresAt: daysAgo(endedDaysAgo) },
  });

const resetToken = (userId: string, endedDaysAgo: number) =>
  db().passwordResetToken.create({ data: { tokenHash: unique(), userId, expiresAt: daysAgo(endedDaysAgo) } });

async function stockAlert(status: string, days: number) {
  const variant = await aVariant();
  return db().stockAlert.create({
    data: {
      productId: variant.productId,
      variantId: variant.id,
      channel: "email",
      contact: `alert-${unique()}@example.com`,
      status,
      unsubscribeHash: unique(),
      updatedAt: daysAgo(days),
    },
  });
}

const counter = (resetAt: number) =>
  db().rateLimitCounter.create({
    data: { key: `sweep-test|${unique()}`, count: 3, resetAt: BigInt(resetAt) },
  });

/** Which of these rows are still there. */
async function present(model: { findMany: (args: never) => Promise<{ id: string }[]> }, ids: string[]) {
  const rows = await model.findMany({ where: { id: { in: ids } }, select: { id: true } } as never);
  return new Set(rows.map((row) => row.id));
}

describe("the sweeps", () => {
  it("delete each kind of row once past its keeping, and keep the rest", async () => {
    const shopper = await registerShopper(store.app);
    const userId = shopper.user._id;
    const now = new Date();

    const staleGuest = await guestCart(31);
    const freshGuest = await guestCart(29);
    // An account's cart is the shopper's, however old.
    const accountCart = await db().cart.upsert({
      where: { userId },
      create: { userId, updatedAt: daysAgo(400) },
      update: { updatedAt: daysAgo(400) },
    });
    const sentLongAgo = await message("sent", 91);
    const capturedLongAgo = await message("captured", 91, "sms");
    const failedLongAgo = await message("failed", 91);
    const sentLately = await message("sent", 89);
    // Still waiting to leave: never swept, however old.
    const queuedLongAgo = await message("queued", 400);
    const oldCode = await verificationCode(2);
    // Asked for 30 minutes ago: still counts in the per-hour limits.
    const recentCode = await db().verificationCode.create({
      data: {
        channel: "sms",
        contact: "+9779812345678",
        purpose: "sign_in",
        codeHash: unique(),
        createdAt: new Date(now.getTime() - 30 * 60_000),
        expiresAt: new Date(now.getTime() - 25 * 60_000),
      },
    });
    const oldSignIn = await signInCode(userId, 2);
    const endedLately = await signInCode(userId, 0.5);
    const oldReset = await resetToken(userId, 2);
    const liveReset = await resetToken(userId, -0.02);
    const sentAlert = await stockAlert("sent", 91);
    const stoppedAlert = await stockAlert("unsubscribed", 91);
    const sentLatelyAlert = await stockAlert("sent", 89);
    const waitingAlert = await stockAlert("pending", 400);
    const lapsed = await counter(now.getTime() - 1);
    const running = await counter(now.getTime() + 60_000);

    const deleted = await sweepOldRows(db(), DEFAULTS, { now });

    expect(await present(db().cart, [staleGuest.id, freshGuest.id, accountCart.id])).toEqual(
      new Set([freshGuest.id, accountCart.id]),
    );
    // The stale cart's lines went with it.
    expect(await db().cartItem.count({ where: { cartId: staleGuest.id } })).toBe(0);
    expect(
      await present(
        db().mailOutbox,
        [sentLongAgo, capturedLongAgo, failedLongAgo, sentLately, queuedLongAgo].map((row) => row.id),
      ),
    ).toEqual(new Set([sentLately.id, queuedLongAgo.id]));
    expect(await present(db().verificationCode, [oldCode.id, recentCode.id])).toEqual(
      new Set([recentCode.id]),
    );
    expect(await present(db().signInCode, [oldSignIn.id, endedLately.id])).toEqual(new Set([endedLately.id]));
    expect(await present(db().passwordResetToken, [oldReset.id, liveReset.id])).toEqual(
      new Set([liveReset.id]),
    );
    expect(
      await present(
        db().stockAlert,
        [sentAlert, stoppedAlert, sentLatelyAlert, waitingAlert].map((row) => row.id),
      ),
    ).toEqual(new Set([sentLatelyAlert.id, waitingAlert.id]));
    const counters = await db().rateLimitCounter.findMany({
      where: { key: { in: [lapsed.key, running.key] } },
      select: { key: true },
    });
    expect(counters).toEqual([{ key: running.key }]);
    expect(deleted["guest carts"]).toBeGreaterThanOrEqual(1);
    expect(deleted["sent messages"]).toBeGreaterThanOrEqual(3);
  });

  it("never delete orders, payments or the audit log, however old", async () => {
    const placeOrder = guestOrderPlacer(() => store.app);
    const sessionId = `guest-sweep-order-${unique()}`;
    const { order } = await placeOrder(sessionId);
    const orderRow = await db().order.findUniqueOrThrow({ where: { orderNumber: order.orderNumber } });
    await db().payment.create({ data: { orderId: orderRow.id, method: "cod", amount: 100 } });
    await registerShopper(store.app);
    const longAgo = daysAgo(20 * 365);
    await db().order.updateMany({ data: { createdAt: longAgo, updatedAt: longAgo } });
    await db().payment.updateMany({ data: { createdAt: longAgo, updatedAt: longAgo } });
    await db().auditEvent.updateMany({ data: { at: longAgo } });
    // The guest who ordered left a cart long ago too: it goes, the order stays.
    await guestCart(400, sessionId);
    const kept = async () => ({
      orders: await db().order.count(),
      orderItems: await db().orderItem.count(),
      payments: await db().payment.count(),
      tracking: await db().trackingEvent.count(),
      audit: await db().auditEvent.count(),
    });
    const before = await kept();
    expect(before.orders).toBeGreaterThan(0);
    expect(before.payments).toBeGreaterThan(0);
    expect(before.audit).toBeGreaterThan(0);

    // Every keeping time at its least, a sweep far in the future: the most a sweep could ever take.
    const least: Retention = {
      guestCartMs: DAY_MS,
      sentMessageMs: DAY_MS,
      spentCodeMs: 60 * 60_000,
      stockAlertMs: 7 * DAY_MS,
    };
    await sweepOldRows(db(), least, { now: new Date(Date.now() + 50 * 365 * DAY_MS) });

    expect(await kept()).toEqual(before);
    expect(await db().cart.findUnique({ where: { sessionId } })).toBeNull();
  });

  it("clear a backlog bigger than a batch in several batches, and end at a batch when the store stops", async () => {
    const cutoff = new Date();
    const rows = await Promise.all(Array.from({ length: 23 }, () => message("sent", 200)));
    const ids = rows.map((row) => row.id);

    const stopping = new AbortController();
    const partial = sweepOldRows(db(), DEFAULTS, {
      now: cutoff,
      batchRows: 5,
      pauseMs: 500,
      stopping: stopping.signal,
    });
    // The store stops during the pause after the first batch: no second batch starts.
    while ((await present(db().mailOutbox, ids)).size > 18)
      await new Promise((resolve) => setTimeout(resolve, 5));
    stopping.abort();
    const firstRun = await partial;
    expect(firstRun["sent messages"]).toBe(5);
    expect((await present(db().mailOutbox, ids)).size).toBe(18);

    const secondRun = await sweepOldRows(db(), DEFAULTS, { now: cutoff, batchRows: 5, pauseMs: 0 });
    expect(secondRun["sent messages"]).toBe(18);
    expect((await present(db().mailOutbox, ids)).size).toBe(0);
  });

  it("are harmless when two replicas sweep at once: each row goes once, and neither fails", async () => {
    const rows = await Promise.all(Array.from({ length: 40 }, (_, index) => guestCart(60 + index)));
    const other = await openDatabase(store.config.databaseUrl);
    try {
      const now = new Date();
      const [first, second] = await Promise.all([
        sweepOldRows(db(), DEFAULTS, { now, batchRows: 7, pauseMs: 0 }),
        sweepOldRows(other, DEFAULTS, { now, batchRows: 7, pauseMs: 0 }),
      ]);
      expect(first["guest carts"]! + second["guest carts"]!).toBe(rows.length);
      expect(
        (
          await present(
            db().cart,
            rows.map((row) => row.id),
          )
        ).size,
      ).toBe(0);
    } finally {
      await other.$disconnect();
    }
  });

  it("keep a guest's cart whose line was changed lately, however long ago it was made", async () => {
    const sessionId = `guest-sweep-changed-${unique()}`;
    const headers = { "x-session-id": sessionId };
    const product = await db().product.findFirstOrThrow({
      where: { stock: { gte: 5 }, colors: "[]", archivedAt: null },
      orderBy: { id: "desc" },
    });
    const added = await store.app.inject({
      method: "POST",
      url: "/api/cart/add",
      headers,
      payload: { productId: product.id, quantity: 1 },
    });
    expect(added.statusCode).toBe(200);
    const itemId = added.json().data.items[0]._id as string;
    // Made 40 days ago; its line's quantity changed today.
    await db().cart.update({ where: { sessionId }, data: { updatedAt: daysAgo(40) } });
    const changed = await store.app.inject({
      method: "PUT",
      url: `/api/cart/${itemId}`,
      headers,
      payload: { quantity: 2 },
    });
    expect(changed.statusCode).toBe(200);

    await sweepOldRows(db(), DEFAULTS);
    expect(await db().cart.findUnique({ where: { sessionId } })).not.toBeNull();

    // Untouched since (as if 31 days passed): swept by the store's own job, with the store's settings.
    await db().cart.update({ where: { sessionId }, data: { updatedAt: daysAgo(31) } });
    await store.app.jobs.runNow("sweeps");
    expect(await db().cart.findUnique({ where: { sessionId } })).toBeNull();
  });
});
