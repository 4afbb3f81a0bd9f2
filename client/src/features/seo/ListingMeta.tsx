import type { Brand, ProductSummary } from "@store/shared/catalog";
import { useSiteOrigin } from "../../app/site-origin.tsx";
import { JsonLd } from "./JsonLd.tsx";
import { PageMeta } from "./PageMeta.tsx";
import { breadcrumbJsonLd, itemListJsonLd } from "./json-ld.ts";
import { listingIdentity } from "./listing-meta.ts";

/** The listing's metadata and structured data (its trail, and the products it shows once they are known). */
export function ListingMeta({
  query,
  brands,
  products,
}: {
  query: Record<string, string>;
  brands: readonly Brand[];
  products?: readonly ProductSummary[];
}) {
  const origin = useSiteOrigin();
  const page = listingIdentity(query, brands);
  return (
    <>
      <PageMeta
        title={page.title}
        description={page.description}
        path={page.path}
        image={products?.[0]?.image || undefined}
        noindex={page.noindex}
      />
      <JsonLd data={breadcrumbJsonLd(origin, page.crumbs)} />
      {products && products.length > 0 && <JsonLd data={itemListJsonLd(origin, products)} />}
    </>
  );
}
