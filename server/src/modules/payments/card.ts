// Paying by card: the store checks the card's fields (card-checks.ts, so the shopper is told which is wrong), then
// the card gateway's PAY decides (providers/mastercard/client.ts): only its APPROVED answer for the order's exact
// amount pays the order. A charge the order can no longer take (paid or cancelled meanwhile) is refunded at once.
import type { FastifyInstance } from "fastify";
import { HttpError } from "../../http-error.ts";
import type { AuditContext } from "../audit/audit-log.ts";
import { checkCardDetails, type CardDetails } from "./card-checks.ts";
import { payByCard, type PayableOrder } from "./complete-payment.ts";
import { giveBackUnclaimed } from "./give-back.ts";
import { GatewayUnreachable } from "./providers/gateway-request.ts";
import { payAtCardGateway } from "./providers/mastercard/client.ts";

/** The order the card pays, named at the card gateway by its number. */
type CardOrder = PayableOrder & { orderNumber: string };

const declined = () => new HttpError(402, "payment.declined", "Card declined");
const unreachable = () =>
  new HttpError(502, "payment.gateway_unreachable", "The card could not be charged: try again");

export async function payWithCard(
  app: FastifyInstance,
  context: AuditContext,
  order: CardOrder,
  claimedAmount: number,
  card: CardDetails,
): Promise<void> {
  await payByCard(
    app.db,
    context,
    order,
    "mastercard",
    claimedAmount,
    async () => {
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
        app.log.warn(
          { orderNumber: order.orderNumber, explanation: answer.explanation },
          "card gateway error",
        );
        throw unreachable();
      }
      if (answer.amount !== order.total) {
        const charge = {
          orderNumber: order.orderNumber,
          transactionId: answer.transactionId,
          amount: answer.amount,
        };
        await giveBackUnclaimed(app, "mastercard", charge, "The gateway charged another amount");
        throw unreachable();
      }
      return answer.transactionId;
    },
    (transactionId) =>
      giveBackUnclaimed(
        app,
        "mastercard",
        { orderNumber: order.orderNumber, transactionId, amount: order.total },
        "The order could no longer be paid",
      ),
  );
}
