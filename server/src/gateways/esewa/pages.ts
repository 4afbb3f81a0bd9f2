// The emulated eSewa's pages: plain HTML forms, no scripts, so the store's CSP applies unchanged.
import { escapeXml as escapeHtml } from "../../modules/media/svg.ts";
import { errorAlert, gatewayPage } from "../gateway-page.ts";
import { ESEWA_TEST_ACCOUNT } from "../../modules/payments/test-credentials.ts";

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f6f5;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:12px;padding:28px;max-width:420px;width:calc(100% - 32px);box-shadow:0 1px 3px #0003}
.brand{color:#60bb46;font-weight:800;font-size:1.6rem;margin:0}h1{font-size:1.2rem}
label{display:block;margin-top:12px;font-weight:600}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #ccc;border-radius:6px;font:inherit}
.amount{font-size:1.4rem;font-weight:700}.actions{display:flex;gap:12px;margin-top:20px}
button{flex:1;padding:12px;border-radius:6px;border:0;font:inherit;cursor:pointer}.pay{background:#60bb46;color:#fff}.cancel{background:#eee}
.error{color:#b3261e}.hint{color:#555;font-size:.9rem}`;

const page = gatewayPage("eSewa", STYLE);

export function errorPage(message: string): string {
  return page("eSewa: payment request refused", `<h1>Payment request refused</h1>${errorAlert(message)}`);
}

export function loginPage(
  transaction: { productCode: string; transactionUuid: string; totalAmount: string },
  error?: string,
): string {
  const hidden = `<input type="hidden" name="product_code" value="${escapeHtml(transaction.productCode)}"><input type="hidden" name="transaction_uuid" value="${escapeHtml(transaction.transactionUuid)}">`;
  return page(
    "eSewa: sign in to pay",
    `<h1>Pay with eSewa (offline test gateway)</h1>
<p>Amount to pay: <span class="amount">Rs ${escapeHtml(transaction.totalAmount)}</span></p>
${errorAlert(error)}
<form method="post" action="/gateways/esewa/pay">${hidden}
<label for="esewa_id">eSewa ID</label><input id="esewa_id" name="esewa_id" inputmode="numeric" autocomplete="username" required>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<label for="token">Token (MPIN)</label><input id="token" name="token" inputmode="numeric" required>
<p class="hint">Test account: ${escapeHtml(ESEWA_TEST_ACCOUNT.ids[0]!)} / ${escapeHtml(ESEWA_TEST_ACCOUNT.password)} / ${escapeHtml(ESEWA_TEST_ACCOUNT.token)}</p>
<div class="actions"><button class="pay" type="submit" name="action" value="pay">Pay</button></div>
</form>
<form method="post" action="/gateways/esewa/pay">${hidden}<div class="actions"><button class="cancel" type="submit" name="action" value="cancel">Cancel payment</button></div></form>`,
  );
}
