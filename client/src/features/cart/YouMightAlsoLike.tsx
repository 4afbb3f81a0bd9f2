import type { CartItem } from "@store/shared/cart";
import { ProductCard } from "../../components/ProductCard.tsx";
import { useRelatedProductsQuery } from "../product/index.ts";
import { useMessages } from "../../i18n/use-messages.ts";
import { cartMessages } from "./cart-messages.ts";

/** Products related to the first line of the cart that are not in the cart already. */
export function YouMightAlsoLike({ items }: { items: CartItem[] }) {
  const { t } = useMessages(cartMessages);
  const first = items[0]?.product;
  const { data = [] } = useRelatedProductsQuery(
    { category: first?.category ?? "", productId: first?._id ?? "" },
    { skip: !first },
  );
  const inCart = new Set(items.map((item) => item.productId));
  const suggestions = data.filter((product) => !inCart.has(product._id));
  if (suggestions.length === 0) return null;
  return (
    <section className="you-might-also-like" aria-labelledby="also-like-title">
      <h2 id="also-like-title">{t("alsoLike")}</h2>
      <div className="product-grid">
        {suggestions.map((product) => (
          <ProductCard key={product._id} product={product} />
        ))}
      </div>
    </section>
  );
}
