import { startTransition, useOptimistic, useRef, useState, type FormEvent } from "react";
import { Link, useParams, useSearchParams } from "react-router-dom";
import { PRODUCT_SORTS } from "@store/shared/product-sorts";
import { ProductCard } from "../../components/ProductCard.tsx";
import { useCategoriesQuery } from "../../api/layout-api.ts";
import { useBrandsQuery, useProductListQuery } from "./catalog-api.ts";
import { PriceFilter } from "./PriceFilter.tsx";
import { listingPath, listingQuery, listingSearch } from "./listing-params.ts";
import { ListingMeta } from "./ListingMeta.tsx";
import { useFormat, useMessages } from "../../i18n/use-messages.ts";
import { catalogMessages } from "./catalog-messages.ts";
import { useLocalName } from "../../lib/local-name.ts";
import "./listing.css";

const SORT_LABELS = {
  bestselling: "sortBestselling",
  newest: "sortNewest",
  price_asc: "sortPriceAsc",
  price_desc: "sortPriceDesc",
  rating: "sortRating",
} as const satisfies Record<(typeof PRODUCT_SORTS)[number], string>;

/** The filters' form: the sort, shown above the products, belongs to it through its `form` attribute. */
const FILTERS_FORM = "listing-filters";

/**
 * The listing URL's search parameters. React Router moves to a new URL inside a transition, which a slow
 * device renders late: until then a controlled filter would show its old value (a ticked box springs back).
 * The filters show the new parameters at once, and the URL's once the router has moved.
 */
function useListingParams(): [URLSearchParams, (next: URLSearchParams) => void] {
  const [params, setParams] = useSearchParams();
  const [shown, showAtOnce] = useOptimistic(params);
  const change = (next: URLSearchParams) =>
    startTransition(() => {
      showAtOnce(next);
      setParams(next);
    });
  return [shown, change];
}

/**
 * /products and /category/{category}: one listing, its filters in the URL. The filters and the sort are one GET
 * form whose fields carry the names the URL uses, and the pages are links, so the listing works from the
 * server's HTML without JavaScript too; with it, each filter applies as it changes.
 */
export default function ListingPage() {
  const { category: pathCategory } = useParams();
  // The page shows its own address, never the URL's spelling of it (/PRODUCTS/, ?utm_source=…): every URL the
  // server keeps as this page must render it alike.
  const pathname = listingPath(pathCategory);
  const { t } = useMessages(catalogMessages);
  const { number } = useFormat();
  const [params, setParams] = useListingParams();
  const query = listingQuery(params, pathCategory);
  const { data, isFetching, isError } = useProductListQuery(query);
  const { data: categories = [] } = useCategoriesQuery();
  const { data: brands = [] } = useBrandsQuery();
  const activeCategory = categories.find((category) => category.slug === query.category);
  const name = useLocalName();
  // On a narrow screen the filters fold behind their button (global.css), so the products come first; Apply
  // folds them again and brings the shopper to the products it found.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersToggle = useRef<HTMLButtonElement>(null);
  const resultCount = useRef<HTMLParagraphElement>(null);

  function update(changes: Record<string, string | null>) {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    if (!("page" in changes)) next.delete("page");
    setParams(next);
  }

  /** Apply, or Enter in a price field: with JavaScript every other filter is already in the URL. */
  function applyPrices(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    update({
      minPrice: String(fields.get("minPrice") ?? ""),
      maxPrice: String(fields.get("maxPrice") ?? ""),
    });
    // Only where the filters fold (their button shows): a wide screen has the products beside them already.
    const toggle = filtersToggle.current;
    if (toggle && getComputedStyle(toggle).display !== "none") {
      setFiltersOpen(false);
      // Focusing the count scrolls it into view as well.
      resultCount.current?.focus();
    }
  }

  /** Page 1 is the listing's own address, without `page`; the links keep the filters, nothing else of the URL. */
  function pageLink(to: number) {
    const next = listingSearch(params, pathCategory);
    if (to > 1) next.set("page", String(to));
    else next.delete("page");
    const search = next.toString();
    return search ? `${pathname}?${search}` : pathname;
  }

  const activeSub = activeCategory?.subcategories.find((sub) => sub.slug === query.sub);
  const title = query.search
    ? t("resultsFor", { search: query.search })
    : ((activeSub && name(activeSub)) ?? (activeCategory && name(activeCategory)) ?? t("allProducts"));
  const page = data?.pagination.page ?? 1;
  const totalPages = data?.pagination.totalPages ?? 1;

  return (
    <section className="listing" aria-labelledby="listing-title">
      <ListingMeta query={query} brands={brands} products={data?.products} />
      <h1 id="listing-title">{title}</h1>
      <button
        ref={filtersToggle}
        type="button"
        className="button filters-toggle"
        aria-expanded={filtersOpen}
        aria-controls="listing-filters-panel"
        onClick={() => setFiltersOpen((open) => !open)}
      >
        {t("filters")}
      </button>
      <div className="listing-layout">
        <aside
          id="listing-filters-panel"
          aria-label={t("filters")}
          className={filtersOpen ? "filters-panel open" : "filters-panel"}
        >
          <form id={FILTERS_FORM} method="get" action={pathname} className="filters" onSubmit={applyPrices}>
            {/* The search text is no field of this form: it comes from the header's search. */}
            {query.search && <input type="hidden" name="search" value={query.search} />}
            {!pathCategory && (
              <FilterSelect
                label={t("category")}
                name="category"
                value={query.category ?? ""}
                allLabel={t("allCategories")}
                options={categories.map((category) => [category.slug, name(category)])}
                onChange={(category) => update({ category, sub: null })}
              />
            )}
            {activeCategory && (
              <FilterSelect
                label={t("subcategory")}
                name="sub"
                value={query.sub ?? ""}
                allLabel={t("allOf", { category: name(activeCategory) })}
                options={activeCategory.subcategories.map((sub) => [sub.slug, name(sub)])}
                onChange={(sub) => update({ sub })}
              />
            )}
            <PriceFilter
              key={`${query.minPrice ?? ""}-${query.maxPrice ?? ""}`}
              minPrice={query.minPrice ?? ""}
              maxPrice={query.maxPrice ?? ""}
            />
            <label className="checkbox">
              <input
                type="checkbox"
                name="inStock"
                value="true"
                checked={query.inStock === "true"}
                onChange={(event) => update({ inStock: event.target.checked ? "true" : null })}
              />
              {t("inStockOnly")}
            </label>
            <FilterSelect
              label={t("brand")}
              name="brand"
              value={query.brand ?? ""}
              allLabel={t("allBrands")}
              options={brands.map((brand) => [brand.name.toLowerCase(), brand.name])}
              onChange={(brand) => update({ brand })}
            />
            {/* Shown only where scripts do not run (global.css): there the changes above wait for a submit. */}
            <button type="submit" className="button without-script">
              {t("applyFilters")}
            </button>
          </form>
        </aside>
        <div>
          <div className="listing-bar">
            {/* Where Apply brings a shopper on a narrow screen (the focus says the count found). */}
            <p role="status" ref={resultCount} tabIndex={-1}>
              {data
                ? t("productCount", { count: data.pagination.total, shown: number(data.pagination.total) })
                : isFetching
                  ? t("loadingProducts")
                  : ""}
            </p>
            <div className="listing-sort">
              <label>
                {t("sortBy")}{" "}
                <select
                  form={FILTERS_FORM}
                  name="sort"
                  value={query.sort ?? ""}
                  onChange={(event) => update({ sort: event.target.value })}
                >
                  <option value="">{t("featured")}</option>
                  {PRODUCT_SORTS.map((sort) => (
                    <option key={sort} value={sort}>
                      {t(SORT_LABELS[sort])}
                    </option>
                  ))}
                </select>
              </label>
              <button type="submit" form={FILTERS_FORM} className="button without-script">
                {t("sort")}
              </button>
            </div>
          </div>
          {isError && <p role="alert">{t("loadFailed")}</p>}
          {data?.products.length === 0 && <p>{t("noMatch")}</p>}
          {/* The cards' names are h3s: this keeps the outline h1, h2, h3. */}
          <h2 className="visually-hidden">{t("products")}</h2>
          <div className="product-grid">
            {data?.products.map((product) => (
              <ProductCard key={product._id} product={product} />
            ))}
          </div>
          {totalPages > 1 && (
            <nav aria-label={t("pages")} className="pagination">
              {page > 1 ? (
                <Link to={pageLink(page - 1)} rel="prev" className="button">
                  {t("previous")}
                </Link>
              ) : (
                <button type="button" className="button" disabled>
                  {t("previous")}
                </button>
              )}
              <span>{t("pageOf", { page: number(page), pages: number(totalPages) })}</span>
              {page < totalPages ? (
                <Link to={pageLink(page + 1)} rel="next" className="button">
                  {t("next")}
                </Link>
              ) : (
                <button type="button" className="button" disabled>
                  {t("next")}
                </button>
              )}
            </nav>
          )}
        </div>
      </div>
    </section>
  );
}

/** A filter chosen from a list, its first choice the empty "all" (no filter). `options`: [value, text]. */
function FilterSelect(props: {
  label: string;
  name: string;
  value: string;
  allLabel: string;
  options: [value: string, text: string][];
  onChange: (value: string) => void;
}) {
  return (
    <label>
      {props.label}
      <select name={props.name} value={props.value} onChange={(event) => props.onChange(event.target.value)}>
        <option value="">{props.allLabel}</option>
        {props.options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
