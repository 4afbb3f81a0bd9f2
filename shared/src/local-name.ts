// Which name a shopper reads: categories, subcategories and products may carry a Nepali name (nameNe) beside
// their English one; Nepali pages show it where there is one, and the English name where there is none.
import { CATEGORIES } from "./categories.ts";
import type { Language } from "./language.ts";

/** Anything with a name and perhaps a Nepali one: a product, a category, a subcategory. */
export interface LocallyNamed {
  name: string;
  nameNe?: string | null;
}

/** The name in the page's language: the Nepali name on Nepali pages when it is set, else the English one. */
export function localName(item: LocallyNamed, language: Language): string {
  return language === "ne" && item.nameNe ? item.nameNe : item.name;
}

/** Anything with a description and perhaps a Nepali one: a product's page. */
export interface LocallyDescribed {
  description: string;
  descriptionNe?: string | null;
}

/**
 * The description in the page's language: the Nepali one on Nepali pages when the merchant wrote one, else the
 * English one as written. `language` says which it is, so the page can mark English text on a Nepali page.
 */
export function localDescription(
  item: LocallyDescribed,
  language: Language,
): { html: string; language: Language } {
  return language === "ne" && item.descriptionNe
    ? { html: item.descriptionNe, language: "ne" }
    : { html: item.description, language: "en" };
}

const CATEGORY_NAMES_NE = new Map(CATEGORIES.map((category) => [category.slug, category.nameNe]));

/** A top category's Nepali name by its slug (shared/src/categories.ts), null for a slug that is none. */
export function categoryNameNe(slug: string): string | null {
  return CATEGORY_NAMES_NE.get(slug) ?? null;
}
