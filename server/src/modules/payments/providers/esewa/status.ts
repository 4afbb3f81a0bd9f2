// eSewa's transaction status check (ePay v2: GET …/api/epay/transaction/status/?product_code=&total_amount=
// &transaction_uuid=), through the one request helper: eSewa's own server, or the emulator at the store's origin.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { gatewayRequest, GatewayUnreachable } from "../gateway-request.ts";

const statusAnswer = z.object({ status: z.string(), ref_id: z.string().nullable().optional() });

export interface EsewaStatusQuery {
  productCode: string;
  totalAmount: string;
  transactionUuid: string;
}

/**
 * eSewa's status of the transaction (PENDING, COMPLETE, FULL_REFUND, PARTIAL_REFUND, AMBIGUOUS, NOT_FOUND,
 * CANCELED), or UNREACHABLE / UNKNOWN when eSewa gave no usable answer; with eSewa's reference when it has one.
 */
export interface EsewaStatusAnswer {
  status: string;
  refId: string | null;
}

export async function checkEsewaStatus(
  app: FastifyInstance,
  query: EsewaStatusQuery,
): Promise<EsewaStatusAnswer> {
  const url = new URL(app.config.esewa.statusUrl);
  url.searchParams.set("product_code", query.productCode);
  url.searchParams.set("total_amount", query.totalAmount);
  url.searchParams.set("transaction_uuid", query.transactionUuid);
  let body: unknown;
  try {
    body = (await gatewayRequest(app, url.toString(), { method: "GET", headers: {} })).body;
  } catch (error) {
    // eSewa unreachable or answering garbage: no confirmation, nothing is known (a replay or check is safe later).
    if (error instanceof GatewayUnreachable) return { status: "UNREACHABLE", refId: null };
    throw error;
  }
  const parsed = statusAnswer.safeParse(body);
  return parsed.success
    ? { status: parsed.data.status, refId: parsed.data.ref_id ?? null }
    : { status: "UNKNOWN", refId: null };
}
