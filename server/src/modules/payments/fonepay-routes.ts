// Fonepay's web checkout on the redirect gateways' routes (redirect-routes.ts, registered in routes.ts): initiate
// (the signed fields the shopper's browser takes to Fonepay's payment page), the return Fonepay sends the browser to
// (its DV checked, then settled by Fonepay's server-to-server verification alone, providers/fonepay/web.ts), and the
// order's payment status for the pages to show.
import { z } from "zod";
import { signedByFonepay, type FonepayReturnQuery } from "./fonepay-web.ts";
import type { FonepayWebAnswer } from "./providers/fonepay/web.ts";
import type { RedirectGateway } from "./redirect-routes.ts";

const returnField = z.string().max(300).optional();

/** The query Fonepay appends to RU: believed only once its DV checks out, and then only to name the attempt. */
const returnQuery = {
  PRN: returnField,
  PID: returnField,
  PS: returnField,
  RC: returnField,
  UID: returnField,
  BC: returnField,
  INI: returnField,
  P_AMT: returnField,
  R_AMT: returnField,
  DV: returnField,
};

const requestFields = z.object({
  PID: z.string().describe("The store's Fonepay merchant code"),
  MD: z.string().describe("P: payment"),
  PRN: z.string().describe("This attempt's product reference number: new for every attempt"),
  AMT: z.string().describe("The order's total in whole rupees"),
  CRN: z.string().describe("NPR"),
  DT: z.string().describe("Today in Nepal, MM/DD/YYYY"),
  R1: z.string().describe("What the payment is for: the order's number"),
  R2: z.string(),
  RU: z.string().describe("The store's return route, GET /api/payments/fonepay/return"),
  DV: z.string().describe("HMAC-SHA512, upper-case hex, over PID,MD,PRN,AMT,CRN,DT,R1,R2,RU"),
});

const started = z.object({ paymentUrl: z.string(), fields: requestFields });

export const FONEPAY_NOT_CONFIRMED =
  "Fonepay has not confirmed this payment yet. Its status will be checked again.";

export const fonepayWebGateway: RedirectGateway<FonepayWebAnswer, z.infer<typeof started>> = {
  method: "fonepay",
  answer: started,
  present: (answer) => answer as z.infer<typeof started>,
  reference: "PRN",
  returnQuery,
  signedReturn: (app, query) =>
    signedByFonepay(app, query as FonepayReturnQuery) ? { traceId: String(query.UID) } : null,
  notConfirmed: FONEPAY_NOT_CONFIRMED,
  docs: {
    start: {
      operationId: "payWithFonepayWeb",
      summary:
        "Start a Fonepay web checkout for an order paid with Fonepay: the signed fields to send to Fonepay's page",
      description:
        "The shopper's browser sends `fields` to `paymentUrl` (GET or form POST) as Fonepay's Web Integration " +
        "v2.0 documents. Each call is a new attempt under a new PRN for the order's total in whole rupees " +
        "(AMT); DV is HMAC-SHA512 with the merchant's secret over PID,MD,PRN,AMT,CRN,DT,R1,R2,RU. Someone " +
        "else's order is 404, a paid one 409, an order placed with another method 409.",
    },
    return: {
      operationId: "returnFromFonepayWeb",
      summary:
        "Where Fonepay sends the shopper back from its web checkout: checks DV, asks Fonepay's verification, then " +
        "redirects",
      description:
        "The return's DV (over PRN,PID,PS,RC,UID,BC,INI,P_AMT,R_AMT) must be the store's merchant's, or nothing " +
        "is looked at: 302 to /checkout/fonepay/failure?reason=unknown. A signed return names the attempt (PRN) " +
        "and Fonepay's trace id (UID); the store then asks Fonepay's verificationMerchant about that PRN, trace " +
        "id and the attempt's amount, and only `success` for exactly the order's total pays the order (once: a " +
        "replay changes nothing), then 302 to /checkout/fonepay/success?orderId=…. Every other case (failed or " +
        "cancelled at Fonepay, another amount, a verification that fails or is refused, a PRN this store did " +
        "not start) pays nothing and redirects to /checkout/fonepay/failure?orderId=…&reason=….",
    },
    status: {
      operationId: "readFonepayPaymentStatus",
      summary:
        "The order's payment status, after asking Fonepay again about its latest open attempt (the web " +
        "checkout's verification, or a QR's status check): a payment Fonepay has since completed is taken",
    },
  },
};
