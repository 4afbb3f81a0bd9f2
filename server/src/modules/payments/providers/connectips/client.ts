// connectIPS's creditor API (NCHL, "connectIPS e-payment" 4 "Payment Validation" and 5 "Transaction Details"):
// validatetxn and gettxndetail, each a POST of JSON with basic auth (user: the APPID, password: the app's
// password) and a TOKEN over MERCHANTID, APPID, REFERENCEID (the payment's TXNID) and TXNAMT (paisa). The same
// code speaks to the emulator, UAT and the live service: only the configured base URL and PFX differ.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { gatewayRequest, GatewayUnreachable } from "../gateway-request.ts";
import { merchantKey } from "./merchant-key.ts";
import { signToken, validationTokenText } from "./token.ts";

export { PAISA_PER_RUPEE } from "../provider.ts";

/** What validatetxn answers: only SUCCESS means the shopper's bank paid. */
export const CONNECTIPS_STATUSES = ["SUCCESS", "FAILED", "ERROR"] as const;

/** NCHL prints merchantId and txnAmt as numbers in one example and as text in another: both are read. */
const numberOrText = z.union([z.number(), z.string()]).transform((value) => String(value).trim());

const validated = z.object({
  merchantId: numberOrText,
  appId: z.string(),
  referenceId: z.string(),
  txnAmt: numberOrText,
  token: z.string().nullable().optional(),
  status: z.string(),
  statusDesc: z.string().nullable().optional(),
});

export type ConnectipsValidationAnswer = z.infer<typeof validated>;

/** What the store asks connectIPS about: one TXNID and the amount it was started for. */
export interface ConnectipsQuestion {
  txnId: string;
  /** Paisa. */
  amount: number;
}

/** The signed JSON body validatetxn and gettxndetail take. */
export async function validationRequest(app: FastifyInstance, question: ConnectipsQuestion) {
  const { merchantId, appId } = app.config.connectips;
  const key = await merchantKey(app.config, app.db);
  const fields = { merchantId, appId, referenceId: question.txnId, txnAmt: question.amount };
  return {
    // NCHL's example sends the merchant id as a number; a merchant id is digits (3.2: Integer).
    merchantId: /^\d+$/.test(merchantId) ? Number(merchantId) : merchantId,
    appId,
    referenceId: question.txnId,
    txnAmt: question.amount,
    token: signToken(validationTokenText(fields), key.privateKey),
  };
}

function basicAuth(app: FastifyInstance): string {
  const { appId, password } = app.config.connectips;
  return `Basic ${Buffer.from(`${appId}:${password}`, "utf8").toString("base64")}`;
}

/**
 * POST …/validatetxn: what connectIPS says of the TXNID and amount, or null when it could not be asked or gave
 * no usable answer (another TXNID, an HTTP error, not JSON).
 */
export async function validateConnectipsPayment(
  app: FastifyInstance,
  question: ConnectipsQuestion,
): Promise<ConnectipsValidationAnswer | null> {
  try {
    const answer = await gatewayRequest(app, `${app.config.connectips.apiUrl}/validatetxn`, {
      method: "POST",
      headers: { authorization: basicAuth(app) },
      body: await validationRequest(app, question),
    });
    const parsed = validated.safeParse(answer.body);
    if (answer.status !== 200 || !parsed.success || parsed.data.referenceId !== question.txnId) return null;
    return parsed.data;
  } catch (error) {
    if (error instanceof GatewayUnreachable) return null;
    throw error;
  }
}
