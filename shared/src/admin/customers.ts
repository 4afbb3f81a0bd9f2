// The admin's customers (docs/guides/admin.md): the list with what each has ordered and spent,
// one customer with their orders, and the admin-only change of an account (disable it, change its role).
import { z } from "zod";
import { ROLES, userSchema } from "../auth.ts";
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from "../checkout.ts";
import { pageAnswerSchema, pageQueryFields } from "../paging.ts";

export const adminCustomerListQuerySchema = z.object({
  /** Part of a name, an email address or a phone number; empty means every account. */
  search: z.string().trim().max(100, "Search must be at most 100 characters").optional(),
  ...pageQueryFields(20),
});
export type AdminCustomerListQuery = z.infer<typeof adminCustomerListQuerySchema>;

export const adminCustomerSchema = userSchema.extend({
  /** Every order the account placed, whatever became of it. */
  orderCount: z.number().int(),
  /** Whole rupees: completed payments of the account's orders less what was refunded. */
  totalSpent: z.number().int(),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

/** One of a customer's orders, as a line of their history (the full order is GET /api/admin/orders). */
export const customerOrderSummarySchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  total: z.number().int(),
  itemCount: z.number().int(),
  createdAt: z.string(),
});
export type CustomerOrderSummary = z.infer<typeof customerOrderSummarySchema>;

export const adminCustomerListAnswerSchema = pageAnswerSchema("customers", adminCustomerSchema);

export const adminCustomerAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({ customer: adminCustomerSchema, orders: z.array(customerOrderSummarySchema) }),
});

export const adminCustomerChangedAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ customer: adminCustomerSchema }),
});

export const customerIdParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

/** PATCH /api/admin/customers/:id (admins only): what to change; at least one of the two. */
export const adminCustomerPatchBodySchema = z
  .object({
    disabled: z.boolean({ error: "Disabled must be true or false" }).optional(),
    role: z.enum(ROLES, { error: `Role must be one of ${ROLES.join(", ")}` }).optional(),
  })
  .refine((body) => body.disabled !== undefined || body.role !== undefined, {
    message: "Send disabled, role or both",
  });
export type AdminCustomerPatch = z.infer<typeof adminCustomerPatchBodySchema>;
