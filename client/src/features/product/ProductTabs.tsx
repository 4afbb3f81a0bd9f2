import { useState } from "react";
import type { Product } from "@store/shared/catalog";
import { ReviewsPanel } from "./ReviewsPanel.tsx";

const TABS = ["description", "additional", "specifications", "reviews"] as const;
type Tab = (typeof TABS)[number];
const LABELS: Record<Tab, string> = {
  description: "Description",
  additional: "Additional information",
  specifications: "Specifications",
  reviews: "Reviews",
};

export function ProductTabs({ product }: { product: Product }) {
  const [tab, setTab] = useState<Tab>("description");
  const specifications = Object.entries(product.specifications);
  return (
    <section className="product-tabs" aria-labelledby="product-tabs-title">
      {/* Under the page's h1, so the description's own headings (h3) come after an h2. */}
      <h2 id="product-tabs-title" className="visually-hidden">
        Product information
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
            {LABELS[name]}
            {name === "reviews" ? ` (${product.reviewCount})` : ""}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="tab-panel">
        {/* The server sanitises product HTML to an allow-list of tags before it sends it. */}
        {tab === "description" && <div dangerouslySetInnerHTML={{ __html: product.description }} />}
        {tab === "additional" && (
          <dl>
            <dt>Weight</dt>
            <dd>{product.weight || "—"}</dd>
            <dt>Dimensions</dt>
            <dd>{product.dimensions || "—"}</dd>
            <dt>Brand</dt>
            <dd>{product.brand.name}</dd>
          </dl>
        )}
        {tab === "specifications" &&
          (specifications.length === 0 ? (
            <p>No specifications available.</p>
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
