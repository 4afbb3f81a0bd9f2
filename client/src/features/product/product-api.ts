import type { Cart } from "@store/shared/cart";
import type { Product, ProductSummary } from "@store/shared/catalog";
import { baseApi } from "../../api/base-api.ts";
import { wishlistSessionId } from "../../lib/session-ids.ts";
import { cartUnlessNoAnswer } from "../../api/connection.ts";

export const productApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    productPage: build.query<Product, { category: string; slug: string }>({
      query: ({ category, slug }) => `/products/${encodeURIComponent(category)}/${encodeURIComponent(slug)}`,
      transformResponse: (answer: { product: Product }) => answer.product,
      providesTags: (product) => (product ? [{ type: "Product", id: product._id }] : []),
    }),
    /** productId is the product's id or its slug. */
    relatedProducts: build.query<ProductSummary[], { category: string; productId: string }>({
      query: ({ category, productId }) =>
        `/products/related/${encodeURIComponent(category)}/${encodeURIComponent(productId)}?limit=4`,
      transformResponse: (answer: { products: ProductSummary[] }) => answer.products,
    }),
    /** Without variantId (the wishlist's add) the product's first variant is added. */
    addToCart: build.mutation<Cart, { productId: string; quantity: number; variantId?: string }>({
      query: (body) => ({ url: "/cart/add", method: "POST", body }),
      transformResponse: (answer: { data: Cart }) => answer.data,
      invalidatesTags: cartUnlessNoAnswer,
    }),
    wishlistIds: build.query<string[], void>({
      query: () => ({ url: "/wishlist", params: { sessionId: wishlistSessionId() } }),
      transformResponse: (answer: { wishlist: { products: { product: { _id: string } }[] } }) =>
        answer.wishlist.products.map((entry) => entry.product._id),
      providesTags: ["Wishlist"],
    }),
    toggleWishlist: build.mutation<{ action: "added" | "removed"; message: string }, string>({
      query: (productId) => ({
        url: "/wishlist/toggle",
        method: "POST",
        body: { productId, sessionId: wishlistSessionId() },
      }),
      invalidatesTags: ["Wishlist"],
    }),
  }),
});

export const {
  useProductPageQuery,
  useRelatedProductsQuery,
  useAddToCartMutation,
  useWishlistIdsQuery,
  useToggleWishlistMutation,
} = productApi;

/** The related products a product page shows: asked by the page's own address, beside the product. */
export const relatedToPage = (category: string, slug: string) => ({ category, productId: slug });
