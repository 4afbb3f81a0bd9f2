// HTTP of /api/admin/orders: fulfilment, for staff and admins (the prefix's guard, modules/admin/index.ts).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ORDER_STATUSES, orderSchema } from "@store/shared/checkout";
import { errorEnvelopeSchema } from "@store/shared/common";
import { changeOrderStatus } from "../../orders/status.ts";
import { auditContext } from "../../audit/audit-log.ts";

export default async function adminOrderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.patch(
    "/:orderNumber/status",
    {
      schema: {
        tags: ["admin"],
        operationId: "changeOrderStatus",
        security: [{ bearer: [] }],
        summary: "Move an order along (staff and admins); each move adds a tracking activity",
        description:
          "processing → packaging → on_the_road → delivered (skipped stages are recorded too); pending or " +
          "processing → cancelled. Cancelling an unpaid order returns its stock; a paid one keeps it for the refund.",
        params: z.object({ orderNumber: z.string().min(1).max(64) }),
        body: z.object({
          status: z.enum(ORDER_STATUSES, { error: `Status must be one of ${ORDER_STATUSES.join(", ")}` }),
        }),
        response: {
          200: z.object({
            success: z.literal(true),
            message: z.string(),
            data: z.object({ order: orderSchema }),
          }),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const order = await changeOrderStatus(
        app.db,
        request.params.orderNumber,
        request.body.status,
        auditContext(request),
      );
      // Refunds are out of scope: the admin is told to return the money at the gateway by hand.
      const refundNote =
        order.status === "cancelled" && order.payment.status === "completed"
          ? "; it was paid, so refund it through the payment provider (no automatic refund)"
          : "";
      return {
        success: true as const,
        message: `Order ${order.orderNumber} is now ${order.status}${refundNote}`,
        data: { order },
      };
    },
  );
}
