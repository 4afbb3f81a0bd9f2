// The orders list: number, date, customer, total, payment and status, filtered by status, days, payment method
// and payment status, searched by number, email or phone (the API reference, GET /api/admin/orders).
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from "@store/shared/order-facts";
import { Link } from "react-router-dom";
import { useAdminOrdersQuery } from "./orders-api.ts";
import type { Order, OrdersQuery } from "../admin-types.ts";
import { choices } from "../components/Choices.tsx";
import { DateRangeFields } from "../components/DateRangeFields.tsx";
import { DataTable, type Column } from "../components/DataTable.tsx";
import { ClearFilters, FilterSelect, ListFilters } from "../components/ListFilters.tsx";
import { Money } from "../components/Money.tsx";
import { StatusBadge, statusLabel } from "../components/StatusBadge.tsx";
import { day, oneOf, useListParams, type ParamPatch } from "../use-list-params.ts";
import { customerName, dateOnly, paymentMethodLabel } from "./order-words.ts";

export const ORDERS_PER_PAGE = 20;

const COLUMNS: Column<Order>[] = [
  {
    header: "Order",
    cell: (order) => (
      <Link to={`/admin/orders/${encodeURIComponent(order.orderNumber)}`}>{order.orderNumber}</Link>
    ),
  },
  { header: "Date", cell: (order) => <time dateTime={order.createdAt}>{dateOnly(order.createdAt)}</time> },
  {
    header: "Customer",
    cell: (order) => (
      <>
        {customerName(order)}
        <br />
        {/* A guest who gave only a mobile number: the number instead. */}
        <span className="admin-secondary">{order.customer.email || order.customer.phone}</span>
      </>
    ),
  },
  { header: "Total", numeric: true, cell: (order) => <Money amount={order.pricing.total} /> },
  {
    header: "Payment",
    cell: (order) => (
      <>
        {paymentMethodLabel(order.payment.method)} <StatusBadge status={order.payment.status} />
      </>
    ),
  },
  { header: "Status", cell: (order) => <StatusBadge status={order.status} /> },
];

export function OrderFilters({
  query,
  onChange,
}: {
  query: OrdersQuery;
  onChange: (patch: ParamPatch) => void;
}) {
  const anySet = Boolean(
    query.status || query.from || query.to || query.paymentMethod || query.paymentStatus,
  );
  return (
    <ListFilters>
      <FilterSelect
        id="filter-status"
        label="Status"
        value={query.status ?? ""}
        options={choices(ORDER_STATUSES, statusLabel)}
        onChange={(status) => onChange({ status })}
      />
      <DateRangeFields idPrefix="filter" from={query.from} to={query.to} onChange={onChange} />
      <FilterSelect
        id="filter-payment-method"
        label="Payment method"
        value={query.paymentMethod ?? ""}
        options={choices(PAYMENT_METHODS, paymentMethodLabel)}
        onChange={(paymentMethod) => onChange({ paymentMethod })}
      />
      <FilterSelect
        id="filter-payment-status"
        label="Payment status"
        value={query.paymentStatus ?? ""}
        options={choices(PAYMENT_STATUSES, statusLabel)}
        onChange={(paymentStatus) => onChange({ paymentStatus })}
      />
      <ClearFilters
        shown={anySet}
        onClear={() => onChange({ status: "", from: "", to: "", paymentMethod: "", paymentStatus: "" })}
      />
    </ListFilters>
  );
}

export default function OrdersPage() {
  const { params, page, text, update, search, table } = useListParams();
  const query: OrdersQuery = {
    status: oneOf(params.get("status"), ORDER_STATUSES),
    search: text("search") || undefined,
    from: day(params.get("from")),
    to: day(params.get("to")),
    paymentMethod: oneOf(params.get("paymentMethod"), PAYMENT_METHODS),
    paymentStatus: oneOf(params.get("paymentStatus"), PAYMENT_STATUSES),
    page,
    limit: ORDERS_PER_PAGE,
  };
  const orders = useAdminOrdersQuery(query);
  return (
    <section aria-labelledby="orders-title">
      <h1 id="orders-title">Orders</h1>
      <DataTable
        caption="Orders"
        columns={COLUMNS}
        {...table(orders, (answer) => answer.orders)}
        emptyMessage="No orders match these filters."
        search={search("Search by order number, email or phone")}
        filters={<OrderFilters query={query} onChange={update} />}
      />
    </section>
  );
}
