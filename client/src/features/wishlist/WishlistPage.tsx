import { Link } from "react-router-dom";
import { responsiveSources } from "@store/shared/images";
import { unitPrice } from "@store/shared/pricing";
import { errorMessage } from "../../api/base-api.ts";
import { useAppDispatch } from "../../app/hooks.ts";
import { formatRupees } from "../../lib/money.ts";
import { useAddToCartMutation } from "../product/product-api.ts";
import { toastShown } from "../toasts/toast-slice.ts";
import { useRemoveFromWishlistMutation, useWishlistQuery } from "./wishlist-api.ts";
import { PageMeta } from "../seo/PageMeta.tsx";

export default function WishlistPage() {
  const dispatch = useAppDispatch();
  const { data: entries = [], isLoading, isError } = useWishlistQuery();
  const [remove] = useRemoveFromWishlistMutation();
  const [addToCart] = useAddToCartMutation();

  const meta = <PageMeta title="My Wishlist" path="/wishlist" noindex />;
  if (isLoading)
    return (
      <>
        {meta}
        <p role="status">Loading your wishlist…</p>
      </>
    );
  if (isError)
    return (
      <>
        {meta}
        <p role="alert">Failed to load wishlist</p>
      </>
    );
  if (entries.length === 0) {
    return (
      <section className="empty-cart">
        {meta}
        <h1>Your wishlist is empty</h1>
        <Link className="button primary" to="/products">
          Start Shopping
        </Link>
      </section>
    );
  }

  async function removeEntry(productId: string) {
    try {
      await remove(productId).unwrap();
      dispatch(toastShown("success", "Item removed from wishlist"));
    } catch {
      dispatch(toastShown("error", "Failed to remove item"));
    }
  }

  // Unlike SPEC.md's client, Add to Cart really adds the product (its first options) to the cart.
  async function add(productId: string, name: string) {
    try {
      await addToCart({ productId, quantity: 1 }).unwrap();
      dispatch(toastShown("success", `${name} added to cart`));
    } catch (error) {
      dispatch(toastShown("error", errorMessage(error, "Failed to add item to cart")));
    }
  }

  return (
    <section aria-labelledby="wishlist-title">
      {meta}
      <h1 id="wishlist-title">My Wishlist ({entries.length})</h1>
      <div className="product-grid">
        {entries.map(({ product }) => (
          <article key={product._id} className="product-card">
            <div className="wish-image">
              <img
                src={product.primaryImage}
                {...responsiveSources(product.primaryImage, "(max-width: 600px) 50vw, 300px")}
                alt={product.name}
                width={400}
                height={400}
                loading="lazy"
              />
              {!product.isInStock && <p className="out-of-stock-overlay">Out of stock</p>}
            </div>
            <h2 className="card-title">{product.name}</h2>
            <p className="brand-name">{product.brand}</p>
            <p className="price">
              <strong>{formatRupees(unitPrice(product))}</strong>
            </p>
            <div className="card-actions">
              <Link to={`/product/${product.category}/${product.slug}`}>View Product</Link>
              <button
                type="button"
                className="button primary"
                disabled={!product.isInStock}
                onClick={() => void add(product._id, product.name)}
              >
                Add to Cart
              </button>
              <button
                type="button"
                className="button"
                aria-label={`Remove ${product.name} from wishlist`}
                onClick={() => void removeEntry(product._id)}
              >
                Remove
              </button>
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}
