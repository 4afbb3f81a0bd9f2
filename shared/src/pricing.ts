// The store's one set of pricing rules (docs/guides/api-reference.md), used by the server to charge and by
// the client to show the same figures. Money is whole rupees; prices include VAT, so tax is 0.

export const GIFT_WRAP_FEE = 100;
/** The seeded delivery options are free above this subtotal (each method carries its own threshold). */
export const FREE_SHIPPING_THRESHOLD = 5000;

export interface PricedProduct {
  price: number;
  discountedPrice: number | null;
}

export interface PricedLine {
  /** The unit price charged. */
  price: number;
  quantity: number;
}

export interface ShippingCharge {
  cost: number;
  freeShippingThreshold: number;
}

export interface Pricing {
  subtotal: number;
  tax: number;
  shipping: number;
  discount: number;
  total: number;
}

export interface OrderPricing extends Pricing {
  giftWrap: number;
}

/** What one unit costs now: the discounted price when there is a real discount, else the price. */
export function unitPrice(product: PricedProduct): number {
  return product.discountedPrice !== null && product.discountedPrice < product.price
    ? product.discountedPrice
    : product.price;
}

/**
 * docs/STOREFRONT.md "Validation": shown only for a real discount, round((price - discountedPrice) / price x
 * 100).
 */
export function discountPercent(product: PricedProduct): number | null {
  if (product.discountedPrice === null || product.discountedPrice >= product.price || product.price <= 0)
    return null;
  return Math.round(((product.price - product.discountedPrice) / product.price) * 100);
}

export function lineTotal(line: PricedLine): number {
  return line.price * line.quantity;
}

export function subtotalOf(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotal(line), 0);
}

/** A method's cost, or nothing once the subtotal exceeds its free-shipping threshold. */
export function shippingCost(subtotal: number, method: ShippingCharge): number {
  return subtotal > method.freeShippingThreshold ? 0 : method.cost;
}

/** The kinds of discount code (docs/guides/discount-codes.md). */
export const DISCOUNT_TYPES = ["percentage", "fixed", "free_shipping"] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** What a discount code takes off: a percentage (1-100) of the subtotal, a fixed sum, or the shipping. */
export interface DiscountRule {
  type: DiscountType;
  value: number;
}

/**
 * The rupees a code takes off: a percentage of the subtotal rounded to whole rupees, a fixed sum no more than
 * the subtotal, or the shipping cost. Never negative and never more than subtotal plus shipping.
 */
export function discountAmount(
  rule: DiscountRule | null | undefined,
  subtotal: number,
  shipping: number,
): number {
  if (!rule) return 0;
  const amount =
    rule.type === "percentage"
      ? Math.round((subtotal * Math.min(Math.max(rule.value, 0), 100)) / 100)
      : rule.type === "fixed"
        ? Math.min(Math.max(rule.value, 0), subtotal)
        : shipping;
  return Math.max(0, Math.min(amount, subtotal + shipping));
}

/** The cart's summary: no delivery chosen yet, so no shipping (a free-shipping code takes nothing off yet). */
export function cartPricing(lines: readonly PricedLine[], rule?: DiscountRule | null): Pricing {
  const subtotal = subtotalOf(lines);
  const discount = discountAmount(rule, subtotal, 0);
  return { subtotal, tax: 0, shipping: 0, discount, total: Math.max(0, subtotal - discount) };
}

/** total = subtotal + shipping + tax - discount + gift wrap. */
export function orderPricing(
  lines: readonly PricedLine[],
  method: ShippingCharge,
  giftWrap: boolean,
  rule?: DiscountRule | null,
): OrderPricing {
  const subtotal = subtotalOf(lines);
  const shipping = shippingCost(subtotal, method);
  const wrap = giftWrap ? GIFT_WRAP_FEE : 0;
  const tax = 0;
  const discount = discountAmount(rule, subtotal, shipping);
  return {
    subtotal,
    tax,
    shipping,
    discount,
    giftWrap: wrap,
    total: Math.max(0, subtotal + shipping + tax - discount + wrap),
  };
}
