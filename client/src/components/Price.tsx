import { discountPercent, unitPrice, type PricedProduct } from "@store/shared/pricing";
import { useFormat } from "../i18n/use-messages.ts";

/**
 * What a product costs now, with the old price and the saving when there is a real discount
 * (docs/STOREFRONT.md "Validation").
 */
export function Price({ product }: { product: PricedProduct }) {
  const percent = discountPercent(product);
  const { rupees, number } = useFormat();
  return (
    <p className="price">
      <strong>{rupees(unitPrice(product))}</strong>
      {percent !== null && (
        <>
          {" "}
          <s>{rupees(product.price)}</s> <span className="discount">-{number(percent)}%</span>
        </>
      )}
    </p>
  );
}
