import { useMemo, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import type { CartItem } from "@store/shared/cart";
import { responsiveSources } from "@store/shared/images";
import { GIFT_WRAP_FEE, subtotalOf } from "@store/shared/pricing";
import { useAppDispatch } from "../../app/hooks.ts";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { formatRupees } from "../../lib/money.ts";
import { useCartQuery } from "../layout/layout-api.ts";
import { toastShown } from "../toasts/toast-slice.ts";
import { useChangeQuantityMutation, useRemoveItemMutation } from "./cart-api.ts";
import { startCheckout } from "./checkout-data.ts";
import { YouMightAlsoLike } from "./YouMightAlsoLike.tsx";
import { DiscountCodeField } from "./DiscountCodeField.tsx";
import { PageMeta } from "../seo/PageMeta.tsx";

export default function CartPage() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { data: cart, isLoading } = useCartQuery();
  const [changeQuantity] = useChangeQuantityMutation();
  const [removeItem] = useRemoveItemMutation();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [giftWrap, setGiftWrap] = useState(false);
  const [removing, setRemoving] = useState<CartItem | null>(null);
  const items = useMemo(() => cart?.items ?? [], [cart]);
  const chosen = items.filter((item) => selected.has(item._id));
  const allSelected = items.length > 0 && chosen.length === items.length;

  // The cart is personal: its title, kept out of search results, in every state.
  const meta = <PageMeta title="Shopping cart" path="/cart" noindex />;
  if (isLoading)
    return (
      <>
        {meta}
        <p role="status">Loading your cart…</p>
      </>
    );
  if (items.length === 0) {
    return (
      <section className="empty-cart">
        {meta}
        <h1>Your cart is empty</h1>
        <Link className="button primary" to="/products">
          Continue Shopping
        </Link>
      </section>
    );
  }

  // Buy Now of one line goes without the cart's code; the cart and its selected lines take it along while it
  // applies (the order checks it again).
  const checkout = (lines: CartItem[], wrap: boolean, withCode = true) => {
    if (lines.length === 0) {
      dispatch(toastShown("error", "Please select items to checkout"));
      return;
    }
    const details = cart?.discountDetails;
    startCheckout(lines, wrap, withCode && details && !details.note ? details : null);
    navigate("/checkout/customer-info");
  };

  async function setQuantity(item: CartItem, quantity: number) {
    if (quantity < 1) return;
    try {
      await changeQuantity({ itemId: item._id, quantity }).unwrap();
    } catch {
      window.alert("Failed to update quantity");
    }
  }

  async function confirmRemove() {
    if (!removing) return;
    const item = removing;
    setRemoving(null);
    try {
      await removeItem(item._id).unwrap();
      setSelected((current) => new Set([...current].filter((id) => id !== item._id)));
    } catch {
      window.alert("Failed to remove item");
    }
  }

  const subtotal = cart?.pricing.subtotal ?? 0;
  const wrap = giftWrap ? GIFT_WRAP_FEE : 0;

  return (
    <section aria-labelledby="cart-title" className="cart">
      {meta}
      <h1 id="cart-title">Shopping cart</h1>
      <div className="cart-layout">
        <div>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={allSelected}
              onChange={() => setSelected(allSelected ? new Set() : new Set(items.map((item) => item._id)))}
            />
            Select all ({items.length})
          </label>
          <ul className="cart-items">
            {items.map((item) => (
              <li key={item._id} className="cart-item">
                <input
                  type="checkbox"
                  aria-label={`Select ${item.productName}`}
                  checked={selected.has(item._id)}
                  onChange={() =>
                    setSelected((current) => {
                      const next = new Set(current);
                      if (next.has(item._id)) next.delete(item._id);
                      else next.add(item._id);
                      return next;
                    })
                  }
                />
                <img
                  src={item.productImage}
                  {...responsiveSources(item.productImage, "88px")}
                  alt=""
                  width={88}
                  height={88}
                />
                <div className="cart-item-info">
                  <Link to={`/product/${item.product.category}/${item.product.slug}`}>
                    {item.productName}
                  </Link>
                  <p className="brand-name">
                    {[item.color, item.memory, item.storage, item.size].filter(Boolean).join(" · ")}
                  </p>
                  <p>{formatRupees(item.price)}</p>
                </div>
                <div className="quantity" role="group" aria-label={`Quantity of ${item.productName}`}>
                  <button
                    type="button"
                    className="button"
                    aria-label="Decrease quantity"
                    disabled={item.quantity <= 1}
                    onClick={() => void setQuantity(item, item.quantity - 1)}
                  >
                    −
                  </button>
                  <output>{item.quantity}</output>
                  <button
                    type="button"
                    className="button"
                    aria-label="Increase quantity"
                    onClick={() => void setQuantity(item, item.quantity + 1)}
                  >
                    +
                  </button>
                </div>
                <p className="line-total">{formatRupees(item.total)}</p>
                <div className="cart-item-actions">
                  <button type="button" className="button" onClick={() => checkout([item], false, false)}>
                    Buy Now
                  </button>
                  <button type="button" className="button" onClick={() => setRemoving(item)}>
                    Remove
                  </button>
                </div>
              </li>
            ))}
          </ul>
          <button type="button" className="button primary" onClick={() => checkout(chosen, false)}>
            Checkout Selected ({chosen.length}) · {formatRupees(subtotalOf(chosen))}
          </button>
        </div>
        <aside className="order-summary" aria-labelledby="summary-title">
          <h2 id="summary-title">Order Summary</h2>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={giftWrap}
              onChange={(event) => setGiftWrap(event.target.checked)}
            />
            Add a gift box ({formatRupees(GIFT_WRAP_FEE)})
          </label>
          {cart && <DiscountCodeField cart={cart} />}
          <dl>
            <dt>Price</dt>
            <dd>{formatRupees(subtotal)}</dd>
            <dt>Shipping</dt>
            <dd>{formatRupees(cart?.pricing.shipping ?? 0)}</dd>
            <dt>Tax</dt>
            <dd>{formatRupees(cart?.pricing.tax ?? 0)}</dd>
            <dt>Discount{cart?.discountCode ? ` (${cart.discountCode})` : ""}</dt>
            <dd>{formatRupees(cart?.pricing.discount ?? 0)}</dd>
            <dt>Gift box</dt>
            <dd>{formatRupees(wrap)}</dd>
            <dt>Total Price</dt>
            <dd>
              <strong>{formatRupees((cart?.pricing.total ?? 0) + wrap)}</strong>
            </dd>
          </dl>
          <p className="brand-name">
            Free delivery for orders over Rs 5,000. Shipping is chosen at checkout.
          </p>
          <button type="button" className="button primary" onClick={() => checkout(items, giftWrap)}>
            SHOP NOW
          </button>
        </aside>
      </div>
      <YouMightAlsoLike items={items} />
      {removing && (
        <ConfirmDialog
          title="Remove Item"
          message="Are you sure you want to remove this item from your cart? This action cannot be undone."
          confirmLabel="Remove"
          onConfirm={() => void confirmRemove()}
          onCancel={() => setRemoving(null)}
        />
      )}
    </section>
  );
}
