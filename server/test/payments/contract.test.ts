// The one payment contract (SHOP-API.md part 3, "Payments: one contract"), held against every method with a
// gateway, over HTTP only: a forged return (its query claims paid, the gateway says not) pays nothing; a replayed
// return pays once; an under-paid amount pays nothing; another order's or another shopper's return pays nothing
// and another's order is a 404; an expired attempt pays nothing; a gateway that does not answer changes nothing
// and the store answers its documented error; a refund asked twice refunds once; a refund of more than was paid
// is refused. Each method is driven by its entry in drivers.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken, refund } from "../support/admin.ts";
import { createTestStore, type TestStore } from "../support/app.ts";
import { bearer, registerShopper } from "../support/factories.ts";
import { orderFromCart, type Shopper } from "../support/payments.ts";
import { auditEvents } from "../security/support.ts";
import {
  CONTRACT_CASES,
  CONTRACT_DRIVERS,
  type ContractCase,
  type ContractDriver,
  type ShopperOrder,
} from "./drivers.ts";

let store: TestStore;
let admin: string;
beforeAll(async () => {
  store = await createTestStore();
  admin = await adminToken(store.app);
});
afterAll(() => store.close());

const db = () => store.app.db;
const guest = (id: string): Shopper => ({ "x-session-id": id });

/** The driver's part of a shopper's session id: its method, and its way of paying where it has more than one. */
const sessionOf = (driver: ContractDriver) =>
  driver.way ? `${driver.method}-${driver.way.replace(/\W+/g, "-")}` : driver.method;

/** A fresh order placed by the shopper to be paid with the driver's method. */
async function placed(driver: ContractDriver, shopper: Shopper) {
  return (await orderFromCart(store.app, shopper, driver.method)).order as ShopperOrder;
}

/** Starts an attempt for the order at the store; answers its handle. */
async function started(driver: ContractDriver, shopper: Shopper, order: ShopperOrder) {
  const answer = await driver.begin(store.app, shopper, order);
  expect(answer.statusCode, answer.body).toBe(200);
  return driver.handleOf(answer, order);
}

/** What the store says of the order, to its owner (the shopper's own API), and what it recorded as paid. */
async function paymentOf(shopper: Shopper, order: ShopperOrder) {
  const read = await store.app.inject({
    method: "GET",
    url: `/api/orders/${order.orderNumber}`,
    headers: shopper,
  });
  expect(read.statusCode).toBe(200);
  const completed = await db().payment.count({ where: { orderId: order._id, status: "completed" } });
  const events = (await auditEvents(db(), "payment.completed")).filter(
    (event) => event.detail.orderNumber === order.orderNumber,
  );
  return { status: read.json().data.order.payment.status as string, completed, events: events.length };
}

async function expectUnpaid(shopper: Shopper, order: ShopperOrder) {
  const payment = await paymentOf(shopper, order);
  expect(payment.status).not.toBe("completed");
  expect(payment).toMatchObject({ completed: 0, events: 0 });
}

async function expectPaidOnce(shopper: Shopper, order: ShopperOrder) {
  expect(await paymentOf(shopper, order)).toEqual({ status: "completed", completed: 1, events: 1 });
}

/** An order paid in full through the driver, as a shopper would. */
async function paidThrough(driver: ContractDriver, sessionId: string) {
  const shopper = guest(sessionId);
  const order = await placed(driver, shopper);
  const handle = await started(driver, shopper, order);
  const back = await driver.pay(store.app, handle, order);
  const settled = await driver.deliver(store.app, shopper, back, order);
  expect(settled.paid, settled.answer.body).toBe(true);
  return { shopper, order, handle, back };
}

/** The reference is what a manual method needs; gateway methods ignore it. */
const refundOf = (amount: number) => ({ amount, reason: "Contract suite", reference: "BANK-REF-0001" });

const cases: Record<ContractCase, (driver: ContractDriver) => Promise<void>> = {
  async forged(driver) {
    const shopper = guest(`contract-forged-${sessionOf(driver)}`);
    const order = await placed(driver, shopper);
    const handle = await started(driver, shopper, order);
    const forged = driver.forge!(store.app, handle, order, store.app.config);
    for (let time = 0; time < 2; time += 1)
      expect((await driver.deliver(store.app, shopper, forged, order)).paid).toBe(false);
    await expectUnpaid(shopper, order);
  },

  async replayed(driver) {
    const { shopper, order, back } = await paidThrough(driver, `contract-replayed-${sessionOf(driver)}`);
    const replays = await Promise.all([1, 2, 3].map(() => driver.deliver(store.app, shopper, back, order)));
    // A replay of a paid return answers as the first did (paid) or is refused; it never pays again.
    for (const replay of replays) expect(replay.answer.statusCode).toBeLessThan(500);
    await expectPaidOnce(shopper, order);
  },

  async underpaid(driver) {
    const shopper = guest(`contract-underpaid-${sessionOf(driver)}`);
    const order = await placed(driver, shopper);
    const handle = await started(driver, shopper, order);
    const back = await driver.underpay!(store.app, handle, order, store.app.config);
    expect((await driver.deliver(store.app, shopper, back, order)).paid).toBe(false);
    expect((await driver.deliver(store.app, shopper, back, order)).paid).toBe(false);
    await expectUnpaid(shopper, order);
  },

  async foreign(driver) {
    const victim = bearer((await registerShopper(store.app)).token);
    const attacker = guest(`contract-foreign-attacker-${sessionOf(driver)}`);
    const victimOrder = await placed(driver, victim);
    const attackerOrder = await placed(driver, attacker);
    // Another's order is a 404, to read and to pay.
    for (const ref of [victimOrder.orderNumber, victimOrder._id]) {
      const read = await store.app.inject({ method: "GET", url: `/api/orders/${ref}`, headers: attacker });
      expect(read.statusCode).toBe(404);
      expect(read.body).not.toContain(victimOrder.orderNumber);
    }
    const begun = await driver.begin(store.app, attacker, victimOrder);
    expect(begun.statusCode).toBe(404);
    if (driver.returns === false) {
      // No return to borrow: the attacker's payment call names the victim's order, and is a 404.
      const back = await driver.pay(store.app, {}, victimOrder);
      const paid = await driver.deliver(store.app, attacker, back, victimOrder);
      expect(paid.answer.statusCode).toBe(404);
      await expectUnpaid(victim, victimOrder);
      return;
    }
    // The victim's attempt, paid at the gateway, handed in for the attacker's order: the attacker's stays unpaid.
    await started(driver, attacker, attackerOrder);
    const handle = await started(driver, victim, victimOrder);
    const back = await driver.pay(store.app, handle, victimOrder);
    await driver.deliver(store.app, attacker, back, attackerOrder);
    await expectUnpaid(attacker, attackerOrder);
    // The victim's own return still pays the victim's order, once.
    await driver.deliver(store.app, victim, back, victimOrder);
    await expectPaidOnce(victim, victimOrder);
    await expectUnpaid(attacker, attackerOrder);
  },

  async expired(driver) {
    const shopper = guest(`contract-expired-${sessionOf(driver)}`);
    const order = await placed(driver, shopper);
    const handle = await started(driver, shopper, order);
    const back = await driver.expire!(store.app, handle, order, store.app.config);
    expect((await driver.deliver(store.app, shopper, back, order)).paid).toBe(false);
    await expectUnpaid(shopper, order);
  },

  async unreachable(driver) {
    const shopper = guest(`contract-unreachable-${sessionOf(driver)}`);
    const order = await placed(driver, shopper);
    const attempts = () => db().payment.count({ where: { orderId: order._id } });
    if (driver.unreachable.begin) {
      const restore = driver.cutOff(store.app.config);
      try {
        const begun = await driver.begin(store.app, shopper, order);
        expect(begun.statusCode).toBe(driver.unreachable.begin.status);
        expect(begun.json()).toMatchObject({ success: false, code: driver.unreachable.begin.code });
      } finally {
        restore();
      }
      expect(await attempts()).toBe(0);
    }
    const handle = await started(driver, shopper, order);
    const back = await driver.pay(store.app, handle, order);
    const before = { attempts: await attempts(), payment: await paymentOf(shopper, order) };
    const restore = driver.cutOff(store.app.config);
    try {
      const settled = await driver.deliver(store.app, shopper, back, order);
      expect(settled.paid).toBe(false);
      driver.unreachable.deliver?.(settled);
    } finally {
      restore();
    }
    await expectUnpaid(shopper, order);
    expect({ attempts: await attempts(), payment: await paymentOf(shopper, order) }).toEqual(before);
    // Nothing was lost: once the gateway answers again, the same return pays the order.
    expect((await driver.deliver(store.app, shopper, back, order)).paid).toBe(true);
    await expectPaidOnce(shopper, order);
  },

  async "double refund"(driver) {
    const { order } = await paidThrough(driver, `contract-double-refund-${sessionOf(driver)}`);
    const total = order.pricing.total;
    const answers = await Promise.all(
      [1, 2].map(() => refund(store.app, admin, order.orderNumber, refundOf(total))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().code).toBe("refund.exceeds_paid");
    const again = await refund(store.app, admin, order.orderNumber, refundOf(total));
    expect(again.statusCode).toBe(409);
    const row = await db().order.findUniqueOrThrow({ where: { id: order._id } });
    expect(row).toMatchObject({ paymentStatus: "refunded", refundedAmount: total });
    const refunds = await db().payment.findMany({ where: { orderId: order._id, status: "refund" } });
    expect(refunds.map((item) => item.amount)).toEqual([total]);
  },

  async "excessive refund"(driver) {
    const { order } = await paidThrough(driver, `contract-excessive-refund-${sessionOf(driver)}`);
    const total = order.pricing.total;
    const over = await refund(store.app, admin, order.orderNumber, refundOf(total + 1));
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe("refund.exceeds_paid");
    expect((await refund(store.app, admin, order.orderNumber, refundOf(100))).statusCode).toBe(200);
    const rest = await refund(store.app, admin, order.orderNumber, refundOf(total - 99));
    expect(rest.statusCode).toBe(409);
    const row = await db().order.findUniqueOrThrow({ where: { id: order._id } });
    expect(row).toMatchObject({ paymentStatus: "partially_refunded", refundedAmount: 100 });
    expect(await db().payment.count({ where: { orderId: order._id, status: "refund" } })).toBe(1);
  },
};

/** What a case needs of a driver beyond what every driver has. */
const NEEDS: Partial<Record<ContractCase, keyof ContractDriver>> = {
  forged: "forge",
  underpaid: "underpay",
  expired: "expire",
};

describe("every provider keeps the payment contract", () => {
  it("drives each case for each provider, or says why it does not apply", () => {
    for (const driver of CONTRACT_DRIVERS)
      for (const name of CONTRACT_CASES) {
        const need = NEEDS[name];
        const driven = !need || driver[need] !== undefined;
        const explained = driver.notApplicable?.[name] !== undefined;
        expect(
          driven !== explained,
          `${driver.method} ${driver.way ?? ""}: ${name}: driven or explained`,
        ).toBe(true);
      }
  });

  for (const driver of CONTRACT_DRIVERS)
    describe(driver.way ? `${driver.method} (${driver.way})` : driver.method, () => {
      for (const name of CONTRACT_CASES)
        if (driver.notApplicable?.[name] === undefined)
          it(name, { timeout: 30_000 }, () => cases[name](driver));
    });
});
