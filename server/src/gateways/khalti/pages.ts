// The emulated Khalti's payment page (its pay.khalti.com): the shopper signs in with a Khalti ID and MPIN, then
// confirms with the OTP Khalti sends, or cancels. Plain HTML forms, no scripts, so the store's CSP applies.
import { escapeXml as escapeHtml } from "../../modules/media/svg.ts";
import { KHALTI_TEST_ACCOUNT } from "../../modules/payments/test-credentials.ts";
import { PAISA_PER_RUPEE } from "../../modules/payments/providers/khalti/client.ts";

const STYLE = `body{font-family:system-ui,sans-serif;background:#f3f0f7;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:12px;padding:28px;max-width:420px;width:calc(100% - 32px);box-sizing:border-box;box-shadow:0 1px 3px #0003}
.brand{color:#5c2d91;font-weight:800;font-size:1.6rem;margin:0}h1{font-size:1.2rem}
label{display:block;margin-top:12px;font-weight:600}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #767676;border-radius:6px;font:inherit}
.amount{font-size:1.4rem;font-weight:700}.actions{display:flex;gap:12px;margin-top:20px}
button{flex:1;padding:12px;border-radius:6px;border:0;font:inherit;cursor:pointer}.pay{background:#5c2d91;color:#fff}.cancel{background:#eee;color:#222}
.error{color:#b3261e}.hint{color:#555;font-size:.9rem}dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0}dt{color:#555}dd{margin:0;overflow-wrap:anywhere}`;

interface PagePayment {
  pidx: string;
  amount: number;
  purchaseOrderName: string;
  purchaseOrderId: string;
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main><p class="brand">Khalti</p>${body}</main></body></html>`;
}

const rupees = (paisa: number) =>
  `Rs ${(paisa / PAISA_PER_RUPEE).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function summary(payment: PagePayment): string {
  return `<dl><dt>Merchant order</dt><dd>${escapeHtml(payment.purchaseOrderName)}</dd><dt>Amount</dt><dd class="amount">${escapeHtml(rupees(payment.amount))}</dd></dl>`;
}

const pidxField = (pidx: string) => `<input type="hidden" name="pidx" value="${escapeHtml(pidx)}">`;

function cancelForm(pidx: string): string {
  return `<form method="post" action="/gateways/khalti/pay/cancel">${pidxField(pidx)}<div class="actions"><button class="cancel" type="submit">Cancel payment</button></div></form>`;
}

const alert = (error?: string) => (error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : "");

export function errorPage(message: string): string {
  return page(
    "Khalti: payment unavailable",
    `<h1>Payment unavailable</h1><p class="error" role="alert">${escapeHtml(message)}</p>`,
  );
}

/** Step 1: Khalti ID and MPIN. */
export function loginPage(payment: PagePayment, error?: string): string {
  return page(
    "Khalti: sign in to pay",
    `<h1>Pay with Khalti (offline test gateway)</h1>${summary(payment)}${alert(error)}
<form method="post" action="/gateways/khalti/pay/login">${pidxField(payment.pidx)}
<label for="khalti_id">Khalti ID (mobile number)</label><input id="khalti_id" name="khalti_id" type="text" inputmode="numeric" autocomplete="username" required>
<label for="mpin">Khalti MPIN</label><input id="mpin" name="mpin" type="password" inputmode="numeric" autocomplete="current-password" required>
<p class="hint">Test accounts: Khalti ID ${escapeHtml(KHALTI_TEST_ACCOUNT.ids[0]!)} to ${escapeHtml(KHALTI_TEST_ACCOUNT.ids.at(-1)!)}, MPIN ${escapeHtml(KHALTI_TEST_ACCOUNT.mpin)}</p>
<div class="actions"><button class="pay" type="submit">Pay Now</button></div>
</form>${cancelForm(payment.pidx)}`,
  );
}

/** Step 2: the OTP Khalti sent to the Khalti ID. */
export function otpPage(payment: PagePayment, mobile: string, error?: string): string {
  return page(
    "Khalti: enter the OTP",
    `<h1>Confirm your payment</h1>${summary(payment)}
<p>We sent a 6-digit OTP to ${escapeHtml(maskedMobile(mobile))}.</p>${alert(error)}
<form method="post" action="/gateways/khalti/pay/confirm">${pidxField(payment.pidx)}
<label for="otp">OTP</label><input id="otp" name="otp" type="text" inputmode="numeric" autocomplete="one-time-code" required>
<p class="hint">Test OTP: ${escapeHtml(KHALTI_TEST_ACCOUNT.otp)}</p>
<div class="actions"><button class="pay" type="submit">Confirm Payment</button></div>
</form>${cancelForm(payment.pidx)}`,
  );
}

/** Khalti writes the payer's Khalti ID as 98XXXXX904 in the return URL and on its pages. */
export function maskedMobile(mobile: string): string {
  return mobile.length > 5
    ? `${mobile.slice(0, 2)}${"X".repeat(mobile.length - 5)}${mobile.slice(-3)}`
    : mobile;
}
