// The plain text of the product description's sanitised HTML, for descriptions and JSON-LD. Pure string work, no
// DOM, so the server's render and the browser's agree. Its own module: home's first load does not need it.
import { summarize } from "./text.ts";

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
};

function decodeEntity(entity: string, name: string): string {
  if (name.startsWith("#")) {
    const code =
      name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  return ENTITIES[name.toLowerCase()] ?? entity;
}

/**
 * The text of a piece of HTML (the product description is sanitised HTML): tags go, blocks and line breaks become
 * spaces, entities are decoded, white space collapses. Script and style contents are dropped with their tags.
 */
export function plainText(html: string): string {
  return (
    html
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
      .replace(/<!--[\s\S]*?-->/g, " ")
      // Block elements and line breaks part words; inline ones (<strong>, <a>) sit inside a sentence.
      .replace(
        /<\/?(?:p|div|br|hr|li|ul|ol|dl|dt|dd|h[1-6]|table|tr|td|th|section|article|blockquote|pre)\b[^>]*>/gi,
        " ",
      )
      .replace(/<[^>]*>/g, "")
      .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, decodeEntity)
      .replace(/\s+/g, " ")
      .trim()
  );
}

/** A description for a page: the plain text of `html`, summarised; `fallback` when that leaves nothing. */
export function descriptionOf(html: string, fallback: string): string {
  return summarize(plainText(html)) || summarize(fallback);
}
