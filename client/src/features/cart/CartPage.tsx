import { useMemo, useState, useSyncExternalStore } from "react";
import { Link, useNavigate } from "react-router-dom";
import type { CartItem } from "@store/shared/cart";
import type { VariantOptionKind } from "@store/shared/catalog";
import { MAX_LINE_QUANTITY } from "@store/shared/line-quantity";
import { usePictureSources } from "../../lib/data-saver.tsx";
import { FREE_SHIPPING_THRESHOLD, GIFT_WRAP_FEE } from "@store/shared/pricing";
import { useAppDispatch, useAppSelector } from "../../app/hooks.ts";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { useFormat, useMessages } from "../../i18n/use-messages.ts";
import { layoutApi, useCartQuery } from "../../api/layout-api.ts";
import { browserOnline, isConnectionFailure } from "../../api/connection.ts";
import { cartSessionId } from "../../lib/session-ids.ts";
import {
  cartOwner,
  keepChange,
  keptChanges,
  onKeptChanges,
  type CartChange,
} from "../../lib/offline-cart-changes.ts";
import { toastShown } from "../../lib/toasts/toast-slice.ts";
import { useChangeQuantityMutation, useRemoveItemMutation } from "./cart-api.ts";
import { checkoutTotal, startCheckout } from "../../lib/checkout-data.ts";
import { YouMightAlsoLike } from "./YouMightAlsoLike.tsx";
import { DiscountCodeField } from "./DiscountCodeField.tsx";
import { PageMeta } from "../../lib/seo/PageMeta.tsx";
import { useLocalName } from "../../lib/local-name.ts";
import { useOptionValue } from "../../lib/option-value.ts";
import { cartMessages } from "./cart-messages.ts";
import { EmptyList, ListMessage } from "../../components/ShopperListStates.tsx";
import "./cart.css";

const NOTHING_PENDING: readonly CartChange[] = [];

/** A line's options, in the order the product page offers them (a type import: no schemas in this chunk). */
const LINE_OPTIONS = ["color", "memory", "storage", "size"] as const satisfies readonly VariantOptionKind[];

export default function CartPage() {
  const { t } = useMessages(cartMessages);
  const name = useLocalName();
  const option = useOptionValue();
  const pictures = usePictureSources();
  const { rupees, number } = useFormat();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { data: cart, isLoading } = useCartQuery();
  const [changeQuantity] = useChangeQuantityMutation();
  const [removeItem] = useRemoveItemMutation();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [giftWrap, setGiftWrap] = useState(false);
  const [removing, setRemoving] = useState<CartItem | null>(null);
  const userId = useAppSelector((state) => state.auth.user?._id ?? null);
  // PersonalScreen renders the cart only once the stored sign-in is read, so the owner is known here.
  const owner = typeof window === "undefined" ? "" : cartOwner(userId, cartSessionId());
  const pending = useSyncExternalStore(
    onKeptChanges,
    () => keptChanges(owner),
    () => NOTHING_PENDING,
  );
  const pendingLines = useMemo(
    () => new Set(pending.flatMap((change) => (change.kind === "add" ? [] : [change.itemId]))),
    [pending],
  );
  const pendingAdds = pending.filter((change) => change.kind === "add");
  const items = useMemo(() => cart?.items ?? [], [cart]);
  const chosen = items.filter((item) => selected.has(item._id));
  const allSelected = items.length > 0 && chosen.length === items.length;

  // The cart is personal: its title, kept out of search results, in every state.
  const meta = <PageMeta title={t("title")} path="/cart" noindex />;
  if (isLoading) return <ListMessage meta={meta} role="status" text={t("loading")} />;
  if (items.length === 0 && pendingAdds.length === 0)
    return <EmptyList meta={meta} heading={t("empty")} linkLabel={t("continueShopping")} />;

  // The cart's code while it applies (the order checks it again).
  const details = cart?.discountDetails;
  const code = details && !details.note ? details : null;
  // Buy Now of one line goes without the cart's code and the gift box; the cart and its selected lines take
  // both along, as the summary counts them.
  const checkout = (lines: CartItem[], wrap: boolean, withCode = true) => {
    // Checkout is online only: an order and its payment are never kept to be sent later.
    if (!browserOnline() || pending.length > 0) {
      dispatch(toastShown("error", t(browserOnline() ? "checkoutAfterPending" : "checkoutOffline")));
      return;
    }
    if (lines.length === 0) {
      dispatch(toastShown("error", t("selectItemsToCheckout")));
      return;
    }
    startCheckout(lines, wrap, withCode ? code : null);
    navigate("/checkout/customer-info");
  };

  /**
   * A change that got no answer is kept to be sent when the link is back (OfflineCartSender), and shown at once in
   * the cart as it will be, marked as waiting. Any other failure is said as before.
   */
  function keptOffline(error: unknown, change: Exclude<CartChange, { kind: "add" }>): boolean {
    if (!isConnectionFailure(error)) return false;
    keepChange(owner, change);
    dispatch(
      layoutApi.util.updateQueryData("cart", undefined, (draft) => {
        const line = draft.items.find((item) => item._id === change.itemId);
        if (!line) return;
        // The lines' sum follows the change; shipping, tax and a code are the server's to work out on the way back.
        const quantity = change.kind === "remove" ? 0 : change.quantity;
        const difference = line.price * (quantity - line.quantity);
        draft.pricing.subtotal += difference;
        draft.pricing.total += difference;
        if (quantity === 0) draft.items = draft.items.filter((item) => item._id !== change.itemId);
        else Object.assign(line, { quantity, total: line.price * quantity });
      }),
    );
    dispatch(toastShown("info", t("keptOffline", { name: change.productName })));
    return true;
  }

  async function setQuantity(item: CartItem, quantity: number) {
    if (quantity < 1) return;
    const change = { kind: "quantity", itemId: item._id, quantity, productName: item.productName } as const;
    // Behind changes still waiting, a change waits too: they are sent in the order they were made.
    if (pending.length > 0) return void keptOffline(new TypeError("waiting"), change);
    try {
      await changeQuantity({ itemId: item._id, quantity }).unwrap();
    } catch (error) {
      if (!keptOffline(error, change)) window.alert(t("quantityFailed"));
    }
  }

  async function confirmRemove() {
    if (!removing) return;
    const item = removing;
    setRemoving(null);
    const change = { kind: "remove", itemId: item._id, productName: item.productName } as const;
    const forget = () => setSelected((current) => new Set([...current].filter((id) => id !== item._id)));
    if (pending.length > 0) {
      keptOffline(new TypeError("waiting"), change);
      return forget();
    }
    try {
      await removeItem(item._id).unwrap();
      forget();
    } catch (error) {
      if (keptOffline(error, change)) forget();
      else window.alert(t("removeFailed"));
    }
  }

  const subtotal = cart?.pricing.subtotal ?? 0;
  const wrap = giftWrap ? GIFT_WRAP_FEE : 0;

  return (
    <section aria-labelledby="cart-title" className="cart">
      {meta}
      <h1 id="cart-title">{t("title")}</h1>
      {pendingAdds.length > 0 && (
        <ul className="line-pending" aria-label={t("pendingAdds")}>
          {pendingAdds.map((change, index) => (
            <li key={index}>
              {t("addPending", { name: change.productName, count: number(change.quantity) })}
            </li>
          ))}
        </ul>
      )}
      <div className="cart-layout">
        <div>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={allSelected}
              onChange={() => setSelected(allSelected ? new Set() : new Set(items.map((item) => item._id)))}
            />
            {t("selectAll", { count: number(items.length) })}
          </label>
          <ul className="cart-items">
            {items.map((item) => {
              // The product as this page names it: its Nepali name on Nepali pages, where it has one.
              const shownName = name({ name: item.productName, nameNe: item.product.nameNe ?? null });
              return (
                <li key={item._id} className="cart-item">
                  <input
                    type="checkbox"
                    aria-label={t("selectItem", {
                      name: shownName,
                    })}
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
                  <img {...pictures(item.productImage, "88px")} alt="" width={88} height={88} />
                  <div className="cart-item-info">
                    <Link to={`/product/${item.product.category}/${item.product.slug}`}>{shownName}</Link>
                    <p className="brand-name">
                      {LINE_OPTIONS.filter((kind) => item[kind])
                        .map((kind) => option(kind, item[kind]))
                        .join(" · ")}
                    </p>
                    <p>{rupees(item.price)}</p>
                    {pendingLines.has(item._id) && <p className="line-pending">{t("linePending")}</p>}
                  </div>
                  <div
                    className="quantity"
                    role="group"
                    aria-label={t("quantityOf", {
                      name: shownName,
                    })}
                  >
                    <button
                      type="button"
                      className="button"
                      aria-label={t("decreaseQuantity")}
                      disabled={item.quantity <= 1}
                      onClick={() => void setQuantity(item, item.quantity - 1)}
                    >
                      −
                    </button>
                    <output>{number(item.quantity)}</output>
                    <button
                      type="button"
                      className="button"
                      aria-label={t("increaseQuantity")}
                      // The most one line may hold (the server's own limit, shared/src/cart.ts).
                      disabled={item.quantity >= MAX_LINE_QUANTITY}
                      onClick={() => void setQuantity(item, item.quantity + 1)}
                    >
                      +
                    </button>
                  </div>
                  <p className="line-total">{rupees(item.total)}</p>
                  <div className="cart-item-actions">
                    <button type="button" className="button" onClick={() => checkout([item], false, false)}>
                      {t("buyNow")}
                    </button>
                    <button type="button" className="button" onClick={() => setRemoving(item)}>
                      {t("remove")}
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
          <button type="button" className="button primary" onClick={() => checkout(chosen, giftWrap)}>
            {t("checkoutSelected", {
              count: number(chosen.length),
              amount: rupees(checkoutTotal(chosen, giftWrap, code)),
            })}
          </button>
        </div>
        <aside className="order-summary" aria-labelledby="summary-title">
          <h2 id="summary-title">{t("orderSummary")}</h2>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={giftWrap}
              onChange={(event) => setGiftWrap(event.target.checked)}
            />
            {t("addGiftBox", { fee: rupees(GIFT_WRAP_FEE) })}
          </label>
          {cart && <DiscountCodeField cart={cart} />}
          <dl>
            <dt>{t("price")}</dt>
            <dd>{rupees(subtotal)}</dd>
            <dt>{t("shipping")}</dt>
            <dd>{rupees(cart?.pricing.shipping ?? 0)}</dd>
            <dt>{t("tax")}</dt>
            <dd>{rupees(cart?.pricing.tax ?? 0)}</dd>
            <dt>{cart?.discountCode ? t("discountWithCode", { code: cart.discountCode }) : t("discount")}</dt>
            <dd>{rupees(cart?.pricing.discount ?? 0)}</dd>
            <dt>{t("giftBox")}</dt>
            <dd>{rupees(wrap)}</dd>
            <dt>{t("totalPrice")}</dt>
            <dd>
              <strong>{rupees((cart?.pricing.total ?? 0) + wrap)}</strong>
            </dd>
          </dl>
          <p className="brand-name">{t("freeDeliveryNote", { amount: rupees(FREE_SHIPPING_THRESHOLD) })}</p>
          <button type="button" className="button primary" onClick={() => checkout(items, giftWrap)}>
            {t("shopNow")}
          </button>
        </aside>
      </div>
      <YouMightAlsoLike items={items} />
      {removing && (
        <ConfirmDialog
          title={t("removeTitle")}
          message={t("removeQuestion")}
          confirmLabel={t("remove")}
          onConfirm={() => void confirmRemove()}
          onCancel={() => setRemoving(null)}
        />
      )}
    </section>
  );
}
