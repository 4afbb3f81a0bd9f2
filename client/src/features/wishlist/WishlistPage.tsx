import { Link } from "react-router-dom";
import { useErrorMessage } from "../../lib/errors/error-text.ts";
import { usePictureSources } from "../../lib/data-saver.tsx";
import { unitPrice } from "@store/shared/pricing";
import { useAppDispatch } from "../../app/hooks.ts";
import { useFormat, useMessages } from "../../i18n/use-messages.ts";
import { useAddToCartMutation } from "../product/index.ts";
import { toastShown } from "../../lib/toasts/toast-slice.ts";
import { useRemoveFromWishlistMutation, useWishlistQuery } from "./wishlist-api.ts";
import { PageMeta } from "../../lib/seo/PageMeta.tsx";
import { wishlistMessages } from "./wishlist-messages.ts";
import { EmptyList, ListMessage } from "../../components/ShopperListStates.tsx";
import "./wishlist.css";

export default function WishlistPage() {
  const errorText = useErrorMessage();
  const { t } = useMessages(wishlistMessages);
  const { rupees, number } = useFormat();
  const dispatch = useAppDispatch();
  const pictures = usePictureSources();
  const { data: entries = [], isLoading, isError } = useWishlistQuery();
  const [remove] = useRemoveFromWishlistMutation();
  const [addToCart] = useAddToCartMutation();

  const meta = <PageMeta title={t("title")} path="/wishlist" noindex />;
  if (isLoading) return <ListMessage meta={meta} role="status" text={t("loading")} />;
  if (isError) return <ListMessage meta={meta} role="alert" text={t("loadFailed")} />;
  if (entries.length === 0)
    return <EmptyList meta={meta} heading={t("empty")} linkLabel={t("startShopping")} />;

  async function removeEntry(productId: string) {
    try {
      await remove(productId).unwrap();
      dispatch(toastShown("success", t("removed")));
    } catch {
      dispatch(toastShown("error", t("removeFailed")));
    }
  }

  // Unlike the spec's client (docs/DIFFERENCES.md), Add to Cart really adds the product (its first options)
  // to the cart.
  async function add(productId: string, name: string) {
    try {
      await addToCart({ productId, quantity: 1 }).unwrap();
      dispatch(toastShown("success", t("added", { name })));
    } catch (error) {
      dispatch(toastShown("error", errorText(error, t("addFailed"))));
    }
  }

  return (
    <section aria-labelledby="wishlist-title">
      {meta}
      <h1 id="wishlist-title">{t("titleWithCount", { count: number(entries.length) })}</h1>
      <div className="product-grid">
        {entries.map(({ product }) => (
          <article key={product._id} className="product-card">
            <div className="wish-image">
              <img
                {...pictures(product.primaryImage, "(max-width: 600px) 50vw, 300px")}
                alt={product.name}
                width={400}
                height={400}
                loading="lazy"
              />
              {!product.isInStock && <p className="out-of-stock-overlay">{t("outOfStock")}</p>}
            </div>
            <h2 className="card-title">{product.name}</h2>
            <p className="brand-name">{product.brand}</p>
            <p className="price">
              <strong>{rupees(unitPrice(product))}</strong>
            </p>
            <div className="card-actions">
              <Link to={`/product/${product.category}/${product.slug}`}>{t("viewProduct")}</Link>
              <button
                type="button"
                className="button primary"
                disabled={!product.isInStock}
                onClick={() => void add(product._id, product.name)}
              >
                {t("addToCart")}
              </button>
              <button
                type="button"
                className="button"
                aria-label={t("removeNamed", { name: product.name })}
                onClick={() => void removeEntry(product._id)}
              >
                {t("remove")}
              </button>
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}
