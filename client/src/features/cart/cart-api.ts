import type { Cart } from "@store/shared/cart";
import { baseApi } from "../../api/base-api.ts";
import { isConnectionFailure } from "../../api/connection.ts";

/**
 * A change that got no answer leaves the cart as the page shows it (kept offline, shown as it will be); any answer
 * brings the server's cart back.
 */
const cartUnlessNoAnswer = (_cart: unknown, error: unknown) =>
  isConnectionFailure(error) ? [] : ["Cart" as const];

export const cartApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    changeQuantity: build.mutation<Cart, { itemId: string; quantity: number }>({
      query: ({ itemId, quantity }) => ({ url: `/cart/${itemId}`, method: "PUT", body: { quantity } }),
      transformResponse: (answer: { data: Cart }) => answer.data,
      invalidatesTags: cartUnlessNoAnswer,
    }),
    removeItem: build.mutation<Cart, string>({
      query: (itemId) => ({ url: `/cart/${itemId}`, method: "DELETE" }),
      transformResponse: (answer: { data: Cart }) => answer.data,
      invalidatesTags: cartUnlessNoAnswer,
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
