import { discountPercent, unitPrice, type PricedProduct } from "@store/shared/pricing";
import { formatRupees } from "../lib/money.ts";

/** What a product costs now, with the old price and the saving when there is a real discount (SPEC.md §5). */
export function Price({ product }: { product: PricedProduct }) {
  const percent = discountPercent(product);
  return (
    <p className="price">
      <strong>{formatRupees(unitPrice(product))}</strong>
      {percent !== null && (
        <>
          {" "}
          <s>{formatRupees(product.price)}</s> <span className="discount">-{percent}%</span>
        </>
      )}
    </p>
  );
}
