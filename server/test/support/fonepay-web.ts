// Fonepay's web checkout driven as the storefront and the shopper's browser drive it: initiate, open Fonepay's
// payment page with the fields as its query, approve or reject there, and follow the redirect to the store's return.
import type { FastifyInstance } from "fastify";
import { form, type Shopper } from "./payments.ts";

export interface FonepayFields {
  PID: string;
  MD: string;
  PRN: string;
  AMT: string;
  CRN: string;
  DT: string;
  R1: string;
  R2: string;
  RU: string;
  DV: string;
}

/** POST /api/payments/fonepay/initiate for the order. */
export function initiateFonepayWeb(app: FastifyInstance, headers: Shopper, order: { _id: string }) {
  return app.inject({
    method: "POST",
    url: "/api/payments/fonepay/initiate",
    headers,
    payload: { orderId: order._id },
  });
}

/** Opens Fonepay's payment page (a GET with the fields as its query, as the store's form sends them). */
export function openFonepayPage(app: FastifyInstance, paymentUrl: string, fields: Record<string, string>) {
  const url = new URL(paymentUrl);
  return app.inject({ method: "GET", url: `${url.pathname}?${new URLSearchParams(fields).toString()}` });
}

/**
 * At the emulated Fonepay's page, as the shopper's browser: approve (or reject) the signed fields. Answers the
 * query Fonepay appends to RU.
 */
export async function decideAtFonepay(
  app: FastifyInstance,
  fields: Record<string, string>,
  decision: "approve" | "reject" = "approve",
): Promise<Record<string, string>> {
  const done = await app.inject({
    method: "POST",
    url: `/gateways/fonepay/pay/${decision}`,
    ...form(fields),
  });
  if (done.statusCode !== 303)
    throw new Error(`${decision} at Fonepay failed: ${done.statusCode} ${done.body}`);
  return Object.fromEntries(new URL(done.headers.location as string).searchParams);
}

/** Starts a Fonepay web payment for the order and approves (or rejects) it at the emulator. */
export async function payAtFonepay(
  app: FastifyInstance,
  headers: Shopper,
  order: { _id: string },
  decision: "approve" | "reject" = "approve",
) {
  const initiated = await initiateFonepayWeb(app, headers, order);
  if (initiated.statusCode !== 200) throw new Error(`initiating Fonepay failed: ${initiated.body}`);
  const { paymentUrl, fields } = initiated.json().data as { paymentUrl: string; fields: FonepayFields };
  const page = await openFonepayPage(app, paymentUrl, { ...fields });
  if (page.statusCode !== 200) throw new Error(`Fonepay's page answered ${page.statusCode}: ${page.body}`);
  return { fields, query: await decideAtFonepay(app, { ...fields }, decision) };
}

/** GET /api/payments/fonepay/return with the query (as Fonepay's redirect brings it); the page it redirects to. */
export async function fonepayReturn(app: FastifyInstance, query: Record<string, string>) {
  const answer = await app.inject({
    method: "GET",
    url: `/api/payments/fonepay/return?${new URLSearchParams(query).toString()}`,
  });
  if (answer.statusCode !== 302)
    throw new Error(`the Fonepay return answered ${answer.statusCode}: ${answer.body}`);
  const page = new URL(answer.headers.location as string);
  return {
    path: page.pathname,
    orderId: page.searchParams.get("orderId"),
    reason: page.searchParams.get("reason"),
  };
}
