import type { Cart, CartDiscount } from "@store/shared/cart";
import { cartPricing, unitPrice, type DiscountRule, type PricedLine } from "@store/shared/pricing";
import { parseTextList, primaryImage } from "../catalog/json-columns.ts";
import { productPictures, variantPicture } from "../media/picture-urls.ts";

interface CartItemRow {
  id: string;
  productId: string;
  quantity: number;
  product: {
    id: string;
    name: string;
    nameNe: string | null;
    slug: string;
    categorySlug: string;
    subcategorySlug: string;
    images: string;
  };
  variant: {
    id: string;
    sku: string;
    color: string;
    memory: string;
    storage: string;
    size: string;
    image: string | null;
    stock: number;
    price: number;
    discountedPrice: number | null;
  };
}

/** A line as the pricing rules read it: its variant's price now. */
export const pricedLine = (row: CartItemRow): PricedLine => ({
  price: unitPrice(row.variant),
  quantity: row.quantity,
});

/**
 * The cart as the API reference shapes it (GET /api/cart), each line priced now from its variant's current
 * price, with the discount code kept on it (docs/guides/discount-codes.md) taking off what it does now.
 */
export function presentCart(
  cartId: string,
  rows: CartItemRow[],
  discount: { details: CartDiscount; rule: DiscountRule | null } | null,
): Cart {
  const items = rows.map((row) => {
    const stored = parseTextList(row.product.images);
    const images = productPictures(stored, row.product.subcategorySlug);
    const price = unitPrice(row.variant);
    return {
      _id: row.id,
      productId: row.productId,
      product: {
        _id: row.product.id,
        name: row.product.name,
        nameNe: row.product.nameNe,
        slug: row.product.slug,
        category: row.product.categorySlug,
        images,
        stock: row.variant.stock,
      },
      productName: row.product.name,
      productImage:
        variantPicture({ images: stored, subcategory: row.product.subcategorySlug }, row.variant) ??
        primaryImage(images),
      variantId: row.variant.id,
      sku: row.variant.sku,
      price,
      quantity: row.quantity,
      total: price * row.quantity,
      color: row.variant.color,
      memory: row.variant.memory,
      storage: row.variant.storage,
      size: row.variant.size,
    };
  });
  return {
    _id: cartId,
    items,
    itemCount: items.reduce((count, item) => count + item.quantity, 0),
    pricing: cartPricing(items, discount?.rule),
    discountCode: discount?.details.code ?? null,
    discountDetails: discount?.details ?? null,
  };
}
