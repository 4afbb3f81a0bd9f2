// Render-as-you-fetch for the screens a shopper lands on: the screen's code and its data start loading at the
// same moment, before React renders, instead of the data waiting for the screen's chunk to arrive and render.
// The arguments are the screens' own (exported beside their endpoints), so each screen finds its data in the cache.
import { matchPath } from "react-router-dom";
import { catalogApi } from "../features/catalog/catalog-api.ts";
import { BESTSELLING_ON_HOME, FEATURED_ON_HOME, homeApi } from "../features/home/home-api.ts";
import { SLIDES } from "../features/home/hero-slides.ts";
import { layoutApi } from "../features/layout/layout-api.ts";
import { productApi, relatedToPage } from "../features/product/product-api.ts";
import { loadProductPage } from "./routes.tsx";
import type { AppDispatch } from "./store.ts";

/** Starts everything the screen at `pathname` needs, and the header's data (shown on every screen). */
export function prefetchScreen(pathname: string, dispatch: AppDispatch): void {
  dispatch(layoutApi.util.prefetch("categories", undefined, {}));
  dispatch(layoutApi.util.prefetch("cart", undefined, {}));
  if (pathname === "/") {
    preloadImage(SLIDES[0]!.image);
    dispatch(homeApi.util.prefetch("products", FEATURED_ON_HOME, {}));
    dispatch(homeApi.util.prefetch("products", BESTSELLING_ON_HOME, {}));
    dispatch(catalogApi.util.prefetch("brands", undefined, {}));
    return;
  }
  const product = matchPath("/product/:category/:slug", pathname);
  if (product) {
    const { category = "", slug = "" } = product.params;
    void loadProductPage();
    dispatch(productApi.util.prefetch("productPage", { category, slug }, {}));
    dispatch(productApi.util.prefetch("relatedProducts", relatedToPage(category, slug), {}));
    dispatch(productApi.util.prefetch("wishlistIds", undefined, {}));
  }
}

/** The home page's largest picture (its LCP) starts loading before React has rendered anything. */
function preloadImage(href: string): void {
  const link = document.createElement("link");
  link.setAttribute("rel", "preload");
  link.setAttribute("as", "image");
  link.setAttribute("href", href);
  link.setAttribute("fetchpriority", "high");
  document.head.append(link);
}
