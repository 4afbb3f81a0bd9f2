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
import { reviewsFor, type ReviewSeed } from "./reviews.ts";
import type { ProductSeed } from "./types.ts";

export { BRANDS } from "./brands.ts";
export { SHIPPING_METHODS } from "./shipping-methods.ts";

/** The day the catalogue was written; dates are counted back from it, never from the clock. */
export const CATALOGUE_DATE = new Date("2026-11-01T06:00:00.000Z");
const DAY = 86_400_000;

export interface CatalogueProduct extends Omit<ProductSeed, "images" | "stock"> {
  slug: string;
  images: string[];
  stock: number;
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

function complete(seed: ProductSeed): CatalogueProduct {
  const slug = slugify(seed.name);
  const spread = hash(slug);
  const imageCount = seed.images ?? 1 + (spread % 2);
  const createdAt = new Date(CATALOGUE_DATE.getTime() - (5 + (spread % 200)) * DAY);
  const reviews = reviewsFor(spread, spread % 7, createdAt, CATALOGUE_DATE);
  const rating = reviews.length
    ? Math.round((reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length) * 10) / 10
    : 0;
  return {
    ...seed,
    slug,
    images: Array.from(
      { length: imageCount },
      (_, n) => `/media/products/${seed.category}/${slug}-${n + 1}.svg`,
    ),
    stock: seed.stock ?? 10 + (spread % 190),
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
