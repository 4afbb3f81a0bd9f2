// The catalogue: products with their picture, brand, category, price range and stock over their variants, and
// status; searched by name, filtered by category and status; exported and imported as CSV
// (docs/guides/admin.md GET /api/admin/products, export.csv and import).
import { useState } from "react";
import { Link } from "react-router-dom";
import { useAppSelector } from "../../../app/hooks.ts";
import { useAdminCategoriesQuery } from "../catalogue/catalogue-api.ts";
import { useAdminProductsQuery, useImportProductsMutation } from "./products-api.ts";
import { PRODUCT_STATUSES, type AdminProduct, type ProductsQuery } from "../admin-types.ts";
import { choices, slugChoices } from "../components/Choices.tsx";
import { DataTable, type Column } from "../components/DataTable.tsx";
import { ClearFilters, FilterSelect, ListFilters } from "../components/ListFilters.tsx";
import { oneOf, useListParams, type ParamPatch } from "../use-list-params.ts";
import { ImportPanel } from "./ImportPanel.tsx";
import { Thumbnail, liveVariants, priceRange, productStatus, totalStock } from "./product-words.tsx";
import { downloadProductsCsv } from "./transfers.ts";
import { FormOutcome } from "../components/FormOutcome.tsx";

export const PRODUCTS_PER_PAGE = 20;

const STATUS_LABELS = { active: "Active", archived: "Archived" } as const;

function columns(categoryName: (slug: string) => string): Column<AdminProduct>[] {
  return [
    { header: "Image", cell: (product) => <Thumbnail url={product.images[0] ?? product.image} /> },
    {
      header: "Name",
      cell: (product) => (
        <Link to={`/admin/products/${encodeURIComponent(product._id)}`}>{product.name}</Link>
      ),
    },
    { header: "Brand", cell: (product) => product.brand.name },
    { header: "Category", cell: (product) => categoryName(product.category) },
    {
      header: "Price",
      numeric: true,
      cell: (product) => <span className="admin-money">{priceRange(product)}</span>,
    },
    { header: "Stock", numeric: true, cell: (product) => totalStock(product) },
    { header: "Variants", numeric: true, cell: (product) => liveVariants(product).length },
    {
      header: "Status",
      cell: (product) => {
        const status = productStatus(product);
        return (
          <span className={`admin-badge admin-badge-${status === "active" ? "good" : "neutral"}`}>
            {STATUS_LABELS[status]}
          </span>
        );
      },
    },
  ];
}

export function ProductFilters({
  query,
  categories,
  onChange,
}: {
  query: ProductsQuery;
  categories: { slug: string; name: string }[];
  onChange: (patch: ParamPatch) => void;
}) {
  return (
    <ListFilters>
      <FilterSelect
        id="filter-category"
        label="Category"
        value={query.category ?? ""}
        options={slugChoices(categories)}
        onChange={(category) => onChange({ category })}
      />
      <FilterSelect
        id="filter-status"
        label="Status"
        value={query.status ?? ""}
        options={choices(PRODUCT_STATUSES, (status) => STATUS_LABELS[status])}
        onChange={(status) => onChange({ status })}
      />
      <ClearFilters
        shown={Boolean(query.category || query.status)}
        onClear={() => onChange({ category: "", status: "" })}
      />
    </ListFilters>
  );
}

export default function ProductsPage() {
  const { params, page, text, update, search, table } = useListParams();
  const token = useAppSelector((state) => state.auth.token);
  const categories = useAdminCategoriesQuery();
  const [importProducts, importing] = useImportProductsMutation();
  const [showImport, setShowImport] = useState(false);
  const [exportFailure, setExportFailure] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const query: ProductsQuery = {
    search: text("search") || undefined,
    category: text("category") || undefined,
    status: oneOf(params.get("status"), PRODUCT_STATUSES),
    page,
    limit: PRODUCTS_PER_PAGE,
  };
  const products = useAdminProductsQuery(query);
  const categoryList = categories.data ?? [];
  const categoryName = (slug: string) =>
    categoryList.find((category) => category.slug === slug)?.name ?? slug;

  async function exportCsv() {
    setExportFailure(null);
    setExporting(true);
    try {
      await downloadProductsCsv(token);
    } catch (failure) {
      setExportFailure(failure instanceof Error ? failure.message : "The export could not be made.");
    } finally {
      setExporting(false);
    }
  }

  return (
    <section aria-labelledby="products-title">
      <div className="admin-heading">
        <h1 id="products-title">Products</h1>
        <div className="admin-actions">
          <Link className="button primary" to="/admin/products/new">
            New product
          </Link>
          <button type="button" className="button" disabled={exporting} onClick={() => void exportCsv()}>
            {exporting ? "Exporting…" : "Export"}
          </button>
          <button
            type="button"
            className="button"
            aria-expanded={showImport}
            aria-controls="import-panel"
            onClick={() => setShowImport((shown) => !shown)}
          >
            Import
          </button>
        </div>
      </div>
      <FormOutcome failure={exportFailure} />
      <div id="import-panel" hidden={!showImport}>
        {showImport && (
          <ImportPanel busy={importing.isLoading} onImport={(request) => importProducts(request).unwrap()} />
        )}
      </div>
      <DataTable
        caption="Products"
        columns={columns(categoryName)}
        {...table(products, (answer) => answer.products)}
        emptyMessage="No products match these filters."
        search={search("Search by name, brand or sku")}
        filters={<ProductFilters query={query} categories={categoryList} onChange={update} />}
      />
    </section>
  );
}
