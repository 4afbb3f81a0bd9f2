// The emulated Khalti's payment page (its pay.khalti.com): the shopper signs in with a Khalti ID and MPIN, then
// confirms with the OTP Khalti sends, or cancels. Plain HTML forms, no scripts, so the store's CSP applies.
import { escapeXml as escapeHtml } from "../../modules/media/svg.ts";
import { cardStyle, errorAlert, gatewayPage } from "../gateway-page.ts";
import { KHALTI_TEST_ACCOUNT } from "../../modules/payments/test-credentials.ts";
import { PAISA_PER_RUPEE } from "../../modules/payments/providers/khalti/client.ts";

const page = gatewayPage("Khalti", cardStyle({ page: "#f3f0f7", brand: "#5c2d91", buttonRadius: "6px" }));

interface PagePayment {
  pidx: string;
  amount: number;
  purchaseOrderName: string;
  purchaseOrderId: string;
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

export function errorPage(message: string): string {
  return page("Khalti: payment unavailable", `<h1>Payment unavailable</h1>${errorAlert(message)}`);
}

/** Step 1: Khalti ID and MPIN. */
export function loginPage(payment: PagePayment, error?: string): string {
  return page(
    "Khalti: sign in to pay",
    `<h1>Pay with Khalti (offline test gateway)</h1>${summary(payment)}${errorAlert(error)}
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
<p>We sent a 6-digit OTP to ${escapeHtml(maskedMobile(mobile))}.</p>${errorAlert(error)}
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
