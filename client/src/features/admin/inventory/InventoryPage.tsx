// The inventory: every variant with its stock (a badge when it runs low), searched by product name or sku, with a
// "Low stock only" filter and pages (the API reference, GET /api/admin/inventory); each on-sale variant can
// be adjusted, and its product name leads to its stock history. "Waiting" counts the shoppers who asked to be told
// when a variant is back in stock.
import { Link } from "react-router-dom";
import { useInventoryQuery } from "./inventory-api.ts";
import type { InventoryVariant } from "../admin-types.ts";
import { DataTable, type Column } from "../components/DataTable.tsx";
import { ListFilters } from "../components/ListFilters.tsx";
import { Money } from "../components/Money.tsx";
import { useListParams, type ParamPatch } from "../use-list-params.ts";
import { AdjustStockButton } from "./AdjustStockButton.tsx";
import { optionsText } from "./stock-rules.ts";

export const VARIANTS_PER_PAGE = 20;

export function StockLevel({ variant }: { variant: InventoryVariant }) {
  return (
    <span className="admin-stock">
      {variant.stock}
      {variant.lowStock && (
        <span className={`admin-badge ${variant.stock === 0 ? "admin-badge-bad" : "admin-badge-warn"}`}>
          {variant.stock === 0 ? "Out of stock" : "Low stock"}
        </span>
      )}
    </span>
  );
}

/** Back-in-stock requests waiting for the variant; a plain 0 when none. */
function WaitingCount({ count }: { count: number }) {
  if (count === 0) return <>0</>;
  return (
    <span className="admin-badge admin-badge-warn" title={`${count} waiting for it to be back in stock`}>
      {count} waiting
    </span>
  );
}

const COLUMNS: Column<InventoryVariant>[] = [
  {
    header: "Product",
    cell: (variant) => (
      <Link to={`/admin/inventory/${encodeURIComponent(variant._id)}`}>{variant.productName}</Link>
    ),
  },
  { header: "SKU", cell: (variant) => <span className="admin-sku">{variant.sku}</span> },
  { header: "Options", cell: (variant) => optionsText(variant.options) },
  { header: "Stock", numeric: true, cell: (variant) => <StockLevel variant={variant} /> },
  { header: "Price", numeric: true, cell: (variant) => <Money amount={variant.price} /> },
  // Shoppers who asked to be told when it is back (an alert each, once it has stock).
  { header: "Waiting", numeric: true, cell: (variant) => <WaitingCount count={variant.waiting} /> },
  { header: "Actions", cell: (variant) => <AdjustStockButton variant={variant} /> },
];

function LowStockFilter({
  checked,
  threshold,
  onChange,
}: {
  checked: boolean;
  threshold: number | undefined;
  onChange: (patch: ParamPatch) => void;
}) {
  return (
    <ListFilters>
      <label className="admin-check">
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange({ lowStock: event.target.checked ? "true" : undefined })}
        />{" "}
        Low stock only
      </label>
      {threshold !== undefined && <p className="admin-hint">{threshold} or fewer left</p>}
    </ListFilters>
  );
}

export default function InventoryPage() {
  const { params, page, text, update, search, table } = useListParams();
  const lowStock = params.get("lowStock") === "true";
  const inventory = useInventoryQuery({
    search: text("search") || undefined,
    lowStock: lowStock ? "true" : undefined,
    page,
    limit: VARIANTS_PER_PAGE,
  });
  const answer = inventory.currentData;
  return (
    <section aria-labelledby="inventory-title">
      <h1 id="inventory-title">Inventory</h1>
      <DataTable
        caption="Variants"
        columns={COLUMNS}
        {...table(inventory, (current) => current.variants)}
        emptyMessage={lowStock ? "No variants are low on stock." : "No variants match."}
        search={search("Search by product name or SKU")}
        filters={
          <LowStockFilter checked={lowStock} threshold={answer?.lowStockThreshold} onChange={update} />
        }
      />
    </section>
  );
}
