// Shipping methods priced for a delivery zone (docs/guides/nepal-addresses.md): each method's rate for the
// zone, or its own cost and days where it has no rate for it (a method the merchant added with one price
// everywhere).
import type { DeliveryZone } from "@store/shared/locations";
import type { Database } from "../../db/client.ts";

export interface ZonedShippingMethod {
  id: string;
  name: string;
  company: string;
  cost: number;
  minDays: number;
  maxDays: number;
  freeShippingThreshold: number;
  description: string;
  zone: DeliveryZone;
}

/** Every method, the default first, with its cost and days in `zone`. */
export async function shippingMethodsFor(db: Database, zone: DeliveryZone): Promise<ZonedShippingMethod[]> {
  const methods = await db.shippingMethod.findMany({
    orderBy: [{ position: "asc" }, { id: "asc" }],
    include: { rates: { where: { zone } } },
  });
  return methods.map(({ rates, position: _position, ...method }) => {
    const rate = rates[0] ?? method;
    return { ...method, cost: rate.cost, minDays: rate.minDays, maxDays: rate.maxDays, zone };
  });
}
