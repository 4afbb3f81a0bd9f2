// The open orders one shopper, one email address (or, for a guest without one, one mobile number) and one client
// address may have at once (docs/SECURITY.md
// "Stock held by orders nobody pays for"). An open order holds stock nobody has paid for: an unpaid order within
// its payment window, or a cash-on-delivery order not yet sent (its cash is collected at the door). Without a
// bound, one guest could take every variant off sale by placing orders and never paying, and have an "order
// placed" email sent to any address as often as they liked.
import type { AppConfig } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { conflict } from "../../http-error.ts";
import type { Owner } from "../cart/owner.ts";
import { hasNoEmail, samePhone } from "./contact.ts";

/** Who is placing an order, as the bounds count them. */
export interface Placer {
  owner: Owner;
  /** The order's email, lower-cased (the body's schema lower-cases it); "" when the guest gave none. */
  email: string;
  /** The order's phone as typed: the one a guest without an email is counted by. */
  phone: string;
  /** The client's address (security.ts `clientAddress`). */
  address: string;
}

/** Orders that hold stock nobody has paid for yet. */
export function openOrderWhere(now: Date): Prisma.OrderWhereInput {
  return {
    OR: [
      { status: "pending", paymentDueAt: { gt: now } },
      { paymentMethod: "cod", status: { in: ["processing", "packaging"] } },
    ],
  };
}

const WAITING = "awaiting payment, or cash on delivery not yet sent";
const WHAT_TO_DO = "Please pay for one, or wait until one is sent, before placing another.";

/**
 * 409 when the shopper (account or guest session), the order's email or the client's address already has as many
 * open orders as it may (ORDER_OPEN_LIMIT, ORDER_OPEN_ADDRESS_LIMIT). Read when the order is placed, after lapsed
 * orders went back on the shelf. Orders placed at the same instant may each see the count before the others: the
 * rate limits on placing orders bound how far past the limit that can go.
 */
export async function checkOpenOrders(
  db: Database,
  limits: AppConfig["openOrders"],
  placer: Placer,
  now: Date,
): Promise<void> {
  const open = openOrderWhere(now);
  const count = (where: Prisma.OrderWhereInput) => db.order.count({ where: { AND: [where, open] } });
  const { owner, email, phone, address } = placer;
  const [shopper, forContact, fromAddress] = await Promise.all([
    count(owner.userId ? { userId: owner.userId } : { sessionId: owner.sessionId, userId: null }),
    hasNoEmail(placer) ? openForPhone(db, open, phone) : count({ email }),
    count({ placedFrom: address }),
  ]);
  if (shopper >= limits.perShopper)
    throw conflict(
      "order.too_many_open",
      `You already have ${limits.perShopper} orders open (${WAITING}). ${WHAT_TO_DO}`,
    );
  if (forContact >= limits.perShopper && !hasNoEmail(placer))
    throw conflict(
      "order.too_many_open_for_email",
      `This email address already has ${limits.perShopper} orders open (${WAITING}). ${WHAT_TO_DO}`,
    );
  if (forContact >= limits.perShopper)
    throw conflict(
      "order.too_many_open_for_phone",
      `This mobile number already has ${limits.perShopper} orders open (${WAITING}). ${WHAT_TO_DO}`,
    );
  if (fromAddress >= limits.perAddress)
    throw conflict(
      "order.too_many_open_from_address",
      `Too many orders placed from your network are open (${WAITING}). Please try again later.`,
    );
}

/**
 * The open orders without an email whose phone is this number. Orders keep the phone as typed, so the open ones
 * without an email (few: each is also bounded per shopper and per address) are read and compared normalised.
 */
async function openForPhone(db: Database, open: Prisma.OrderWhereInput, phone: string): Promise<number> {
  const rows = await db.order.findMany({ where: { AND: [{ email: "" }, open] }, select: { phone: true } });
  return rows.filter((row) => samePhone(row.phone, phone)).length;
}
