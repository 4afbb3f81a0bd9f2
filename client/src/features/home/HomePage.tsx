import { Link } from "react-router-dom";
import { ProductCard } from "../../components/ProductCard.tsx";
import { FeaturedCarousel } from "./FeaturedCarousel.tsx";
import { HeroSlider } from "./HeroSlider.tsx";
import { HomeMeta } from "./HomeMeta.tsx";
import { useMessages } from "../../i18n/use-messages.ts";
import { homeMessages } from "./home-messages.ts";
import { useReturnPolicy } from "../../lib/return-policy/return-policy.ts";
import { useBrandsQuery } from "../catalog/index.ts";
import { BESTSELLING_ON_HOME, FEATURED_ON_HOME, useProductsQuery } from "./home-api.ts";
import "./home.css";

/** The six brand cards shown when the brand list cannot be loaded (docs/STOREFRONT.md "Constants"). */
const BUILT_IN_BRANDS = ["Apple", "Samsung", "Sony", "LG", "Nike", "Adidas"].map((name) => ({
  name,
  slug: name.toLowerCase(),
  logo: `/media/brands/${name.toLowerCase()}.svg`,
}));

export default function HomePage() {
  const { t } = useMessages(homeMessages);
  const returnPolicy = useReturnPolicy();
  const featured = useProductsQuery(FEATURED_ON_HOME);
  const bestselling = useProductsQuery(BESTSELLING_ON_HOME);
  const brands = useBrandsQuery();
  const brandCards = brands.isError ? BUILT_IN_BRANDS : (brands.data ?? []).slice(0, 12);

  return (
    <>
      <HomeMeta description={t("description")} />
      <HeroSlider />
      <section className="feature-strip" aria-label={t("whyShop")}>
        <p>{t("fastDelivery")}</p>
        <p>{t("easyReturns", { returnPolicy })}</p>
        <p>{t("securePayment")}</p>
        <p>{t("support")}</p>
      </section>
      <section aria-labelledby="brands-title">
        <h2 id="brands-title">{t("shopByBrands")}</h2>
        <ul className="brand-grid">
          {brandCards.map((brand) => (
            <li key={brand.slug}>
              <Link to={`/products?${new URLSearchParams({ brand: brand.name.toLowerCase() })}`}>
                <img src={brand.logo} alt={brand.name} width={120} height={60} loading="lazy" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="featured-title">
        <div className="section-head">
          <h2 id="featured-title">{t("featuredProducts")}</h2>
          <Link to="/products">{t("viewAllProducts")}</Link>
        </div>
        {featured.isLoading && <p role="status">{t("loadingProducts")}</p>}
        {(featured.isError || featured.data?.length === 0) && <p>{t("noProducts")}</p>}
        {featured.data && featured.data.length > 0 && <FeaturedCarousel products={featured.data} />}
      </section>
      <section aria-labelledby="bestselling-title">
        <h2 id="bestselling-title">{t("bestSelling")}</h2>
        <div className="product-grid">
          {bestselling.data?.slice(0, 8).map((product) => (
            <ProductCard key={product._id} product={product} />
          ))}
        </div>
      </section>
    </>
  );
}
