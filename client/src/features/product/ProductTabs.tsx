import { useState } from "react";
import type { Product } from "@store/shared/catalog";
import { localDescription } from "@store/shared/local-name";
import { useFormat, useMessages } from "../../i18n/use-messages.ts";
import { productMessages } from "./product-messages.ts";
import { ReviewsPanel } from "./ReviewsPanel.tsx";

const TABS = ["description", "additional", "specifications", "reviews"] as const;
type Tab = (typeof TABS)[number];
/** Each tab's label key in the product catalogue. */
const LABELS = {
  description: "description",
  additional: "additional",
  specifications: "specifications",
  reviews: "reviews",
} as const satisfies Record<Tab, string>;

export function ProductTabs({ product }: { product: Product }) {
  const [tab, setTab] = useState<Tab>("description");
  const { t, language } = useMessages(productMessages);
  const { number } = useFormat();
  // The merchant's Nepali description on Nepali pages, else the English one as written (marked as English).
  const description = localDescription(product, language);
  const specifications = Object.entries(product.specifications);
  return (
    <section className="product-tabs" aria-labelledby="product-tabs-title">
      {/* Under the page's h1, so the description's own headings (h3) come after an h2. */}
      <h2 id="product-tabs-title" className="visually-hidden">
        {t("productInformation")}
      </h2>
      <div role="tablist" aria-labelledby="product-tabs-title">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`tab-${name}`}
            aria-selected={tab === name}
            // Only the chosen tab's panel is rendered, so only that tab points at one.
            aria-controls={tab === name ? `panel-${name}` : undefined}
            className={tab === name ? "tab active" : "tab"}
            onClick={() => setTab(name)}
          >
            {t(LABELS[name])}
            {name === "reviews" ? ` (${number(product.reviewCount)})` : ""}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="tab-panel">
        {/* The server sanitises product HTML to an allow-list of tags before it sends it. */}
        {tab === "description" && (
          <div
            lang={description.language === language ? undefined : description.language}
            dangerouslySetInnerHTML={{ __html: description.html }}
          />
        )}
        {tab === "additional" && (
          <dl>
            <dt>{t("weight")}</dt>
            <dd>{product.weight || "—"}</dd>
            <dt>{t("dimensions")}</dt>
            <dd>{product.dimensions || "—"}</dd>
            <dt>{t("brand")}</dt>
            <dd>{product.brand.name}</dd>
          </dl>
        )}
        {tab === "specifications" &&
          (specifications.length === 0 ? (
            <p>{t("noSpecifications")}</p>
          ) : (
            <table>
              <tbody>
                {specifications.map(([key, value]) => (
                  <tr key={key}>
                    <th scope="row">{key}</th>
                    <td>{value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        {tab === "reviews" && <ReviewsPanel product={product} />}
      </div>
    </section>
  );
}
