// Text search over the catalogue: a "ProductSearch" table that triggers keep in step with Product, read through
// the catalogue reader's prepared statement. SQLite: an FTS5 table (MATCH). PostgreSQL: a table with a weighted
// tsvector under a GIN index (@@ to_tsquery), prisma/postgres/migrations/20261123090100_catalogue_search. Both
// take the same words (searchTerms), each as a word prefix, all required, and answer the same first 500
// matches' columns, weighed here in JS.
import type { Dialect, Reader } from "../../db/reader.ts";

/**
 * A search answers with at most this many products, ranked by relevance (then filters and pages apply): the
 * first this many matches in index order. A word that much of a large catalogue holds ("nepal", "genuine")
 * says little about what a shopper wants, and weighing all 100,000 matches took ~100 ms; weighing 500 keeps any
 * search within a few milliseconds. Up to 500 matches (every search of the seeded store) the answer holds every
 * match, the most relevant first.
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
 * A PostgreSQL tsquery in which every word is a quoted prefix ('iph':*), joined by & (AND), in the "simple"
 * configuration (no stemming, no stop words: like FTS5's unicode61). A word is letters, digits and marks only, so
 * it never holds a quote, a backslash or an operator (& | ! : * ( ) <->): none of them reaches to_tsquery.
 * Returns null when the text holds no word at all.
 */
export function toTsQuery(text: string): string | null {
  const terms = searchTerms(text);
  return terms.length === 0 ? null : terms.map((term) => `'${term}':*`).join(" & ");
}

/**
 * The first matches in index order with the columns that weigh them (the description is not read: a word found
 * nowhere else is in it). One prepared statement, about 1.5 ms over 100,000 products whatever the words: bm25,
 * which this replaced, first counts every match of each word to weigh it (5-7 ms for a word in nearly every
 * description, "nepal", or a one-letter prefix).
 */
const MATCH: Record<Dialect, { sql: string; query: (text: string) => string | null }> = {
  sqlite: {
    sql: `
  SELECT "productId", name, brand, category FROM "ProductSearch"
  WHERE "ProductSearch" MATCH ?
  LIMIT ${SEARCH_MATCH_LIMIT}`,
    query: toFtsQuery,
  },
  // The GIN index finds the matches; the text search configuration "store_search" is "simple" with accents
  // removed (the migration), as FTS5's remove_diacritics does.
  postgresql: {
    sql: `
  SELECT "productId", name, brand, category FROM "ProductSearch"
  WHERE "document" @@ to_tsquery('store_search', ?)
  LIMIT ${SEARCH_MATCH_LIMIT}`,
    query: toTsQuery,
  },
};

interface MatchRow {
  productId: string;
  name: string;
  brand: string;
  category: string;
}

/** What a search word is worth by where it is found: in the name, the brand, the category, else the description. */
const WEIGHTS = { name: 10, brand: 5, category: 2, description: 1 } as const;

/** Text as FTS5's unicode61 tokenizer with remove_diacritics sees it (lower case, no accents), near enough. */
function folded(text: string): string {
  const lower = text.toLowerCase();
  // Plain ASCII, most of the catalogue, needs no Unicode normalising.
  return !/[^\p{ASCII}]/u.test(lower) ? lower : lower.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
}

const WORD = /[\p{L}\p{N}\p{M}]+/gu;

/** Some word of the (folded) text starts with the term. */
function hasWordStarting(text: string, term: string): boolean {
  if (!text.includes(term)) return false;
  for (const word of text.match(WORD) ?? []) if (word.startsWith(term)) return true;
  return false;
}

function relevance(row: MatchRow, terms: string[]): number {
  const name = folded(row.name);
  const brand = folded(row.brand);
  const category = folded(row.category);
  let score = 0;
  for (const term of terms) {
    if (hasWordStarting(name, term)) score += WEIGHTS.name;
    else if (hasWordStarting(brand, term)) score += WEIGHTS.brand;
    else if (hasWordStarting(category, term)) score += WEIGHTS.category;
    else score += WEIGHTS.description;
  }
  return score;
}

/**
 * Ids of the products whose name, brand, category or description hold every word of the text (each as a word
 * prefix), most relevant first: each word is worth 10 in the name, 5 in the brand, 2 in the category and 1 in
 * the description; equal scores in id order. Returns null when the text has no searchable word, meaning
 * "no search", not "nothing found".
 */
export async function findMatchingProductIds(reader: Reader, text: string): Promise<string[] | null> {
  const match = MATCH[reader.dialect];
  const query = match.query(text);
  if (query === null) return null;
  const terms = searchTerms(text).map(folded);
  return (await reader.all<MatchRow>(match.sql, [query]))
    .map((row) => ({ id: row.productId, score: relevance(row, terms) }))
    .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((match) => match.id);
}
