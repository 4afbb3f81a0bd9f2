// The emulated connectIPS's pages (its connectipswebgw): choose the bank to pay from, log in with that bank's
// connectIPS account, confirm with the OTP, or cancel. Plain HTML forms, no scripts, so the store's CSP applies.
import { escapeXml as escapeHtml } from "../../modules/media/svg.ts";
import { cardStyle, errorAlert, gatewayPage } from "../gateway-page.ts";
import { CONNECTIPS_TEST_ACCOUNT } from "../../modules/payments/test-credentials.ts";
import { PAISA_PER_RUPEE } from "../../modules/payments/providers/connectips/client.ts";

const page = gatewayPage(
  "connectIPS",
  `${cardStyle({ page: "#eef3fa", brand: "#1f4e9c", buttonRadius: "4px" })}
fieldset{border:0;padding:0;margin:12px 0 0}legend{font-weight:600}.bank{display:flex;align-items:center;gap:8px;margin-top:8px;font-weight:400}.bank input{width:auto}`,
);

export const CONNECTIPS_GATEWAY_PAGES = "/gateways/connectips/connectipswebgw";

/** The banks the emulator offers (any one pays: the test account is at each). */
export const EMULATED_BANKS = [
  { code: "NABIL", name: "Nabil Bank" },
  { code: "NICA", name: "NIC Asia Bank" },
  { code: "GBIME", name: "Global IME Bank" },
  { code: "NIMB", name: "Nepal Investment Mega Bank" },
  { code: "EBL", name: "Everest Bank" },
  { code: "RBB", name: "Rastriya Banijya Bank" },
] as const;

interface PagePayment {
  txnId: string;
  amount: number;
  appName: string;
  remarks: string;
  bank: string | null;
}

const rupees = (paisa: number) =>
  `Rs ${(paisa / PAISA_PER_RUPEE).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function summary(payment: PagePayment): string {
  const bank = EMULATED_BANKS.find((each) => each.code === payment.bank);
  return `<dl><dt>Merchant</dt><dd>${escapeHtml(payment.appName)}</dd><dt>Remarks</dt><dd>${escapeHtml(payment.remarks)}</dd>${
    bank ? `<dt>Bank</dt><dd>${escapeHtml(bank.name)}</dd>` : ""
  }<dt>Amount</dt><dd class="amount">${escapeHtml(rupees(payment.amount))}</dd></dl>`;
}

const txnField = (txnId: string) => `<input type="hidden" name="TXNID" value="${escapeHtml(txnId)}">`;

function cancelForm(txnId: string): string {
  return `<form method="post" action="${CONNECTIPS_GATEWAY_PAGES}/cancel">${txnField(txnId)}<div class="actions"><button class="cancel" type="submit">Cancel payment</button></div></form>`;
}

export function errorPage(message: string): string {
  return page("connectIPS: payment unavailable", `<h1>Payment unavailable</h1>${errorAlert(message)}`);
}

/** Step 1: the bank to pay from. */
export function bankPage(payment: PagePayment, error?: string): string {
  const banks = EMULATED_BANKS.map(
    (bank, index) =>
      `<label class="bank"><input type="radio" name="bank" value="${bank.code}"${index === 0 ? " required" : ""}>${escapeHtml(bank.name)}</label>`,
  ).join("");
  return page(
    "connectIPS: choose your bank",
    `<h1>Pay with connectIPS (offline test gateway)</h1>${summary(payment)}${errorAlert(error)}
<form method="post" action="${CONNECTIPS_GATEWAY_PAGES}/bank">${txnField(payment.txnId)}
<fieldset><legend>Choose the bank to pay from</legend>${banks}</fieldset>
<div class="actions"><button class="pay" type="submit">Continue</button></div>
</form>${cancelForm(payment.txnId)}`,
  );
}

/** Step 2: the account holder's connectIPS login at that bank. */
export function loginPage(payment: PagePayment, error?: string): string {
  return page(
    "connectIPS: log in to pay",
    `<h1>Log in to connectIPS</h1>${summary(payment)}${errorAlert(error)}
<form method="post" action="${CONNECTIPS_GATEWAY_PAGES}/login">${txnField(payment.txnId)}
<label for="username">Username</label><input id="username" name="username" type="text" autocomplete="username" required>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<p class="hint">Test account: username ${escapeHtml(CONNECTIPS_TEST_ACCOUNT.username)}, password ${escapeHtml(CONNECTIPS_TEST_ACCOUNT.password)}</p>
<div class="actions"><button class="pay" type="submit">Log in</button></div>
</form>${cancelForm(payment.txnId)}`,
  );
}

/** Step 3: the OTP the bank sent the account holder; paying or cancelling ends the payment. */
export function otpPage(payment: PagePayment, error?: string): string {
  return page(
    "connectIPS: enter the OTP",
    `<h1>Approve the payment</h1>${summary(payment)}
<p>We sent a 6-digit OTP to the mobile number registered with your bank.</p>${errorAlert(error)}
<form method="post" action="${CONNECTIPS_GATEWAY_PAGES}/confirm">${txnField(payment.txnId)}
<label for="otp">OTP</label><input id="otp" name="otp" type="text" inputmode="numeric" autocomplete="one-time-code" required>
<p class="hint">Test OTP: ${escapeHtml(CONNECTIPS_TEST_ACCOUNT.otp)}</p>
<div class="actions"><button class="pay" type="submit">Pay</button></div>
</form>${cancelForm(payment.txnId)}`,
  );
}
