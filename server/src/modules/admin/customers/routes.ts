// HTTP of /api/admin/customers: staff and admins read accounts (the prefix's guard, modules/admin/index.ts);
// only admins change one (disable, re-enable, role).
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  adminCustomerAnswerSchema,
  adminCustomerChangedAnswerSchema,
  adminCustomerListAnswerSchema,
  adminCustomerListQuerySchema,
  adminCustomerPatchBodySchema,
  customerIdParamsSchema,
} from "@store/shared/admin/customers";
import { requireRole } from "../../../plugins/require-role.ts";
import { auditContext } from "../../audit/audit-log.ts";
import { changeAccount, findAccountForAdmin, listAccounts } from "../../auth/accounts.ts";
import { adminRoute } from "../../../plugins/route-docs.ts";
import { adminListPage } from "../list-page.ts";

export default async function adminCustomerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  adminListPage(
    app,
    {
      operationId: "listAdminCustomers",
      summary: "List accounts with their order counts and spending (staff and admins)",
      description:
        "Every account (customers, staff and admins), newest first. `search` matches part of a name, email or " +
        "phone number, ignoring case. `totalSpent` is the completed payments of the account's orders less " +
        "what was refunded, in whole rupees; `orderCount` counts every order it placed.",
      querystring: adminCustomerListQuerySchema,
      answer: adminCustomerListAnswerSchema,
    },
    (query) => listAccounts(app.db, query),
  );

  app.get(
    "/:id",
    {
      schema: adminRoute({
        operationId: "readAdminCustomer",
        summary: "One account with its orders, newest first (staff and admins)",
        params: customerIdParamsSchema,
        response: { 200: adminCustomerAnswerSchema },
        failures: [400, 401, 403, 404],
      }),
    },
    async (request) => ({
      success: true as const,
      data: await findAccountForAdmin(app.db, request.params.id),
    }),
  );

  app.patch(
    "/:id",
    {
      onRequest: requireRole("admin"),
      schema: adminRoute({
        operationId: "changeAdminCustomer",
        summary: "Disable or re-enable an account, or change its role (admins only)",
        description:
          "`disabled: true`: the account cannot sign in (password or Google: 401 `auth.account_disabled`) and " +
          "every token it was given stops working at once. `disabled: false` lets it sign in again; tokens from " +
          "before stay revoked. `role`: customer, staff or admin, in effect on its next request. An admin cannot " +
          "disable or demote their own account (409). Each change is in the audit log with its before and after.",
        params: customerIdParamsSchema,
        body: adminCustomerPatchBodySchema,
        response: { 200: adminCustomerChangedAnswerSchema },
        failures: [400, 401, 403, 404, 409],
      }),
    },
    async (request) => {
      const { customer, changed } = await changeAccount(
        app.db,
        request.params.id,
        request.body,
        auditContext(request),
      );
      return {
        success: true as const,
        // A phone-only account has no email ("" in the answer): it is named by its number.
        message: changed
          ? `Account ${customer.email || customer.verifiedPhone || customer.name} updated`
          : `Account ${customer.email || customer.verifiedPhone || customer.name} was already so`,
        data: { customer },
      };
    },
  );
}
