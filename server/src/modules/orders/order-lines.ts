// What an order is made of, read from the database and never from the client: the shipping method and each
// line's product, variant and the variant's current unit price.
import type { OrderCreateBody, OrderLine } from "@store/shared/checkout";
import { unitPrice } from "@store/shared/pricing";
import { MAX_LINE_QUANTITY } from "@store/shared/cart";
import type { DeliveryZone } from "@store/shared/locations";
import type { Database } from "../../db/client.ts";
import { badRequest, HttpError } from "../../http-error.ts";
import { parseTextList, primaryImage } from "../catalog/json-columns.ts";
import { chooseVariant } from "../catalog/product-options.ts";
import { productPictures, variantPicture } from "../media/picture-urls.ts";
import { variantName, variantSelect, type VariantRow } from "../catalog/variants.ts";
import { quantityOverLimit } from "../catalog/stock.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { shippingMethodsFor } from "./shipping-rates.ts";

/** The order's shipping method, priced for the delivery zone of the order's own address. */
export async function findShippingMethod(
  db: Database,
  shipping: OrderCreateBody["shipping"],
  zone: DeliveryZone,
) {
  const methods = await shippingMethodsFor(db, zone);
  // The spec's client (docs/STOREFRONT.md) sends the lower-cased name and the company rather than an id.
  const method = shipping.methodId
    ? methods.find((candidate) => candidate.id === shipping.methodId)
    : methods.find(
        (candidate) =>
          candidate.name.toLowerCase() === shipping.method?.toLowerCase() &&
          (!shipping.company || candidate.company.toLowerCase() === shipping.company.toLowerCase()),
      );
  if (!method) {
    // The product's sentence (docs/STOREFRONT.md), with a code of its own: a method was named, but the store
    // offers none by that name.
    throw badRequest("shipping.method_unknown", "Please select a shipping method", [
      { field: "shipping.method", message: "Please select a shipping method" },
    ]);
  }
  return method;
}

const productWithVariants = {
  include: {
    variants: { select: variantSelect, orderBy: [{ position: "asc" as const }, { id: "asc" as const }] },
  },
};
type Product = Prisma.ProductGetPayload<typeof productWithVariants>;

/** The catalogue's variant choice, re-worded for a checkout that may hold many products. */
function variantFor(product: Product, item: OrderCreateBody["items"][number], index: number): VariantRow {
  try {
    return chooseVariant(product.variants, item);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const message = error.message.replace("this product", product.name).replace("This product", product.name);
    const field = `items.${index}.${error.errors?.[0]?.field ?? (item.variantId ? "variantId" : "color")}`;
    // A variant not on sale is, for an order, a line to take out: a 400 on the line like a product gone.
    const status = error.statusCode === 404 ? 400 : error.statusCode;
    throw new HttpError(status, error.code, message, [{ field, message }]);
  }
}

export interface PricedLine {
  product: Product;
  variant: VariantRow;
  // What the order keeps of the line (its Nepali name is read from the product when the order is shown).
  line: Omit<OrderLine, "nameNe">;
}

export async function priceLines(db: Database, items: OrderCreateBody["items"]): Promise<PricedLine[]> {
  const products = await db.product.findMany({
    // An archived product is no longer sold: its line is refused like a product gone.
    where: { id: { in: items.map((item) => item.productId) }, archivedAt: null },
    ...productWithVariants,
  });
  const byId = new Map(products.map((product) => [product.id, product]));
  return items.map((item, index) => {
    const product = byId.get(item.productId);
    if (!product) {
      const message = `Product ${item.productId} is no longer available: remove it from the order`;
      throw badRequest("product.unavailable", message, [{ field: `items.${index}.productId`, message }]);
    }
    const variant = variantFor(product, item, index);
    const price = unitPrice(variant);
    return {
      product,
      variant,
      line: {
        productId: product.id,
        variantId: variant.id,
        sku: variant.sku,
        name: product.name,
        // The picture the shopper chose: the variant's (in its colour), else the product's first.
        image:
          variantPicture(
            { images: parseTextList(product.images), subcategory: product.subcategorySlug },
            variant,
          ) ?? primaryImage(productPictures(parseTextList(product.images), product.subcategorySlug)),
        price,
        quantity: item.quantity,
        total: price * item.quantity,
        color: variant.color,
        memory: variant.memory,
        storage: variant.storage,
        size: variant.size,
      },
    };
  });
}

/**
 * An order's lines of one variant hold at most MAX_LINE_QUANTITY together (each line alone is within it by the
 * body's schema), so splitting a variant over several lines is no way round the limit: 400 on the line that goes
 * over it.
 */
export function checkLineLimits(priced: readonly PricedLine[]): void {
  const held = new Map<string, number>();
  for (const [index, { product, variant, line }] of priced.entries()) {
    const quantity = (held.get(variant.id) ?? 0) + line.quantity;
    if (quantity > MAX_LINE_QUANTITY)
      throw quantityOverLimit(variantName(product.name, variant), `items.${index}.quantity`);
    held.set(variant.id, quantity);
  }
}
