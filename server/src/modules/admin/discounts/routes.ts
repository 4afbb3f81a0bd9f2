// HTTP of /api/admin/discounts: discount codes are for admins alone (docs/guides/admin.md), so
// each call adds the admin role to the prefix's staff-and-admin guard. Only calls modules/discounts.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  adminDiscountAnswerSchema,
  adminDiscountCreateBodySchema,
  adminDiscountListAnswerSchema,
  adminDiscountPatchBodySchema,
  discountIdParamsSchema,
} from "@store/shared/admin/discounts";
import { requireRole } from "../../../plugins/require-role.ts";
import { auditContext } from "../../audit/audit-log.ts";
import { changeDiscount, createDiscount, listDiscounts } from "../../discounts/admin.ts";
import { adminRoute } from "../../../plugins/route-docs.ts";

const TERMS =
  "`type`: `percentage` (`value` 1-100 percent of the subtotal, rounded to whole rupees), `fixed` (`value` " +
  "rupees, never more than the subtotal) or `free_shipping` (takes off the shipping; `value` is stored as 0). " +
  "`minSubtotal`: the least subtotal it applies to. `startsAt`/`endsAt`: ISO 8601 moments, null for none. " +
  "`usageLimit`: orders that may use it in all; `perCustomerLimit`: orders per customer (account, or email " +
  "for a guest); null for no limit. `active: false` switches it off (shoppers are told it is not valid). " +
  "Codes are letters, digits, - and _, stored upper-cased and unique regardless of case (409 " +
  "`discount.code_taken`).";

export default async function adminDiscountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const adminOnly = requireRole("admin");

  app.get(
    "/",
    {
      onRequest: adminOnly,
      schema: adminRoute({
        operationId: "listAdminDiscounts",
        summary: "List discount codes with their usage (admins only)",
        description:
          "Every code, newest first. `timesUsed` counts the orders holding it now: a cancelled unpaid order " +
          "gave its use back.",
        response: { 200: adminDiscountListAnswerSchema },
        failures: [401, 403],
      }),
    },
    async () => ({ success: true as const, data: { discounts: await listDiscounts(app.db) } }),
  );

  app.post(
    "/",
    {
      onRequest: adminOnly,
      schema: adminRoute({
        operationId: "createAdminDiscount",
        summary: "Create a discount code (admins only)",
        description: TERMS,
        body: adminDiscountCreateBodySchema,
        response: { 201: adminDiscountAnswerSchema },
        failures: [400, 401, 403, 409],
      }),
    },
    async (request, reply) => {
      const discount = await createDiscount(app.db, request.body, auditContext(request));
      reply.code(201);
      return {
        success: true as const,
        message: `Discount code ${discount.code} created`,
        data: { discount },
      };
    },
  );

  app.patch(
    "/:id",
    {
      onRequest: adminOnly,
      schema: adminRoute({
        operationId: "changeAdminDiscount",
        summary: "Change a discount code, or switch it off (admins only)",
        description: `Any field of the creation; the rest stay as they are. ${TERMS}`,
        params: discountIdParamsSchema,
        body: adminDiscountPatchBodySchema,
        response: { 200: adminDiscountAnswerSchema },
        failures: [400, 401, 403, 404, 409],
      }),
    },
    async (request) => {
      const discount = await changeDiscount(app.db, request.params.id, request.body, auditContext(request));
      return {
        success: true as const,
        message: `Discount code ${discount.code} updated`,
        data: { discount },
      };
    },
  );
}
