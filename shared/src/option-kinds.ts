// A variant's options, in the order the product page offers them and every page lists them. No zod, so the
// storefront's lazy screens import the list without pulling the catalogue's schemas into their chunks.

export const VARIANT_OPTION_KINDS = ["color", "memory", "storage", "size"] as const;
export type VariantOptionKind = (typeof VARIANT_OPTION_KINDS)[number];
