import type { Product } from "@store/shared/catalog";
import { useSiteOrigin } from "../../app/site-origin.tsx";
import { JsonLd } from "../../lib/seo/JsonLd.tsx";
import { PageMeta } from "../../lib/seo/PageMeta.tsx";
import { breadcrumbJsonLd, productBreadcrumbs, productJsonLd, productPath } from "../../lib/seo/json-ld.ts";
import { SITE_NAME } from "../../lib/seo/site.ts";
import { descriptionOf } from "../../lib/seo/plain-text.ts";
import { localDescription } from "@store/shared/local-name";
import { useMessages } from "../../i18n/use-messages.ts";
import { productMessages } from "./product-messages.ts";

/** A product page's metadata, its Product JSON-LD and its trail. */
export function ProductMeta({ product }: { product: Product }) {
  const origin = useSiteOrigin();
  const { t, language } = useMessages(productMessages);
  const fallback = t("metaDescription", { name: product.name, brand: product.brand.name, site: SITE_NAME });
  return (
    <>
      <PageMeta
        title={product.name}
        description={descriptionOf(localDescription(product, language).html, fallback)}
        path={productPath(product)}
        image={product.images[0] || product.image || undefined}
        type="product"
      />
      <JsonLd data={productJsonLd(origin, product)} />
      <JsonLd data={breadcrumbJsonLd(origin, productBreadcrumbs(product))} />
    </>
  );
}

/** A product address that names no product on sale: answered with 404 by the server, kept out of the index. */
export function ProductNotFoundMeta() {
  const { t } = useMessages(productMessages);
  return <PageMeta title={t("notFound")} noindex />;
}
