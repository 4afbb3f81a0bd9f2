// The catalogue's brands and categories.
// Injected into the store's one API by the admin's chunk only (admin-api.ts holds what the areas share).
import type {
  AdminCategory,
  CreateBrandInput,
  PatchBrandInput,
  PatchCategoryInput,
} from "@store/shared/admin/catalogue";
import type { Brand } from "@store/shared/catalog";
import { adminApi, type Answer } from "../admin-api.ts";

const catalogueApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminBrands: build.query<Brand[], void>({
      query: () => "/admin/brands",
      transformResponse: (answer: Answer<{ brands: Brand[] }>) => answer.data.brands,
      providesTags: ["AdminBrand"],
    }),
    createBrand: build.mutation<Brand, CreateBrandInput>({
      query: (body) => ({ url: "/admin/brands", method: "POST", body }),
      transformResponse: (answer: Answer<{ brand: Brand }>) => answer.data.brand,
      invalidatesTags: ["AdminBrand", "AdminAudit"],
    }),
    changeBrand: build.mutation<Brand, { id: string } & PatchBrandInput>({
      query: ({ id, ...body }) => ({ url: `/admin/brands/${encodeURIComponent(id)}`, method: "PATCH", body }),
      transformResponse: (answer: Answer<{ brand: Brand }>) => answer.data.brand,
      invalidatesTags: ["AdminBrand", "AdminAudit", { type: "AdminProduct", id: "LIST" }, "Product"],
    }),
    adminCategories: build.query<AdminCategory[], void>({
      query: () => "/admin/categories",
      transformResponse: (answer: Answer<{ categories: AdminCategory[] }>) => answer.data.categories,
      providesTags: ["AdminCategory"],
    }),
    changeCategory: build.mutation<AdminCategory, { slug: string } & PatchCategoryInput>({
      query: ({ slug, ...body }) => ({
        url: `/admin/categories/${encodeURIComponent(slug)}`,
        method: "PATCH",
        body,
      }),
      transformResponse: (answer: Answer<{ category: AdminCategory }>) => answer.data.category,
      invalidatesTags: ["AdminCategory", "AdminAudit"],
    }),
  }),
});

export const {
  useAdminBrandsQuery,
  useCreateBrandMutation,
  useChangeBrandMutation,
  useAdminCategoriesQuery,
  useChangeCategoryMutation,
} = catalogueApi;
