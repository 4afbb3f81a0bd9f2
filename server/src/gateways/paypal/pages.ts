// The emulated PayPal's approval page (its www.paypal.com/checkoutnow): the buyer logs in with a sandbox account
// and approves the merchant's order, or cancels and goes back to the merchant. Plain HTML forms, no scripts, so
// the store's CSP applies.
import { escapeXml as escapeHtml } from "../../modules/media/svg.ts";
import { cardStyle, errorAlert, gatewayPage } from "../gateway-page.ts";
import { PAYPAL_TEST_ACCOUNT } from "../../modules/payments/test-credentials.ts";

const page = gatewayPage("PayPal", cardStyle({ page: "#f5f7fa", brand: "#003087", buttonRadius: "24px" }));

interface PageOrder {
  id: string;
  amount: number;
  currency: string;
  referenceId: string;
}

const tokenField = (id: string) => `<input type="hidden" name="token" value="${escapeHtml(id)}">`;

export function errorPage(message: string): string {
  return page("PayPal: payment unavailable", `<h1>Payment unavailable</h1>${errorAlert(message)}`);
}

/** Log in with a sandbox buyer account and approve, or cancel and return to the merchant. */
export function approvalPage(order: PageOrder, error?: string): string {
  const amount = `${order.currency} ${order.amount.toLocaleString("en-IN", { minimumFractionDigits: 2 })}`;
  return page(
    "PayPal: log in to pay",
    `<h1>Pay with PayPal (offline test gateway)</h1>
<dl><dt>Merchant order</dt><dd>${escapeHtml(order.referenceId)}</dd><dt>Amount</dt><dd class="amount">${escapeHtml(amount)}</dd></dl>${errorAlert(error)}
<form method="post" action="/gateways/paypal/checkoutnow">${tokenField(order.id)}<input type="hidden" name="action" value="pay">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<p class="hint">Sandbox buyer: ${escapeHtml(PAYPAL_TEST_ACCOUNT.email)}, password ${escapeHtml(PAYPAL_TEST_ACCOUNT.password)}</p>
<div class="actions"><button class="pay" type="submit">Pay Now</button></div>
</form>
<form method="post" action="/gateways/paypal/checkoutnow">${tokenField(order.id)}<input type="hidden" name="action" value="cancel">
<div class="actions"><button class="cancel" type="submit">Cancel and return to the store</button></div></form>`,
  );
}
