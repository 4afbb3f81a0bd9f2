// What the cart, or Buy Now on a product page, hands to the checkout steps, kept in session storage
// (docs/STOREFRONT.md "Browser storage").
import type { CartDiscount, CartItem } from "@store/shared/cart";
import type { Product, Variant } from "@store/shared/catalog";
import {
  GIFT_WRAP_FEE,
  cartPricing,
  lineTotal,
  subtotalOf,
  unitPrice,
  type DiscountRule,
} from "@store/shared/pricing";

export const CHECKOUT_DATA_KEY = "checkoutData";

export interface CheckoutLine {
  /** The cart line's id, or `buy-now:<productId>` for a line that never was in the cart. */
  _id: string;
  productId: string;
  productName: string;
  /** The product's Nepali name, for Nepali pages (absent in checkout data saved before names were kept). */
  productNameNe?: string | null;
  price: number;
  productImage: string;
  quantity: number;
  /** The variant bought (checkout data saved before variants has none: its options then pick it). */
  variantId?: string;
  color: string;
  memory: string;
  storage: string;
  size?: string;
  total: number;
}

/** The cart's discount code carried to checkout: sent with the order, and what the steps' summaries take off. */
export interface CheckoutDiscount extends DiscountRule {
  code: string;
}

function save(lines: CheckoutLine[], giftWrap: boolean, discount: CheckoutDiscount | null = null): void {
  sessionStorage.setItem(
    CHECKOUT_DATA_KEY,
    JSON.stringify({ items: lines, pricing: cartPricing(lines, discount), giftWrap, discount }),
  );
}

/** The cart's code as these lines take it to checkout: lines below its minimum go without it, as the order would refuse it. */
function carriedDiscount(items: readonly CartItem[], discount: CartDiscount | null): CheckoutDiscount | null {
  return discount && subtotalOf(items) >= discount.minSubtotal
    ? { code: discount.code, type: discount.type, value: discount.value }
    : null;
}

/**
 * What checking these lines out costs as the checkout's first summary shows it (no delivery chosen yet): their
 * subtotal less the code, plus the gift box. The cart's "Checkout Selected (n) · Rs …" says this, so the button
 * and the summary never disagree (issue 29); nothing selected costs nothing.
 */
export function checkoutTotal(
  items: readonly CartItem[],
  giftWrap: boolean,
  discount: CartDiscount | null = null,
): number {
  if (items.length === 0) return 0;
  return cartPricing(items, carriedDiscount(items, discount)).total + (giftWrap ? GIFT_WRAP_FEE : 0);
}

export function startCheckout(
  items: CartItem[],
  giftWrap: boolean,
  discount: CartDiscount | null = null,
): void {
  const carried = carriedDiscount(items, discount);
  save(
    items.map((item) => ({
      _id: item._id,
      productId: item.productId,
      productName: item.productName,
      productNameNe: item.product.nameNe ?? null,
      price: item.price,
      productImage: item.productImage,
      quantity: item.quantity,
      variantId: item.variantId,
      color: item.color,
      memory: item.memory,
      storage: item.storage,
      size: item.size,
      total: item.total,
    })),
    giftWrap,
    carried,
  );
}

/**
 * Buy Now on the product page: one line of the chosen variant straight to checkout, no gift wrap
 * (docs/STOREFRONT.md "States and steps").
 */
export function startBuyNow(
  product: Pick<Product, "_id" | "name" | "nameNe" | "images">,
  variant: Variant,
  quantity: number,
): void {
  const price = unitPrice(variant);
  save(
    [
      {
        _id: `buy-now:${product._id}`,
        productId: product._id,
        productName: product.name,
        productNameNe: product.nameNe ?? null,
        price,
        productImage: variant.image ?? product.images[0] ?? "",
        quantity,
        variantId: variant._id,
        color: variant.options.color ?? "",
        memory: variant.options.memory ?? "",
        storage: variant.options.storage ?? "",
        size: variant.options.size ?? "",
        total: lineTotal({ price, quantity }),
      },
    ],
    false,
  );
}
