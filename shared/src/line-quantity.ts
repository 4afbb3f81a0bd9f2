// How much of one variant a line may hold: a fact without zod, so the storefront's first chunks can read it
// (shared/src/cart.ts builds the schema on it).

/**
 * The most of one variant a cart line, or an order (its lines of that variant together), may hold. One limit for
 * the cart and the order, read by the server and the client alike. An unpaid order holds its stock for the
 * payment window and a cash-on-delivery one until it is sent, so a line the size of the whole stock would let
 * one guest take a product off sale for everyone (docs/SECURITY.md "Stock held by orders nobody pays for").
 * Ten is more than a household buys of one thing at once (ten 5 kg sacks of rice, ten packs of 30 noodles); a
 * shopper who wants more of a variant places a second order.
 */
export const MAX_LINE_QUANTITY = 10;
