import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useErrorMessage } from "../../lib/errors/error-text.ts";
import { Link, useNavigate, useParams, useSearchParams } from "react-router-dom";
import { usePictureSources } from "../../lib/data-saver.tsx";
import { useAppDispatch, useAppSelector } from "../../app/hooks.ts";
import { Price } from "../../components/Price.tsx";
import { ProductCard } from "../../components/ProductCard.tsx";
import { startBuyNow } from "../../lib/checkout-data.ts";
import { toastDismissed, toastShown } from "../../lib/toasts/toast-slice.ts";
import { ProductMeta, ProductNotFoundMeta } from "./ProductMeta.tsx";
import { useFormat, useMessages } from "../../i18n/use-messages.ts";
import { ColourSwatches, type OptionUnavailable } from "./ColourSwatches.tsx";
import { productMessages } from "./product-messages.ts";
import { ProductTabs } from "./ProductTabs.tsx";
import { QuantityStepper } from "./QuantityStepper.tsx";
import { PENDING_PARAM, rememberPurchase, takePurchase, type PurchaseRequest } from "./pending-purchase.ts";
import { useCategorySlugName, useLocalName } from "../../lib/local-name.ts";
import { useOptionValue } from "../../lib/option-value.ts";
import { isConnectionFailure } from "../../api/connection.ts";
import { cartSessionId } from "../../lib/session-ids.ts";
import { cartOwner, keepChange } from "../../lib/offline-cart-changes.ts";
import {
  useAddToCartMutation,
  relatedToPage,
  useProductPageQuery,
  useRelatedProductsQuery,
  useToggleWishlistMutation,
  useWishlistIdsQuery,
} from "./product-api.ts";
import {
  CHOOSE_MESSAGES,
  OPTION_GROUPS,
  firstChoice,
  missingOption,
  optionValues,
  unavailableBecause,
  variantOf,
  variantsMatching,
  type Choice,
  type Unavailable,
} from "./variant-choice.ts";
import type { VariantOptionKind } from "@store/shared/catalog";
import { ONLY_LEFT_BELOW } from "@store/shared/stock-levels";

/**
 * The back-in-stock form, only on a sold-out choice: loaded on demand, so the phone number rules it needs (the
 * largest piece of the product page's code) stay out of the page's first load. The server waits for it, so its
 * HTML is complete, and the browser hydrates it on its own once it has loaded.
 */
const NotifyWhenBack = lazy(() =>
  import("./NotifyWhenBack.tsx").then((m) => ({ default: m.NotifyWhenBack })),
);

const PRODUCT_TOAST_MS = 5000;
const PLACEHOLDER = "/placeholder-product.svg";
/** The gallery shows the chosen variant's own picture when it is not one of the product's. */
const VARIANT_PICTURE = -1;

export default function ProductPage() {
  const errorText = useErrorMessage();
  const { category = "", slug = "" } = useParams();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const pendingId = params.get(PENDING_PARAM);
  const { t } = useMessages(productMessages);
  const { number } = useFormat();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((state) => Boolean(state.auth.token));
  const userId = useAppSelector((state) => state.auth.user?._id ?? null);
  const { data: product, isLoading, isError, error } = useProductPageQuery({ category, slug });
  const name = useLocalName();
  const pictures = usePictureSources();
  const categoryName = useCategorySlugName();
  const option = useOptionValue();
  // Asked beside the product itself (by the slug of the address), not after it: one round of requests.
  const related = useRelatedProductsQuery(relatedToPage(category, slug));
  const { data: wishlist = [] } = useWishlistIdsQuery();
  const [addToCart, adding] = useAddToCartMutation();
  const [toggleWishlist, toggling] = useToggleWishlistMutation();
  const [image, setImage] = useState(0);
  const [quantity, setQuantity] = useState(1);
  const [options, setOptions] = useState<Choice>({ color: "", memory: "", storage: "", size: "" });
  // The option Add to Cart or Buy Now found not chosen, and how many times it was asked (each asking says it
  // again to a screen reader).
  const [missing, setMissing] = useState<{ kind: VariantOptionKind; asked: number } | null>(null);
  const buyBox = useRef<HTMLDivElement>(null);

  const [shownId, setShownId] = useState<string | null>(null);
  const finishedId = useRef<string | null>(null);
  const toast = (kind: "success" | "error" | "info", message: string) =>
    dispatch(toastShown(kind, message, PRODUCT_TOAST_MS));

  // docs/STOREFRONT.md "States and steps": an option with one value is chosen when the product loads; one with
  // several waits for the shopper. Set while rendering (React's pattern for state that follows a prop), so the page never shows a
  // frame with nothing chosen.
  if (product && product._id !== shownId) {
    setShownId(product._id);
    const choice = firstChoice(product);
    setOptions(choice);
    setMissing(null);
    setImage(pictureOf(product.images, variantOf(product, choice)?.image ?? null, 0));
    setQuantity(1);
  }

  // Back from signing in (pending-purchase.ts): the add or Buy Now the guest asked for, finished once, with what
  // they chose. The mark leaves the address either way, so a reload or a step back asks nothing again.
  useEffect(() => {
    // Only once the page shows the product (the render that scheduled this passed the early returns below).
    if (!pendingId || !signedIn || !product || isError || error || finishedId.current === pendingId) return;
    finishedId.current = pendingId;
    const request = takePurchase(pendingId, product._id);
    navigate(`/product/${category}/${slug}`, { replace: true });
    if (request) void finish(request);
    // finish reads the product this effect checked; the request is finished when it is taken, once.
  }, [pendingId, signedIn, product]);

  // A query asked again after it failed is loading once more, with its error kept: the page stays "Product Not
  // Found" meanwhile rather than flashing back to loading (the HTML-validity journey caught that frame).
  if (isLoading && !error) return <p role="status">{t("loadingProduct")}</p>;
  if (isError || error || !product) {
    return (
      <section className="not-found">
        <ProductNotFoundMeta />
        <h1>{t("notFound")}</h1>
        <button type="button" className="button" onClick={() => navigate(-1)}>
          {t("goBack")}
        </button>
      </section>
    );
  }

  // The chosen variant's price, stock and picture are the page's; until every option is chosen, the stock is
  // that of the variants the choices so far leave open.
  const variant = variantOf(product, options);
  const stock = variant
    ? variant.stock
    : variantsMatching(product, options).reduce((sum, open) => sum + open.stock, 0);
  const soldOut = stock === 0;
  const busy = adding.isLoading || toggling.isLoading;
  const wished = wishlist.includes(product._id);
  // Until every option is chosen, the first variant the choices leave open shows its picture (a colour's own).
  const pictured = variant ?? variantsMatching(product, options)[0] ?? null;
  const picture =
    image === VARIANT_PICTURE ? (pictured?.image ?? PLACEHOLDER) : (product.images[image] ?? PLACEHOLDER);

  function choose(kind: keyof Choice, value: string) {
    if (missing?.kind === kind) setMissing(null);
    chooseAll({ ...options, [kind]: value });
  }

  function chooseAll(choice: Choice) {
    setOptions(choice);
    const chosen = variantOf(product!, choice) ?? variantsMatching(product!, choice)[0];
    if (chosen?.image) setImage(pictureOf(product!.images, chosen.image, image));
  }

  /** Says which option is still to choose and puts the focus in its group; false when all are chosen. */
  function askForMissingOption(): boolean {
    const kind = missingOption(product!, options);
    if (!kind) return false;
    setMissing((before) => ({ kind, asked: (before?.asked ?? 0) + 1 }));
    buyBox.current
      ?.querySelector<HTMLElement>(
        `[data-option="${kind}"] input:not(:disabled), [data-option="${kind}"] button:not(:disabled)`,
      )
      ?.focus();
    return true;
  }

  /** The sentence under an option's group when Add to Cart or Buy Now found it not chosen. */
  const missingNote = (kind: VariantOptionKind) =>
    missing?.kind === kind ? (
      <p key={missing.asked} id={`${kind}-missing`} className="field-error" role="alert">
        {t(CHOOSE_MESSAGES[kind])}
      </p>
    ) : null;

  async function add(thenCheckout: boolean) {
    if (!signedIn) {
      // SPEC.md: a guest is asked to sign in. What they asked for waits for them (pending-purchase.ts).
      toast("error", thenCheckout ? t("loginToPurchase") : t("loginToAdd"));
      const next = rememberPurchase(`/product/${category}/${slug}`, {
        intent: thenCheckout ? "buyNow" : "add",
        productId: product!._id,
        variantId: variant?._id ?? "",
        options,
        quantity,
      });
      navigate(`/login?${new URLSearchParams({ next })}`);
      return;
    }
    if (askForMissingOption() || !variant) return;
    if (thenCheckout) buyNow(variant, quantity);
    else await putInCart(variant._id, quantity);
  }

  async function putInCart(variantId: string, count: number) {
    try {
      await addToCart({ productId: product!._id, variantId, quantity: count }).unwrap();
      toast("success", t("added"));
    } catch (error) {
      // No answer: the add is kept and sent when the link is back (features/cart/offline-cart-changes.ts).
      if (!isConnectionFailure(error)) return void toast("error", errorText(error, t("addFailed")));
      const owner = cartOwner(userId, cartSessionId());
      keepChange(owner, {
        kind: "add",
        productId: product!._id,
        variantId,
        quantity: count,
        productName: name(product!),
      });
      toast("info", t("addKeptOffline", { name: name(product!) }));
    }
  }

  /** A request kept while the guest signed in: the options and quantity they chose, then the add or Buy Now. */
  async function finish(request: PurchaseRequest) {
    // "Please login…" has been answered: it goes before the add's own word comes.
    const asked = [t("loginToAdd"), t("loginToPurchase")];
    dispatch((_, getState) => {
      for (const shown of getState().toasts)
        if (asked.includes(shown.message)) dispatch(toastDismissed(shown.id));
    });
    chooseAll(request.options);
    setQuantity(request.quantity);
    // The variant they chose, unless it has gone since (its options then name the one to take, if any).
    const chosen =
      product!.variants.find((one) => one._id === request.variantId) ?? variantOf(product!, request.options);
    // Asked before every option was chosen: the page now says which one is still to choose.
    const unchosen = chosen ? null : missingOption(product!, request.options);
    if (unchosen) setMissing({ kind: unchosen, asked: 1 });
    if (!chosen || chosen.stock === 0) return;
    if (request.intent === "buyNow") buyNow(chosen, request.quantity);
    else await putInCart(chosen._id, request.quantity);
  }

  // docs/STOREFRONT.md "States and steps": Buy Now takes this one item straight to checkout; the cart is left
  // as it is.
  function buyNow(chosen: NonNullable<typeof variant>, count: number) {
    try {
      startBuyNow(product!, chosen, count);
    } catch {
      toast("error", t("purchaseFailed"));
      return;
    }
    toast("info", t("proceeding"));
    navigate("/checkout/customer-info");
  }

  async function wish() {
    try {
      const answer = await toggleWishlist(product!._id).unwrap();
      toast("success", answer.action === "added" ? t("addedToWishlist") : t("removedFromWishlist"));
    } catch {
      toast("error", t("wishlistFailed"));
    }
  }

  // A sold-out value stays choosable, so the shopper can ask to be told when it is back; one no variant has with
  // the other choices kept cannot be chosen.
  const reason = (unavailable: Unavailable | null): OptionUnavailable | null =>
    !unavailable
      ? null
      : unavailable.why === "soldOut"
        ? { why: t("soldOut"), choosable: true }
        : {
            why: t("notAvailableWith", {
              options: unavailable.options.map(([kind, value]) => option(kind, value)).join(", "),
            }),
            choosable: false,
          };

  // Colours are swatches (ColourSwatches.tsx); the other options stay radio pills.
  const colours = optionValues(product, "color");
  const optionGroups = OPTION_GROUPS.map(
    ([kind, label]) => [kind, label, optionValues(product, kind)] as const,
  );

  return (
    <article className="product-page">
      <ProductMeta product={product} />
      <nav aria-label={t("breadcrumb")} className="breadcrumb">
        <Link to="/">{t("home")}</Link> /{" "}
        <Link to={`/category/${product.category}`}>{categoryName(product.category)}</Link> /{" "}
        <span aria-current="page">{name(product)}</span>
      </nav>
      <div className="product-main">
        <div className="gallery">
          <img
            {...pictures(picture, "(max-width: 720px) 100vw, 600px")}
            alt={name(product)}
            width={600}
            height={600}
          />
          <div className="thumbnails">
            {product.images.map((url, index) => (
              <button
                key={url}
                type="button"
                aria-label={t("showPicture", { number: number(index + 1) })}
                aria-pressed={index === image}
                onClick={() => setImage(index)}
              >
                <img {...pictures(url, "72px")} alt="" width={72} height={72} />
              </button>
            ))}
          </div>
        </div>
        <div className="buy-box" ref={buyBox}>
          <h1>{name({ name: product.title || product.name, nameNe: product.nameNe })}</h1>
          <p className="brand-name">{product.brand.name}</p>
          <Price product={variant ?? product} />
          <p className={soldOut ? "stock-out" : "stock-in"}>
            {soldOut
              ? t("outOfStock")
              : stock < ONLY_LEFT_BELOW
                ? t("onlyLeft", { stock: number(stock) })
                : t("inStock")}
          </p>
          {colours.length > 0 && (
            <ColourSwatches
              colours={colours}
              chosen={options.color}
              unavailable={(value) => reason(unavailableBecause(product, options, "color", value))}
              onChoose={(value) => choose("color", value)}
              note={missingNote("color")}
            />
          )}
          {optionGroups
            .filter(([kind, , values]) => kind !== "color" && values.length > 0)
            .map(([kind, label, values]) => (
              <fieldset
                key={kind}
                className="options"
                data-option={kind}
                aria-describedby={missing?.kind === kind ? `${kind}-missing` : undefined}
              >
                <legend>{t(label)}</legend>
                {values.map((value) => {
                  const chosen = options[kind] === value;
                  // The chosen value stays enabled (it is the choice), even when the variant it names is sold out.
                  const blocked = chosen ? null : reason(unavailableBecause(product, options, kind, value));
                  const why = blocked?.why ?? null;
                  // Shown in the page's digits ("४२" on Nepali pages); the radio's value stays the stored one.
                  const shown = option(kind, value);
                  return (
                    <label
                      key={value}
                      className={chosen ? "option chosen" : why ? "option unavailable" : "option"}
                      title={why ?? undefined}
                    >
                      <input
                        type="radio"
                        name={kind}
                        value={value}
                        checked={chosen}
                        disabled={blocked !== null && !blocked.choosable}
                        aria-label={why ? `${shown} (${why})` : undefined}
                        onChange={() => choose(kind, value)}
                      />
                      {shown}
                    </label>
                  );
                })}
                {missingNote(kind)}
              </fieldset>
            ))}
          <QuantityStepper quantity={quantity} onChange={setQuantity} />
          <div className="buy-actions">
            <button
              type="button"
              className="button primary"
              disabled={soldOut || busy}
              onClick={() => void add(false)}
            >
              {adding.isLoading ? t("adding") : t("addToCart")}
            </button>
            <button
              type="button"
              className="button"
              disabled={soldOut || busy}
              onClick={() => void add(true)}
            >
              {t("buyNow")}
            </button>
            <button
              type="button"
              className="button"
              aria-pressed={wished}
              disabled={busy}
              onClick={() => void wish()}
            >
              {wished ? t("inWishlist") : t("addToWishlist")}
            </button>
          </div>
          {variant && variant.stock === 0 && (
            <Suspense fallback={null}>
              <NotifyWhenBack key={variant._id} productId={product._id} variantId={variant._id} />
            </Suspense>
          )}
        </div>
      </div>
      <ProductTabs product={product} />
      {related.data && related.data.length > 0 && (
        <section aria-labelledby="related-title">
          <h2 id="related-title">{t("relatedProducts")}</h2>
          <div className="product-grid">
            {related.data.map((item) => (
              <ProductCard key={item._id} product={item} />
            ))}
          </div>
        </section>
      )}
    </article>
  );
}

/** Where the gallery stands for a variant's picture: its place among the product's, else the variant's own. */
function pictureOf(images: readonly string[], variantImage: string | null, current: number): number {
  if (!variantImage) return current;
  const index = images.indexOf(variantImage);
  return index >= 0 ? index : VARIANT_PICTURE;
}
