import { type ReviewSeed } from "./reviews.ts";
import type { ProductSeed } from "./types.ts";
export { BRANDS } from "./brands.ts";
export { SHIPPING_METHODS } from "./shipping-methods.ts";
/** The day the catalogue was written; dates are counted back from it, never from the clock. */
export declare const CATALOGUE_DATE: Date;
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
    images: string[];
    /** The stock of all its variants together. */
    stock: number;
    variants: CatalogueVariant[];
    description: string;
    createdAt: Date;
    reviews: ReviewSeed[];
    rating: number;
}
export declare function slugify(text: string): string;
export declare const PRODUCTS: CatalogueProduct[];
