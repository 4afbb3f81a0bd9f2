// Structured data as search engines read it: <script type="application/ld+json"> holding the JSON.

/**
 * JSON that is safe inside a <script> element: every "<" becomes \u003c, so no value (a product named
 * "</script><script>…") can close the element or open a comment; U+2028/U+2029 are escaped for old parsers.
 * JSON.parse reads the escapes back as the same characters.
 */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />;
}
