import type { ProductSummary } from "@store/shared/catalog";
import { baseApi } from "../../api/base-api.ts";

export const homeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    products: build.query<ProductSummary[], { featured?: boolean; sort?: string; limit: number }>({
      query: ({ featured, sort, limit }) => ({
        url: "/products",
        params: { limit, ...(featured ? { featured: "true" } : {}), ...(sort ? { sort } : {}) },
      }),
      transformResponse: (answer: { products: ProductSummary[] }) => answer.products,
      providesTags: ["Product"],
    }),
  }),
});

export const { useProductsQuery } = homeApi;

/** What the home page shows; route-data.ts fetches the same, so the page finds it in the cache. */
export const FEATURED_ON_HOME = { featured: true, limit: 8 };
export const BESTSELLING_ON_HOME = { sort: "bestselling", limit: 10 };
