// Cart and wishlist shapes of the API reference (GET /api/cart, GET /api/wishlist).
import { z } from "zod";
import { idSchema, sessionIdSchema } from "./common.ts";
import { DISCOUNT_TYPES } from "./pricing.ts";
import { MAX_LINE_QUANTITY } from "./line-quantity.ts";

export { MAX_LINE_QUANTITY };

const option = z.string().trim().max(60).optional();

/** A line's quantity, in the cart and in an order: a whole number from 1 to MAX_LINE_QUANTITY. */
export const lineQuantitySchema = z
  .number({ error: "Quantity must be a whole number" })
  .int("Quantity must be a whole number")
  .min(1, "Quantity must be at least 1")
  .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`);

export const cartAddBodySchema = z.object({
  productId: idSchema,
  /** name, price and image are accepted from older clients and ignored: the server prices the cart. */
  name: z.unknown().optional(),
  price: z.unknown().optional(),
  image: z.unknown().optional(),
  quantity: lineQuantitySchema.default(1),
  /** The variant to add; without it the options pick one (the first value of each option left out). */
  variantId: idSchema.optional(),
  color: option,
  memory: option,
  storage: option,
  size: option,
});

export const cartQuantityBodySchema = z.object({ quantity: lineQuantitySchema });

export const cartItemParamsSchema = z.object({ itemId: idSchema });

/** What a cart line and an order line both say: price, quantity and total in rupees, and the variant's options. */
export const lineFields = () => ({
  price: z.number().int(),
  quantity: z.number().int(),
  total: z.number().int(),
  color: z.string(),
  memory: z.string(),
  storage: z.string(),
  size: z.string(),
});

export const cartItemSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  product: z.object({
    _id: z.string(),
    name: z.string(),
    /** The product's Nepali name, shown on Nepali pages (null: the English name is shown). */
    nameNe: z.string().nullable(),
    slug: z.string(),
    category: z.string(),
    images: z.array(z.string()),
    /** The line's variant's stock: the most the line can hold. */
    stock: z.number().int(),
  }),
  productName: z.string(),
  productImage: z.string(),
  variantId: z.string(),
  sku: z.string(),
  ...lineFields(),
});

export const pricingSchema = z.object({
  subtotal: z.number().int(),
  tax: z.number().int(),
  shipping: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
});

/** POST /api/cart/discount: a code as the shopper typed it (matched regardless of case). */
export const cartDiscountBodySchema = z.object({
  code: z
    .string({ error: "Please enter a discount code" })
    .trim()
    .min(1, "Please enter a discount code")
    .max(40, "Discount code must be at most 40 characters"),
});

/**
 * The code kept on the cart, as it stands now: what it takes off (so the checkout steps can show the same figures
 * with the shared pricing rules) and, when it takes nothing off now, why (`note`, e.g. the minimum not met).
 */
export const cartDiscountSchema = z.object({
  code: z.string(),
  type: z.enum(DISCOUNT_TYPES),
  value: z.number().int(),
  minSubtotal: z.number().int(),
  /** Why the code takes nothing off the cart as it stands, or null while it applies. */
  note: z.string().nullable(),
  /** The refusal's code for `note` (e.g. `discount.minimum_not_met`), or null. */
  noteCode: z.string().nullable(),
});
export type CartDiscount = z.infer<typeof cartDiscountSchema>;

export const cartSchema = z.object({
  _id: z.string(),
  items: z.array(cartItemSchema),
  itemCount: z.number().int(),
  pricing: pricingSchema,
  /** The discount code applied to the cart (upper-cased), or null. */
  discountCode: z.string().nullable(),
  /** The applied code's terms and whether it applies now; null without a code. */
  discountDetails: cartDiscountSchema.nullable(),
});
export type Cart = z.infer<typeof cartSchema>;
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: cartSchema,
});

export const wishlistQuerySchema = z.object({ sessionId: sessionIdSchema.optional() });
export const wishlistToggleBodySchema = z.object({
  productId: idSchema,
  sessionId: sessionIdSchema.optional(),
});
export const wishlistRemoveParamsSchema = z.object({ productId: idSchema });

export const wishlistEntrySchema = z.object({
  product: z.object({
    _id: z.string(),
    name: z.string(),
    primaryImage: z.string(),
    images: z.array(z.object({ url: z.string() })),
    rating: z.number(),
    averageRating: z.number(),
    reviewCount: z.number().int(),
    price: z.number().int(),
    discountedPrice: z.number().int().nullable(),
    brand: z.string(),
    category: z.string(),
    slug: z.string(),
    isInStock: z.boolean(),
  }),
  addedAt: z.string(),
});
export type WishlistEntry = z.infer<typeof wishlistEntrySchema>;

export const wishlistAnswerSchema = z.object({
  success: z.literal(true),
  wishlist: z.object({ products: z.array(wishlistEntrySchema) }),
});
export const wishlistToggleAnswerSchema = z.object({
  success: z.literal(true),
  action: z.enum(["added", "removed"]),
  message: z.string(),
});
