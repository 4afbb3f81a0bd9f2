// Discount codes as the cart and the order use them: reading a code's terms, a customer's uses, and the
// order's claim of a use (and its give-back) inside the order's own transaction.
import type { CartDiscount } from "@store/shared/cart";
import type { DiscountRule, DiscountType } from "@store/shared/pricing";
import type { Database, Transaction } from "../../db/client.ts";
import type { Reader } from "../../db/reader.ts";
import { contactKey, type OrderContact } from "../orders/contact.ts";
import {
  normalCode,
  refusalError,
  refusalOf,
  ruleOf,
  usedUp,
  type DiscountTerms,
  type Refusal,
} from "./rules.ts";

interface TermsRow {
  id: string;
  code: string;
  type: string;
  value: number;
  minSubtotal: number;
  startsAt: string | Date | number | null;
  endsAt: string | Date | number | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  active: number | boolean;
  timesUsed: number;
}

const moment = (value: string | Date | number | null) => (value === null ? null : new Date(value));

/** A row of either database (DateTime as ISO text or a timestamp, booleans as 0/1 or true/false). */
export function termsOf(row: TermsRow): DiscountTerms {
  return {
    id: row.id,
    code: row.code,
    type: row.type as DiscountType,
    value: row.value,
    minSubtotal: row.minSubtotal,
    startsAt: moment(row.startsAt),
    endsAt: moment(row.endsAt),
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    active: row.active === true || row.active === 1,
    timesUsed: Number(row.timesUsed),
  };
}

const TERMS_SQL = `SELECT "id", "code", "type", "value", "minSubtotal", "startsAt", "endsAt", "usageLimit",
  "perCustomerLimit", "active", "timesUsed" FROM "DiscountCode" WHERE "code" = ?`;
const USES_BY_USER_SQL = `SELECT COUNT(*) AS "uses" FROM "DiscountRedemption" WHERE "codeId" = ? AND "userId" = ?`;

/** A code's terms by its text (any case), read with the fast reader; null when there is no such code. */
export async function readTerms(reader: Reader, text: string): Promise<DiscountTerms | null> {
  const row = await reader.get<TermsRow>(TERMS_SQL, [normalCode(text)]);
  return row ? termsOf(row) : null;
}

/** Orders of this account that hold the code (a guest's cart has no customer to count yet: null). */
export async function usesByAccount(
  reader: Reader,
  terms: DiscountTerms,
  userId: string | undefined,
): Promise<number | null> {
  if (!userId || terms.perCustomerLimit === null) return null;
  const row = await reader.get<{ uses: number | string | bigint }>(USES_BY_USER_SQL, [terms.id, userId]);
  return Number(row?.uses ?? 0);
}

/**
 * Why a code does not apply (refusalOf), reading the customer's uses only when they can change the answer. A code
 * that does not exist, is switched off, has not started, has expired or is used up in all is refused after its
 * one lookup, whatever its per-customer limit: a switched-off code, answered `discount.unknown` like a code that
 * does not exist, costs the same time as one (docs/SECURITY.md "Discount codes").
 */
export async function refusalFor(
  terms: DiscountTerms | null,
  subtotal: number,
  now: Date,
  customerUses: (terms: DiscountTerms) => Promise<number | null>,
): Promise<Refusal | null> {
  const refusal = refusalOf(terms, subtotal, now);
  if (!terms || terms.perCustomerLimit === null) return refusal;
  // The per-customer limit is checked before the minimum: only these two answers can still change.
  if (refusal && refusal.code !== "discount.minimum_not_met") return refusal;
  return refusalOf(terms, subtotal, now, await customerUses(terms));
}

/**
 * The code kept on a cart, checked again against the cart as it stands: its terms with a note saying why it
 * takes nothing off now (the code stays on the cart, as Shopify keeps an inapplicable code, so that it applies
 * again once, say, the subtotal reaches its minimum), and the rule to price the cart with while it applies.
 */
export async function cartDiscountOf(
  reader: Reader,
  code: string,
  subtotal: number,
  userId: string | undefined,
  now = new Date(),
): Promise<{ details: CartDiscount; rule: DiscountRule | null }> {
  const terms = await readTerms(reader, code);
  const refusal = await refusalFor(terms, subtotal, now, (found) => usesByAccount(reader, found, userId));
  return {
    details: {
      code: normalCode(code),
      type: terms?.type ?? "fixed",
      value: terms?.value ?? 0,
      minSubtotal: terms?.minSubtotal ?? 0,
      note: refusal?.message ?? null,
      noteCode: refusal?.code ?? null,
    },
    rule: refusal || !terms ? null : ruleOf(terms),
  };
}

/**
 * The customer an order's use counts for: the account when signed in, and always the order's contact (`email`,
 * the DiscountRedemption column it is kept in): its email, or for an order without one the E.164 mobile number
 * (orders/contact.ts), so a guest with only a phone has a per-customer limit too.
 */
export interface Redeemer {
  userId: string | null;
  email: string;
}

/** The redeemer of an order placed by this account (or a guest: null) with this contact. */
export function redeemerOf(userId: string | null, contact: OrderContact): Redeemer {
  return { userId, email: contactKey(contact) ?? "" };
}

async function usesByCustomer(
  db: Pick<Database, "discountRedemption">,
  codeId: string,
  who: Redeemer,
): Promise<number> {
  return db.discountRedemption.count({
    where: {
      codeId,
      // An empty contact matches nobody's: such an order counts by its account only.
      OR: [
        ...(who.email ? [{ email: who.email.toLowerCase() }] : []),
        ...(who.userId ? [{ userId: who.userId }] : []),
      ],
    },
  });
}

/**
 * The code an order names, checked before the order's transaction (so the pricing can use it): 400 with the
 * reason when it does not apply to this subtotal now, the cart's own codes and sentences. The try has been
 * counted by then (tries.ts, on the cart's counters). The transaction checks the usage limits again (claimUse).
 */
export async function checkOrderCode(
  db: Database,
  text: string,
  subtotal: number,
  who: Redeemer,
  now = new Date(),
): Promise<DiscountTerms> {
  const row = await db.discountCode.findUnique({ where: { code: normalCode(text) } });
  const terms = row ? termsOf(row) : null;
  const refusal = await refusalFor(terms, subtotal, now, (found) => usesByCustomer(db, found.id, who));
  if (refusal || !terms) throw refusalError(refusal!, "discountCode");
  return terms;
}

/**
 * Takes one use of the code for an order, inside the order's transaction, or refuses it (400
 * `discount.used_up`, rolling the order back). The guarded increment is one statement, so however many orders
 * race, no more than `usageLimit` get through. It also serialises the orders of one code: on PostgreSQL the
 * updated row stays locked until the transaction ends, so a second order waits, then sees the first one's
 * redemption when it counts this customer's (READ COMMITTED reads each statement afresh); SQLite runs one
 * write transaction at a time.
 */
export async function claimUse(
  tx: Transaction,
  terms: DiscountTerms,
  orderId: string,
  who: Redeemer,
): Promise<void> {
  const claimed = await tx.$executeRaw`UPDATE "DiscountCode" SET "timesUsed" = "timesUsed" + 1
    WHERE "id" = ${terms.id} AND ("usageLimit" IS NULL OR "timesUsed" < "usageLimit")`;
  if (claimed !== 1) throw refusalError(usedUp(false), "discountCode");
  if (terms.perCustomerLimit !== null && (await usesByCustomer(tx, terms.id, who)) >= terms.perCustomerLimit)
    throw refusalError(usedUp(true), "discountCode");
  await tx.discountRedemption.create({
    data: { orderId, codeId: terms.id, userId: who.userId, email: who.email.toLowerCase() },
  });
}

/**
 * A cancelled unpaid order gives its use back: its redemption goes (one caller deletes it, however many try)
 * and the code's count falls by one. Returns whether this call gave it back.
 */
export async function giveBackUse(tx: Transaction, orderId: string): Promise<boolean> {
  const redemption = await tx.discountRedemption.findUnique({ where: { orderId } });
  if (!redemption) return false;
  const removed = await tx.discountRedemption.deleteMany({ where: { id: redemption.id } });
  if (removed.count !== 1) return false;
  await tx.$executeRaw`UPDATE "DiscountCode" SET "timesUsed" = "timesUsed" - 1
    WHERE "id" = ${redemption.codeId} AND "timesUsed" > 0`;
  return true;
}
