import { type ReviewSeed } from "./reviews.ts";
import type { ProductSeed } from "./types.ts";
export { BRANDS } from "./brands.ts";
export { SHIPPING_METHODS } from "./shipping-methods.ts";
/** The day the catalogue was written; dates are counted back from it, never from the clock. */
export declare const CATALOGUE_DATE: Date;
export interface CatalogueProduct extends Omit<ProductSeed, "images" | "stock"> {
  slug: string;
  images: string[];
  stock: number;
  description: string;
  createdAt: Date;
  reviews: ReviewSeed[];
  rating: number;
}
export declare function slugify(text: string): string;
export declare const PRODUCTS: CatalogueProduct[];
