// GET /api/payments/methods (SHOP-API.md part 3, "Payments: one contract"): what the payment step offers.
import { z } from "zod";
import { PAYMENT_KINDS, PAYMENT_METHODS, REFUND_ROUTES } from "./order-facts.ts";

/**
 * Each method the store offers (and only those), with what limits it. `countries` null: any address;
 * `maxAmount` null: any total (in whole rupees, shipping and gift wrap included); `testOnly`: reached through an
 * emulator or a gateway's sandbox, so it takes no real money (never, in a live store). `name` as the shop writes
 * it; `kind`: how the payment step takes it; `available`: whether it can pay this order now (asked with
 * `?orderId=`; without one, whether it can take payments at all), with `reason` saying why not; `refunds`:
 * through the gateway's refund API, or paid outside the store and recorded.
 */
export const paymentMethodsSchema = z.object({
  methods: z.array(
    z.object({
      method: z.enum(PAYMENT_METHODS),
      name: z.string(),
      kind: z.enum(PAYMENT_KINDS),
      available: z.boolean(),
      reason: z.string().optional(),
      refunds: z.enum(REFUND_ROUTES),
      countries: z.array(z.string()).nullable(),
      maxAmount: z.number().int().nullable(),
      testOnly: z.boolean(),
    }),
  ),
});
export type PaymentMethods = z.infer<typeof paymentMethodsSchema>;
export type PaymentMethodOffer = PaymentMethods["methods"][number];
