import { useSiteOrigin } from "../../app/site-origin.tsx";
import { JsonLd } from "../../lib/seo/JsonLd.tsx";
import { PageMeta } from "../../lib/seo/PageMeta.tsx";
import { organizationJsonLd, webSiteJsonLd } from "../../lib/seo/site-json-ld.ts";

/** Home's metadata: the store itself, as an organisation and as a site with a search box. */
export function HomeMeta({ image, description }: { image?: string; description?: string }) {
  const origin = useSiteOrigin();
  return (
    <>
      <PageMeta path="/" image={image} description={description} />
      <JsonLd data={organizationJsonLd(origin)} />
      <JsonLd data={webSiteJsonLd(origin)} />
    </>
  );
}
