// The orders list: number, date, customer, total, payment and status, filtered by status, days, payment method
// and payment status, searched by number, email or phone (the API reference, GET /api/admin/orders).
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from "@store/shared/order-facts";
import { Link } from "react-router-dom";
import { useAdminOrdersQuery } from "./orders-api.ts";
import type { Order, OrdersPage as OrdersAnswer, OrdersQuery } from "../admin-types.ts";
import { DateRangeFields } from "../components/DateRangeFields.tsx";
import { DataTable, type Column, type TablePage, type TableSearch } from "../components/DataTable.tsx";
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
        <span className="admin-secondary">{order.customer.email}</span>
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

function Select({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">All</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

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
    <fieldset className="admin-filters">
      <legend className="visually-hidden">Filters</legend>
      <Select
        id="filter-status"
        label="Status"
        value={query.status ?? ""}
        options={ORDER_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))}
        onChange={(status) => onChange({ status })}
      />
      <DateRangeFields idPrefix="filter" from={query.from} to={query.to} onChange={onChange} />
      <Select
        id="filter-payment-method"
        label="Payment method"
        value={query.paymentMethod ?? ""}
        options={PAYMENT_METHODS.map((method) => ({ value: method, label: paymentMethodLabel(method) }))}
        onChange={(paymentMethod) => onChange({ paymentMethod })}
      />
      <Select
        id="filter-payment-status"
        label="Payment status"
        value={query.paymentStatus ?? ""}
        options={PAYMENT_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))}
        onChange={(paymentStatus) => onChange({ paymentStatus })}
      />
      {anySet && (
        <button
          type="button"
          className="link-button admin-clear"
          onClick={() => onChange({ status: "", from: "", to: "", paymentMethod: "", paymentStatus: "" })}
        >
          Clear filters
        </button>
      )}
    </fieldset>
  );
}

export function OrdersScreen({
  answer,
  isLoading,
  error,
  onRetry,
  query,
  search,
  onFilter,
  onPage,
}: {
  answer: OrdersAnswer | undefined;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  query: OrdersQuery;
  search: TableSearch;
  onFilter: (patch: ParamPatch) => void;
  onPage: (page: number) => void;
}) {
  const pagination: TablePage | undefined = answer && { ...answer, onPage };
  return (
    <DataTable
      caption="Orders"
      columns={COLUMNS}
      rows={answer?.orders}
      rowKey={(order) => order._id}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      emptyMessage="No orders match these filters."
      search={search}
      filters={<OrderFilters query={query} onChange={onFilter} />}
      pagination={pagination}
    />
  );
}

export default function OrdersPage() {
  const { params, page, text, update } = useListParams();
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
      <OrdersScreen
        answer={orders.currentData}
        isLoading={orders.isFetching && !orders.currentData}
        error={orders.isError ? orders.error : undefined}
        onRetry={() => void orders.refetch()}
        query={query}
        search={{
          label: "Search by order number, email or phone",
          value: text("search"),
          onSearch: (search) => update({ search }),
        }}
        onFilter={update}
        onPage={(next) => update({ page: next })}
      />
    </section>
  );
}
