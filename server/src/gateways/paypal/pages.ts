// The emulated PayPal's approval page (its www.paypal.com/checkoutnow): the buyer logs in with a sandbox account
// and approves the merchant's order, or cancels and goes back to the merchant. Plain HTML forms, no scripts, so
// the store's CSP applies.
import { escapeXml as escapeHtml } from "../../modules/media/svg.ts";
import { PAYPAL_TEST_ACCOUNT } from "../../modules/payments/test-credentials.ts";

const STYLE = `body{font-family:system-ui,sans-serif;background:#f5f7fa;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:12px;padding:28px;max-width:420px;width:calc(100% - 32px);box-sizing:border-box;box-shadow:0 1px 3px #0003}
.brand{color:#003087;font-weight:800;font-size:1.6rem;margin:0}h1{font-size:1.2rem}
label{display:block;margin-top:12px;font-weight:600}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #767676;border-radius:6px;font:inherit}
.amount{font-size:1.4rem;font-weight:700}.actions{display:flex;gap:12px;margin-top:20px}
button{flex:1;padding:12px;border-radius:24px;border:0;font:inherit;cursor:pointer}.pay{background:#003087;color:#fff}.cancel{background:#eee;color:#222}
.error{color:#b3261e}.hint{color:#555;font-size:.9rem}dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0}dt{color:#555}dd{margin:0;overflow-wrap:anywhere}`;

interface PageOrder {
  id: string;
  amount: number;
  currency: string;
  referenceId: string;
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main><p class="brand">PayPal</p>${body}</main></body></html>`;
}

const alert = (error?: string) => (error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : "");
const tokenField = (id: string) => `<input type="hidden" name="token" value="${escapeHtml(id)}">`;

export function errorPage(message: string): string {
  return page(
    "PayPal: payment unavailable",
    `<h1>Payment unavailable</h1><p class="error" role="alert">${escapeHtml(message)}</p>`,
  );
}

/** Log in with a sandbox buyer account and approve, or cancel and return to the merchant. */
export function approvalPage(order: PageOrder, error?: string): string {
  const amount = `${order.currency} ${order.amount.toLocaleString("en-IN", { minimumFractionDigits: 2 })}`;
  return page(
    "PayPal: log in to pay",
    `<h1>Pay with PayPal (offline test gateway)</h1>
<dl><dt>Merchant order</dt><dd>${escapeHtml(order.referenceId)}</dd><dt>Amount</dt><dd class="amount">${escapeHtml(amount)}</dd></dl>${alert(error)}
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
