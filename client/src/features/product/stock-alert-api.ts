import type { StockAlert, StockAlertAnswer, StockAlertBody } from "@store/shared/stock-alerts";
import { baseApi } from "../../api/base-api.ts";

export const stockAlertApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/products/:id/notify: guests too. */
    requestStockAlert: build.mutation<StockAlert, { productId: string } & StockAlertBody>({
      query: ({ productId, ...body }) => ({
        url: `/products/${encodeURIComponent(productId)}/notify`,
        method: "POST",
        body,
      }),
      transformResponse: (answer: StockAlertAnswer) => answer.data.request,
    }),
  }),
});

export const { useRequestStockAlertMutation } = stockAlertApi;
