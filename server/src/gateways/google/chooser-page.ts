// The emulator's pages: the account chooser, a plain HTML form (no scripts, so the store's CSP applies unchanged),
// and its form_post answer, whose one script is a file of the store's origin (the CSP allows no inline script).
import { escapeXml as escapeHtml } from "../../modules/media/svg.ts";

export interface TestGoogleAccount {
  name: string;
  email: string;
}

export const TEST_GOOGLE_ACCOUNTS: TestGoogleAccount[] = [
  { name: "Sita Sharma", email: "sita.sharma@gmail.com" },
  { name: "Ram Thapa", email: "ram.thapa@gmail.com" },
  { name: "Pemba Sherpa", email: "pemba.sherpa@gmail.com" },
];

/** The sign-in request the chooser was opened with, carried through its forms (Google's parameter names). */
export interface ChooserRequest {
  client_id: string;
  redirect_uri: string;
  state: string;
  nonce: string;
  response_mode: string;
}

const hiddenInputs = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("");

function hidden(request: ChooserRequest): string {
  const { client_id, redirect_uri, state, nonce, response_mode } = request;
  return hiddenInputs({ client_id, redirect_uri, state, nonce, response_mode });
}

export function chooserPage(request: ChooserRequest, error?: string): string {
  const accounts = TEST_GOOGLE_ACCOUNTS.map(
    (account) => `<li><form method="post" action="/gateways/google/accounts">${hidden(request)}
<input type="hidden" name="name" value="${escapeHtml(account.name)}"><input type="hidden" name="email" value="${escapeHtml(account.email)}">
<button type="submit"><strong>${escapeHtml(account.name)}</strong><span>${escapeHtml(account.email)}</span></button></form></li>`,
  ).join("");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with Google (offline emulator)</title>
<style>
body{font-family:system-ui,sans-serif;background:#f1f3f4;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:12px;padding:32px;max-width:420px;width:calc(100% - 32px);box-shadow:0 1px 3px #0003}
h1{font-size:1.4rem;margin:0 0 4px}p{color:#444}ul{list-style:none;padding:0}
li button{display:flex;flex-direction:column;align-items:flex-start;width:100%;padding:12px;margin:4px 0;border:1px solid #dadce0;border-radius:8px;background:#fff;cursor:pointer;font:inherit}
li button:hover,li button:focus{background:#e8f0fe;outline:2px solid #1a73e8}
label{display:block;margin-top:12px}input[type=text],input[type=email]{width:100%;box-sizing:border-box;padding:10px;border:1px solid #dadce0;border-radius:6px;font:inherit}
.primary{margin-top:16px;background:#1a73e8;color:#fff;border:0;border-radius:6px;padding:10px 20px;font:inherit;cursor:pointer}
.secondary{margin-top:12px;background:none;color:#1a73e8;border:0;padding:10px 0;font:inherit;cursor:pointer}
.error{color:#b3261e}
</style></head>
<body><main>
<h1>Choose an account</h1>
<p>to continue to the store. This is the offline Google sign-in emulator: it signs ID tokens just as Google does.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ""}
<ul>${accounts}</ul>
<form method="post" action="/gateways/google/accounts">${hidden(request)}
<h2>Use another account</h2>
<label for="name">Full name</label><input id="name" name="name" type="text" required maxlength="100" autocomplete="name">
<label for="email">Email</label><input id="email" name="email" type="email" required maxlength="254" autocomplete="email">
<button class="primary" type="submit">Continue</button>
</form>
<form method="post" action="/gateways/google/accounts">${hidden(request)}
<button class="secondary" type="submit" name="cancel" value="1">Cancel</button>
</form>
</main></body></html>`;
}

/** Submits the form_post page's form at once, as Google's page does. */
export const FORM_POST_SCRIPT = "document.forms[0].submit();\n";

/**
 * Google's response_mode=form_post answer: a page whose form posts the fields (the ID token or an error, and the
 * state) to the redirect_uri, submitted by a script from the store's origin (a button without scripts).
 */
export function formPostPage(redirectUri: string, fields: Record<string, string>): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Signing in with Google (offline emulator)</title></head>
<body><main><form method="post" action="${escapeHtml(redirectUri)}">${hiddenInputs(fields)}
<p role="status">Returning to the store…</p>
<noscript><button type="submit">Return to the store</button></noscript>
</form></main>
<script src="/gateways/google/form-post.js"></script></body></html>`;
}

/** What Google shows for a request it refuses (e.g. redirect_uri_mismatch): a page, never a redirect. */
export function refusalPage(reason: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with Google: request refused</title></head>
<body><main><h1>This sign-in request was refused</h1>
<p role="alert">Error 400: ${escapeHtml(reason)}</p>
<p>The address to return to must belong to this store.</p></main></body></html>`;
}
