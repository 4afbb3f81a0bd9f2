import { useState } from "react";
import { useErrorMessage } from "../../lib/errors/error-text.ts";
import { Link, useNavigate, useParams } from "react-router-dom";
import { MAX_LINE_QUANTITY } from "@store/shared/line-quantity";
import { responsiveSources } from "@store/shared/images";
import { useAppDispatch, useAppSelector } from "../../app/hooks.ts";
import { Price } from "../../components/Price.tsx";
import { ProductCard } from "../../components/ProductCard.tsx";
import { startBuyNow } from "../../lib/checkout-data.ts";
import { toastShown } from "../../lib/toasts/toast-slice.ts";
import { ProductMeta, ProductNotFoundMeta } from "./ProductMeta.tsx";
import { useFormat, useMessages } from "../../i18n/use-messages.ts";
import { ColourSwatches } from "./ColourSwatches.tsx";
import { productMessages } from "./product-messages.ts";
import { ProductTabs } from "./ProductTabs.tsx";
import { useCategorySlugName, useLocalName } from "../../lib/local-name.ts";
import { useOptionValue } from "../../lib/option-value.ts";
import {
  useAddToCartMutation,
  relatedToPage,
  useProductPageQuery,
  useRelatedProductsQuery,
  useToggleWishlistMutation,
  useWishlistIdsQuery,
} from "./product-api.ts";
import {
  OPTION_GROUPS,
  firstChoice,
  optionValues,
  unavailableBecause,
  variantOf,
  type Choice,
  type Unavailable,
} from "./variant-choice.ts";

const PRODUCT_TOAST_MS = 5000;
const PLACEHOLDER = "/placeholder-product.svg";
/** The gallery shows the chosen variant's own picture when it is not one of the product's. */
const VARIANT_PICTURE = -1;

export default function ProductPage() {
  const errorText = useErrorMessage();
  const { category = "", slug = "" } = useParams();
  const navigate = useNavigate();
  const { t } = useMessages(productMessages);
  const { number } = useFormat();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((state) => Boolean(state.auth.token));
  const { data: product, isLoading, isError, error } = useProductPageQuery({ category, slug });
  const name = useLocalName();
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

  const [shownId, setShownId] = useState<string | null>(null);

  // docs/STOREFRONT.md "States and steps": the first colour, memory and storage are chosen when the product
  // loads. Set while rendering (React's pattern for state that follows a prop), so the page never shows a
  // frame with nothing chosen.
  if (product && product._id !== shownId) {
    setShownId(product._id);
    const choice = firstChoice(product);
    setOptions(choice);
    setImage(pictureOf(product.images, variantOf(product, choice)?.image ?? null, 0));
    setQuantity(1);
  }

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

  const toast = (kind: "success" | "error" | "info", message: string) =>
    dispatch(toastShown(kind, message, PRODUCT_TOAST_MS));
  // The chosen variant's price, stock and picture are the page's.
  const variant = variantOf(product, options);
  const stock = variant?.stock ?? 0;
  const soldOut = stock === 0;
  const busy = adding.isLoading || toggling.isLoading;
  const wished = wishlist.includes(product._id);
  const picture =
    image === VARIANT_PICTURE ? (variant?.image ?? PLACEHOLDER) : (product.images[image] ?? PLACEHOLDER);

  function choose(kind: keyof Choice, value: string) {
    const choice = { ...options, [kind]: value };
    setOptions(choice);
    const chosen = variantOf(product!, choice);
    if (chosen?.image) setImage(pictureOf(product!.images, chosen.image, image));
  }

  async function add(thenCheckout: boolean) {
    if (!signedIn) {
      toast("error", thenCheckout ? t("loginToPurchase") : t("loginToAdd"));
      navigate("/login");
      return;
    }
    if (thenCheckout) {
      buyNow();
      return;
    }
    try {
      await addToCart({ productId: product!._id, variantId: variant!._id, quantity }).unwrap();
      toast("success", t("added"));
    } catch (error) {
      toast("error", errorText(error, t("addFailed")));
    }
  }

  // docs/STOREFRONT.md "States and steps": Buy Now takes this one item straight to checkout; the cart is left
  // as it is.
  function buyNow() {
    try {
      startBuyNow(product!, variant!, quantity);
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

  const reason = (unavailable: Unavailable | null) =>
    !unavailable
      ? null
      : unavailable.why === "soldOut"
        ? t("soldOut")
        : t("notAvailableWith", {
            options: unavailable.options.map(([kind, value]) => option(kind, value)).join(", "),
          });

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
            src={picture}
            {...responsiveSources(picture, "(max-width: 720px) 100vw, 600px")}
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
                <img src={url} {...responsiveSources(url, "72px")} alt="" width={72} height={72} />
              </button>
            ))}
          </div>
        </div>
        <div className="buy-box">
          <h1>{name({ name: product.title || product.name, nameNe: product.nameNe })}</h1>
          <p className="brand-name">{product.brand.name}</p>
          <Price product={variant ?? product} />
          <p className={soldOut ? "stock-out" : "stock-in"}>
            {soldOut ? t("outOfStock") : stock < 10 ? t("onlyLeft", { stock: number(stock) }) : t("inStock")}
          </p>
          {colours.length > 0 && (
            <ColourSwatches
              colours={colours}
              chosen={options.color}
              unavailable={(value) => reason(unavailableBecause(product, options, "color", value))}
              onChoose={(value) => choose("color", value)}
            />
          )}
          {optionGroups
            .filter(([kind, , values]) => kind !== "color" && values.length > 0)
            .map(([kind, label, values]) => (
              <fieldset key={kind} className="options">
                <legend>{t(label)}</legend>
                {values.map((value) => {
                  const chosen = options[kind] === value;
                  // The chosen value stays enabled (it is the choice), even when the variant it names is sold out.
                  const why = chosen ? null : reason(unavailableBecause(product, options, kind, value));
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
                        disabled={why !== null}
                        aria-label={why ? `${shown} (${why})` : undefined}
                        onChange={() => choose(kind, value)}
                      />
                      {shown}
                    </label>
                  );
                })}
              </fieldset>
            ))}
          <div className="quantity" role="group" aria-label={t("quantity")}>
            <button
              type="button"
              className="button"
              aria-label={t("decrease")}
              disabled={quantity <= 1}
              onClick={() => setQuantity((q) => Math.max(1, q - 1))}
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
              onClick={() => setQuantity((q) => Math.min(MAX_LINE_QUANTITY, q + 1))}
            >
              +
            </button>
          </div>
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
