// The audit log in words: a product edit's changes ("Price of IPHONE-15-PRO-512GB: Rs 1,99,999 → Rs 1,89,999"),
// what each kind of event was about (an order by its number, a product by its name, never a raw id) and who
// acted (for a shopper's payment, the order's customer). The admin works in English; money is the store's
// "Rs 1,99,999".
import type { AuditChange, AuditKind } from "@store/shared/admin/audit-kinds";
import { formatNumber } from "@store/shared/money";
import { formatRupees } from "../../../lib/money.ts";
import type { AuditEvent, OrderStatus } from "../admin-types.ts";
import { statusLabel } from "../components/StatusBadge.tsx";
import { paymentMethodLabel } from "../orders/order-words.ts";

type Value = AuditChange["before"];

const PRODUCT_LABELS = {
  name: "Name",
  nameNe: "Nepali name",
  brand: "Brand",
  category: "Category",
  subcategory: "Subcategory",
} as const;

const text = (value: Value) => (value === null || value === "" ? "none" : String(value));
const rupees = (value: Value) => (typeof value === "number" ? formatRupees(value) : "none");
const count = (value: Value) => (typeof value === "number" ? formatNumber(value) : "none");
const picture = (value: Value) => (value === null ? "the product's main picture" : String(value));

/** Each kind of event in words (a new kind must be worded here: the record lists every kind). */
export const KIND_WORDS: Record<AuditKind, string> = {
  "login.succeeded": "Signed in",
  "login.failed": "Sign-in failed",
  "account.registered": "Account registered",
  "account.password_changed": "Password changed",
  "account.password_reset_requested": "Password reset asked for",
  "account.password_reset": "Password reset",
  "payment.completed": "Payment received",
  "payment.failed": "Payment failed",
  "payment.refunded": "Refund made",
  "payment.refund_failed": "Refund failed",
  "payment.cash_collected": "Cash collected",
  "admin.order_status": "Order moved",
  "admin.customer_changed": "Customer changed",
  "admin.image_uploaded": "Picture uploaded",
  "admin.stock_adjusted": "Stock adjusted",
  "admin.product_created": "Product created",
  "admin.product_changed": "Product changed",
  "admin.product_archived": "Product archived",
  "admin.product_restored": "Product restored",
  "admin.products_imported": "Products imported",
  "admin.brand_created": "Brand created",
  "admin.brand_changed": "Brand changed",
  "admin.category_changed": "Category changed",
  "admin.review_hidden": "Review hidden",
  "admin.review_shown": "Review shown",
  "admin.discount_created": "Discount code created",
  "admin.discount_changed": "Discount code changed",
};

/** One change of a product edit in words; a variant's names it by its SKU. */
export function changeWords(change: AuditChange): string {
  const { sku = "", before, after } = change;
  switch (change.field) {
    case "name":
    case "nameNe":
    case "brand":
    case "category":
    case "subcategory":
      return `${PRODUCT_LABELS[change.field]}: ${text(before)} → ${text(after)}`;
    case "featured":
      return after ? "Featured on the home page" : "No longer featured on the home page";
    case "description":
      return "Description changed";
    case "descriptionNe":
      return "Nepali description changed";
    case "specifications":
      return before === after
        ? "Specifications changed"
        : `Specifications: ${count(before)} → ${count(after)}`;
    case "images":
      return before === after
        ? "Pictures replaced or reordered"
        : `Pictures: ${count(before)} → ${count(after)}`;
    case "added":
      return `Added variant ${sku}${after === null ? "" : ` (${String(after)})`}`;
    case "sku":
      return `SKU ${text(before)} → ${text(after)}`;
    case "options":
      return `Options of ${sku}: ${text(before)} → ${text(after)}`;
    case "price":
      // A new variant's price had no "before".
      return before === null
        ? `Price of ${sku}: ${rupees(after)}`
        : `Price of ${sku}: ${rupees(before)} → ${rupees(after)}`;
    case "salePrice":
      return `Sale price of ${sku}: ${rupees(before)} → ${rupees(after)}`;
    case "stock":
      return before === null
        ? `Stock of ${sku}: ${count(after)}`
        : `Stock of ${sku}: ${count(before)} → ${count(after)}`;
    case "image":
      return `Picture of ${sku}: ${picture(before)} → ${picture(after)}`;
    case "archived":
      return after ? `Archived variant ${sku}` : `Restored variant ${sku}`;
  }
}

/** What an event is about, as a link to its screen where there is one. */
export interface AuditSubject {
  text: string;
  to?: string;
}

export interface AuditDetails {
  subject: AuditSubject | null;
  lines: string[];
}

/** Facts that are ids: the subject names them already, or they mean nothing to a reader. */
const isRawId = (key: string) => /Id$/.test(key) && key !== "transactionId";
const MONEY = new Set(["amount", "minSubtotal"]);
/** "variantsAdded" → "Variants added". */
const label = (key: string) => {
  const words = key.replace(/([A-Z])/g, " $1").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
function fact(key: string, value: string | number | boolean): string {
  if (MONEY.has(key) && typeof value === "number") return `${label(key)}: ${formatRupees(value)}`;
  if (key === "method" && typeof value === "string") return `${label(key)}: ${paymentMethodLabel(value)}`;
  return `${label(key)}: ${String(value)}`;
}
const orderStatus = (value: unknown) => statusLabel(String(value) as OrderStatus);

function subjectOf(event: AuditEvent): AuditSubject | null {
  const { detail } = event;
  if (typeof detail.orderNumber === "string")
    return {
      text: `Order ${detail.orderNumber}`,
      to: `/admin/orders/${encodeURIComponent(detail.orderNumber)}`,
    };
  if (event.product)
    return { text: event.product.name, to: `/admin/products/${encodeURIComponent(event.product._id)}` };
  // A product since deleted, or a brand: by the name (or address) the event kept.
  const name = detail.name ?? detail.slug;
  if (typeof name === "string") return { text: name };
  if (typeof detail.code === "string") return { text: `Code ${detail.code}` };
  return null;
}

/** The facts left after the subject: each `Label: value`, money as rupees, ids and the subject's own left out. */
function restOf(event: AuditEvent, shown: readonly string[]): string[] {
  return Object.entries(event.detail)
    .filter(([key]) => !isRawId(key) && !shown.includes(key))
    .map(([key, value]) => fact(key, value));
}

/** A discount code's change: each term that moved (the event keeps the terms before and after as JSON). */
function discountLines(event: AuditEvent): string[] | null {
  try {
    const before = JSON.parse(String(event.detail.before)) as Record<string, unknown>;
    const after = JSON.parse(String(event.detail.after)) as Record<string, unknown>;
    const keys = Object.keys(after).filter(
      (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
    );
    return keys.map(
      (key) => `${label(key)}: ${String(before[key] ?? "none")} → ${String(after[key] ?? "none")}`,
    );
  } catch {
    return null;
  }
}

/** An event's details in words: its subject, then one line a fact (a product edit: one line a change). */
export function auditDetails(event: AuditEvent): AuditDetails {
  const { detail } = event;
  const subject = subjectOf(event);
  const shown = ["orderNumber", "name", "slug"];
  switch (event.kind) {
    case "admin.product_changed": {
      if (event.changes.length === 0) return { subject, lines: restOf(event, shown) };
      const left = typeof detail.changesLeftOut === "number" ? detail.changesLeftOut : 0;
      return {
        subject,
        lines: [
          ...event.changes.map(changeWords),
          ...(left > 0 ? [`and ${formatNumber(left)} more changes`] : []),
        ],
      };
    }
    case "admin.order_status":
      return {
        subject,
        lines: [
          `${orderStatus(detail.from)} → ${orderStatus(detail.to)}`,
          ...restOf(event, [...shown, "from", "to"]),
        ],
      };
    case "admin.stock_adjusted":
      return {
        subject: typeof detail.sku === "string" ? { text: detail.sku } : subject,
        lines: [
          `Stock: ${count(detail.stockBefore as Value)} → ${count(detail.stockAfter as Value)}`,
          ...restOf(event, ["sku", "stockBefore", "stockAfter", "delta"]),
        ],
      };
    case "admin.discount_changed":
      return {
        subject: subjectOfDiscount(event) ?? subject,
        lines: discountLines(event) ?? restOf(event, shown),
      };
    default:
      return { subject, lines: restOf(event, subject ? shown : []) };
  }
}

function subjectOfDiscount(event: AuditEvent): AuditSubject | null {
  try {
    const after = JSON.parse(String(event.detail.after)) as { code?: unknown };
    return typeof after.code === "string" ? { text: `Code ${after.code}` } : null;
  } catch {
    return null;
  }
}

/** Who acted, for the log's "Who" column: a name, then secondary facts. */
export interface AuditActor {
  name: string | null;
  secondary: string[];
}

/**
 * The account that acted; for a shopper's payment made without one (a guest, or a gateway's return that carries
 * no sign-in), the order's customer, the address beside it; otherwise a guest or a deleted account by address.
 */
export function auditActor(event: AuditEvent): AuditActor {
  // A phone-only account or guest has no email (""): nothing is shown for it.
  if (event.user) return { name: event.user.name, secondary: [event.user.email].filter(Boolean) };
  if (event.order && event.kind.startsWith("payment.")) {
    const { customer } = event.order;
    return {
      name: customer.name || customer.email,
      secondary: [customer.email, `${customer.guest ? "Guest" : "Customer"} · ${event.ip}`].filter(Boolean),
    };
  }
  if (event.userId) return { name: null, secondary: [`Deleted account (${event.ip})`] };
  return { name: null, secondary: [`Guest (${event.ip})`] };
}
