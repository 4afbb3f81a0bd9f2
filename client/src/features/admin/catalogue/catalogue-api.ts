// The catalogue's brands and categories.
// Injected into the store's one API by the admin's chunk only (admin-api.ts holds what the areas share).
import type {
  AdminCategory,
  CreateBrandInput,
  PatchBrandInput,
  PatchCategoryInput,
} from "@store/shared/admin/catalogue";
import type { Brand } from "@store/shared/catalog";
import { adminApi, dataPart, sendTo, wholeList } from "../admin-api.ts";

const catalogueApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminBrands: build.query<Brand[], void>(wholeList("/admin/brands", "brands", "AdminBrand")),
    createBrand: build.mutation<Brand, CreateBrandInput>({
      query: (body) => ({ url: "/admin/brands", method: "POST", body }),
      transformResponse: dataPart("brand"),
      invalidatesTags: ["AdminBrand", "AdminAudit"],
    }),
    changeBrand: build.mutation<Brand, { id: string } & PatchBrandInput>({
      query: sendTo("id", "/admin/brands", "PATCH"),
      transformResponse: dataPart("brand"),
      invalidatesTags: ["AdminBrand", "AdminAudit", { type: "AdminProduct", id: "LIST" }, "Product"],
    }),
    adminCategories: build.query<AdminCategory[], void>(
      wholeList("/admin/categories", "categories", "AdminCategory"),
    ),
    changeCategory: build.mutation<AdminCategory, { slug: string } & PatchCategoryInput>({
      query: sendTo("slug", "/admin/categories", "PATCH"),
      transformResponse: dataPart("category"),
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
