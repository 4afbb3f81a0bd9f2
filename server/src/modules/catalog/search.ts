// Text search over the catalogue: FTS5 over the "ProductSearch" table that triggers keep in step with Product,
// read through the catalogue reader's prepared statement. SQLite-specific, like the grid's queries; a
// PostgreSQL build replaces findMatchingProductIds with a tsvector query of the same shape.
import type { Reader } from "../../db/reader.ts";

/**
 * A search answers with at most this many products, ranked by relevance (then filters and pages apply): the
 * first this many matches in index order. bm25 costs 1-4 microseconds a ranked match, and a word that much of a
 * large catalogue holds ("nepal", "genuine") says little about what a shopper wants: ranking all 100,000
 * matches took ~100 ms, ranking 500 keeps any search within a few milliseconds. Up to 500 matches (every search
 * of the seeded store) the answer is exactly the most relevant ones.
 */
export const SEARCH_MATCH_LIMIT = 500;

/** More words than this add nothing a shopper meant and only cost time. */
const MAX_SEARCH_TERMS = 8;
const MAX_TERM_LENGTH = 40;

/**
 * The shopper's words, as FTS5's unicode61 tokenizer would split them: runs of letters, digits and combining
 * marks (so Devanagari words stay whole). Everything else, quotes, `*`, `-`, `(`, `:` and the like, only
 * separates words, which is what makes any input safe to hand to MATCH.
 */
export function searchTerms(text: string): string[] {
  const words =
    text
      .normalize("NFKC")
      .toLowerCase()
      .match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
  return [...new Set(words.map((word) => word.slice(0, MAX_TERM_LENGTH)))].slice(0, MAX_SEARCH_TERMS);
}

/**
 * An FTS5 query in which every word is a quoted prefix ("iph"*), joined by spaces, which FTS5 reads as AND.
 * Quoting turns operator words (OR, NOT, NEAR) into plain words; a word never holds a quote, so none escapes.
 * Returns null when the text holds no word at all.
 */
export function toFtsQuery(text: string): string | null {
  const terms = searchTerms(text);
  return terms.length === 0 ? null : terms.map((term) => `"${term}"*`).join(" ");
}

/**
 * Prepared once: the weights follow the table's columns in order (productId is UNINDEXED: weight 0). The first
 * matches are kept apart (MATERIALIZED) before they are ordered: flattened into one query, SQLite would rank
 * every match of the index and only then keep 500 (130 ms instead of 8 for a word in every description).
 */
const MATCH_SQL = `
  WITH found AS MATERIALIZED (
    SELECT "productId", bm25("ProductSearch", 0.0, 10.0, 5.0, 2.0, 1.0) AS score
    FROM "ProductSearch" WHERE "ProductSearch" MATCH ?
    LIMIT ${SEARCH_MATCH_LIMIT}
  )
  SELECT "productId" FROM found ORDER BY score, "productId"`;

/**
 * Ids of the products whose name, brand, category or description hold every word of the text (each as a word
 * prefix), most relevant first: bm25 with a name match worth 10, brand 5, category 2, description 1.
 * Returns null when the text has no searchable word, meaning "no search", not "nothing found".
 */
export function findMatchingProductIds(reader: Reader, text: string): string[] | null {
  const query = toFtsQuery(text);
  if (query === null) return null;
  return reader.all<{ productId: string }>(MATCH_SQL, [query]).map((row) => row.productId);
}
