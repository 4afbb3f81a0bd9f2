// The merchant's calls of SHOP-API.md "Roles and the admin API", injected into the store's one API, so they share
// its token, timeout and sign-out on 401. Loaded with the admin's chunk only.
import { baseApi } from "../../api/base-api.ts";
import type {
  AuditPage,
  AuditQuery,
  CustomerChange,
  CustomerDetail,
  CustomersPage,
  CustomersQuery,
  ReviewsPage,
  ReviewsQuery,
  AdminReview,
  Dashboard,
  Order,
  OrderDetail,
  OrdersPage,
  OrdersQuery,
  OrderStatusChange,
  RefundRequest,
  AdminCustomer,
  InventoryPage,
  InventoryQuery,
  InventoryVariant,
  StockAdjustment,
  StockHistoryPage,
  AdminProduct,
  ImportReport,
  ProductInput,
  ProductPatch,
  ProductsPage,
  ProductsQuery,
} from "./admin-types.ts";
import type { Brand } from "@store/shared/catalog";
import type { AdminDiscount } from "@store/shared/admin/discounts";
import type { DiscountType } from "@store/shared/pricing";

/** A discount code's terms as the admin's form sends them (POST, and PATCH with any of them). */
export interface AdminDiscountInput {
  code: string;
  type: DiscountType;
  value: number;
  minSubtotal: number;
  startsAt: string | null;
  endsAt: string | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  active: boolean;
}
import type {
  AdminCategory,
  CreateBrandInput,
  PatchBrandInput,
  PatchCategoryInput,
} from "@store/shared/admin/catalogue";

interface Answer<T> {
  success: true;
  data: T;
}

/** A list's query without its empty filters, so `?status=&search=` is never sent. */
export function listParams(query: object): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ""),
  ) as Record<string, string | number>;
}

const admin = baseApi.enhanceEndpoints({
  addTagTypes: [
    "AdminDashboard",
    "AdminOrder",
    "AdminCustomer",
    "AdminAudit",
    "AdminInventory",
    "AdminProduct",
    "AdminBrand",
    "AdminCategory",
    "AdminReview",
    "AdminDiscount",
  ],
});

export const adminApi = admin.injectEndpoints({
  endpoints: (build) => ({
    dashboard: build.query<Dashboard, void>({
      query: () => "/admin/dashboard",
      transformResponse: (answer: Answer<Dashboard>) => answer.data,
      providesTags: ["AdminDashboard"],
    }),
    adminOrders: build.query<OrdersPage, OrdersQuery>({
      query: (query) => ({ url: "/admin/orders", params: listParams(query) }),
      transformResponse: (answer: Answer<OrdersPage>) => answer.data,
      providesTags: [{ type: "AdminOrder", id: "LIST" }],
    }),
    adminOrder: build.query<OrderDetail, string>({
      query: (orderNumber) => `/admin/orders/${encodeURIComponent(orderNumber)}`,
      transformResponse: (answer: Answer<OrderDetail>) => answer.data,
      providesTags: (_result, _error, orderNumber) => [{ type: "AdminOrder", id: orderNumber }],
    }),
    changeOrderStatus: build.mutation<Order, { orderNumber: string } & OrderStatusChange>({
      query: ({ orderNumber, ...body }) => ({
        url: `/admin/orders/${encodeURIComponent(orderNumber)}/status`,
        method: "PATCH",
        body,
      }),
      transformResponse: (answer: Answer<{ order: Order }>) => answer.data.order,
      // The shopper's own order list shows the new status too.
      invalidatesTags: (_result, _error, { orderNumber }) => [
        { type: "AdminOrder", id: orderNumber },
        { type: "AdminOrder", id: "LIST" },
        "AdminDashboard",
        "AdminAudit",
        "Order",
      ],
    }),
    /** Cash of a delivered cash-on-delivery order recorded as collected; answers the server's sentence. */
    recordCashCollected: build.mutation<{ message: string; order: Order }, { orderNumber: string }>({
      query: ({ orderNumber }) => ({
        url: `/admin/orders/${encodeURIComponent(orderNumber)}/cod-collected`,
        method: "POST",
      }),
      transformResponse: (answer: Answer<{ order: Order }> & { message: string }) => ({
        message: answer.message,
        order: answer.data.order,
      }),
      invalidatesTags: (_result, _error, { orderNumber }) => [
        { type: "AdminOrder", id: orderNumber },
        { type: "AdminOrder", id: "LIST" },
        "AdminDashboard",
        "AdminAudit",
        "Order",
      ],
    }),
    refundOrder: build.mutation<Order, { orderNumber: string } & RefundRequest>({
      query: ({ orderNumber, ...body }) => ({
        url: `/admin/orders/${encodeURIComponent(orderNumber)}/refund`,
        method: "POST",
        body,
      }),
      transformResponse: (answer: Answer<{ order: Order }>) => answer.data.order,
      invalidatesTags: (_result, _error, { orderNumber }) => [
        { type: "AdminOrder", id: orderNumber },
        { type: "AdminOrder", id: "LIST" },
        "AdminDashboard",
        "AdminAudit",
        "Order",
      ],
    }),
    adminCustomers: build.query<CustomersPage, CustomersQuery>({
      query: (query) => ({ url: "/admin/customers", params: listParams(query) }),
      transformResponse: (answer: Answer<CustomersPage>) => answer.data,
      providesTags: [{ type: "AdminCustomer", id: "LIST" }],
    }),
    adminCustomer: build.query<CustomerDetail, string>({
      query: (id) => `/admin/customers/${encodeURIComponent(id)}`,
      transformResponse: (answer: Answer<CustomerDetail>) => answer.data,
      providesTags: (_result, _error, id) => [{ type: "AdminCustomer", id }],
    }),
    changeCustomer: build.mutation<AdminCustomer, { id: string } & CustomerChange>({
      query: ({ id, ...body }) => ({
        url: `/admin/customers/${encodeURIComponent(id)}`,
        method: "PATCH",
        body,
      }),
      transformResponse: (answer: Answer<{ customer: AdminCustomer }>) => answer.data.customer,
      invalidatesTags: (_result, _error, { id }) => [
        { type: "AdminCustomer", id },
        { type: "AdminCustomer", id: "LIST" },
        "AdminAudit",
      ],
    }),
    adminReviews: build.query<ReviewsPage, ReviewsQuery>({
      query: (query) => ({ url: "/admin/reviews", params: listParams(query) }),
      transformResponse: (answer: Answer<ReviewsPage>) => answer.data,
      providesTags: [{ type: "AdminReview", id: "LIST" }],
    }),
    /** Hides or shows again one review; the product's page and rating change with it. */
    moderateReview: build.mutation<
      { message: string; review: AdminReview },
      { id: string; productId: string; action: "hide" | "show"; reason: string }
    >({
      query: ({ id, action, reason }) => ({
        url: `/admin/reviews/${encodeURIComponent(id)}/${action}`,
        method: "POST",
        body: { reason },
      }),
      transformResponse: (answer: { message: string; data: { review: AdminReview } }) => ({
        message: answer.message,
        review: answer.data.review,
      }),
      invalidatesTags: (_result, _error, { productId }) => [
        { type: "AdminReview", id: "LIST" },
        { type: "Product", id: productId },
        { type: "Review", id: productId },
        "AdminAudit",
      ],
    }),
    adminProducts: build.query<ProductsPage, ProductsQuery>({
      query: (query) => ({ url: "/admin/products", params: listParams(query) }),
      transformResponse: (answer: Answer<ProductsPage>) => answer.data,
      providesTags: [{ type: "AdminProduct", id: "LIST" }],
    }),
    adminProduct: build.query<AdminProduct, string>({
      query: (id) => `/admin/products/${encodeURIComponent(id)}`,
      transformResponse: (answer: Answer<{ product: AdminProduct }>) => answer.data.product,
      providesTags: (_result, _error, id) => [{ type: "AdminProduct", id }],
    }),
    createProduct: build.mutation<AdminProduct, ProductInput>({
      query: (body) => ({ url: "/admin/products", method: "POST", body }),
      transformResponse: (answer: Answer<{ product: AdminProduct }>) => answer.data.product,
      // The storefront's listings show the new product too.
      invalidatesTags: [{ type: "AdminProduct", id: "LIST" }, "AdminDashboard", "AdminAudit", "Product"],
    }),
    updateProduct: build.mutation<AdminProduct, { id: string } & ProductPatch>({
      query: ({ id, ...body }) => ({
        url: `/admin/products/${encodeURIComponent(id)}`,
        method: "PATCH",
        body,
      }),
      transformResponse: (answer: Answer<{ product: AdminProduct }>) => answer.data.product,
      invalidatesTags: (_result, _error, { id }) => [
        { type: "AdminProduct", id },
        { type: "AdminProduct", id: "LIST" },
        "AdminDashboard",
        "AdminAudit",
        "Product",
      ],
    }),
    archiveProduct: build.mutation<unknown, string>({
      query: (id) => ({ url: `/admin/products/${encodeURIComponent(id)}`, method: "DELETE" }),
      invalidatesTags: (_result, _error, id) => [
        { type: "AdminProduct", id },
        { type: "AdminProduct", id: "LIST" },
        "AdminDashboard",
        "AdminAudit",
        "Product",
      ],
    }),
    restoreProduct: build.mutation<AdminProduct, string>({
      query: (id) => ({ url: `/admin/products/${encodeURIComponent(id)}/restore`, method: "POST" }),
      transformResponse: (answer: Answer<{ product: AdminProduct }>) => answer.data.product,
      invalidatesTags: (_result, _error, id) => [
        { type: "AdminProduct", id },
        { type: "AdminProduct", id: "LIST" },
        "AdminDashboard",
        "AdminAudit",
        "Product",
      ],
    }),
    importProducts: build.mutation<ImportReport, { csv: string; dryRun: boolean }>({
      query: ({ csv, dryRun }) => ({
        url: "/admin/products/import",
        method: "POST",
        params: { dryRun: String(dryRun) },
        headers: { "content-type": "text/csv" },
        body: csv,
      }),
      transformResponse: (answer: Answer<ImportReport>) => answer.data,
      // A dry run changes nothing, so only a real run makes the lists ask again.
      invalidatesTags: (_result, _error, { dryRun }) =>
        dryRun ? [] : [{ type: "AdminProduct", id: "LIST" }, "AdminDashboard", "AdminAudit", "Product"],
    }),
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
    adminDiscounts: build.query<AdminDiscount[], void>({
      query: () => "/admin/discounts",
      transformResponse: (answer: Answer<{ discounts: AdminDiscount[] }>) => answer.data.discounts,
      providesTags: ["AdminDiscount"],
    }),
    createDiscount: build.mutation<AdminDiscount, AdminDiscountInput>({
      query: (body) => ({ url: "/admin/discounts", method: "POST", body }),
      transformResponse: (answer: Answer<{ discount: AdminDiscount }>) => answer.data.discount,
      invalidatesTags: ["AdminDiscount", "AdminAudit"],
    }),
    changeDiscount: build.mutation<AdminDiscount, { id: string } & Partial<AdminDiscountInput>>({
      query: ({ id, ...body }) => ({
        url: `/admin/discounts/${encodeURIComponent(id)}`,
        method: "PATCH",
        body,
      }),
      transformResponse: (answer: Answer<{ discount: AdminDiscount }>) => answer.data.discount,
      invalidatesTags: ["AdminDiscount", "AdminAudit"],
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
    auditLog: build.query<AuditPage, AuditQuery>({
      query: (query) => ({ url: "/admin/audit", params: listParams(query) }),
      transformResponse: (answer: Answer<AuditPage>) => answer.data,
      providesTags: ["AdminAudit"],
    }),
    inventory: build.query<InventoryPage, InventoryQuery>({
      query: (query) => ({ url: "/admin/inventory", params: listParams(query) }),
      transformResponse: (answer: Answer<InventoryPage>) => answer.data,
      providesTags: [{ type: "AdminInventory", id: "LIST" }],
    }),
    stockHistory: build.query<StockHistoryPage, { variantId: string; page?: number }>({
      query: ({ variantId, page }) => ({
        url: `/admin/variants/${encodeURIComponent(variantId)}/stock-history`,
        params: listParams({ page }),
      }),
      transformResponse: (answer: Answer<StockHistoryPage>) => answer.data,
      providesTags: (_result, _error, { variantId }) => [{ type: "AdminInventory", id: variantId }],
    }),
    adjustStock: build.mutation<InventoryVariant, { variantId: string } & StockAdjustment>({
      query: ({ variantId, ...body }) => ({
        url: `/admin/variants/${encodeURIComponent(variantId)}/stock`,
        method: "POST",
        body,
      }),
      transformResponse: (answer: Answer<{ variant: InventoryVariant }>) => answer.data.variant,
      // The storefront's product pages, cached in this tab, show the new stock too.
      invalidatesTags: (_result, _error, { variantId }) => [
        { type: "AdminInventory", id: variantId },
        { type: "AdminInventory", id: "LIST" },
        "AdminDashboard",
        "AdminAudit",
        "Product",
      ],
    }),
  }),
});

export const {
  useDashboardQuery,
  useAdminOrdersQuery,
  useAdminOrderQuery,
  useChangeOrderStatusMutation,
  useRefundOrderMutation,
  useRecordCashCollectedMutation,
  useAdminCustomersQuery,
  useAdminCustomerQuery,
  useChangeCustomerMutation,
  useAuditLogQuery,
  useInventoryQuery,
  useStockHistoryQuery,
  useAdjustStockMutation,
  useAdminProductsQuery,
  useAdminProductQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useArchiveProductMutation,
  useRestoreProductMutation,
  useImportProductsMutation,
  useAdminBrandsQuery,
  useCreateBrandMutation,
  useChangeBrandMutation,
  useAdminCategoriesQuery,
  useChangeCategoryMutation,
  useAdminReviewsQuery,
  useModerateReviewMutation,
  useAdminDiscountsQuery,
  useCreateDiscountMutation,
  useChangeDiscountMutation,
} = adminApi;
