// Khalti ePayment (KPG-2) on the redirect gateways' routes (redirect-routes.ts, registered in routes.ts):
// initiate (the pidx and Khalti's payment page), the return Khalti sends the shopper's browser to (settled by
// Khalti's lookup alone, providers/khalti/), and the order's payment status for the pages to show.
import { z } from "zod";
import type { RedirectGateway } from "./redirect-routes.ts";

export const KHALTI_NOT_CONFIRMED =
  "Khalti has not confirmed this payment yet. Its status will be checked again.";

type KhaltiStart = { pidx: string; payment_url: string };

export const khaltiGateway: RedirectGateway<KhaltiStart, KhaltiStart> = {
  method: "khalti",
  answer: z.object({ pidx: z.string(), payment_url: z.string() }),
  reference: "pidx",
  // The query Khalti appends to return_url; read only to find the pidx, never believed.
  returnQuery: { status: z.string().max(100).optional() },
  notConfirmed: KHALTI_NOT_CONFIRMED,
  docs: {
    start: {
      operationId: "payWithKhalti",
      summary: "Start a Khalti ePayment for an order paid with Khalti: its pidx and Khalti's payment page",
      description:
        "The order's total is sent to Khalti in paisa (× 100); the attempt is recorded under its pidx. " +
        "Someone else's order is 404, a paid one 409, an order placed with another method 409.",
    },
    return: {
      operationId: "returnFromKhalti",
      summary:
        "Where Khalti sends the shopper back: believes only Khalti's lookup of the pidx, then redirects",
      description:
        "Khalti's query (status, amount, transaction_id…) is ignored: the pidx is looked up at Khalti. Only " +
        "`Completed` for exactly the order's amount in paisa pays the order (once: a replay changes nothing); " +
        "then 302 to /checkout/khalti/success?orderId=…. Every other case (Pending, Initiated, Expired, User " +
        "canceled, another amount, a lookup that fails, a pidx this store did not start) pays nothing and " +
        "redirects to /checkout/khalti/failure?orderId=…&reason=….",
    },
    status: {
      operationId: "readKhaltiPaymentStatus",
      summary:
        "The order's payment status, after asking Khalti's lookup again about its latest open Khalti attempt " +
        "(a payment Khalti has since completed is taken)",
    },
  },
};
