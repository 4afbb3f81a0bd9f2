import type { BrandSeed } from "./types.ts";
/** The brands of the store; the first six are the home page's built-in brand cards. */
export declare const BRANDS: BrandSeed[];
