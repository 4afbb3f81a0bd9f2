// Asking eSewa whether a transaction really completed: the emulator in-process offline (the server need not
// be listening), eSewa's status API over HTTPS otherwise.
import type { FastifyInstance } from "fastify";
import { z } from "zod";

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
  const { esewa } = app.config;
  const url = new URL(esewa.statusUrl);
  url.searchParams.set("product_code", query.productCode);
  url.searchParams.set("total_amount", query.totalAmount);
  url.searchParams.set("transaction_uuid", query.transactionUuid);
  let body: unknown;
  try {
    if (esewa.mode === "emulator") {
      body = (await app.inject({ method: "GET", url: `${url.pathname}${url.search}` })).json();
    } else {
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      body = await response.json();
    }
  } catch {
    // eSewa unreachable or answering garbage: not a confirmation, so the caller refuses the payment for now
    // (the shopper can retry the callback; a replay is safe).
    return { status: "UNREACHABLE", refId: null };
  }
  const parsed = statusAnswer.safeParse(body);
  return parsed.success
    ? { status: parsed.data.status, refId: parsed.data.ref_id ?? null }
    : { status: "UNKNOWN", refId: null };
}
