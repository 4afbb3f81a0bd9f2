// Inventory: stock per variant, its history, and adjusting it.
// Injected into the store's one API by the admin's chunk only (admin-api.ts holds what the areas share).
import { adminApi, listParams, type Answer } from "../admin-api.ts";
import type {
  InventoryPage,
  InventoryQuery,
  InventoryVariant,
  StockAdjustment,
  StockHistoryPage,
} from "../admin-types.ts";

const inventoryApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
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

export const { useInventoryQuery, useStockHistoryQuery, useAdjustStockMutation } = inventoryApi;
