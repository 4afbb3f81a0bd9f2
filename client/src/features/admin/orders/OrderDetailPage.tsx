// One order as the merchant works on it: its lines and totals, who bought it and where it goes, its payment and
// refunds, its timeline, and the forms that move it on, cancel it, record its cash on delivery or (admins)
// refund it.
import { Link, useParams } from "react-router-dom";
import { useAppSelector } from "../../../app/hooks.ts";
import { isAdmin } from "../access.ts";
import {
  useAdminOrderQuery,
  useChangeOrderStatusMutation,
  useRecordCashCollectedMutation,
  useMarkOutForDeliveryMutation,
  useRefundOrderMutation,
} from "./orders-api.ts";
import type { OrderDetail, OrderStatusChange, RefundRequest } from "../admin-types.ts";
import { Money } from "../components/Money.tsx";
import { TableHead } from "../components/TableHead.tsx";
import { QueryFailure } from "../components/QueryFailure.tsx";
import { StatusBadge } from "../components/StatusBadge.tsx";
import { OrderStatusForm } from "./OrderStatusForm.tsx";
import { RefundForm } from "./RefundForm.tsx";
import { CashCollectedForm } from "./CashCollectedForm.tsx";
import { OutForDeliveryForm } from "./OutForDeliveryForm.tsx";
import { customerName, dateTime, paymentMethodLabel } from "./order-words.ts";

export interface OrderDetailScreenProps {
  detail: OrderDetail;
  /** Admins refund; staff do not see the form (the server refuses them anyway). */
  canRefund: boolean;
  busy: boolean;
  onChangeStatus: (change: OrderStatusChange) => Promise<unknown>;
  onRefund: (refund: RefundRequest) => Promise<unknown>;
  /** Staff and admins record the cash of a delivered cash-on-delivery order. */
  onRecordCash: () => Promise<{ message: string }>;
  /** Staff and admins mark an order on the road out for delivery (the shopper is texted). */
  onOutForDelivery?: () => Promise<{ message: string }>;
}

export function OrderDetailScreen({
  detail,
  canRefund,
  busy,
  onChangeStatus,
  onRefund,
  onRecordCash,
  onOutForDelivery,
}: OrderDetailScreenProps) {
  const { order, timeline } = detail;
  const options = (line: OrderDetail["order"]["items"][number]) =>
    [line.color, line.memory, line.storage, line.size].filter(Boolean).join(", ");
  const totals: [string, number][] = [
    ["Subtotal", order.pricing.subtotal],
    ["Shipping", order.pricing.shipping],
    ["Tax", order.pricing.tax],
    ["Gift wrap", order.pricing.giftWrap],
    [order.discountCode ? `Discount (${order.discountCode})` : "Discount", -order.pricing.discount],
  ];
  return (
    <>
      <p className="admin-meta">
        Placed <time dateTime={order.createdAt}>{dateTime(order.createdAt)}</time> ·{" "}
        <StatusBadge status={order.status} /> · payment <StatusBadge status={order.payment.status} />
      </p>
      <div className="admin-detail">
        <div className="admin-detail-main">
          <section aria-labelledby="items-title" className="admin-panel">
            <h2 id="items-title">Items</h2>
            <section className="admin-table-scroll" aria-label="Items table" tabIndex={0}>
              <table className="admin-table admin-stack">
                <TableHead
                  headers={["Product", "Price", "Quantity", "Total"]}
                  numeric={["Price", "Quantity", "Total"]}
                />
                <tbody>
                  {order.items.map((line, index) => (
                    <tr key={`${line.productId}-${index}`}>
                      <td data-label="Product">
                        {line.name}
                        {options(line) && <span className="admin-secondary"> ({options(line)})</span>}
                        <br />
                        <span className="admin-sku">{line.sku}</span>
                      </td>
                      <td className="numeric" data-label="Price">
                        <Money amount={line.price} />
                      </td>
                      <td className="numeric" data-label="Quantity">
                        {line.quantity}
                      </td>
                      <td className="numeric" data-label="Total">
                        <Money amount={line.total} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
            <dl className="admin-totals">
              {totals
                .filter(([, amount]) => amount !== 0)
                .map(([label, amount]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>
                      <Money amount={amount} />
                    </dd>
                  </div>
                ))}
              <div className="admin-grand-total">
                <dt>Total</dt>
                <dd>
                  <Money amount={order.pricing.total} />
                </dd>
              </div>
            </dl>
          </section>
          <section aria-labelledby="timeline-title" className="admin-panel">
            <h2 id="timeline-title">Timeline</h2>
            {timeline.length === 0 ? (
              <p className="admin-empty">Nothing has happened to this order yet.</p>
            ) : (
              <ol className="admin-timeline">
                {timeline.map((entry, index) => (
                  <li key={`${entry.at}-${index}`}>
                    <time dateTime={entry.at}>{dateTime(entry.at)}</time>
                    <p>{entry.message}</p>
                    {/* The server's message already says the note, tracking number or refund reason. */}
                    {entry.actor && (
                      <p className="admin-secondary">
                        by {entry.actor.name} ({entry.actor.email})
                      </p>
                    )}
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
        <div className="admin-detail-side">
          <section aria-labelledby="customer-title" className="admin-panel">
            <h2 id="customer-title">Customer</h2>
            <p>
              {customerName(order)}
              <br />
              {order.customer.email}
              <br />
              {order.customer.phone}
            </p>
            <h3>Shipping address</h3>
            <address>
              {order.shippingAddress.address}
              {order.shippingAddress.ward !== null && `, Ward ${order.shippingAddress.ward}`}
              <br />
              {order.shippingAddress.city}
              {order.shippingAddress.district && `, ${order.shippingAddress.district} district`}
              {order.shippingAddress.state && `, ${order.shippingAddress.state}`}{" "}
              {order.shippingAddress.zipCode}
              <br />
              {order.shippingAddress.country}
            </address>
            <h3>Delivery</h3>
            <p>
              {order.shipping.method} ({order.shipping.company}), about {order.shipping.estimatedDays} days
            </p>
            <p>
              Tracking number:{" "}
              {order.shipping.trackingNumber ? (
                <span className="admin-sku">{order.shipping.trackingNumber}</span>
              ) : (
                <span className="admin-secondary">none yet</span>
              )}
            </p>
          </section>
          <section aria-labelledby="payment-title" className="admin-panel">
            <h2 id="payment-title">Payment</h2>
            <p>
              {paymentMethodLabel(order.payment.method)} <StatusBadge status={order.payment.status} />
            </p>
            {order.payment.transactionId && (
              <p className="admin-secondary">Transaction {order.payment.transactionId}</p>
            )}
            {order.payment.refunds.length > 0 && (
              <>
                <h3>Refunds</h3>
                <ul className="admin-plain-list">
                  {order.payment.refunds.map((refund, index) => (
                    <li key={`${refund.at}-${index}`}>
                      {/* One element beside the amount: on a phone a third column leaves each a word wide. */}
                      <span>
                        <time dateTime={refund.at}>{dateTime(refund.at)}</time>: {refund.reason}
                        {refund.manual && (
                          <span className="admin-note">
                            {" "}
                            Paid outside the store, bank reference{" "}
                            <span className="admin-reference">{refund.reference}</span>
                          </span>
                        )}
                      </span>{" "}
                      {refund.amount === null ? "amount not reported" : <Money amount={refund.amount} />}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
          {order.payment.method === "cod" && (
            <CashCollectedForm order={order} busy={busy} onRecord={onRecordCash} />
          )}
          {onOutForDelivery && <OutForDeliveryForm order={order} busy={busy} onMark={onOutForDelivery} />}
          <OrderStatusForm order={order} busy={busy} onChange={onChangeStatus} />
          {canRefund && <RefundForm order={order} busy={busy} onRefund={onRefund} />}
        </div>
      </div>
    </>
  );
}

export default function OrderDetailPage() {
  const { orderNumber = "" } = useParams();
  const role = useAppSelector((state) => state.auth.user?.role);
  const detail = useAdminOrderQuery(orderNumber);
  const [changeStatus, statusCall] = useChangeOrderStatusMutation();
  const [refund, refundCall] = useRefundOrderMutation();
  const [recordCash, cashCall] = useRecordCashCollectedMutation();
  const [markOut, outCall] = useMarkOutForDeliveryMutation();
  return (
    <section aria-labelledby="order-title">
      <p>
        <Link to="/admin/orders">← All orders</Link>
      </p>
      <h1 id="order-title">Order {orderNumber}</h1>
      <div aria-busy={detail.isLoading}>
        {detail.isLoading ? (
          <p role="status">Loading the order…</p>
        ) : detail.data ? (
          <OrderDetailScreen
            detail={detail.data}
            canRefund={role ? isAdmin(role) : false}
            busy={statusCall.isLoading || refundCall.isLoading || cashCall.isLoading || outCall.isLoading}
            onChangeStatus={(change) => changeStatus({ orderNumber, ...change }).unwrap()}
            onRefund={(request) => refund({ orderNumber, ...request }).unwrap()}
            onRecordCash={() => recordCash({ orderNumber }).unwrap()}
            onOutForDelivery={() => markOut({ orderNumber }).unwrap()}
          />
        ) : (
          <QueryFailure error={detail.error} what="the order" onRetry={() => void detail.refetch()} />
        )}
      </div>
    </section>
  );
}
