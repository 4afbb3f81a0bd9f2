// What other features may use of the product area: putting a product in the cart (the hook, and the endpoint
// the cart's offline sender dispatches), and products like another.
export { productApi, useAddToCartMutation, useRelatedProductsQuery } from "./product-api.ts";
