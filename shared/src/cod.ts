// Cash on delivery (docs/guides/cash-on-delivery.md): offered for addresses in Nepal when the order's total,
// shipping and gift wrap included, is at most the store's COD_MAX_AMOUNT. One rule, used by the server to refuse
// an order and by the checkout to say why the option is unavailable before the shopper picks it.
import { formatRupees } from "./money.ts";

/** Cash is collected at the door only by the store's own couriers in Nepal. */
export const COD_COUNTRIES = ["Nepal"] as const;
export const DEFAULT_COD_MAX_AMOUNT = 50_000;

export interface CodRefusal {
  code: "cod.address_not_in_nepal" | "cod.over_limit";
  message: string;
}

/** Why cash on delivery cannot be chosen for this address and total, or null when it can. */
export function codRefusal(country: string, total: number, maxAmount: number): CodRefusal | null {
  if (!(COD_COUNTRIES as readonly string[]).includes(country))
    return {
      code: "cod.address_not_in_nepal",
      message: "Cash on delivery is only available for addresses in Nepal",
    };
  if (total > maxAmount)
    return {
      code: "cod.over_limit",
      message: `Cash on delivery is available for orders up to ${formatRupees(maxAmount)}`,
    };
  return null;
}
