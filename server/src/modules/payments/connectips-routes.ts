// connectIPS on the redirect gateways' routes (redirect-routes.ts, registered in routes.ts): initiate (the login
// page's signed fields for the shopper's browser to post), the return connectIPS sends the browser to, paid or not
// (settled by validatetxn alone, providers/connectips/), and the order's payment status for the pages to show.
import { z } from "zod";
import type { RedirectGateway } from "./redirect-routes.ts";
import type { ConnectipsStart } from "./providers/connectips/index.ts";
import { PAYMENT_FIELD_NAMES } from "./providers/connectips/token.ts";

export const CONNECTIPS_NOT_CONFIRMED =
  "connectIPS has not confirmed this payment yet. Its status will be checked again.";

const loginPageFields = z.object({
  ...Object.fromEntries(PAYMENT_FIELD_NAMES.map((name) => [name, z.string()])),
  TOKEN: z.string(),
} as Record<(typeof PAYMENT_FIELD_NAMES)[number] | "TOKEN", z.ZodString>);

const started = z.object({ paymentUrl: z.string(), fields: loginPageFields });

export const connectipsGateway: RedirectGateway<ConnectipsStart, z.infer<typeof started>> = {
  method: "connectips",
  answer: started,
  present: (answer) => answer as z.infer<typeof started>,
  reference: "TXNID",
  notConfirmed: CONNECTIPS_NOT_CONFIRMED,
  docs: {
    start: {
      operationId: "payWithConnectips",
      summary:
        "Start a connectIPS payment for an order paid with connectIPS: the login page and the signed fields " +
        "the browser posts to it",
      description:
        "The browser posts `fields` to `paymentUrl` as an HTML form (application/x-www-form-urlencoded). " +
        "TXNAMT is the order's total in paisa (× 100), TXNDATE the day in Nepal (DD-MM-YYYY), TXNID new for " +
        "each attempt (20 characters), REFERENCEID the order number; TOKEN is the base64 SHA256withRSA " +
        "signature, with the key of the merchant's PFX, of `MERCHANTID=…,APPID=…,APPNAME=…,TXNID=…,TXNDATE=…," +
        "TXNCRNCY=…,TXNAMT=…,REFERENCEID=…,REMARKS=…,PARTICULARS=…,TOKEN=TOKEN`. The attempt is recorded under " +
        "its TXNID. Someone else's order is 404, a paid one 409, an order placed with another method 409.",
    },
    return: {
      operationId: "returnFromConnectips",
      summary:
        "Where connectIPS sends the shopper back (its success and failure URL alike): believes only " +
        "validatetxn, then redirects",
      description:
        "Only the TXNID is read. The store asks connectIPS's validatetxn about that TXNID and the amount it was " +
        "started for: only `SUCCESS` for exactly the order's amount in paisa pays the order (once: a replay " +
        "changes nothing); then 302 to /checkout/connectips/success?orderId=…. `FAILED` fails the attempt; " +
        "`ERROR`, no answer, another amount or a TXNID this store did not start pay nothing; each redirects " +
        "to /checkout/connectips/failure?orderId=…&reason=….",
    },
    status: {
      operationId: "readConnectipsPaymentStatus",
      summary:
        "The order's payment status, after asking connectIPS's validatetxn again about its latest open " +
        "connectIPS attempt (a payment connectIPS has since completed is taken)",
    },
  },
};
