import { useState } from "react";
import type { ProductSummary } from "@store/shared/catalog";
import { ProductCard } from "../../components/ProductCard.tsx";
import { useFormat, useMessages } from "../../i18n/use-messages.ts";
import { homeMessages } from "./home-messages.ts";
import { useItemsPerPage } from "./use-items-per-page.ts";

const WIDEST = 4;

/**
 * The home page's featured products, a page of 2, 3 or 4 at a time by screen width: a carousel as WAI-ARIA's
 * authoring practices describe one, a named group of named slides (inside the section that is the region).
 */
export function FeaturedCarousel({ products }: { products: ProductSummary[] }) {
  const measured = useItemsPerPage();
  const { t } = useMessages(homeMessages);
  const { number } = useFormat();
  const perPage = measured ?? WIDEST;
  const [requestedPage, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(products.length / perPage));
  // A resize can leave fewer pages than the one shown: stay on the last.
  const page = Math.min(requestedPage, pages - 1);
  const shown = products.slice(page * perPage, page * perPage + perPage);

  return (
    <div
      className="featured-carousel"
      role="group"
      aria-roledescription="carousel"
      aria-label={t("featuredCarousel")}
    >
      <div
        className={`featured-page per-page-${measured ?? "auto"}`}
        role="group"
        aria-roledescription="slide"
        aria-label={t("carouselPage", { page: number(page + 1), pages: number(pages) })}
        aria-live="polite"
      >
        {shown.map((product) => (
          <ProductCard key={product._id} product={product} />
        ))}
      </div>
      {pages > 1 && (
        <div className="carousel-controls">
          <button
            type="button"
            className="button"
            aria-label={t("previousProducts")}
            disabled={page === 0}
            onClick={() => setPage(page - 1)}
          >
            ‹
          </button>
          {Array.from({ length: pages }, (_, dot) => (
            <button
              key={dot}
              type="button"
              className={dot === page ? "hero-dot active" : "hero-dot"}
              aria-label={t("showPage", { page: number(dot + 1) })}
              aria-current={dot === page}
              onClick={() => setPage(dot)}
            />
          ))}
          <button
            type="button"
            className="button"
            aria-label={t("nextProducts")}
            disabled={page === pages - 1}
            onClick={() => setPage(page + 1)}
          >
            ›
          </button>
        </div>
      )}
    </div>
  );
}
