import type { Cart } from "@store/shared/cart";
import { cartPricing, unitPrice } from "@store/shared/pricing";
import { parseTextList, primaryImage } from "../catalog/json-columns.ts";

interface CartItemRow {
  id: string;
  productId: string;
  quantity: number;
  color: string;
  memory: string;
  storage: string;
  product: {
    id: string;
    name: string;
    slug: string;
    categorySlug: string;
    images: string;
    stock: number;
    price: number;
    discountedPrice: number | null;
  };
}

/** The cart as API.md shapes it, priced now from the products' current prices. */
export function presentCart(cartId: string, rows: CartItemRow[]): Cart {
  const items = rows.map((row) => {
    const images = parseTextList(row.product.images);
    const price = unitPrice(row.product);
    return {
      _id: row.id,
      productId: row.productId,
      product: {
        _id: row.product.id,
        name: row.product.name,
        slug: row.product.slug,
        category: row.product.categorySlug,
        images,
        stock: row.product.stock,
      },
      productName: row.product.name,
      productImage: primaryImage(images),
      price,
      quantity: row.quantity,
      total: price * row.quantity,
      color: row.color,
      memory: row.memory,
      storage: row.storage,
    };
  });
  return {
    _id: cartId,
    items,
    itemCount: items.reduce((count, item) => count + item.quantity, 0),
    pricing: cartPricing(items),
  };
}
