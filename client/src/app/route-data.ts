// What each screen needs from the API, named once and used on both sides: on the server the route's loader
// awaits it before the page is rendered (so the HTML holds the products, and the page's status is known); in
// the browser the same loader starts it when the shopper navigates, beside the screen's code, and the screen
// finds it in the cache. Only what is the same for every shopper is loaded here: personal data (cart,
// wishlist, orders, profile) is fetched by the browser once it knows who the shopper is.
import type { LoaderFunctionArgs } from "react-router-dom";
import { authApi } from "../features/auth/auth-api.ts";
import { catalogApi } from "../features/catalog/catalog-api.ts";
import { listingQuery } from "../features/catalog/listing-params.ts";
import { BESTSELLING_ON_HOME, FEATURED_ON_HOME, homeApi } from "../features/home/home-api.ts";
import { layoutApi } from "../api/layout-api.ts";
import { productApi, relatedToPage } from "../features/product/product-api.ts";
import type { AppStore } from "./store.ts";

/** What a route loader is handed: the store whose cache the page renders from. */
export interface RouteContext {
  store: AppStore;
}

/** What a loader tells the server about the page: its HTTP status (200 unless said). */
export interface ScreenData {
  status: number;
}

type Loader = (args: LoaderFunctionArgs) => Promise<ScreenData>;
type Request = { unwrap(): Promise<unknown>; unsubscribe?: () => void };

function storeOf(args: LoaderFunctionArgs): AppStore {
  return (args.context as RouteContext).store;
}

/**
 * Waits for the requests and reads the page's status from them: 404 when a request at `notFoundAt` found nothing
 * (a missing product), 400 when the API refused the address's query (a listing's minPrice above its maxPrice:
 * the page shows its error), 503 when the API could not answer at all (the server does not keep such a page).
 */
async function settled(requests: Request[], notFoundAt: number[] = []): Promise<ScreenData> {
  const results = await Promise.allSettled(requests.map((request) => request.unwrap()));
  let status = 200;
  results.forEach((result, index) => {
    if (result.status === "fulfilled") return;
    const failed = (result.reason as { status?: unknown }).status;
    if (failed === 404 && notFoundAt.includes(index)) status = Math.max(status, 404);
    else if (typeof failed === "number" && failed >= 400 && failed < 500) status = Math.max(status, 400);
    else status = 503;
  });
  return { status };
}

/** The header's categories, on every screen. */
export const layoutData: Loader = async (args) =>
  settled([storeOf(args).dispatch(layoutApi.endpoints.categories.initiate(undefined, { subscribe: false }))]);

/** The sign-in and registration pages: whether they offer Google sign-in. */
export const signInData: Loader = async (args) =>
  settled([
    storeOf(args).dispatch(authApi.endpoints.signInMethods.initiate(undefined, { subscribe: false })),
  ]);

export const homeData: Loader = async (args) => {
  const { dispatch } = storeOf(args);
  return settled([
    dispatch(homeApi.endpoints.products.initiate(FEATURED_ON_HOME, { subscribe: false })),
    dispatch(homeApi.endpoints.products.initiate(BESTSELLING_ON_HOME, { subscribe: false })),
    dispatch(catalogApi.endpoints.brands.initiate(undefined, { subscribe: false })),
  ]);
};

export const listingData: Loader = async (args) => {
  const { dispatch } = storeOf(args);
  const search = new URL(args.request.url).searchParams;
  return settled([
    dispatch(
      catalogApi.endpoints.productList.initiate(listingQuery(search, args.params.category), {
        subscribe: false,
      }),
    ),
    dispatch(catalogApi.endpoints.brands.initiate(undefined, { subscribe: false })),
  ]);
};

export const productData: Loader = async (args) => {
  const { dispatch } = storeOf(args);
  const { category = "", slug = "" } = args.params;
  return settled(
    [
      dispatch(productApi.endpoints.productPage.initiate({ category, slug }, { subscribe: false })),
      dispatch(
        productApi.endpoints.relatedProducts.initiate(relatedToPage(category, slug), { subscribe: false }),
      ),
    ],
    [0],
  );
};

/** A path no route knows: the store's 404 page, with status 404. */
export const notFoundData: Loader = async () => ({ status: 404 });
