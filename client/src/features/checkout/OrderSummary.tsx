import type { OrderPricing } from "@store/shared/pricing";
import { useFormat, useMessages } from "../../i18n/use-messages.ts";
import { checkoutMessages } from "./checkout-messages.ts";

export function OrderSummary({
  pricing,
  discountCode,
}: {
  pricing: OrderPricing;
  discountCode?: string | null;
}) {
  const { t } = useMessages(checkoutMessages);
  const { rupees } = useFormat();
  return (
    <aside className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">{t("orderSummary")}</h2>
      <dl>
        <dt>{t("subtotal")}</dt>
        <dd>{rupees(pricing.subtotal)}</dd>
        <dt>{t("shipping")}</dt>
        <dd>{pricing.shipping === 0 ? t("free") : rupees(pricing.shipping)}</dd>
        <dt>{t("tax")}</dt>
        <dd>{rupees(pricing.tax)}</dd>
        <dt>{discountCode ? t("discountWithCode", { code: discountCode }) : t("discount")}</dt>
        <dd>{rupees(pricing.discount)}</dd>
        <dt>{t("giftBox")}</dt>
        <dd>{rupees(pricing.giftWrap)}</dd>
        <dt>{t("total")}</dt>
        <dd>
          <strong>{rupees(pricing.total)}</strong>
        </dd>
      </dl>
    </aside>
  );
}
