// The emulators' pages: the payment gateways' (eSewa, Khalti, PayPal) in one HTML shell with the gateway's name on
// top and its own look, plain forms, no scripts, so the store's CSP applies unchanged; and how every emulator
// answers with a page.
import type { FastifyReply } from "fastify";
import { escapeXml as escapeHtml } from "../modules/media/svg.ts";

/** The look Khalti's and PayPal's pages share, in the gateway's colours and button shape. */
export const cardStyle = (colours: { page: string; brand: string; buttonRadius: string }) =>
  `body{font-family:system-ui,sans-serif;background:${colours.page};margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:12px;padding:28px;max-width:420px;width:calc(100% - 32px);box-sizing:border-box;box-shadow:0 1px 3px #0003}
.brand{color:${colours.brand};font-weight:800;font-size:1.6rem;margin:0}h1{font-size:1.2rem}
label{display:block;margin-top:12px;font-weight:600}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #767676;border-radius:6px;font:inherit}
.amount{font-size:1.4rem;font-weight:700}.actions{display:flex;gap:12px;margin-top:20px}
button{flex:1;padding:12px;border-radius:${colours.buttonRadius};border:0;font:inherit;cursor:pointer}.pay{background:${colours.brand};color:#fff}.cancel{background:#eee;color:#222}
.error{color:#b3261e}.hint{color:#555;font-size:.9rem}dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0}dt{color:#555}dd{margin:0;overflow-wrap:anywhere}`;

/** A page of the gateway `brand`: its title, its style sheet, and the body under the gateway's name. */
export const gatewayPage = (brand: string, style: string) => (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${style}</style></head><body><main><p class="brand">${brand}</p>${body}</main></body></html>`;

/** What went wrong with the shopper's last try, read out at once (nothing when nothing did). */
export const errorAlert = (error?: string) =>
  error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : "";

/** Answers with an emulator's page: HTML, never kept by a cache (each shows one payment or sign-in at one step). */
export function sendPage(reply: FastifyReply, html: string, status = 200) {
  return reply
    .code(status)
    .header("content-type", "text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .send(html);
}
