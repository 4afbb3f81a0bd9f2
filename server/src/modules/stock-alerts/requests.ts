// "Notify me when it's back" (SHOP-API.md part 3, "Back in stock"): a shopper, signed in or not, asks for one
// alert by email or SMS when a sold-out variant has stock again. One request per variant and contact: asking
// again while it waits renews that one (its language and time); asking again after it was sent or unsubscribed
// makes it wait again with a new token. A contact may wait for at most MAX_PENDING_ALERTS_PER_CONTACT variants at once.
import type { Language } from "@store/shared/language";
import {
  MAX_PENDING_ALERTS_PER_CONTACT,
  type StockAlert,
  type StockAlertBody,
} from "@store/shared/stock-alerts";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { conflict, notFound } from "../../http-error.ts";
import { hashUnsubscribeToken, newUnsubscribeToken } from "./tokens.ts";

interface StockAlertRow {
  id: string;
  productId: string;
  variantId: string;
  channel: string;
  contact: string;
  status: string;
  createdAt: Date;
}

export function presentStockAlert(row: StockAlertRow): StockAlert {
  return {
    _id: row.id,
    productId: row.productId,
    variantId: row.variantId,
    channel: row.channel === "sms" ? "sms" : "email",
    contact: row.contact,
    status: row.status === "sent" ? "sent" : row.status === "unsubscribed" ? "unsubscribed" : "pending",
    createdAt: row.createdAt.toISOString(),
  };
}

export interface StockAlertAsker {
  userId: string | null;
  language: Language;
}

/**
 * The request for this variant of this product (by id or slug, as the catalogue finds products) and contact.
 * `created` is false when the same request was already waiting. 404 product.not_found / variant.not_found as
 * the catalogue answers; 409 stock.available for a variant in stock; 409 notify.too_many_pending past the cap.
 */
export async function requestStockAlert(
  db: Database,
  productIdOrSlug: string,
  body: StockAlertBody,
  asker: StockAlertAsker,
): Promise<{ request: StockAlert; created: boolean }> {
  const product = await db.product.findFirst({
    where: { OR: [{ id: productIdOrSlug }, { slug: productIdOrSlug }], archivedAt: null },
    select: { id: true },
  });
  if (!product) throw notFound("product.not_found", "Product not found");
  const variant = await db.productVariant.findFirst({
    where: { id: body.variantId, productId: product.id, archived: false },
    select: { id: true, stock: true },
  });
  if (!variant) throw notFound("variant.not_found", "Variant not found");
  if (variant.stock > 0)
    throw conflict("stock.available", "This option is in stock again: you can add it to your cart now");

  const channel: "email" | "sms" = body.phone !== undefined ? "sms" : "email";
  // The email schema lower-cases the address; the phone schema gives E.164.
  const contact = body.phone ?? body.email!;
  // Two asking at once for the same variant and contact: the second's insert meets the first's row, and its
  // second try finds it waiting.
  try {
    return await saveRequest(db, product.id, variant.id, channel, contact, asker);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return saveRequest(db, product.id, variant.id, channel, contact, asker);
  }
}

function saveRequest(
  db: Database,
  productId: string,
  variantId: string,
  channel: "email" | "sms",
  contact: string,
  asker: StockAlertAsker,
) {
  const key = { variantId_contact: { variantId, contact } };
  return db.$transaction(async (tx) => {
    const existing = await tx.stockAlert.findUnique({ where: key });
    if (existing?.status === "pending") {
      // Renewed, in the language of this ask: the answer is the same as a new request's, so it never tells a
      // stranger whether this contact was already waiting.
      const renewed = await tx.stockAlert.update({
        where: { id: existing.id },
        data: { language: asker.language, createdAt: new Date() },
      });
      return { request: presentStockAlert(renewed), created: false };
    }
    const waiting = await tx.stockAlert.count({ where: { contact, status: "pending" } });
    if (waiting >= MAX_PENDING_ALERTS_PER_CONTACT)
      throw conflict(
        "notify.too_many_pending",
        "This email address or number already waits for too many products; try again once some are back",
      );
    const fresh = {
      productId,
      channel,
      language: asker.language,
      status: "pending",
      // Never disclosed: each alert gets its own new token when it is sent (alerts.ts).
      unsubscribeHash: hashUnsubscribeToken(newUnsubscribeToken()),
      userId: asker.userId,
      sentAt: null,
    };
    const row = existing
      ? await tx.stockAlert.update({ where: { id: existing.id }, data: { ...fresh, createdAt: new Date() } })
      : await tx.stockAlert.create({ data: { ...fresh, variantId, contact } });
    return { request: presentStockAlert(row), created: true };
  });
}

/** GET /api/notify/unsubscribe: the request whose alert carried this token stops; false for an unknown token. */
export async function unsubscribeStockAlert(db: Database, token: string): Promise<boolean> {
  const changed = await db.stockAlert.updateMany({
    where: { unsubscribeHash: hashUnsubscribeToken(token) },
    data: { status: "unsubscribed" },
  });
  return changed.count === 1;
}

/** How many requests wait for each of these variants (the admin inventory's `waiting`); 0 is left out. */
export async function waitingPerVariant(
  db: Pick<Database, "stockAlert">,
  variantIds: readonly string[],
): Promise<Map<string, number>> {
  if (variantIds.length === 0) return new Map();
  const groups = await db.stockAlert.groupBy({
    by: ["variantId"],
    where: { status: "pending", variantId: { in: [...variantIds] } },
    _count: { _all: true },
  });
  return new Map(groups.map((group) => [group.variantId, group._count._all]));
}
