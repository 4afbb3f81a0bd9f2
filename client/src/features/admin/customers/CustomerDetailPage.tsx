// One customer: their details and orders, and (admins only) the account's switches: disable or enable it, and
// its role. An admin cannot lock themself out from here: their own account's switches are not offered.
import { ROLES, type Role } from "@store/shared/auth";
import { useState } from "react";
import { Link, useParams } from "react-router-dom";
import { ConfirmDialog } from "../../../components/ConfirmDialog.tsx";
import { useAppSelector } from "../../../app/hooks.ts";
import { ROLE_LABELS, isAdmin } from "../access.ts";
import { useAdminCustomerQuery, useChangeCustomerMutation } from "./customers-api.ts";
import type { CustomerChange, CustomerDetail } from "../admin-types.ts";
import { Choices, choices } from "../components/Choices.tsx";
import { Facts } from "../components/Facts.tsx";
import { Money } from "../components/Money.tsx";
import { QueryFailure } from "../components/QueryFailure.tsx";
import { StatusBadge } from "../components/StatusBadge.tsx";
import { TableHead } from "../components/TableHead.tsx";
import { dateOnly, paymentMethodLabel } from "../orders/order-words.ts";
import { AccountStatus } from "./CustomersPage.tsx";
import { FormOutcome } from "../components/FormOutcome.tsx";
import { errorText } from "../../../lib/errors/error-text.ts";

function AccountControls({
  detail,
  busy,
  onChange,
}: {
  detail: CustomerDetail;
  busy: boolean;
  onChange: (change: CustomerChange) => Promise<unknown>;
}) {
  const { customer } = detail;
  const [role, setRole] = useState<Role>(customer.role);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function send(change: CustomerChange, said: string) {
    setFailure(null);
    setDone(null);
    try {
      await onChange(change);
      setDone(said);
    } catch (refusal) {
      setFailure(errorText(refusal, "The account could not be changed. Please try again.", "en"));
    }
  }

  return (
    <section aria-labelledby="account-title" className="admin-panel">
      <h2 id="account-title">Account</h2>
      <FormOutcome done={done} failure={failure} />
      <form
        className="admin-form admin-inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          void send({ role }, `${customer.name} is now ${ROLE_LABELS[role].toLowerCase()}.`);
        }}
      >
        <div className="field">
          <label htmlFor="customer-role">Role</label>
          <select id="customer-role" value={role} onChange={(event) => setRole(event.target.value as Role)}>
            <Choices options={choices(ROLES, (option) => ROLE_LABELS[option])} />
          </select>
        </div>
        <button type="submit" className="button" disabled={busy || role === customer.role}>
          Change role
        </button>
      </form>
      <p>
        {customer.disabled ? (
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void send({ disabled: false }, `${customer.name} can sign in again.`)}
          >
            Enable account
          </button>
        ) : (
          <button
            type="button"
            className="button admin-danger"
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            Disable account
          </button>
        )}
      </p>
      {confirming && (
        <ConfirmDialog
          title="Disable this account?"
          message={`${customer.name} will be signed out everywhere and cannot sign in until the account is enabled again.`}
          confirmLabel="Disable account"
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void send({ disabled: true }, `${customer.name} can no longer sign in.`);
          }}
        />
      )}
    </section>
  );
}

export function CustomerDetailScreen({
  detail,
  canManage,
  busy,
  onChange,
}: {
  detail: CustomerDetail;
  /** Admins manage accounts, except their own. */
  canManage: boolean;
  busy: boolean;
  onChange: (change: CustomerChange) => Promise<unknown>;
}) {
  const { customer, orders } = detail;
  return (
    <div className="admin-detail">
      <div className="admin-detail-main">
        <section aria-labelledby="customer-orders-title" className="admin-panel">
          <h2 id="customer-orders-title">Orders</h2>
          {orders.length === 0 ? (
            <p className="admin-empty">No orders yet.</p>
          ) : (
            <section className="admin-table-scroll" aria-label="Orders table" tabIndex={0}>
              <table className="admin-table admin-stack">
                <TableHead headers={["Order", "Total", "Payment", "Status"]} numeric={["Total"]} />
                <tbody>
                  {orders.map((order) => (
                    <tr key={order._id}>
                      <td data-label="Order">
                        <Link to={`/admin/orders/${encodeURIComponent(order.orderNumber)}`}>
                          {order.orderNumber}
                        </Link>
                        <br />
                        <span className="admin-secondary">
                          <time dateTime={order.createdAt}>{dateOnly(order.createdAt)}</time> ·{" "}
                          {order.itemCount} {order.itemCount === 1 ? "item" : "items"}
                        </span>
                      </td>
                      <td className="numeric" data-label="Total">
                        <Money amount={order.total} />
                      </td>
                      <td data-label="Payment">
                        {paymentMethodLabel(order.paymentMethod)} <StatusBadge status={order.paymentStatus} />
                      </td>
                      <td data-label="Status">
                        <StatusBadge status={order.status} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
        </section>
      </div>
      <div className="admin-detail-side">
        <section aria-labelledby="customer-details-title" className="admin-panel">
          <h2 id="customer-details-title">Details</h2>
          <Facts
            facts={[
              { term: "Email", value: customer.email },
              { term: "Phone", value: customer.phone || "—" },
              {
                term: "Address",
                value: [customer.address, customer.city, customer.country].filter(Boolean).join(", ") || "—",
              },
              { term: "Orders", value: customer.orderCount },
              { term: "Spent", value: <Money amount={customer.totalSpent} /> },
              { term: "Role", value: ROLE_LABELS[customer.role] },
              { term: "Status", value: <AccountStatus disabled={customer.disabled} /> },
            ]}
          />
        </section>
        {canManage && <AccountControls key={customer.role} detail={detail} busy={busy} onChange={onChange} />}
      </div>
    </div>
  );
}

export default function CustomerDetailPage() {
  const { id = "" } = useParams();
  const me = useAppSelector((state) => state.auth.user);
  const detail = useAdminCustomerQuery(id);
  const [change, changeCall] = useChangeCustomerMutation();
  const name = detail.data?.customer.name;
  return (
    <section aria-labelledby="customer-title">
      <p>
        <Link to="/admin/customers">← All customers</Link>
      </p>
      <h1 id="customer-title">{name ?? "Customer"}</h1>
      <div aria-busy={detail.isLoading}>
        {detail.isLoading ? (
          <p role="status">Loading the customer…</p>
        ) : detail.data ? (
          <CustomerDetailScreen
            detail={detail.data}
            canManage={Boolean(me && isAdmin(me.role) && me._id !== id)}
            busy={changeCall.isLoading}
            onChange={(body) => change({ id, ...body }).unwrap()}
          />
        ) : (
          <QueryFailure error={detail.error} what="the customer" onRetry={() => void detail.refetch()} />
        )}
      </div>
    </section>
  );
}
