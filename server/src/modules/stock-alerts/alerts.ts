// The back-in-stock alerts leave here: a background job (jobs/index.ts) finds the requests still waiting whose
// variant has stock again, however the stock came back (an adjustment, an import, a refund's restock, a lapsed
// or cancelled order's release), and gives each one message through the outbox. Each request is claimed with a
// guarded update (pending → sent, with the new unsubscribe token's hash) in the transaction that queues its
// message: however many replicas run the job at once, the database lets one claim through, so one message.
import { storedLanguage } from "../mail/shopper-language.ts";
import type { Language } from "@store/shared/language";
import type { VariantOptions } from "@store/shared/catalog";
import type { AppConfig } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { backInStockEmail } from "../mail/templates/stock.ts";
import { enqueueSms } from "../sms/outbox.ts";
import { variantOptions } from "../catalog/variants.ts";
import { backInStockSms } from "./sms-text.ts";
import { hashUnsubscribeToken, newUnsubscribeToken, unsubscribeLink } from "./tokens.ts";

/** Requests handled a run at most, so one run stays short; the next run takes the rest. */
const ALERTS_PER_RUN = 500;

interface AlertedVariant {
  id: string;
  options: VariantOptions;
  product: { name: string; nameNe: string | null; slug: string; categorySlug: string };
}

/** Sends what is due; returns how many alerts this run queued. */
export async function sendDueStockAlerts(config: AppConfig, db: Database): Promise<number> {
  const waitingFor = await db.stockAlert.findMany({
    where: { status: "pending" },
    distinct: ["variantId"],
    select: { variantId: true },
  });
  if (waitingFor.length === 0) return 0;
  // On sale with stock: an archived variant or product is not offered, so its requests keep waiting.
  const back = await db.productVariant.findMany({
    where: {
      id: { in: waitingFor.map((row) => row.variantId) },
      stock: { gt: 0 },
      archived: false,
      product: { archivedAt: null },
    },
    select: {
      id: true,
      color: true,
      memory: true,
      storage: true,
      size: true,
      product: { select: { name: true, nameNe: true, slug: true, categorySlug: true } },
    },
  });
  let queued = 0;
  for (const row of back) {
    const variant: AlertedVariant = { id: row.id, options: variantOptions(row), product: row.product };
    const alerts = await db.stockAlert.findMany({
      where: { variantId: variant.id, status: "pending" },
      orderBy: { createdAt: "asc" },
      take: ALERTS_PER_RUN - queued,
      select: { id: true, channel: true, contact: true, language: true },
    });
    for (const alert of alerts) if (await sendAlert(config, db, variant, alert)) queued += 1;
    if (queued >= ALERTS_PER_RUN) break;
  }
  return queued;
}

/** Claims one request and queues its message, together; false when another run claimed it first. */
function sendAlert(
  config: AppConfig,
  db: Database,
  variant: AlertedVariant,
  alert: { id: string; channel: string; contact: string; language: string },
): Promise<boolean> {
  const token = newUnsubscribeToken();
  const language = storedLanguage(alert.language);
  return db.$transaction(async (tx) => {
    const claimed = await tx.stockAlert.updateMany({
      where: { id: alert.id, status: "pending" },
      data: { status: "sent", sentAt: new Date(), unsubscribeHash: hashUnsubscribeToken(token) },
    });
    if (claimed.count !== 1) return false;
    const facts = alertFacts(config, variant, language, token);
    if (alert.channel === "sms") {
      await enqueueSms(tx, {
        to: alert.contact,
        kind: "back_in_stock",
        text: backInStockSms(facts.named, facts.unsubscribeUrl, language),
      });
    } else {
      await enqueueMail(tx, { to: alert.contact, template: "back_in_stock", ...backInStockEmail(facts) });
    }
    return true;
  });
}

function alertFacts(config: AppConfig, variant: AlertedVariant, language: Language, token: string) {
  const { product } = variant;
  const productName = language === "ne" ? (product.nameNe ?? product.name) : product.name;
  const values = Object.values(variant.options).join(", ");
  return {
    productName,
    options: variant.options,
    language,
    /** The name and the option values, as a text message says it: "Dhaka topi (Red, L)". */
    named: values ? `${productName} (${values})` : productName,
    productUrl: `${config.publicUrl}/product/${encodeURIComponent(product.categorySlug)}/${encodeURIComponent(product.slug)}`,
    unsubscribeUrl: unsubscribeLink(config, token),
  };
}
