// The product page's quantity: − and + around the number, within 1 and the most one line may hold.
import { MAX_LINE_QUANTITY } from "@store/shared/line-quantity";
import { useFormat, useMessages } from "../../i18n/use-messages.ts";
import { productMessages } from "./product-messages.ts";

export function QuantityStepper({
  quantity,
  onChange,
}: {
  quantity: number;
  onChange: (update: (quantity: number) => number) => void;
}) {
  const { t } = useMessages(productMessages);
  const { number } = useFormat();
  return (
    <div className="quantity" role="group" aria-label={t("quantity")}>
      <button
        type="button"
        className="button"
        aria-label={t("decrease")}
        disabled={quantity <= 1}
        onClick={() => onChange((q) => Math.max(1, q - 1))}
      >
        −
      </button>
      <output aria-live="polite">{number(quantity)}</output>
      <button
        type="button"
        className="button"
        aria-label={t("increase")}
        // The most one cart line or order may hold of a variant (the server's own limit).
        disabled={quantity >= MAX_LINE_QUANTITY}
        onClick={() => onChange((q) => Math.min(MAX_LINE_QUANTITY, q + 1))}
      >
        +
      </button>
    </div>
  );
}
