// A guest's Add to Cart or Buy Now, waiting for them to sign in. The product page keeps the request in this tab's
// session storage (docs/STOREFRONT.md "Browser storage") and sends the guest to sign in with the product's address
// as `next`, marked `?pending=<id>`; back there, signed in, the page finishes the request once, with the options
// and quantity chosen. The request outlives the login page, registering, Google's round trip and a reload (the
// tab's storage does); the address alone does nothing: a link someone made up with `?pending=` names no request
// this tab kept, so visiting it adds nothing.
import { MAX_LINE_QUANTITY } from "@store/shared/line-quantity";
import type { Choice } from "./variant-choice.ts";

export const PENDING_PURCHASE_KEY = "pendingPurchase";
/** The query parameter that marks the address to come back to. */
export const PENDING_PARAM = "pending";
/** A request older than this is forgotten: the shopper has moved on. */
export const PENDING_PURCHASE_LASTS_MS = 60 * 60_000;

export type PurchaseIntent = "add" | "buyNow";

export interface PurchaseRequest {
  intent: PurchaseIntent;
  productId: string;
  /** The variant the options chose, or "" when the guest asked before choosing every option. */
  variantId: string;
  options: Choice;
  quantity: number;
}

interface PendingPurchase extends PurchaseRequest {
  id: string;
  /** When it was asked (milliseconds since 1970). */
  at: number;
}

function newId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");
}

/**
 * Keeps the request (one at a time: a newer one replaces it) and answers the address to sign in from:
 * `productPath` marked with the request's id. Without session storage (a browser that refuses it) the guest
 * still comes back to the product, with nothing to finish.
 */
export function rememberPurchase(productPath: string, request: PurchaseRequest, now = Date.now()): string {
  const id = newId();
  try {
    sessionStorage.setItem(PENDING_PURCHASE_KEY, JSON.stringify({ ...request, id, at: now }));
  } catch {
    return productPath;
  }
  return `${productPath}?${new URLSearchParams({ [PENDING_PARAM]: id })}`;
}

function isPending(value: unknown): value is PendingPurchase {
  const pending = value as Partial<PendingPurchase> | null;
  return (
    typeof pending === "object" &&
    pending !== null &&
    typeof pending.id === "string" &&
    (pending.intent === "add" || pending.intent === "buyNow") &&
    typeof pending.productId === "string" &&
    typeof pending.variantId === "string" &&
    typeof pending.options === "object" &&
    pending.options !== null &&
    Number.isInteger(pending.quantity) &&
    typeof pending.at === "number"
  );
}

function stored(): PendingPurchase | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(PENDING_PURCHASE_KEY) ?? "null");
    return isPending(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The request the address's `id` names, for the product shown, taken (so it is finished once, whatever reloads
 * or goes back). A request for another product, or too old, is dropped and nothing is answered; an id this tab
 * did not make leaves the tab's own request alone.
 */
export function takePurchase(id: string, productId: string, now = Date.now()): PurchaseRequest | null {
  const pending = stored();
  if (!pending || pending.id !== id) return null;
  sessionStorage.removeItem(PENDING_PURCHASE_KEY);
  if (pending.productId !== productId || now - pending.at > PENDING_PURCHASE_LASTS_MS || now < pending.at)
    return null;
  const { intent, variantId, options, quantity } = pending;
  return {
    intent,
    productId,
    variantId,
    options: {
      color: String(options.color ?? ""),
      memory: String(options.memory ?? ""),
      storage: String(options.storage ?? ""),
      size: String(options.size ?? ""),
    },
    quantity: Math.min(Math.max(quantity, 1), MAX_LINE_QUANTITY),
  };
}
