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

/** What Add to Cart and Buy Now say when an option is not chosen yet, by option. */
export const CHOOSE_MESSAGES: Record<VariantOptionKind, ProductKey> = {
  color: "chooseColor",
  memory: "chooseMemory",
  storage: "chooseStorage",
  size: "chooseSize",
};

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
 * What the page chooses when the product loads: an option with a single value (nothing to guess); an option
 * with several values is left for the shopper to choose, a size above all (issue 29: options that matter are
 * chosen, not guessed).
 */
export function firstChoice(product: Product): Choice {
  const only = (kind: VariantOptionKind) => {
    const values = optionValues(product, kind);
    return values.length === 1 ? values[0]! : "";
  };
  return { color: only("color"), memory: only("memory"), storage: only("storage"), size: only("size") };
}

/** The first option (in the pickers' order) the product offers and the shopper has not chosen yet, or null. */
export function missingOption(product: Product, choice: Choice): VariantOptionKind | null {
  const missing = OPTION_GROUPS.find(
    ([kind]) => choice[kind] === "" && optionValues(product, kind).length > 0,
  );
  return missing ? missing[0] : null;
}

/** The variants that go with every option chosen so far (an option not chosen yet rules nothing out). */
export function variantsMatching(product: Product, choice: Choice): Variant[] {
  return product.variants.filter((variant) =>
    OPTION_GROUPS.every(([kind]) => choice[kind] === "" || variant.options[kind] === choice[kind]),
  );
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

/**
 * Why a value cannot be chosen with the other choices kept, or null when it can: some variant with it and the
 * other choices (those made so far) is in stock.
 */
export function unavailableBecause(
  product: Product,
  choice: Choice,
  kind: VariantOptionKind,
  value: string,
): Unavailable | null {
  const variants = variantsMatching(product, { ...choice, [kind]: value });
  if (variants.length === 0) {
    const others = OPTION_GROUPS.filter(([other]) => other !== kind && choice[other] !== "").map(
      ([other]): [VariantOptionKind, string] => [other, choice[other]],
    );
    return { why: "notAvailableWith", options: others };
  }
  return variants.some((variant) => variant.stock > 0) ? null : { why: "soldOut" };
}
