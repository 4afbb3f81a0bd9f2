import type { ShippingMethodSeed } from "./types.ts";
/** Delivery options from carriers that deliver across Nepal; the first is preselected at checkout. */
export declare const SHIPPING_METHODS: ShippingMethodSeed[];
