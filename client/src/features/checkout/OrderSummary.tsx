import type { OrderPricing } from "@store/shared/pricing";
import { formatRupees } from "../../lib/money.ts";

export function OrderSummary({
  pricing,
  discountCode,
}: {
  pricing: OrderPricing;
  discountCode?: string | null;
}) {
  return (
    <aside className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">Order Summary</h2>
      <dl>
        <dt>Subtotal</dt>
        <dd>{formatRupees(pricing.subtotal)}</dd>
        <dt>Shipping</dt>
        <dd>{pricing.shipping === 0 ? "Free" : formatRupees(pricing.shipping)}</dd>
        <dt>Tax</dt>
        <dd>{formatRupees(pricing.tax)}</dd>
        <dt>Discount{discountCode ? ` (${discountCode})` : ""}</dt>
        <dd>{formatRupees(pricing.discount)}</dd>
        <dt>Gift box</dt>
        <dd>{formatRupees(pricing.giftWrap)}</dd>
        <dt>Total</dt>
        <dd>
          <strong>{formatRupees(pricing.total)}</strong>
        </dd>
      </dl>
    </aside>
  );
}
