// Refunds of a method whose gateway has no refund API (Fonepay, connectIPS: `refunds: "manual"`): the admin pays
// the refund from the bank and records it with the bank's reference through the same route, under the same
// limits (never more than what remains paid; stock back on a full refund before delivery), audited; the order
// lists it with `manual: true` and the reference, for the shopper and the admin. Gateway methods are unchanged
// (a reference sent with them is ignored: the gateway's own is recorded).
import { formatRupees } from "@store/shared/money";
import { PAYMENT_METHOD_NAMES } from "@store/shared/order-facts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../support/app.ts";
import {
  adminToken,
  paidOrder,
  paidOutsideGateway,
  refund,
  tokenWithRole,
  type ManualMethod,
} from "../support/admin.ts";
import { bearer } from "../support/factories.ts";
import { moveOrder } from "../support/orders.ts";
import { auditEvents } from "../security/support.ts";

let store: TestStore;
let admin: string;
beforeAll(async () => {
  store = await createTestStore();
  admin = await adminToken(store.app);
});
afterAll(() => store.close());

const db = () => store.app.db;
const stockOf = async (id: string) => (await db().product.findUniqueOrThrow({ where: { id } })).stock;
const orderRow = (orderNumber: string) => db().order.findUniqueOrThrow({ where: { orderNumber } });

describe("recording a refund paid outside the store", () => {
  for (const method of ["fonepay", "connectips"] as ManualMethod[]) {
    it(`${method}: a partial refund, then the rest, each with its bank reference: listed, audited, stock back`, async () => {
      const { order, product, amount, headers } = await paidOutsideGateway(
        store.app,
        `manual-${method}-1`,
        method,
      );
      const before = await stockOf(product.id);
      const first = await refund(store.app, admin, order.orderNumber, {
        amount: 100,
        reason: "Late delivery",
        reference: "  NIC-2026-0001  ",
      });
      expect(first.statusCode).toBe(200);
      const partial = first.json().data.order;
      expect(partial.payment.status).toBe("partially_refunded");
      expect(partial.payment.refunds).toEqual([
        {
          amount: 100,
          reason: "Late delivery",
          at: expect.any(String),
          manual: true,
          reference: "NIC-2026-0001",
        },
      ]);
      expect(await stockOf(product.id)).toBe(before);

      const rest = await refund(store.app, admin, order.orderNumber, {
        amount: amount - 100,
        reason: "Returned",
        reference: "NIC-2026-0002",
      });
      expect(rest.statusCode).toBe(200);
      expect(rest.json().data.order.payment.status).toBe("refunded");
      expect(await stockOf(product.id)).toBe(before + 2);
      expect(await orderRow(order.orderNumber)).toMatchObject({
        refundedAmount: amount,
        stockReleased: true,
      });

      // Never more than what was paid, manual or not.
      const more = await refund(store.app, admin, order.orderNumber, {
        amount: 1,
        reason: "Again",
        reference: "NIC-2026-0003",
      });
      expect(more.statusCode).toBe(409);
      expect(more.json().code).toBe("refund.exceeds_paid");

      const rows = await db().payment.findMany({
        where: { orderId: order._id, status: "refund" },
        orderBy: { createdAt: "asc" },
      });
      expect(rows.map((row) => [row.amount, row.manual, row.transactionId, row.method])).toEqual([
        [100, true, "NIC-2026-0001", method],
        [amount - 100, true, "NIC-2026-0002", method],
      ]);

      // The shopper sees both refunds, with their references.
      const mine = await store.app.inject({
        method: "GET",
        url: `/api/orders/${order.orderNumber}`,
        headers,
      });
      expect(mine.statusCode).toBe(200);
      expect(mine.json().data.order.payment.refunds).toEqual([
        expect.objectContaining({ amount: 100, manual: true, reference: "NIC-2026-0001" }),
        expect.objectContaining({ amount: amount - 100, manual: true, reference: "NIC-2026-0002" }),
      ]);

      // The admin's timeline says it was paid outside the store, with the reference.
      const detail = await store.app.inject({
        method: "GET",
        url: `/api/admin/orders/${order.orderNumber}`,
        headers: bearer(admin),
      });
      const refunds = detail
        .json()
        .data.timeline.filter((entry: { kind: string }) => entry.kind === "refund");
      expect(refunds).toEqual([
        expect.objectContaining({ amount: 100, manual: true, reference: "NIC-2026-0001", method }),
        expect.objectContaining({ amount: amount - 100, manual: true, reference: "NIC-2026-0002" }),
      ]);
      expect(refunds[0].message).toContain(
        `paid outside the store (${PAYMENT_METHOD_NAMES[method]} has no refund API)`,
      );
      expect(refunds[0].message).toContain("NIC-2026-0001");

      const audited = (await auditEvents(db(), "payment.refunded")).filter(
        (event) => event.detail.orderNumber === order.orderNumber,
      );
      expect(audited.map((event) => event.detail)).toEqual([
        expect.objectContaining({ amount: 100, manual: true, reference: "NIC-2026-0001", full: false }),
        expect.objectContaining({
          amount: amount - 100,
          manual: true,
          reference: "NIC-2026-0002",
          full: true,
          stockReturned: true,
        }),
      ]);
      expect(audited[0]!.userId).toBeTruthy();
    });
  }

  it("requires the reference (400 refund.reference_required) and records nothing without it", async () => {
    const { order } = await paidOutsideGateway(store.app, "manual-noref-1", "fonepay");
    for (const payload of [
      { amount: 10, reason: "Damaged" },
      { amount: 10, reason: "Damaged", reference: "   " },
    ]) {
      const refused = await refund(store.app, admin, order.orderNumber, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        success: false,
        code: "refund.reference_required",
        message: "Fonepay has no refund API: pay the refund from the bank, then give its reference",
      });
    }
    const tooLong = await refund(store.app, admin, order.orderNumber, {
      amount: 10,
      reason: "Damaged",
      reference: "R".repeat(101),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toContainEqual(
      expect.objectContaining({ field: "reference", message: "Reference must be at most 100 characters" }),
    );
    const markup = await refund(store.app, admin, order.orderNumber, {
      amount: 10,
      reason: "Damaged",
      reference: "<script>",
    });
    expect(markup.statusCode).toBe(400);
    expect(markup.json().errors[0].field).toBe("reference");
    expect(await orderRow(order.orderNumber)).toMatchObject({
      refundedAmount: 0,
      paymentStatus: "completed",
    });
    expect(await db().payment.count({ where: { orderId: order._id, status: "refund" } })).toBe(0);
  });

  it("refuses more than was paid with the amount left, and after delivery keeps the stock out", async () => {
    const { order, product, amount } = await paidOutsideGateway(store.app, "manual-over-1", "connectips");
    const over = await refund(store.app, admin, order.orderNumber, {
      amount: amount + 1,
      reason: "Too much",
      reference: "GBIME-77",
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toContain(`at most ${formatRupees(amount)}`);
    expect((await moveOrder(store.app, admin, order.orderNumber, "delivered")).statusCode).toBe(200);
    const before = await stockOf(product.id);
    const back = await refund(store.app, admin, order.orderNumber, {
      amount,
      reason: "Returned after delivery",
      reference: "GBIME-78",
    });
    expect(back.statusCode).toBe(200);
    expect(back.json().data.order.payment.status).toBe("refunded");
    expect(await stockOf(product.id)).toBe(before);
  });

  it("two recorded refunds at once never add up to more than was paid", async () => {
    const { order, amount } = await paidOutsideGateway(store.app, "manual-race-1", "fonepay");
    const share = Math.floor(amount / 2) + 1;
    const answers = await Promise.all(
      [1, 2, 3].map((n) =>
        refund(store.app, admin, order.orderNumber, { amount: share, reason: "Race", reference: `R-${n}` }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await orderRow(order.orderNumber)).refundedAmount).toBe(share);
    expect(await db().payment.count({ where: { orderId: order._id, status: "refund" } })).toBe(1);
  });

  it("refuses staff and customers (403) and answers 404 for an unknown order", async () => {
    const { order } = await paidOutsideGateway(store.app, "manual-who-1", "connectips");
    for (const role of ["customer", "staff"]) {
      const refused = await refund(store.app, await tokenWithRole(store.app, role), order.orderNumber, {
        amount: 10,
        reason: "Damaged",
        reference: "R-1",
      });
      expect(refused.statusCode).toBe(403);
    }
    const missing = await refund(store.app, admin, "NS-20990101-NOONE", {
      amount: 1,
      reason: "x",
      reference: "R-1",
    });
    expect(missing.statusCode).toBe(404);
    expect((await orderRow(order.orderNumber)).refundedAmount).toBe(0);
  });
});

describe("gateway methods keep their refund path", () => {
  it("ignores a reference sent with a gateway refund: the gateway's own is recorded, not manual", async () => {
    const { order } = await paidOrder(store.app, "manual-gateway-1", "khalti");
    const answer = await refund(store.app, admin, order.orderNumber, {
      amount: 50,
      reason: "Scratch",
      reference: "MADE-UP-REF",
    });
    expect(answer.statusCode).toBe(200);
    const [listed] = answer.json().data.order.payment.refunds;
    expect(listed.manual).toBe(false);
    expect(listed.reference).not.toBe("MADE-UP-REF");
    const row = await db().payment.findFirstOrThrow({ where: { orderId: order._id, status: "refund" } });
    expect(row).toMatchObject({ manual: false });
    expect(row.transactionId).not.toBe("MADE-UP-REF");
  });
});
