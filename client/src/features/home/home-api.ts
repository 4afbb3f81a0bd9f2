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
