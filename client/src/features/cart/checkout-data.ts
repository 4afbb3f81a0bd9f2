// What the cart hands to the checkout steps, kept in session storage (SPEC.md §3).
import type { CartItem } from "@store/shared/cart";
import { cartPricing } from "@store/shared/pricing";

export const CHECKOUT_DATA_KEY = "checkoutData";

export function startCheckout(items: CartItem[], giftWrap: boolean): void {
  const lines = items.map((item) => ({
    _id: item._id,
    productId: item.productId,
    productName: item.productName,
    price: item.price,
    productImage: item.productImage,
    quantity: item.quantity,
    color: item.color,
    memory: item.memory,
    storage: item.storage,
    total: item.total,
  }));
  sessionStorage.setItem(
    CHECKOUT_DATA_KEY,
    JSON.stringify({ items: lines, pricing: cartPricing(lines), giftWrap }),
  );
}
