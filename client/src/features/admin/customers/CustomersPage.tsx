// The customers list: who they are, how often and how much they bought, their role and whether they can sign in
// (the API reference, GET /api/admin/customers), searched by name, email or phone.
import { Link } from "react-router-dom";
import { ROLE_LABELS } from "../access.ts";
import { useAdminCustomersQuery } from "./customers-api.ts";
import type { AdminCustomer } from "../admin-types.ts";
import { DataTable, type Column } from "../components/DataTable.tsx";
import { Money } from "../components/Money.tsx";
import { useListParams } from "../use-list-params.ts";

export const CUSTOMERS_PER_PAGE = 20;

export function AccountStatus({ disabled }: { disabled: boolean }) {
  return disabled ? (
    <span className="admin-badge admin-badge-bad">Disabled</span>
  ) : (
    <span className="admin-badge admin-badge-good">Active</span>
  );
}

const COLUMNS: Column<AdminCustomer>[] = [
  {
    header: "Name",
    cell: (customer) => (
      <Link to={`/admin/customers/${encodeURIComponent(customer._id)}`}>{customer.name}</Link>
    ),
  },
  { header: "Email", cell: (customer) => customer.email },
  { header: "Phone", cell: (customer) => customer.phone || "—" },
  { header: "Orders", numeric: true, cell: (customer) => customer.orderCount },
  { header: "Spent", numeric: true, cell: (customer) => <Money amount={customer.totalSpent} /> },
  { header: "Role", cell: (customer) => ROLE_LABELS[customer.role] },
  { header: "Status", cell: (customer) => <AccountStatus disabled={customer.disabled} /> },
];

export default function CustomersPage() {
  const { page, text, search, table } = useListParams();
  const customers = useAdminCustomersQuery({
    search: text("search") || undefined,
    page,
    limit: CUSTOMERS_PER_PAGE,
  });
  return (
    <section aria-labelledby="customers-title">
      <h1 id="customers-title">Customers</h1>
      <DataTable
        caption="Customers"
        columns={COLUMNS}
        {...table(customers, (answer) => answer.customers)}
        emptyMessage="No customers match."
        search={search("Search by name, email or phone")}
      />
    </section>
  );
}
