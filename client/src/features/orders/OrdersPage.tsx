import { useState } from "react";
import { formatRupees } from "../../lib/money.ts";
import { useMyOrdersQuery } from "./orders-api.ts";
import { paymentMethodName, paymentStatusWords } from "./payment-words.ts";
import { ORDER_TABS, STATUS_LABELS, tabOf, type OrderTab } from "./order-tabs.ts";
import { PageMeta } from "../seo/PageMeta.tsx";

export default function OrdersPage() {
  const { data: orders = [], isLoading, isError } = useMyOrdersQuery();
  const [tab, setTab] = useState<OrderTab>("Processing");
  const [search, setSearch] = useState("");
  const shown = orders.filter(
    (order) =>
      tabOf(order.status) === tab && order.orderNumber.toLowerCase().includes(search.trim().toLowerCase()),
  );

  return (
    <section aria-labelledby="orders-title">
      <PageMeta title="My Orders" noindex />
      <h1 id="orders-title">MY ORDERS</h1>
      <div role="tablist" aria-label="Orders by status">
        {ORDER_TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={tab === name ? "tab active" : "tab"}
            onClick={() => setTab(name)}
          >
            {name} ({orders.filter((order) => tabOf(order.status) === name).length})
          </button>
        ))}
      </div>
      <label htmlFor="orders-search" className="visually-hidden">
        Search orders
      </label>
      <input
        id="orders-search"
        type="search"
        placeholder="Search by order number"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {isLoading && <p role="status">Loading your orders…</p>}
      {isError && <p role="alert">Failed to load your orders</p>}
      {!isLoading && shown.length === 0 && <p>No orders here yet.</p>}
      {shown.length > 0 && (
        <table className="orders-table">
          <thead>
            <tr>
              <th scope="col">Number ID</th>
              <th scope="col">Dates</th>
              <th scope="col">Status</th>
              <th scope="col">Price</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((order) => (
              <tr key={order._id}>
                <td>{order.orderNumber}</td>
                <td>{new Date(order.createdAt).toLocaleDateString("en-GB")}</td>
                <td>
                  {STATUS_LABELS[order.status]}
                  {order.payment.method === "cod" && (
                    <span className="order-payment">
                      {paymentMethodName(order.payment.method)} · {paymentStatusWords(order.payment)}
                    </span>
                  )}
                </td>
                <td>{formatRupees(order.pricing.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
