// A product's and its variants' limits and checks, with their words: what the admin API's schemas
// (admin/products.ts) enforce and what the admin's product form checks before it sends anything. No zod, so the
// client's form imports the very same rules without pulling schemas into its chunks. Only the admin's code imports
// it (the storefront's catalogue schemas must not: it would land in the home page's first chunk); its one import
// is a type.
import type { VariantOptionKind } from "./catalog.ts";

/** Every limit of a product as the admin writes it. */
export const PRODUCT_LIMITS = {
  name: 200,
  description: 20_000,
  specName: 80,
  specValue: 500,
  specs: 50,
  images: 20,
  variants: 100,
  sku: 64,
  option: 60,
  /** The most a price may be, in whole rupees. */
  price: 100_000_000,
  /** The most stock one variant may hold. */
  stock: 1_000_000,
  /** A brand, category or subcategory reference. */
  slug: 80,
  /** An image address. */
  image: 500,
} as const;

/** The most a price may be, in whole rupees. */
export const MAX_PRICE = PRODUCT_LIMITS.price;
/** The most stock one variant may hold. */
export const MAX_STOCK = PRODUCT_LIMITS.stock;
/** The most variants one product may have. */
export const MAX_VARIANTS = PRODUCT_LIMITS.variants;
/** The most images one product may show. */
export const MAX_IMAGES = PRODUCT_LIMITS.images;

/** A variant's options (catalog.ts VARIANT_OPTION_KINDS) as the rules' words name them, in the same order. */
export const VARIANT_OPTION_LABELS: Record<VariantOptionKind, string> = {
  color: "Color",
  memory: "Memory",
  storage: "Storage",
  size: "Size",
};

/** Letters, digits and . _ - /, starting with a letter or digit. */
export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._\-/]*$/;

/**
 * An image address a product may show: the store's own (`/media/...`, e.g. an upload's
 * `/media/uploads/<hash>.webp`) or an absolute http(s) URL. Anything else (javascript:, data:, a relative path
 * outside /media) is refused, so an address cannot smuggle script into the storefront.
 */
export function isProductImageUrl(url: string): boolean {
  if (url.startsWith("/")) return /^\/media\/[A-Za-z0-9._~\-/]+$/.test(url) && !url.includes("..");
  // An absolute http(s) URL with a host, no spaces, quotes or angle brackets (shared code has no URL global).
  return /^https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?(?:[/?#][^\s"'<>`]*)?$/i.test(url);
}

/** A discounted price is a real discount only below the price. */
export const isBelowPrice = (discountedPrice: number, price: number): boolean => discountedPrice < price;

/** The words of the rules, the same from the API and the form. */
export const PRODUCT_RULE_WORDS = {
  required: (label: string) => `${label} is required`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  nepaliNameTooLong: (max: number) => `Nepali name must be at most ${max} characters`,
  notWholeRupees: (label: string) => `${label} must be a whole number of rupees`,
  priceTooHigh: (label: string) => `${label} must be at most ${MAX_PRICE}`,
  stockTooHigh: `Stock must be at most ${MAX_STOCK}`,
  sku: "SKU must be letters, digits and . _ - / (starting with a letter or digit)",
  descriptionTooLong: `Description is at most ${PRODUCT_LIMITS.description} characters`,
  nepaliDescriptionTooLong: `Nepali description is at most ${PRODUCT_LIMITS.description} characters`,
  specNameTooLong: `A specification name is at most ${PRODUCT_LIMITS.specName} characters`,
  specValueTooLong: `A specification is at most ${PRODUCT_LIMITS.specValue} characters`,
  tooManySpecs: `At most ${PRODUCT_LIMITS.specs} specifications`,
  tooManyImages: `At most ${MAX_IMAGES} images`,
  tooManyVariants: `At most ${MAX_VARIANTS} variants`,
  noVariant: "A product needs at least one variant",
} as const;
