// The card gateway's REST API as the store calls it, in the shape of Mastercard Payment Gateway Services: the
// merchant authenticates as `merchant.<id>` with its API password (HTTP Basic) and PUTs one transaction at a time,
// `…/merchant/{merchantId}/order/{orderId}/transaction/{transactionId}`. PAY authorises and captures at once; its
// `result` is SUCCESS (`response.gatewayCode` APPROVED), FAILURE (declined: the gateway code says why) or ERROR.
// The emulator offline, the acquirer's gateway live: the same calls.
import type { FastifyInstance } from "fastify";
import crypto from "node:crypto";
import { z } from "zod";
import { gatewayRequest } from "../gateway-request.ts";
import { STORE_CURRENCY } from "../provider.ts";

const payAnswer = z.object({
  result: z.enum(["SUCCESS", "FAILURE", "ERROR", "PENDING", "UNKNOWN"]),
  response: z.object({ gatewayCode: z.string() }).optional(),
  transaction: z.object({ id: z.string(), amount: z.union([z.string(), z.number()]).optional() }).optional(),
  error: z.object({ cause: z.string().optional(), explanation: z.string().optional() }).optional(),
});

/** A PUT of one transaction with the merchant's credentials. */
export function cardGatewayCall(app: FastifyInstance, path: string, body: unknown) {
  const { mastercard } = app.config;
  const credentials = Buffer.from(`merchant.${mastercard.merchantId}:${mastercard.password}`).toString(
    "base64",
  );
  return gatewayRequest(
    app,
    `${mastercard.apiUrl}/api/rest/merchant/${encodeURIComponent(mastercard.merchantId)}${path}`,
    { method: "PUT", headers: { authorization: `Basic ${credentials}` }, body },
  );
}

export interface CardCharge {
  orderNumber: string;
  amount: number;
  card: {
    number: string;
    expiryMonth: string;
    expiryYear: string;
    securityCode: string;
    nameOnCard?: string;
  };
}

export type CardChargeOutcome =
  | { outcome: "approved"; transactionId: string; amount: number }
  | { outcome: "declined"; gatewayCode: string }
  | { outcome: "error"; explanation: string };

/** PAY: the gateway authorises and captures the order's amount on the card, or says why not. */
export async function payAtCardGateway(app: FastifyInstance, charge: CardCharge): Promise<CardChargeOutcome> {
  const transactionId = `PAY-${crypto.randomBytes(8).toString("hex").toUpperCase()}`;
  const path = `/order/${encodeURIComponent(charge.orderNumber)}/transaction/${transactionId}`;
  const answer = await cardGatewayCall(app, path, {
    apiOperation: "PAY",
    order: { amount: String(charge.amount), currency: STORE_CURRENCY, reference: charge.orderNumber },
    sourceOfFunds: {
      type: "CARD",
      provided: {
        card: {
          number: charge.card.number,
          expiry: { month: charge.card.expiryMonth, year: charge.card.expiryYear },
          securityCode: charge.card.securityCode,
          ...(charge.card.nameOnCard ? { nameOnCard: charge.card.nameOnCard } : {}),
        },
      },
    },
    transaction: { reference: charge.orderNumber },
  });
  const parsed = payAnswer.safeParse(answer.body);
  if (!parsed.success) return { outcome: "error", explanation: `The card gateway answered ${answer.status}` };
  const { result, response, transaction, error } = parsed.data;
  if (
    answer.status === 200 &&
    result === "SUCCESS" &&
    response?.gatewayCode === "APPROVED" &&
    transaction?.id === transactionId
  )
    return { outcome: "approved", transactionId, amount: Number(transaction.amount ?? Number.NaN) };
  if (result === "FAILURE") return { outcome: "declined", gatewayCode: response?.gatewayCode ?? "DECLINED" };
  return { outcome: "error", explanation: error?.explanation ?? error?.cause ?? result };
}
