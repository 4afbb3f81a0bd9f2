// Product and category names in the page's language (shared/src/local-name.ts): the Nepali name on Nepali pages
// where there is one, else the English name. The same on the server and in the browser's first render, since
// the language comes from the render's translator.
import { categoryNameNe, localName, type LocallyNamed } from "@store/shared/local-name";
import { useLanguage } from "../i18n/use-messages.ts";

export { localName, type LocallyNamed };

/** `name(item)`: the item's name as this page shows it. */
export function useLocalName(): (item: LocallyNamed) => string {
  const language = useLanguage();
  return (item) => localName(item, language);
}

/**
 * A top category named by its slug, as a product names its category: the slug itself on English pages (what
 * they have always shown), its Nepali name on Nepali ones.
 */
export function useCategorySlugName(): (slug: string) => string {
  const language = useLanguage();
  return (slug) => localName({ name: slug, nameNe: categoryNameNe(slug) }, language);
}

type NamedCategory = LocallyNamed & {
  slug: string;
  subcategories: readonly (LocallyNamed & { slug: string })[];
};

/** A category tree whose names (categories' and subcategories') are those this page shows. */
export interface LocalCategory {
  slug: string;
  name: string;
  subcategories: { slug: string; name: string }[];
}

/**
 * The category tree with every `name` in the page's language, for menus that print `category.name` and
 * `sub.name` (the header's category bar).
 */
export function useLocalCategories(categories: readonly NamedCategory[]): LocalCategory[] {
  const name = useLocalName();
  return categories.map((category) => ({
    slug: category.slug,
    name: name(category),
    subcategories: category.subcategories.map((sub) => ({ slug: sub.slug, name: name(sub) })),
  }));
}
