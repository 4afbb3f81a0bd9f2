// HTTP of /api/admin/orders: the list and one order with its timeline, fulfilment and cash collected on delivery
// (staff and admins: the prefix's guard, modules/admin/index.ts) and refunds (admins only).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { orderSchema } from "@store/shared/checkout";
import {
  adminOrderDetailSchema,
  adminOrderListQuerySchema,
  adminOrderListSchema,
  orderStatusChangeSchema,
  refundBodySchema,
} from "@store/shared/admin/orders";
import { changeOrderStatus } from "../../orders/status.ts";
import { markOutForDelivery } from "../../orders/out-for-delivery.ts";
import { listAdminOrders, readAdminOrder } from "../../orders/admin-orders.ts";
import { refundOrder } from "../../payments/refunds.ts";
import { recordCashCollected } from "../../payments/complete-payment.ts";
import { auditContext } from "../../audit/audit-log.ts";
import { requireRole } from "../../../plugins/require-role.ts";
import { formatRupees } from "@store/shared/money";
import { adminRoute } from "../../../plugins/route-docs.ts";
import { adminListPage } from "../list-page.ts";

const params = z.object({ orderNumber: z.string().min(1).max(64) });
const orderAnswer = z.object({ success: z.literal(true), data: z.object({ order: orderSchema }) });
/** What a change to one order answers: the order as it now is, with a sentence saying what was done. */
const orderChangeAnswer = orderAnswer.extend({ message: z.string() });

export default async function adminOrderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  adminListPage(
    app,
    {
      operationId: "listAdminOrders",
      summary: "Every order, newest first, filtered and searched (staff and admins)",
      description:
        "Filters: status, payment method, payment status, and the days `from`/`to` (YYYY-MM-DD in Nepal time, " +
        "UTC+5:45, both inclusive). `search` matches the start of an order number, an email address or a " +
        "phone number (an email holding % or _ is matched whole). Pages of `limit` (1 to 100, default 20).",
      querystring: adminOrderListQuerySchema,
      answer: z.object({ success: z.literal(true), data: adminOrderListSchema }),
    },
    (query) => listAdminOrders(app.db, query),
  );

  app.get(
    "/:orderNumber",
    {
      schema: adminRoute({
        operationId: "readAdminOrder",
        summary: "One order and what happened to it (staff and admins)",
        description:
          "The timeline lists, oldest first: the order placed, each payment attempt and its result, each status " +
          "move with its note, tracking number and who made it, and each refund with its amount and reason.",
        params,
        response: { 200: z.object({ success: z.literal(true), data: adminOrderDetailSchema }) },
        failures: [400, 401, 403, 404],
      }),
    },
    async (request) => ({
      success: true as const,
      data: await readAdminOrder(app.db, request.params.orderNumber),
    }),
  );

  app.patch(
    "/:orderNumber/status",
    {
      schema: adminRoute({
        operationId: "changeOrderStatus",
        summary: "Move an order along (staff and admins); each move adds a tracking activity",
        description:
          "processing → packaging → on_the_road → delivered (skipped stages are recorded too); pending or " +
          "processing → cancelled. `note` and the carrier's `trackingNumber` go with the move and show in the " +
          "shopper's tracking; the tracking number becomes the order's current one. Cancelling puts the stock " +
          "back (once), paid or not; a paid order's money is returned with a refund.",
        params,
        body: orderStatusChangeSchema,
        response: { 200: orderChangeAnswer },
        failures: [400, 401, 403, 404, 409],
      }),
    },
    async (request) => {
      const order = await changeOrderStatus(
        app.db,
        request.params.orderNumber,
        request.body,
        auditContext(request),
      );
      const cancelled =
        order.status === "cancelled"
          ? order.payment.status === "completed"
            ? "; its stock is back on the shelf, and it was paid: refund it"
            : "; its stock is back on the shelf"
          : "";
      return {
        success: true as const,
        message: `Order ${order.orderNumber} is now ${order.status}${cancelled}`,
        data: { order },
      };
    },
  );

  app.post(
    "/:orderNumber/out-for-delivery",
    {
      schema: adminRoute({
        operationId: "markOrderOutForDelivery",
        summary:
          "Say an order on the road is out for delivery today (staff and admins); the shopper is texted",
        description:
          "Only for an order `on_the_road` (409 `order.invalid_transition` otherwise). Adds a tracking activity " +
          '(status `on_the_road`, note "Out for delivery") to the shopper\'s timeline and queues the ' +
          "out-for-delivery text when the order's phone is a Nepali mobile (and, for an account's order, the " +
          "account keeps SMS updates on): for cash on delivery it names the cash to keep ready, the total less " +
          "what was paid. The status stays `on_the_road`; a parcel out again another day may be marked again.",
        params,
        response: { 200: orderChangeAnswer },
        failures: [400, 401, 403, 404, 409],
      }),
    },
    async (request) => {
      const order = await markOutForDelivery(app.db, request.params.orderNumber, auditContext(request));
      return {
        success: true as const,
        message: `Order ${order.orderNumber} is out for delivery`,
        data: { order },
      };
    },
  );

  app.post(
    "/:orderNumber/cod-collected",
    {
      schema: adminRoute({
        operationId: "recordCashCollected",
        summary: "Record the cash collected for a delivered cash-on-delivery order (staff and admins)",
        description:
          'For an order paid by cash on delivery (`payment.method: "cod"`) that is delivered and whose ' +
          "payment is still pending: its total is recorded as a completed payment (the dashboard's revenue " +
          "counts it on the day it was collected), `payment.status` becomes `completed`, and the timeline and " +
          "the audit log say who recorded it. Recorded once: a second call answers 409 `cod.already_collected`. " +
          "409 `cod.not_cash_on_delivery` for another method, `cod.not_delivered` before delivery, " +
          "`cod.order_cancelled` for a cancelled order. The cash can later be given back with a refund.",
        params,
        response: { 200: orderChangeAnswer },
        failures: [400, 401, 403, 404, 409],
      }),
    },
    async (request) => {
      const { orderNumber } = request.params;
      const { amount } = await recordCashCollected(app.db, orderNumber, auditContext(request));
      const { order } = await readAdminOrder(app.db, orderNumber);
      return {
        success: true as const,
        message: `Cash of ${formatRupees(amount)} recorded as collected for order ${orderNumber}`,
        data: { order },
      };
    },
  );

  app.post(
    "/:orderNumber/refund",
    {
      onRequest: requireRole("admin"),
      schema: adminRoute({
        operationId: "refundOrder",
        summary:
          "Give money back through the order's payment gateway, or record a refund paid outside the store (admins only)",
        description:
          "Whole rupees, at most what was paid less what was refunded already (409 `refund.exceeds_paid`, also " +
          "when two refunds race); an order never paid is refused (409 `refund.not_paid`). The gateway (eSewa, " +
          "PayPal or the card processor; their emulators offline) makes the refund (cash on delivery: the store " +
          "hands the cash back and the refund is recorded with the store's reference): a refusal answers 409 " +
          "`refund.gateway_refused`, an unreachable gateway 502 `refund.gateway_unreachable`, and then nothing " +
          "is recorded as refunded. `payment.status` becomes `partially_refunded`, or `refunded` once the " +
          "refunds reach the amount paid, which also puts the stock back unless the order was delivered. " +
          'A method whose gateway has no refund API (`refunds: "manual"` in GET /api/payments/methods: Fonepay, ' +
          "connectIPS) is refunded outside the store, from the bank: the admin records that refund with the " +
          "bank's `reference` (required: 400 `refund.reference_required`), under the same limits, no gateway is " +
          "asked, and the order lists it with `manual: true` and the reference. For the other methods " +
          "`reference` is ignored: the gateway's own reference is recorded.",
        params,
        body: refundBodySchema,
        response: { 200: orderAnswer },
        failures: [400, 401, 403, 404, 409, 502],
      }),
    },
    async (request) => ({
      success: true as const,
      data: {
        order: await refundOrder(app, request.params.orderNumber, request.body, auditContext(request)),
      },
    }),
  );
}
