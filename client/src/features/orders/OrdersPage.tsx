import { useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { LineOptions } from "../../components/LineOptions.tsx";
import { useLocalName } from "../../lib/local-name.ts";
import { useFormat, useMessages } from "../../i18n/use-messages.ts";
import { useDates } from "../../lib/dates.ts";
import { useMyOrdersQuery } from "./orders-api.ts";
import { usePaymentWords } from "../../lib/payment-words/payment-words.ts";
import { ORDER_TABS, STATUS_LABELS, TAB_LABELS, tabOf, type OrderTab } from "./order-tabs.ts";
import { ordersMessages } from "./orders-messages.ts";
import { PageMeta } from "../../lib/seo/PageMeta.tsx";
import "./orders.css";

export default function OrdersPage() {
  const { t } = useMessages(ordersMessages);
  const { rupees, number } = useFormat();
  const dates = useDates();
  const payment = usePaymentWords();
  const name = useLocalName();
  const navigate = useNavigate();
  const { data: orders = [], isLoading, isError } = useMyOrdersQuery();
  const [tab, setTab] = useState<OrderTab>("Processing");
  const [search, setSearch] = useState("");
  const shown = orders.filter(
    (order) =>
      tabOf(order.status) === tab && order.orderNumber.toLowerCase().includes(search.trim().toLowerCase()),
  );

  return (
    <section aria-labelledby="orders-title">
      <PageMeta title={t("pageTitle")} noindex />
      <h1 id="orders-title">{t("heading")}</h1>
      <div role="tablist" aria-label={t("tabsLabel")}>
        {ORDER_TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={tab === name ? "tab active" : "tab"}
            onClick={() => setTab(name)}
          >
            {t("tabWithCount", {
              tab: t(TAB_LABELS[name]),
              count: number(orders.filter((order) => tabOf(order.status) === name).length),
            })}
          </button>
        ))}
      </div>
      <label htmlFor="orders-search" className="visually-hidden">
        {t("searchLabel")}
      </label>
      <input
        id="orders-search"
        type="search"
        placeholder={t("searchPlaceholder")}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {isLoading && <p role="status">{t("loading")}</p>}
      {isError && <p role="alert">{t("failed")}</p>}
      {!isLoading && shown.length === 0 && <p>{t("empty")}</p>}
      {shown.length > 0 && (
        <table className="orders-table">
          <thead>
            <tr>
              <th scope="col">{t("columnNumber")}</th>
              <th scope="col">{t("columnDates")}</th>
              <th scope="col">{t("columnStatus")}</th>
              <th scope="col">{t("columnPrice")}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((order) => {
              const to = `/order/${encodeURIComponent(order.orderNumber)}`;
              return (
                // The number is the row's link (keyboard and screen readers reach it); a click anywhere on the
                // row opens the order too.
                <tr key={order._id} className="order-row" onClick={() => void navigate(to)}>
                  <td data-label={t("columnNumber")}>
                    <Link to={to} onClick={(event) => event.stopPropagation()}>
                      {order.orderNumber}
                    </Link>
                    <ul className="order-row-lines">
                      {order.items.map((item, index) => (
                        <li key={`${item.variantId}-${index}`}>
                          {t("lineWithQuantity", {
                            name: name({ name: item.name, nameNe: item.nameNe }),
                            quantity: number(item.quantity),
                          })}
                          <LineOptions line={item} />
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td data-label={t("columnDates")}>{dates.date(order.createdAt)}</td>
                  <td data-label={t("columnStatus")}>
                    {t(STATUS_LABELS[order.status])}
                    {order.payment.method === "cod" && (
                      <span className="order-payment">
                        {payment.methodName(order.payment.method)} · {payment.statusWords(order.payment)}
                      </span>
                    )}
                  </td>
                  <td data-label={t("columnPrice")}>{rupees(order.pricing.total)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
