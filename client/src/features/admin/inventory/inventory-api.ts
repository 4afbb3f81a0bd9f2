// Inventory: stock per variant, its history, and adjusting it.
// Injected into the store's one API by the admin's chunk only (admin-api.ts holds what the areas share).
import { adminApi, data, dataPart, listParams, pagedList, recordAndList, sendTo } from "../admin-api.ts";
import type {
  InventoryPage,
  InventoryQuery,
  InventoryVariant,
  StockAdjustment,
  StockHistoryPage,
} from "../admin-types.ts";

const inventoryApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    inventory: build.query<InventoryPage, InventoryQuery>(pagedList("/admin/inventory", "AdminInventory")),
    stockHistory: build.query<StockHistoryPage, { variantId: string; page?: number }>({
      query: ({ variantId, page }) => ({
        url: `/admin/variants/${encodeURIComponent(variantId)}/stock-history`,
        params: listParams({ page }),
      }),
      transformResponse: data,
      providesTags: (_result, _error, { variantId }) => [{ type: "AdminInventory", id: variantId }],
    }),
    adjustStock: build.mutation<InventoryVariant, { variantId: string } & StockAdjustment>({
      query: sendTo("variantId", "/admin/variants", "POST", "/stock"),
      transformResponse: dataPart("variant"),
      // The storefront's product pages, cached in this tab, show the new stock too.
      invalidatesTags: (_result, _error, { variantId }) => [
        ...recordAndList("AdminInventory", variantId),
        "AdminDashboard",
        "AdminAudit",
        "Product",
      ],
    }),
  }),
});

export const { useInventoryQuery, useStockHistoryQuery, useAdjustStockMutation } = inventoryApi;
