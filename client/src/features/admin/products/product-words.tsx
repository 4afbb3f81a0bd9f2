// How the admin's product screens word a product: its price range, stock and status from its variants.
import { responsiveSources } from "@store/shared/images";
import { formatRupees } from "../../../lib/money.ts";
import type { AdminProduct, AdminVariant, ProductStatus } from "../admin-types.ts";

/** The variants on sale (an archived one is kept for past orders only). */
export function liveVariants(product: AdminProduct): AdminVariant[] {
  return product.variants.filter((variant) => !variant.archived);
}

/** What a shopper pays for a variant: its sale price when set, else its price. */
const paid = (variant: AdminVariant) => variant.discountedPrice ?? variant.price;

/** "Rs 50,000" or "Rs 50,000 – Rs 65,000" over the variants on sale; "—" with none. */
export function priceRange(product: AdminProduct): string {
  const prices = liveVariants(product).map(paid);
  if (prices.length === 0) return "—";
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  return low === high ? formatRupees(low) : `${formatRupees(low)} – ${formatRupees(high)}`;
}

export function totalStock(product: AdminProduct): number {
  return liveVariants(product).reduce((sum, variant) => sum + variant.stock, 0);
}

export function productStatus(product: AdminProduct): ProductStatus {
  return product.status;
}

export function Thumbnail({ url, size = 48 }: { url: string | undefined; size?: number }) {
  if (!url) return <span className="admin-thumb admin-thumb-empty" aria-hidden="true" />;
  return (
    <img
      className="admin-thumb"
      src={url}
      {...responsiveSources(url, `${size}px`)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
    />
  );
}
