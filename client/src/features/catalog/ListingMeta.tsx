import type { Brand, ProductSummary } from "@store/shared/catalog";
import { useSiteOrigin } from "../../app/site-origin.tsx";
import { JsonLd } from "../../lib/seo/JsonLd.tsx";
import { PageMeta } from "../../lib/seo/PageMeta.tsx";
import { breadcrumbJsonLd, itemListJsonLd } from "../../lib/seo/json-ld.ts";
import { listingIdentity, type ListingWords } from "../../lib/seo/listing-meta.ts";
import { useFormat, useMessages } from "../../i18n/use-messages.ts";
import { catalogMessages } from "./catalog-messages.ts";
import { SITE_NAME } from "../../lib/seo/site.ts";

/** The listing's title, description and trail in the page's language. */
function useListingWords(): ListingWords {
  const { t } = useMessages(catalogMessages);
  const { number } = useFormat();
  return {
    home: t("home"),
    allProducts: t("allProducts"),
    allProductsLower: t("allProductsLower"),
    resultsFor: (search) => t("resultsFor", { search }),
    shelfByBrand: (shelf, brand) => t("shelfByBrand", { shelf, brand }),
    titlePage: (heading, page) => t("titlePage", { heading, page: number(page) }),
    searchDescription: (search) => t("searchDescription", { search, site: SITE_NAME }),
    shopDescription: (named) => t("shopDescription", { named, site: SITE_NAME }),
  };
}

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
  const page = listingIdentity(query, brands, useListingWords());
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
