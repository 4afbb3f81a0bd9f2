import type { ProductSummary } from "@store/shared/catalog";
import { usePictureSources } from "../lib/data-saver.tsx";
import { Link } from "react-router-dom";
import { useMessages } from "../i18n/use-messages.ts";
import { productCardMessages } from "../features/catalog/product-card-messages.ts";
import { localDigits } from "./digits.ts";
import { Price } from "./Price.tsx";
import { useLocalName } from "../lib/local-name.ts";

const PLACEHOLDER = "/placeholder-product.svg";

export function ProductCard({ product }: { product: ProductSummary }) {
  const { t, language } = useMessages(productCardMessages);
  const name = useLocalName();
  const pictures = usePictureSources();
  return (
    <article className="product-card">
      <Link to={`/product/${product.category}/${product.slug}`}>
        <img
          {...pictures(product.image || PLACEHOLDER, "(max-width: 600px) 50vw, 300px")}
          alt={name(product)}
          loading="lazy"
          width={400}
          height={400}
          onError={(event) => {
            // The placeholder replaces every candidate: with a srcset left, the browser would keep choosing from it.
            event.currentTarget.removeAttribute("srcset");
            event.currentTarget.src = PLACEHOLDER;
          }}
        />
        <h3>{name(product)}</h3>
      </Link>
      <p className="brand-name">{product.brand.name}</p>
      <Price product={product} />
      {/* The stars are a picture whose name says it all; the count beside them is in that name too. */}
      <p className="rating">
        <span
          role="img"
          aria-label={t("ratedBy", {
            rating: localDigits(product.rating, language),
            shoppers: localDigits(product.reviewCount, language),
          })}
        >
          {"★".repeat(Math.round(product.rating))}
          {"☆".repeat(5 - Math.round(product.rating))}
        </span>{" "}
        <span className="review-count" aria-hidden="true">
          ({localDigits(product.reviewCount, language)})
        </span>
      </p>
      {product.stock === 0 && <p className="stock-out">{t("outOfStock")}</p>}
    </article>
  );
}
