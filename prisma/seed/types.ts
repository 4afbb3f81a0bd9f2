/** One product of the seeded catalogue, as written by hand; catalogue.ts derives the rest. */
export interface ProductSeed {
  category: string;
  sub: string;
  brand: string;
  name: string;
  price: number;
  discountedPrice?: number;
  /** One or two sentences for the description. */
  about: string;
  highlights: string[];
  specifications: Record<string, string>;
  colors?: string[];
  memory?: string[];
  storage?: string[];
  /** Sizes of clothes and shoes: like the other options, each a variant of its own. */
  sizes?: string[];
  /** The product's stock, split over its variants (the remainder to the first). */
  stock?: number;
  featured?: boolean;
  soldCount: number;
  weight: string;
  dimensions: string;
  images?: number;
}

export interface BrandSeed {
  slug: string;
  name: string;
}

/** A method's price and days in one delivery zone. */
export interface ZoneRateSeed {
  cost: number;
  minDays: number;
  maxDays: number;
}

/**
 * `cost`, `minDays` and `maxDays` are the `other` zone's (and what GET /api/orders/shipping-methods answers
 * without a district).
 */
export interface ShippingMethodSeed extends ZoneRateSeed {
  name: string;
  company: string;
  freeShippingThreshold: number;
  description: string;
  /** Inside the Kathmandu Valley: cheaper and faster than `other`. */
  valley: ZoneRateSeed;
  /** The remote districts (server/src/modules/locations/zones.ts): no cheaper or faster than `other`. */
  remote: ZoneRateSeed;
}

/** Builds the seeds of one subcategory with the fields its products share. */
export function productsOf(
  category: string,
  sub: string,
  shared: Pick<ProductSeed, "weight" | "dimensions"> & Partial<ProductSeed>,
  products: (Partial<ProductSeed> & Pick<ProductSeed, "brand" | "name" | "price" | "about" | "soldCount">)[],
): ProductSeed[] {
  return products.map((product) => ({
    highlights: [],
    specifications: {},
    ...shared,
    ...product,
    category,
    sub,
  }));
}
