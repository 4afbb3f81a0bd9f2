// The dashboard: revenue today and over 7 and 30 days, the last 30 days by day, orders by status, variants
// running low and the best sellers (docs/guides/admin.md; revenue is completed payments less refunds, by
// Nepal day). A test store (STORE_MODE=offline) says first which payment methods take no real money.
import { ORDER_STATUSES } from "@store/shared/order-facts";
import { Link } from "react-router-dom";
import { useDashboardQuery } from "./dashboard-api.ts";
import type { Dashboard } from "../admin-types.ts";
import { Facts } from "../components/Facts.tsx";
import { Money } from "../components/Money.tsx";
import { QueryFailure } from "../components/QueryFailure.tsx";
import { StatusBadge } from "../components/StatusBadge.tsx";
import { paymentMethodLabel } from "../orders/order-words.ts";
import { RevenueChart } from "./RevenueChart.tsx";

/** The server sends up to 50 low variants, lowest first; the dashboard names the first few and counts the rest. */
export const LOW_STOCK_SHOWN = 8;

/** "a, b and c". */
const listed = (names: string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");

/** A plain word, in a test store, that what it takes there is not real money (nothing in a live store). */
function TestStoreNotice({ store }: { store: Dashboard["store"] }) {
  const googleStandIn = store.googleSignIn === "emulator";
  if (store.mode === "live" || (store.testOnly.length === 0 && !googleStandIn)) return null;
  return (
    <p role="note" className="admin-panel admin-notice">
      {store.testOnly.length > 0 &&
        `Test store: these payment methods take no real money: ${listed(store.testOnly.map(paymentMethodLabel))}.`}
      {store.testOnly.length > 0 && googleStandIn && " "}
      {googleStandIn && "Google sign-in is a local stand-in, not Google."}
    </p>
  );
}

export function DashboardScreen({ dashboard }: { dashboard: Dashboard }) {
  const { revenue, revenueByDay, ordersByStatus, lowStock, topProducts, store } = dashboard;
  return (
    <>
      <TestStoreNotice store={store} />
      <section aria-labelledby="revenue-title" className="admin-panel">
        <h2 id="revenue-title">Revenue</h2>
        <Facts
          className="admin-stats"
          facts={[
            { term: "Today", value: <Money amount={revenue.today} /> },
            { term: "Last 7 days", value: <Money amount={revenue.last7Days} /> },
            { term: "Last 30 days", value: <Money amount={revenue.last30Days} /> },
          ]}
        />
        <RevenueChart days={revenueByDay} />
      </section>
      <div className="admin-columns">
        <section aria-labelledby="by-status-title" className="admin-panel">
          <h2 id="by-status-title">Orders by status</h2>
          <ul className="admin-plain-list">
            {ORDER_STATUSES.map((status) => (
              <li key={status}>
                <Link to={`/admin/orders?status=${status}`}>
                  <StatusBadge status={status} />
                </Link>{" "}
                <span className="admin-count">{ordersByStatus[status] ?? 0}</span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="low-stock-title" className="admin-panel">
          <h2 id="low-stock-title">Low stock</h2>
          {lowStock.length === 0 ? (
            <p className="admin-empty">Every variant is well stocked.</p>
          ) : (
            <>
              <ul className="admin-plain-list">
                {lowStock.slice(0, LOW_STOCK_SHOWN).map((item) => (
                  <li key={item.variantId}>
                    <span>
                      {item.name} <span className="admin-sku">{item.sku}</span>
                    </span>{" "}
                    <span className="admin-count">{item.stock} left</span>
                  </li>
                ))}
              </ul>
              {lowStock.length > LOW_STOCK_SHOWN && (
                <p className="admin-secondary">
                  and {lowStock.length - LOW_STOCK_SHOWN} more at or below the low-stock level
                </p>
              )}
            </>
          )}
        </section>
        <section aria-labelledby="top-sellers-title" className="admin-panel">
          <h2 id="top-sellers-title">Top sellers</h2>
          {topProducts.length === 0 ? (
            <p className="admin-empty">Nothing sold yet.</p>
          ) : (
            <ol className="admin-plain-list">
              {topProducts.map((product) => (
                <li key={product.productId}>
                  <span>{product.name}</span> <span className="admin-count">{product.sold} sold</span>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </>
  );
}

export default function DashboardPage() {
  const dashboard = useDashboardQuery();
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">Dashboard</h1>
      <div aria-busy={dashboard.isLoading}>
        {dashboard.isLoading ? (
          <p role="status">Loading the dashboard…</p>
        ) : dashboard.data ? (
          <DashboardScreen dashboard={dashboard.data} />
        ) : (
          <QueryFailure
            error={dashboard.error}
            what="the dashboard"
            onRetry={() => void dashboard.refetch()}
          />
        )}
      </div>
    </section>
  );
}
