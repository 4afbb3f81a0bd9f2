import type { Brand, ProductSummary } from "@store/shared/catalog";
import { baseApi } from "../../api/base-api.ts";

export interface ProductPage {
  products: ProductSummary[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

export const catalogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    productList: build.query<ProductPage, Record<string, string>>({
      query: (params) => ({ url: "/products", params }),
      transformResponse: (answer: ProductPage & { success: true }) => ({
        products: answer.products,
        pagination: answer.pagination,
      }),
      providesTags: ["Product"],
    }),
    brands: build.query<Brand[], void>({
      query: () => "/brands",
      transformResponse: (answer: { brands: Brand[] }) => answer.brands,
    }),
  }),
});

export const { useProductListQuery, useBrandsQuery } = catalogApi;
