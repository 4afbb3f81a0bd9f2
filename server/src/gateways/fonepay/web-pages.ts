// The emulated Fonepay's web payment page (its clientapi …/api/merchantRequest): the merchant's request with its
// amount, where a tester approves or rejects the payment. Plain HTML forms, no scripts, so the store's CSP applies.
import { escapeXml as escapeHtml } from "../../modules/media/svg.ts";
import { cardStyle, errorAlert, gatewayPage } from "../gateway-page.ts";
import type { RequestFields } from "../../modules/payments/providers/fonepay/dv.ts";

const page = gatewayPage(
  "fonepay",
  `${cardStyle({ page: "#eef3fb", brand: "#c4161c", buttonRadius: "24px" })}
.actions form{flex:1;display:flex}`,
);

/** Where the page's two buttons post the merchant's request back to. */
export const FONEPAY_PAGE_ACTIONS = {
  approve: "/gateways/fonepay/pay/approve",
  reject: "/gateways/fonepay/pay/reject",
} as const;

const rupees = (amount: string) =>
  `Rs ${Number(amount).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export function refusalPage(message: string): string {
  return page("Fonepay: payment request refused", `<h1>Payment request refused</h1>${errorAlert(message)}`);
}

/** The merchant's request again, as hidden fields: each button sends it back to be checked once more. */
const requestFields = (fields: RequestFields & { DV: string }) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join("");

export function paymentPage(fields: RequestFields & { DV: string }): string {
  const form = (action: string, button: string, style: string) =>
    `<form method="post" action="${action}">${requestFields(fields)}<button class="${style}" type="submit">${button}</button></form>`;
  return page(
    "Fonepay: pay the merchant",
    `<h1>Pay with Fonepay (offline test gateway)</h1>
<dl><dt>Merchant</dt><dd>${escapeHtml(fields.PID)}</dd><dt>For</dt><dd>${escapeHtml(fields.R1)}</dd><dt>Reference</dt><dd>${escapeHtml(fields.PRN)}</dd><dt>Amount</dt><dd class="amount">${escapeHtml(rupees(fields.AMT))}</dd></dl>
<p class="hint">A test payment: no money moves. Approve it as the shopper's bank would, or reject it.</p>
<div class="actions">${form(FONEPAY_PAGE_ACTIONS.approve, "Approve payment", "pay")}${form(FONEPAY_PAGE_ACTIONS.reject, "Reject payment", "cancel")}</div>`,
  );
}
