// The description as the storefront will show it. The server keeps only plain formatting (server/src/modules/
// catalog/sanitize.ts: these tags, no attributes, scripts and the like dropped with their text); the preview
// applies the same rules while it builds React elements from an inert parse, so nothing the admin types is ever
// given to the page as HTML.
import { createElement, type ReactNode } from "react";

const ALLOWED = new Set("p br ul ol li strong em b i h3 h4 table thead tbody tr th td".split(" "));
const SILENT = new Set(
  "script style textarea option noscript iframe object embed svg math template title xmp noembed noframes".split(
    " ",
  ),
);

function render(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const tag = (node as Element).tagName.toLowerCase();
  if (SILENT.has(tag)) return null;
  const children = Array.from(node.childNodes, (child, index) => render(child, `${key}.${index}`));
  if (!ALLOWED.has(tag)) return children;
  if (tag === "br") return createElement("br", { key });
  return createElement(tag, { key }, ...children);
}

/** The allowed formatting of `html` as React elements: tags outside the list keep their text, never their tag. */
export function safeDescription(html: string): ReactNode {
  // DOMParser's document is inert: no script runs and no image loads while it is read.
  const parsed = new DOMParser().parseFromString(html, "text/html");
  return Array.from(parsed.body.childNodes, (node, index) => render(node, String(index)));
}

export function DescriptionPreview({ html }: { html: string }) {
  return (
    <section aria-labelledby="description-preview-title" className="admin-preview">
      <h2 id="description-preview-title">Preview</h2>
      <div className="admin-preview-body">
        {html.trim() ? safeDescription(html) : <p className="admin-hint">Nothing to preview yet.</p>}
      </div>
    </section>
  );
}
