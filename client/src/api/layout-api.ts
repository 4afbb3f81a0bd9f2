import type { Cart } from "@store/shared/cart";
import { baseApi } from "./base-api.ts";

interface CategoryTree {
  slug: string;
  name: string;
  subcategories: { slug: string; name: string }[];
}

export const layoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    categories: build.query<CategoryTree[], void>({
      query: () => "/categories",
      transformResponse: (answer: { categories: CategoryTree[] }) => answer.categories,
    }),
    cart: build.query<Cart, void>({
      query: () => "/cart",
      transformResponse: (answer: { data: Cart }) => answer.data,
      providesTags: ["Cart"],
    }),
  }),
});

export const { useCategoriesQuery, useCartQuery } = layoutApi;
