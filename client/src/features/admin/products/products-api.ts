// Products: the list, one product, creating, editing, archiving, restoring and the CSV import.
// Injected into the store's one API by the admin's chunk only (admin-api.ts holds what the areas share).
import { adminApi, data, dataPart, oneRecord, pagedList, recordAndList, sendTo } from "../admin-api.ts";
import type {
  AdminProduct,
  ImportReport,
  ProductInput,
  ProductPatch,
  ProductsPage,
  ProductsQuery,
} from "../admin-types.ts";

/** What a change to one product makes stale: it, the list, the dashboard, the audit log and the storefront's. */
const productChanged = (id: string) => [
  ...recordAndList("AdminProduct", id),
  "AdminDashboard" as const,
  "AdminAudit" as const,
  "Product" as const,
];

const productsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminProducts: build.query<ProductsPage, ProductsQuery>(pagedList("/admin/products", "AdminProduct")),
    adminProduct: build.query<AdminProduct, string>({
      ...oneRecord("/admin/products", "AdminProduct"),
      transformResponse: dataPart("product"),
    }),
    createProduct: build.mutation<AdminProduct, ProductInput>({
      query: (body) => ({ url: "/admin/products", method: "POST", body }),
      transformResponse: dataPart("product"),
      // The storefront's listings show the new product too.
      invalidatesTags: [{ type: "AdminProduct", id: "LIST" }, "AdminDashboard", "AdminAudit", "Product"],
    }),
    updateProduct: build.mutation<AdminProduct, { id: string } & ProductPatch>({
      query: sendTo("id", "/admin/products", "PATCH"),
      transformResponse: dataPart("product"),
      invalidatesTags: (_result, _error, { id }) => productChanged(id),
    }),
    archiveProduct: build.mutation<unknown, string>({
      query: (id) => ({ url: `/admin/products/${encodeURIComponent(id)}`, method: "DELETE" }),
      invalidatesTags: (_result, _error, id) => productChanged(id),
    }),
    restoreProduct: build.mutation<AdminProduct, string>({
      query: (id) => ({ url: `/admin/products/${encodeURIComponent(id)}/restore`, method: "POST" }),
      transformResponse: dataPart("product"),
      invalidatesTags: (_result, _error, id) => productChanged(id),
    }),
    importProducts: build.mutation<ImportReport, { csv: string; dryRun: boolean }>({
      query: ({ csv, dryRun }) => ({
        url: "/admin/products/import",
        method: "POST",
        params: { dryRun: String(dryRun) },
        headers: { "content-type": "text/csv" },
        body: csv,
      }),
      transformResponse: data,
      // A dry run changes nothing, so only a real run makes the lists ask again.
      invalidatesTags: (_result, _error, { dryRun }) =>
        dryRun ? [] : [{ type: "AdminProduct", id: "LIST" }, "AdminDashboard", "AdminAudit", "Product"],
    }),
  }),
});

export const {
  useAdminProductsQuery,
  useAdminProductQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useArchiveProductMutation,
  useRestoreProductMutation,
  useImportProductsMutation,
} = productsApi;
