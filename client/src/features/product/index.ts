// What other features may use of the product area: putting a product in the cart, and products like another.
export { useAddToCartMutation, useRelatedProductsQuery } from "./product-api.ts";
