import { Link, Navigate } from "react-router-dom";
import { useAppSelector } from "../../app/hooks.ts";
import { formatRupees } from "../../lib/money.ts";
import { addressText } from "./address-text.ts";
import { checkoutStorage } from "./checkout-storage.ts";
import { paymentMethodName, paymentStatusWords } from "../orders/payment-words.ts";
import { PageMeta } from "../seo/PageMeta.tsx";

export default function SuccessPage() {
  const signedIn = useAppSelector((state) => Boolean(state.auth.token));
  const completed = checkoutStorage.completedOrder();
  if (!completed) return <Navigate to="/" replace />;
  const { order, transactionId } = completed;
  const cashOnDelivery = order.payment.method === "cod";
  return (
    <section className="checkout-step" aria-labelledby="success-title">
      <PageMeta title="Order Placed" noindex />
      <h1 id="success-title">Order Placed</h1>
      <p>
        Thank you! Your order number is <strong>{order.orderNumber}</strong>.
      </p>
      {cashOnDelivery && (
        <p className="notice">
          Your order is confirmed. Please pay {formatRupees(order.pricing.total)} in cash on delivery.
        </p>
      )}
      <h2>Customer</h2>
      <p>
        {order.customer.firstName} {order.customer.lastName} · {order.customer.email} · {order.customer.phone}
      </p>
      <h2>Items</h2>
      <ul>
        {order.items.map((item, index) => (
          <li key={`${item.variantId}-${index}`}>
            {item.name} × {item.quantity} — {formatRupees(item.total)}
          </li>
        ))}
      </ul>
      <h2>Payment</h2>
      <dl className="track-result">
        <dt>Method</dt>
        <dd>{cashOnDelivery ? paymentMethodName(order.payment.method) : order.payment.method}</dd>
        {!cashOnDelivery && (
          <>
            <dt>Transaction ID</dt>
            <dd>{transactionId}</dd>
          </>
        )}
        <dt>Status</dt>
        <dd>{cashOnDelivery ? paymentStatusWords(order.payment) : "Completed"}</dd>
        {order.pricing.discount > 0 && (
          <>
            <dt>Discount{order.discountCode ? ` (${order.discountCode})` : ""}</dt>
            <dd>−{formatRupees(order.pricing.discount)}</dd>
          </>
        )}
        <dt>Amount</dt>
        <dd>{formatRupees(order.pricing.total)}</dd>
      </dl>
      <h2>Shipping</h2>
      <p>
        {order.shipping.company} · {order.shipping.method} · delivery within {order.shipping.estimatedDays}{" "}
        days
      </p>
      <p>
        Shipping {order.pricing.shipping === 0 ? "free" : formatRupees(order.pricing.shipping)} to{" "}
        {addressText(order.shippingAddress)}
      </p>
      <div className="buy-actions">
        <Link className="button" to={signedIn ? "/orders" : "/"}>
          Go to dashboard
        </Link>
        <Link className="button" to={signedIn ? "/orders" : "/track-order"}>
          View order
        </Link>
        <Link className="button primary" to="/products">
          Continue Shopping
        </Link>
      </div>
    </section>
  );
}
