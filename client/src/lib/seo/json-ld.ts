// Structured data (schema.org, as Google reads it) for the storefront's pages: pure builders from the store's data
// and the site's origin, so the server's HTML and the browser's render hold the same JSON.
import type { Product, ProductSummary } from "@store/shared/catalog";
import { CATEGORIES } from "@store/shared/categories";
import { absoluteUrl } from "../../app/site-origin.tsx";
import { CONTEXT, type JsonLdObject } from "./site-json-ld.ts";
import { DEFAULT_IMAGE_PATH } from "./site.ts";
import { plainText } from "./plain-text.ts";

export { CONTEXT, organizationJsonLd, webSiteJsonLd, type JsonLdObject } from "./site-json-ld.ts";
/** Long enough for any real description; search engines read only the start. */
const JSON_LD_DESCRIPTION_MAX = 5000;

const absolute = (origin: string, address: string) =>
  /^https?:\/\//i.test(address) ? address : absoluteUrl(origin, address);

export const productPath = (product: Pick<Product, "category" | "slug">) =>
  `/product/${encodeURIComponent(product.category)}/${encodeURIComponent(product.slug)}`;

/** A category's or subcategory's name from its slug; the slug itself for one the store does not know. */
export function categoryName(slug: string): string {
  for (const category of CATEGORIES) {
    if (category.slug === slug) return category.name;
    const sub = category.subcategories.find((candidate) => candidate.slug === slug);
    if (sub) return sub.name;
  }
  return slug;
}

/** What a shopper pays for a variant or product: its discounted price when set, else its price. */
const paid = (item: { price: number; discountedPrice: number | null }) => item.discountedPrice ?? item.price;

function availability(stock: number): string {
  return stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock";
}

function offersOf(product: Product, url: string): JsonLdObject {
  const variants = product.variants;
  const prices = variants.length > 0 ? variants.map(paid) : [paid(product)];
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const common = {
    priceCurrency: "NPR",
    availability: availability(product.stock),
    itemCondition: "https://schema.org/NewCondition",
    url,
  };
  if (low === high) return { "@type": "Offer", price: low, ...common };
  return {
    "@type": "AggregateOffer",
    lowPrice: low,
    highPrice: high,
    offerCount: variants.length,
    ...common,
  };
}

/**
 * The variant a shopper pays least for (docs/guides/api-reference.md "Variants": the product's price is that
 * variant's).
 */
function cheapestVariant(product: Product) {
  return product.variants.reduce<Product["variants"][number] | undefined>(
    (best, variant) => (!best || paid(variant) < paid(best) ? variant : best),
    undefined,
  );
}

/** schema.org Product with its offer(s) in NPR and its rating when it has reviews. */
export function productJsonLd(origin: string, product: Product): JsonLdObject {
  const url = absoluteUrl(origin, productPath(product));
  const images = product.images.length > 0 ? product.images : [product.image || DEFAULT_IMAGE_PATH];
  const description = plainText(product.description).slice(0, JSON_LD_DESCRIPTION_MAX);
  const sku = cheapestVariant(product)?.sku;
  const rated = product.reviewCount > 0 && product.rating >= 1 && product.rating <= 5;
  return {
    "@context": CONTEXT,
    "@type": "Product",
    name: product.name,
    image: images.map((image) => absolute(origin, image)),
    ...(description ? { description } : {}),
    ...(sku ? { sku } : {}),
    brand: { "@type": "Brand", name: product.brand.name },
    category: categoryName(product.subcategory || product.category),
    url,
    offers: offersOf(product, url),
    ...(rated
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: product.rating,
            reviewCount: product.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

export interface Crumb {
  name: string;
  /** A path on the store or an absolute address; left out on the last crumb (the page itself) if wished. */
  path?: string;
}

/** schema.org ListItems, numbered from 1 in the order given, each with what `describe` says of it. */
function listItems<T>(items: readonly T[], describe: (item: T) => Record<string, unknown>): JsonLdObject[] {
  return items.map((item, index) => ({ "@type": "ListItem", position: index + 1, ...describe(item) }));
}

export function breadcrumbJsonLd(origin: string, crumbs: readonly Crumb[]): JsonLdObject {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: listItems(crumbs, (crumb) => ({
      name: crumb.name,
      ...(crumb.path === undefined ? {} : { item: absolute(origin, crumb.path) }),
    })),
  };
}

/** The product page's trail, as its breadcrumb shows it: Home › category › product. */
export function productBreadcrumbs(product: Product): Crumb[] {
  return [
    { name: "Home", path: "/" },
    { name: categoryName(product.category), path: `/category/${encodeURIComponent(product.category)}` },
    { name: product.name, path: productPath(product) },
  ];
}

/** The products a listing page shows, in order, as links to their pages. */
export function itemListJsonLd(origin: string, products: readonly ProductSummary[]): JsonLdObject {
  return {
    "@context": CONTEXT,
    "@type": "ItemList",
    itemListElement: listItems(products, (product) => ({
      url: absoluteUrl(origin, productPath(product)),
      name: product.name,
    })),
  };
}
