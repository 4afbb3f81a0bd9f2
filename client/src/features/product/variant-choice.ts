// The product page's option pickers choose a variant: which variant the chosen options name, and for each value
// of a picker whether choosing it (the other choices kept) leads to a variant that can be bought.
import type { Product, Variant, VariantOptionKind } from "@store/shared/catalog";
import type { MessageKey } from "../../i18n/use-messages.ts";
import type { productMessages } from "./product-messages.ts";

type ProductKey = MessageKey<typeof productMessages.en>;

export type Choice = Record<VariantOptionKind, string>;

/** Each picker's option and its label's key in the product catalogue. */
export const OPTION_GROUPS: [VariantOptionKind, ProductKey][] = [
  ["color", "color"],
  ["memory", "memory"],
  ["storage", "storage"],
  ["size", "size"],
];

/** Each picker's values, in the order the variants first use them (colours, memory and storage as the product lists them). */
export function optionValues(product: Product, kind: VariantOptionKind): string[] {
  const listed =
    kind === "color"
      ? product.colors
      : kind === "memory"
        ? product.memory
        : kind === "storage"
          ? product.storage
          : [];
  const used = product.variants
    .map((variant) => variant.options[kind])
    .filter((value): value is string => !!value);
  return [...new Set([...listed.filter((value) => used.length === 0 || used.includes(value)), ...used])];
}

/**
 * What the page chooses when the product loads: the first value of each option (docs/STOREFRONT.md "States
 * and steps").
 */
export function firstChoice(product: Product): Choice {
  const first = (kind: VariantOptionKind) => optionValues(product, kind)[0] ?? "";
  return { color: first("color"), memory: first("memory"), storage: first("storage"), size: first("size") };
}

/** The variant the choice names: the one whose every option is the one chosen. */
export function variantOf(product: Product, choice: Choice): Variant | null {
  return (
    product.variants.find((variant) =>
      OPTION_GROUPS.every(([kind]) => (variant.options[kind] ?? "") === choice[kind]),
    ) ?? null
  );
}

/**
 * Why a value cannot be chosen: its variant is sold out, or none goes with the other choices (each named by its
 * option, so the page can show it in its own words).
 */
export type Unavailable =
  { why: "soldOut" } | { why: "notAvailableWith"; options: [VariantOptionKind, string][] };

/** Why a value cannot be chosen with the other choices kept, or null when it can. */
export function unavailableBecause(
  product: Product,
  choice: Choice,
  kind: VariantOptionKind,
  value: string,
): Unavailable | null {
  const variant = variantOf(product, { ...choice, [kind]: value });
  if (!variant) {
    const others = OPTION_GROUPS.filter(([other]) => other !== kind && choice[other] !== "").map(
      ([other]): [VariantOptionKind, string] => [other, choice[other]],
    );
    return { why: "notAvailableWith", options: others };
  }
  return variant.stock > 0 ? null : { why: "soldOut" };
}
