// What the cart, or Buy Now on a product page, hands to the checkout steps, kept in session storage (SPEC.md §3).
import type { CartItem } from "@store/shared/cart";
import type { Product, Variant } from "@store/shared/catalog";
import { cartPricing, lineTotal, unitPrice } from "@store/shared/pricing";

export const CHECKOUT_DATA_KEY = "checkoutData";

export interface CheckoutLine {
  /** The cart line's id, or `buy-now:<productId>` for a line that never was in the cart. */
  _id: string;
  productId: string;
  productName: string;
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

function save(lines: CheckoutLine[], giftWrap: boolean): void {
  sessionStorage.setItem(
    CHECKOUT_DATA_KEY,
    JSON.stringify({ items: lines, pricing: cartPricing(lines), giftWrap }),
  );
}

export function startCheckout(items: CartItem[], giftWrap: boolean): void {
  save(
    items.map((item) => ({
      _id: item._id,
      productId: item.productId,
      productName: item.productName,
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
  );
}

/** Buy Now on the product page: one line of the chosen variant straight to checkout, no gift wrap (SPEC.md §9). */
export function startBuyNow(
  product: Pick<Product, "_id" | "name" | "images">,
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
