// The options a variant may have. No zod, and nothing else: the storefront's catalogue schemas and the admin's
// product rules both import it, so it must stay this small.

/** The options a variant may have, in the order pages show them. */
export const VARIANT_OPTION_KINDS = ["color", "memory", "storage", "size"] as const;
export type VariantOptionKind = (typeof VARIANT_OPTION_KINDS)[number];
