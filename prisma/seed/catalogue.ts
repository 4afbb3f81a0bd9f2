// The seeded catalogue, complete: the hand-written product seeds plus what follows from them (slugs, images,
// stock, dates, reviews, ratings). Deterministic, so every machine seeds the same store.
import { BEAUTY } from "./products/beauty.ts";
import { ELECTRONICS } from "./products/electronics.ts";
import { FASHION } from "./products/fashion.ts";
import { FRUITS } from "./products/fruits.ts";
import { GROCERIES } from "./products/groceries.ts";
import { HOME_IMPROVEMENT } from "./products/home-improvement.ts";
import { HOME_KITCHEN } from "./products/home-kitchen.ts";
import { SPORTS_TOYS } from "./products/sports-toys.ts";
import { PRODUCT_NAMES_NE } from "./nepali-names.ts";
import { reviewsFor, type ReviewSeed } from "./reviews.ts";
import type { ProductSeed } from "./types.ts";

export { BRANDS } from "./brands.ts";
export { SHIPPING_METHODS } from "./shipping-methods.ts";

/** The day the catalogue was written; dates are counted back from it, never from the clock. */
export const CATALOGUE_DATE = new Date("2026-11-01T06:00:00.000Z");
const DAY = 86_400_000;

/** One variant of a seeded product: an option combination with its sku, price and stock. */
export interface CatalogueVariant {
  sku: string;
  color: string;
  memory: string;
  storage: string;
  size: string;
  price: number;
  discountedPrice: number | null;
  stock: number;
  image: string | null;
  position: number;
}

export interface CatalogueProduct extends Omit<ProductSeed, "images" | "stock"> {
  slug: string;
  /** The name on Nepali pages (nepali-names.ts), null where the English name shows there too. */
  nameNe: string | null;
  images: string[];
  /** The stock of all its variants together. */
  stock: number;
  variants: CatalogueVariant[];
  description: string;
  createdAt: Date;
  reviews: ReviewSeed[];
  rating: number;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** FNV-1a: a small stable hash that spreads the derived values. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const character of text) value = Math.imul(value ^ character.charCodeAt(0), 0x01000193) >>> 0;
  return value;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function describe(seed: ProductSeed): string {
  const highlights = seed.highlights.map((line) => `<li>${escapeHtml(line)}</li>`).join("");
  return [
    `<p><strong>${escapeHtml(seed.name)}</strong>. ${escapeHtml(seed.about)}</p>`,
    highlights && `<h3>Highlights</h3><ul>${highlights}</ul>`,
    "<p>Genuine product with official warranty where applicable. Delivered across Nepal.</p>",
  ].join("");
}

/** An option value as part of a sku: upper case, anything but letters and digits a hyphen. */
function skuPart(text: string): string {
  return slugify(text).toUpperCase();
}

/**
 * A product's variants: one per combination of its colours x memory x storage x sizes, in that order. The seed's
 * price is the cheapest variant's; each step up in memory or storage costs about a tenth more (a 512 GB phone is
 * dearer than the 128 GB one). The stock is split over the variants, the remainder to the first, so the
 * product's total is the seed's. A colour of a product with several pictures shows its own.
 */
function variantsOf(seed: ProductSeed, slug: string, images: string[], stock: number): CatalogueVariant[] {
  const axis = (values: string[] | undefined) => (values && values.length > 0 ? values : [""]);
  const step = Math.max(100, Math.round(seed.price / 10 / 100) * 100);
  const combinations = axis(seed.colors).flatMap((color, colorIndex) =>
    axis(seed.memory).flatMap((memory, memoryIndex) =>
      axis(seed.storage).flatMap((storage, storageIndex) =>
        axis(seed.sizes).map((size) => ({
          color,
          colorIndex,
          memory,
          storage,
          size,
          steps: memoryIndex + storageIndex,
        })),
      ),
    ),
  );
  return combinations.map((combination, position) => {
    const extra = combination.steps * step;
    const options = [combination.color, combination.memory, combination.storage, combination.size];
    return {
      sku: [slug.toUpperCase(), ...options.filter((value) => value !== "").map(skuPart)].join("-"),
      color: combination.color,
      memory: combination.memory,
      storage: combination.storage,
      size: combination.size,
      price: seed.price + extra,
      discountedPrice: seed.discountedPrice === undefined ? null : seed.discountedPrice + extra,
      stock: Math.floor(stock / combinations.length) + (position === 0 ? stock % combinations.length : 0),
      image:
        combination.color !== "" && images.length > 1 && (seed.colors?.length ?? 0) > 1
          ? images[combination.colorIndex % images.length]!
          : null,
      position,
    };
  });
}

function complete(seed: ProductSeed): CatalogueProduct {
  const slug = slugify(seed.name);
  const spread = hash(slug);
  const imageCount = seed.images ?? 1 + (spread % 2);
  const createdAt = new Date(CATALOGUE_DATE.getTime() - (5 + (spread % 200)) * DAY);
  const reviews = reviewsFor(spread, spread % 7, createdAt, CATALOGUE_DATE);
  const rating = reviews.length
    ? Math.round((reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length) * 10) / 10
    : 0;
  const images = Array.from(
    { length: imageCount },
    (_, n) => `/media/products/${seed.category}/${slug}-${n + 1}.svg`,
  );
  const stock = seed.stock ?? 10 + (spread % 190);
  return {
    ...seed,
    slug,
    nameNe: PRODUCT_NAMES_NE[slug] ?? null,
    images,
    stock,
    variants: variantsOf(seed, slug, images, stock),
    description: describe(seed),
    createdAt,
    reviews,
    rating,
  };
}

export const PRODUCTS: CatalogueProduct[] = [
  ...ELECTRONICS,
  ...GROCERIES,
  ...FRUITS,
  ...HOME_KITCHEN,
  ...FASHION,
  ...BEAUTY,
  ...HOME_IMPROVEMENT,
  ...SPORTS_TOYS,
].map(complete);
