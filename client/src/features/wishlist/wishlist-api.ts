import type { WishlistEntry } from "@store/shared/cart";
import { baseApi } from "../../api/base-api.ts";
import { wishlistSessionId } from "../../lib/session-ids.ts";

export const wishlistApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    wishlist: build.query<WishlistEntry[], void>({
      query: () => ({ url: "/wishlist", params: { sessionId: wishlistSessionId() } }),
      transformResponse: (answer: { wishlist: { products: WishlistEntry[] } }) => answer.wishlist.products,
      providesTags: ["Wishlist"],
    }),
    removeFromWishlist: build.mutation<{ message: string }, string>({
      query: (productId) => ({
        url: `/wishlist/remove/${productId}`,
        method: "DELETE",
        params: { sessionId: wishlistSessionId() },
      }),
      invalidatesTags: ["Wishlist"],
    }),
  }),
});

export const { useWishlistQuery, useRemoveFromWishlistMutation } = wishlistApi;
