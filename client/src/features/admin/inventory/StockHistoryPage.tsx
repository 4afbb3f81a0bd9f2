// One variant's stock history at /admin/inventory/:variantId: the variant, its stock, the way to adjust it, and
// every change newest first: orders' reservations, releases and returns (with the order's number, linked) and
// merchants' adjustments (their reason, note and who made them).
import { Link, useParams } from "react-router-dom";
import { STORE_TIME_ZONE } from "@store/shared/nepal-time";
import { useStockHistoryQuery } from "./inventory-api.ts";
import type { StockChange } from "../admin-types.ts";
import { DataTable, type Column } from "../components/DataTable.tsx";
import { Facts } from "../components/Facts.tsx";
import { Money } from "../components/Money.tsx";
import { QueryFailure } from "../components/QueryFailure.tsx";
import { useListParams } from "../use-list-params.ts";
import { AdjustStockButton } from "./AdjustStockButton.tsx";
import { StockLevel } from "./InventoryPage.tsx";
import { ADJUSTMENT_REASON_LABELS, CHANGE_LABELS, optionsText } from "./stock-rules.ts";

const when = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: STORE_TIME_ZONE,
});

function Delta({ delta }: { delta: number }) {
  return (
    <span className={delta < 0 ? "admin-delta-down" : "admin-delta-up"}>
      {delta > 0 ? `+${delta}` : delta}
    </span>
  );
}

function What({ change }: { change: StockChange }) {
  // One element: a stacked row's grid puts each child of the cell in a column of its own.
  return (
    <span>
      {CHANGE_LABELS[change.reason] ?? change.reason}
      {change.adjustmentReason && `: ${ADJUSTMENT_REASON_LABELS[change.adjustmentReason]}`}
      {change.orderNumber && (
        <>
          {" "}
          <Link to={`/admin/orders/${encodeURIComponent(change.orderNumber)}`}>{change.orderNumber}</Link>
        </>
      )}
      {change.note && <span className="admin-note">{change.note}</span>}
    </span>
  );
}

const COLUMNS: Column<StockChange>[] = [
  { header: "When", cell: (change) => <time dateTime={change.at}>{when.format(new Date(change.at))}</time> },
  { header: "Change", numeric: true, cell: (change) => <Delta delta={change.delta} /> },
  { header: "Stock after", numeric: true, cell: (change) => change.stockAfter ?? "—" },
  { header: "What", cell: (change) => <What change={change} /> },
  { header: "By", cell: (change) => change.actor?.name ?? (change.orderNumber ? "Order" : "—") },
];

export default function StockHistoryPage() {
  const { variantId = "" } = useParams();
  const { page, table } = useListParams();
  const history = useStockHistoryQuery({ variantId, page });
  const answer = history.currentData;
  const variant = answer?.variant;
  return (
    <section aria-labelledby="history-title">
      <p>
        <Link to="/admin/inventory">← Inventory</Link>
      </p>
      <h1 id="history-title">Stock history{variant ? `: ${variant.productName}` : ""}</h1>
      {history.isError && !answer ? (
        <QueryFailure error={history.error} what="the stock history" onRetry={() => void history.refetch()} />
      ) : (
        <>
          {variant && (
            <div className="admin-panel admin-variant-panel">
              <Facts
                facts={[
                  { term: "SKU", value: variant.sku, className: "admin-sku" },
                  { term: "Options", value: optionsText(variant.options) },
                  { term: "In stock", value: <StockLevel variant={variant} /> },
                  { term: "Price", value: <Money amount={variant.price} /> },
                ]}
              />
              <AdjustStockButton variant={variant} label="Adjust stock" />
            </div>
          )}
          <h2>Changes</h2>
          <DataTable
            caption="Stock changes"
            columns={COLUMNS}
            {...table(history, (current) => current.changes)}
            emptyMessage="No stock changes recorded yet."
          />
        </>
      )}
    </section>
  );
}
