// Prisma rows -> the Product objects of the API reference. The selects live here too, so a listing reads
// exactly the columns its answer needs (no description or specifications text for a grid) and the brand comes
// in the same query.
import type { Product, ProductSummary } from "@store/shared/catalog";
import type { Prisma } from "../../generated/prisma/client.ts";
import { productPictures, variantPicture } from "../media/picture-urls.ts";
import { parseTextList, primaryImage } from "./json-columns.ts";
import { sanitizeNepaliDescription, sanitizeProductHtml } from "./sanitize.ts";
import { deriveProductFields, presentVariant, variantSelect } from "./variants.ts";

/** How many of a product's reviews its page carries, newest first (reviewCount tells the full number). */
export const REVIEWS_SHOWN = 50;

export const productSummarySelect = {
  id: true,
  name: true,
  nameNe: true,
  title: true,
  slug: true,
  categorySlug: true,
  subcategorySlug: true,
  price: true,
  discountedPrice: true,
  images: true,
  colors: true,
  memory: true,
  storage: true,
  stock: true,
  rating: true,
  reviewCount: true,
  ratingsCount: true,
  weight: true,
  dimensions: true,
  featured: true,
  soldCount: true,
  brand: { select: { id: true, name: true, slug: true } },
} satisfies Prisma.ProductSelect;

export const productDetailSelect = {
  ...productSummarySelect,
  description: true,
  descriptionNe: true,
  specifications: true,
  reviews: {
    // A review staff hid shows to nobody (its author still reads it at /reviews/mine).
    where: { hiddenAt: null },
    select: { id: true, author: true, rating: true, comment: true, createdAt: true, verified: true },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: REVIEWS_SHOWN,
  },
  variants: {
    where: { archived: false },
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: variantSelect,
  },
} satisfies Prisma.ProductSelect;

export type ProductSummaryRow = Prisma.ProductGetPayload<{ select: typeof productSummarySelect }>;
export type ProductDetailRow = Prisma.ProductGetPayload<{ select: typeof productDetailSelect }>;

/** JSON text columns hold string lists; a damaged value shows as an empty list rather than failing the page. */
function parseSpecifications(json: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
    const entries = Object.entries(value).filter((entry): entry is [string, string | number | boolean] =>
      ["string", "number", "boolean"].includes(typeof entry[1]),
    );
    return Object.fromEntries(entries.map(([key, item]) => [key, String(item)]));
  } catch {
    return {};
  }
}

export function presentProductSummary(row: ProductSummaryRow): ProductSummary {
  // Generated pictures are answered with the product's subcategory's drawing (media/picture-urls.ts).
  const images = productPictures(parseTextList(row.images), row.subcategorySlug);
  return {
    _id: row.id,
    name: row.name,
    nameNe: row.nameNe,
    title: row.title || row.name,
    slug: row.slug,
    category: row.categorySlug,
    subcategory: row.subcategorySlug,
    brand: { _id: row.brand.id, name: row.brand.name, slug: row.brand.slug },
    price: row.price,
    discountedPrice: row.discountedPrice,
    images,
    image: primaryImage(images),
    colors: parseTextList(row.colors),
    memory: parseTextList(row.memory),
    storage: parseTextList(row.storage),
    stock: row.stock,
    rating: row.rating,
    reviewCount: row.reviewCount,
    ratingsCount: row.ratingsCount,
    weight: row.weight,
    dimensions: row.dimensions,
    featured: row.featured,
    soldCount: row.soldCount,
  };
}

/** A product's page: its fields derived from the variants it shows, so the two never disagree. */
export function presentProduct(row: ProductDetailRow): Product {
  const derived = deriveProductFields(row.variants, row);
  return {
    ...presentProductSummary(row),
    price: derived.price,
    discountedPrice: derived.discountedPrice,
    stock: derived.stock,
    colors: derived.colors,
    memory: derived.memory,
    storage: derived.storage,
    // A variant with a colour shows its picture in that colour (derived, so stored rows never need rewriting).
    variants: row.variants.map((variant) => ({
      ...presentVariant(variant),
      image: variantPicture({ images: parseTextList(row.images), subcategory: row.subcategorySlug }, variant),
    })),
    description: sanitizeProductHtml(row.description),
    descriptionNe: sanitizeNepaliDescription(row.descriptionNe),
    specifications: parseSpecifications(row.specifications),
    reviews: row.reviews.map((review) => ({
      _id: review.id,
      author: review.author,
      rating: review.rating,
      comment: review.comment,
      date: review.createdAt.toISOString(),
      verified: review.verified,
    })),
  };
}
