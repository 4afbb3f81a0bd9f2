import type { ShippingMethodSeed } from "./types.ts";
/**
 * Delivery options from carriers that deliver across Nepal; the first is preselected at checkout. Each has a
 * price and days per delivery zone: the Kathmandu Valley, other districts, remote districts (README "Delivery").
 * The migration 20261125100000_nepal_addresses gives an existing store the same rates.
 */
export declare const SHIPPING_METHODS: ShippingMethodSeed[];
