// The store's look for every email: the storefront's red and white (client/src/styles/tokens.css) in inline CSS,
// as mail clients drop style sheets. Every value that comes from a person goes through escapeHtml. One structure
// for every language: only the words differ (the shopper's language,
// docs/guides/email-and-password-reset.md).
import type { Language } from "@store/shared/language";

const BRAND = "#c8102e";
const TEXT = "#1f2937";
const MUTED = "#6b7280";
const BORDER = "#e5e7eb";
const BACKGROUND = "#f7f7f8";

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** Already-escaped HTML, so a template never escapes twice nor forgets to escape once. */
export interface SafeHtml {
  readonly html: string;
}

/** HTML from a template string: interpolated strings are escaped, SafeHtml pieces kept. */
export function html(
  strings: TemplateStringsArray,
  ...values: (string | number | SafeHtml | SafeHtml[])[]
): SafeHtml {
  let out = strings[0]!;
  values.forEach((value, index) => {
    const pieces = Array.isArray(value) ? value : [value];
    out += pieces
      .map((piece) => (typeof piece === "object" ? piece.html : escapeHtml(String(piece))))
      .join("");
    out += strings[index + 1]!;
  });
  return { html: out };
}

export interface Email {
  subject: string;
  html: string;
  text: string;
}

/** A paragraph in the body. */
export const paragraph = (content: SafeHtml) =>
  html`<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:${TEXT}">${content}</p>`;

/** The one red button of a message. */
export const button = (label: string, href: string) =>
  html`<p style="margin:24px 0">
    <a
      href="${href}"
      style="display:inline-block;background:${BRAND};color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:6px"
      >${label}</a
    >
  </p>`;

/** Label/value rows such as an order's lines and totals. */
export function table(rows: { label: string; value: string; strong?: boolean }[]): SafeHtml {
  const cells = rows.map(
    (row) =>
      html`<tr>
        <td
          style="padding:6px 0;border-bottom:1px solid ${BORDER};color:${TEXT}${row.strong ? ";font-weight:bold" : ""}"
        >
          ${row.label}
        </td>
        <td
          style="padding:6px 0;border-bottom:1px solid ${BORDER};text-align:right;white-space:nowrap;color:${TEXT}${row.strong ? ";font-weight:bold" : ""}"
        >
          ${row.value}
        </td>
      </tr>`,
  );
  return html`<table
    role="presentation"
    width="100%"
    cellpadding="0"
    cellspacing="0"
    style="border-collapse:collapse;margin:0 0 16px;font-size:14px"
  >
    ${cells}
  </table>`;
}

const FOOTER: Record<Language, { line: string; text: string }> = {
  en: {
    line: "Nepal Store · Kathmandu, Nepal. You receive this email because of your account or order at Nepal Store.",
    text: "Nepal Store · Kathmandu, Nepal",
  },
  ne: {
    line: "Nepal Store · काठमाडौं, नेपाल। Nepal Store मा तपाईंको खाता वा अर्डर भएकाले तपाईंले यो इमेल पाउनुभएको हो।",
    text: "Nepal Store · काठमाडौं, नेपाल",
  },
};

/** The whole message: a red header with the store's name, the body on white, a quiet footer. */
export function layout(
  language: Language,
  subject: string,
  heading: string,
  body: SafeHtml[],
  text: string[],
): Email {
  const page = html`<!doctype html>
    <html lang="${language}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width" />
        <title>${subject}</title>
      </head>
      <body style="margin:0;padding:0;background:${BACKGROUND};font-family:Arial,Helvetica,sans-serif">
        <table
          role="presentation"
          width="100%"
          cellpadding="0"
          cellspacing="0"
          style="background:${BACKGROUND};padding:24px 0"
        >
          <tr>
            <td align="center">
              <table
                role="presentation"
                width="100%"
                cellpadding="0"
                cellspacing="0"
                style="max-width:600px;background:#ffffff;border:1px solid ${BORDER};border-radius:8px;overflow:hidden"
              >
                <tr>
                  <td
                    style="background:${BRAND};padding:20px 24px;color:#ffffff;font-size:22px;font-weight:bold"
                  >
                    Nepal Store
                  </td>
                </tr>
                <tr>
                  <td style="padding:24px">
                    <h1 style="margin:0 0 16px;font-size:20px;color:${TEXT}">${heading}</h1>
                    ${body}
                  </td>
                </tr>
                <tr>
                  <td style="padding:16px 24px;border-top:1px solid ${BORDER};color:${MUTED};font-size:12px">
                    ${FOOTER[language].line}
                  </td>
                </tr>
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html>`;
  return {
    subject,
    html: page.html,
    text: [heading, "", ...text, "", "—", FOOTER[language].text].join("\n"),
  };
}
