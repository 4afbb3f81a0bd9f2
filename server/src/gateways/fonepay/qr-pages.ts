// The emulated Fonepay's "bank app": where a tester opens a dynamic QR as a payer's banking app would (the text
// pasted, or brought in the address by the store's QR page), sees whom and how much it pays, and approves or
// rejects it. Plain HTML forms, no scripts, so the store's CSP applies unchanged.
import { escapeXml as escapeHtml } from "../../modules/media/svg.ts";
import { cardStyle, errorAlert, gatewayPage } from "../gateway-page.ts";

export const BANK_APP_PATH = "/gateways/fonepay/bank-app";

const page = gatewayPage(
  "Fonepay bank app",
  `${cardStyle({ page: "#eef3fb", brand: "#c8102e", buttonRadius: "8px" })}
textarea{width:100%;box-sizing:border-box;padding:10px;border:1px solid #767676;border-radius:6px;font:inherit;font-family:monospace;min-height:7rem;overflow-wrap:anywhere}
.done{color:#1b5e20;font-weight:600}.actions form{flex:1;display:flex}`,
);

const rupees = (amount: string) =>
  `Rs ${Number(amount).toLocaleString("en-IN", { maximumFractionDigits: 2 })}`;

/** Paste a QR text (with what went wrong with the last one, if anything). */
export function openQrPage(error?: string, text = ""): string {
  return page(
    "Fonepay bank app: scan a QR",
    `<h1>Scan to pay (offline test bank app)</h1>${errorAlert(error)}
<form method="post" action="${BANK_APP_PATH}">
<label for="qr">QR text</label><textarea id="qr" name="qr" required spellcheck="false">${escapeHtml(text)}</textarea>
<p class="hint">Paste the text of a Fonepay QR, as a banking app reads it when it scans the code.</p>
<div class="actions"><button class="pay" type="submit">Open QR</button></div>
</form>`,
  );
}

export interface ScannedQr {
  prn: string;
  merchantName: string;
  merchantCity: string;
  amount: string;
}

const prnField = (prn: string) => `<input type="hidden" name="prn" value="${escapeHtml(prn)}">`;

/** The QR read: whom it pays and how much, approve or reject. */
export function approvePage(qr: ScannedQr): string {
  return page(
    "Fonepay bank app: confirm the payment",
    `<h1>Confirm the payment</h1>
<dl><dt>Merchant</dt><dd>${escapeHtml(qr.merchantName)}, ${escapeHtml(qr.merchantCity)}</dd><dt>Amount</dt><dd class="amount">${escapeHtml(rupees(qr.amount))}</dd><dt>Reference</dt><dd>${escapeHtml(qr.prn)}</dd></dl>
<div class="actions">
<form method="post" action="${BANK_APP_PATH}/decide">${prnField(qr.prn)}<input type="hidden" name="decision" value="failed"><button class="cancel" type="submit">Reject</button></form>
<form method="post" action="${BANK_APP_PATH}/decide">${prnField(qr.prn)}<input type="hidden" name="decision" value="success"><button class="pay" type="submit">Approve payment</button></form>
</div>`,
  );
}

/** The payer's decision, taken. */
export function decidedPage(decision: "success" | "failed"): string {
  const [title, text] =
    decision === "success"
      ? ["Payment approved", "The payment was approved. The merchant has been notified."]
      : ["Payment rejected", "The payment was rejected. Nothing was paid."];
  return page(
    `Fonepay bank app: ${title.toLowerCase()}`,
    `<h1>${title}</h1><p class="done" role="status">${text}</p><p><a href="${BANK_APP_PATH}">Scan another QR</a></p>`,
  );
}
