// Fonepay's web checkout's return (fonepay-routes.ts, on the redirect gateways' routes), believed only as far as its
// DV: a return Fonepay signed names the attempt's trace id (UID), and only Fonepay's verification of that PRN, trace
// id and amount settles the attempt (settle.ts pays exactly the order's total, once).
import type { FastifyInstance } from "fastify";
import { dataValidationMatches, RETURN_DV_FIELDS, type ReturnFields } from "./providers/fonepay/dv.ts";

/** The return's query as Fonepay sends it; any field may be missing from a forged one. */
export type FonepayReturnQuery = Partial<Record<keyof ReturnFields | "DV", string>>;

/**
 * Whether Fonepay signed this return: its DV over PRN,PID,PS,RC,UID,BC,INI,P_AMT,R_AMT with the store's secret,
 * for the store's own merchant code and with a trace id to verify.
 */
export function signedByFonepay(app: FastifyInstance, query: FonepayReturnQuery): boolean {
  const { merchantCode, secret } = app.config.fonepay;
  if (!query.DV || !query.PRN || !query.UID || query.PID !== merchantCode) return false;
  const fields = Object.fromEntries(
    RETURN_DV_FIELDS.map((name) => [name, query[name] ?? ""]),
  ) as ReturnFields;
  return dataValidationMatches(secret, RETURN_DV_FIELDS, fields, query.DV);
}
