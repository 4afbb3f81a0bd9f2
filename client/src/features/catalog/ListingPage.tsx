import { startTransition, useOptimistic } from "react";
import { useParams, useSearchParams } from "react-router-dom";
import { PRODUCT_SORTS } from "@store/shared/catalog";
import { ProductCard } from "../../components/ProductCard.tsx";
import { useCategoriesQuery } from "../layout/layout-api.ts";
import { useBrandsQuery, useProductListQuery } from "./catalog-api.ts";
import { PriceFilter } from "./PriceFilter.tsx";
import { listingQuery } from "./listing-params.ts";
import { ListingMeta } from "../seo/ListingMeta.tsx";

const SORT_LABELS: Record<(typeof PRODUCT_SORTS)[number], string> = {
  bestselling: "Best selling",
  newest: "Newest",
  price_asc: "Price: low to high",
  price_desc: "Price: high to low",
  rating: "Top rated",
};

const resultCount = (total: number) => `${total} ${total === 1 ? "product" : "products"}`;

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

/** /products and /category/{category}: one listing, its filters in the URL. */
export default function ListingPage() {
  const { category: pathCategory } = useParams();
  const [params, setParams] = useListingParams();
  const query = listingQuery(params, pathCategory);
  const { data, isFetching, isError } = useProductListQuery(query);
  const { data: categories = [] } = useCategoriesQuery();
  const { data: brands = [] } = useBrandsQuery();
  const activeCategory = categories.find((category) => category.slug === query.category);

  function update(changes: Record<string, string | null>) {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    if (!("page" in changes)) next.delete("page");
    setParams(next);
  }

  const activeSub = activeCategory?.subcategories.find((sub) => sub.slug === query.sub);
  const title = query.search
    ? `Results for "${query.search}"`
    : (activeSub?.name ?? activeCategory?.name ?? "All products");
  const page = data?.pagination.page ?? 1;
  const totalPages = data?.pagination.totalPages ?? 1;

  return (
    <section className="listing" aria-labelledby="listing-title">
      <ListingMeta query={query} brands={brands} products={data?.products} />
      <h1 id="listing-title">{title}</h1>
      <div className="listing-layout">
        <aside aria-label="Filters" className="filters">
          {!pathCategory && (
            <label>
              Category
              <select
                value={query.category ?? ""}
                onChange={(event) => update({ category: event.target.value, sub: null })}
              >
                <option value="">All categories</option>
                {categories.map((category) => (
                  <option key={category.slug} value={category.slug}>
                    {category.name}
                  </option>
                ))}
              </select>
            </label>
          )}
          {activeCategory && (
            <label>
              Subcategory
              <select value={query.sub ?? ""} onChange={(event) => update({ sub: event.target.value })}>
                <option value="">All of {activeCategory.name}</option>
                {activeCategory.subcategories.map((sub) => (
                  <option key={sub.slug} value={sub.slug}>
                    {sub.name}
                  </option>
                ))}
              </select>
            </label>
          )}
          <PriceFilter
            key={`${query.minPrice ?? ""}-${query.maxPrice ?? ""}`}
            minPrice={query.minPrice ?? ""}
            maxPrice={query.maxPrice ?? ""}
            onApply={({ minPrice, maxPrice }) => update({ minPrice, maxPrice })}
          />
          <label className="checkbox">
            <input
              type="checkbox"
              checked={query.inStock === "true"}
              onChange={(event) => update({ inStock: event.target.checked ? "true" : null })}
            />
            In stock only
          </label>
          <label>
            Brand
            <select value={query.brand ?? ""} onChange={(event) => update({ brand: event.target.value })}>
              <option value="">All brands</option>
              {brands.map((brand) => (
                <option key={brand.slug} value={brand.name.toLowerCase()}>
                  {brand.name}
                </option>
              ))}
            </select>
          </label>
        </aside>
        <div>
          <div className="listing-bar">
            <p role="status">
              {data ? resultCount(data.pagination.total) : isFetching ? "Loading products…" : ""}
            </p>
            <label>
              Sort by{" "}
              <select value={query.sort ?? ""} onChange={(event) => update({ sort: event.target.value })}>
                <option value="">Featured</option>
                {PRODUCT_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {SORT_LABELS[sort]}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {isError && <p role="alert">Failed to load products. Please try again.</p>}
          {data?.products.length === 0 && <p>No products match these filters.</p>}
          {/* The cards' names are h3s: this keeps the outline h1, h2, h3. */}
          <h2 className="visually-hidden">Products</h2>
          <div className="product-grid">
            {data?.products.map((product) => (
              <ProductCard key={product._id} product={product} />
            ))}
          </div>
          {totalPages > 1 && (
            <nav aria-label="Pages" className="pagination">
              <button
                type="button"
                className="button"
                disabled={page <= 1}
                onClick={() => update({ page: String(page - 1) })}
              >
                Previous
              </button>
              <span>
                Page {page} of {totalPages}
              </span>
              <button
                type="button"
                className="button"
                disabled={page >= totalPages}
                onClick={() => update({ page: String(page + 1) })}
              >
                Next
              </button>
            </nav>
          )}
        </div>
      </div>
    </section>
  );
}
