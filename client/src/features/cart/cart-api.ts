import type { Cart } from "@store/shared/cart";
import { baseApi } from "../../api/base-api.ts";

export const cartApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    changeQuantity: build.mutation<Cart, { itemId: string; quantity: number }>({
      query: ({ itemId, quantity }) => ({ url: `/cart/${itemId}`, method: "PUT", body: { quantity } }),
      transformResponse: (answer: { data: Cart }) => answer.data,
      invalidatesTags: ["Cart"],
    }),
    removeItem: build.mutation<Cart, string>({
      query: (itemId) => ({ url: `/cart/${itemId}`, method: "DELETE" }),
      transformResponse: (answer: { data: Cart }) => answer.data,
      invalidatesTags: ["Cart"],
    }),
    applyDiscount: build.mutation<Cart, string>({
      query: (code) => ({ url: "/cart/discount", method: "POST", body: { code } }),
      transformResponse: (answer: { data: Cart }) => answer.data,
      invalidatesTags: ["Cart"],
    }),
    removeDiscount: build.mutation<Cart, void>({
      query: () => ({ url: "/cart/discount", method: "DELETE" }),
      transformResponse: (answer: { data: Cart }) => answer.data,
      invalidatesTags: ["Cart"],
    }),
  }),
});

export const {
  useChangeQuantityMutation,
  useRemoveItemMutation,
  useApplyDiscountMutation,
  useRemoveDiscountMutation,
} = cartApi;
