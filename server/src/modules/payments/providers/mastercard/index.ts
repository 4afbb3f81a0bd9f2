// The card behind the one contract: charged at once, with no redirect. charge checks the card's fields
// (card-checks.ts, so the shopper is told which is wrong), then the card gateway's PAY decides (client.ts): its
// APPROVED answer is the `paid` verdict settle.ts settleCharge pays the order on, for the order's exact amount
// only; a decline is 402, a gateway that does not answer 502. The store takes the money itself, so a charge no
// order can take is refunded at once (`givesBackUnclaimed`).
// Card refunds at the card processor: a refund of the payment's authorisation, as a gateway such as Mastercard
// Payment Gateway Services takes it (apiOperation REFUND against the earlier transaction, the merchant
// authenticated as `merchant.<id>` with its API password). result SUCCESS is a refund; ERROR or FAILURE names why.
import { z } from "zod";
import { HttpError } from "../../../../http-error.ts";
import { checkCardDetails, type CardDetails } from "../../card-checks.ts";
import { GatewayUnreachable } from "../gateway-request.ts";
import { cardGatewayCall, payAtCardGateway } from "./client.ts";
import { STORE_CURRENCY, type PaymentProvider } from "../provider.ts";

const answered = z.object({
  result: z.enum(["SUCCESS", "FAILURE", "ERROR", "PENDING"]),
  transaction: z.object({ id: z.string() }).optional(),
  error: z.object({ cause: z.string().optional(), explanation: z.string().optional() }).optional(),
});

const declined = () => new HttpError(402, "payment.declined", "Card declined");
const unreachable = () =>
  new HttpError(502, "payment.gateway_unreachable", "The card could not be charged: try again");

export const mastercardProvider: PaymentProvider<never, CardDetails> = {
  method: "mastercard",
  kind: "card",
  refunds: "gateway",
  givesBackUnclaimed: true,

  async charge(app, order, card) {
    const digits = checkCardDetails(card);
    const [month, year] = card.expiryDate.trim().split(/\s*\/\s*/);
    let answer;
    try {
      answer = await payAtCardGateway(app, {
        orderNumber: order.orderNumber,
        amount: order.total,
        card: {
          number: digits,
          expiryMonth: month!,
          expiryYear: year!,
          securityCode: card.cvv.trim(),
          nameOnCard: card.cardName?.trim() || undefined,
        },
      });
    } catch (error) {
      if (error instanceof GatewayUnreachable) throw unreachable();
      throw error;
    }
    if (answer.outcome === "declined") throw declined();
    if (answer.outcome === "error") {
      app.log.warn({ orderNumber: order.orderNumber, explanation: answer.explanation }, "card gateway error");
      throw unreachable();
    }
    return { state: "paid", amount: answer.amount, transactionId: answer.transactionId };
  },

  async refund(app, request) {
    const authorisation = request.payment.transactionId;
    if (!authorisation)
      return { outcome: "refused", message: "The payment has no card authorisation to refund" };
    try {
      const answer = await cardGatewayCall(app, `/transaction/${encodeURIComponent(request.refundId)}`, {
        apiOperation: "REFUND",
        transaction: {
          targetTransactionId: authorisation,
          amount: String(request.amount),
          currency: STORE_CURRENCY,
          reference: request.orderNumber,
        },
      });
      const parsed = answered.safeParse(answer.body);
      if (answer.status === 200 && parsed.success && parsed.data.result === "SUCCESS")
        return { outcome: "refunded", reference: parsed.data.transaction?.id ?? request.refundId };
      const why = parsed.success ? (parsed.data.error?.explanation ?? parsed.data.error?.cause) : undefined;
      return {
        outcome: "refused",
        message: `The card processor refused the refund${why ? ` (${why})` : ""}`,
      };
    } catch (error) {
      if (error instanceof GatewayUnreachable)
        return { outcome: "unreachable", message: "The card processor could not be reached" };
      throw error;
    }
  },
};
