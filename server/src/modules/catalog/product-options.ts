// Which variant a cart or order line means: the one named by variantId, else the one its options pick. Each
// option sent must be one the product offers; an option left out takes the first value that fits the others
// (as the product page once preselected the first colour, memory and storage; the API keeps that for its callers).
import { badRequest, notFound } from "../../http-error.ts";
import { OPTION_KINDS, type OptionKind, type VariantRow } from "./variants.ts";

export interface ChosenOptions {
  variantId?: string;
  color?: string;
  memory?: string;
  storage?: string;
  size?: string;
}

const LABELS: Record<OptionKind, string> = {
  color: "Colour",
  memory: "Memory",
  storage: "Storage",
  size: "Size",
};

export const variantNotFound = () =>
  notFound("variant.not_found", "This variant of the product is not available");

/** The value of one option the shopper chose, as the product spells it; "" when none was chosen. */
function checkedValue(kind: OptionKind, onSale: readonly VariantRow[], chosen: string | undefined): string {
  const wanted = chosen?.trim() ?? "";
  const offered = [...new Set(onSale.map((variant) => variant[kind]).filter((value) => value !== ""))];
  if (offered.length === 0) {
    if (!wanted) return "";
    const message = `${LABELS[kind]} options are not available for this product: leave ${kind} out`;
    throw badRequest("product.option_unavailable", message, [{ field: kind, message }]);
  }
  if (!wanted) return "";
  const match = offered.find((option) => option.toLowerCase() === wanted.toLowerCase());
  if (!match) {
    const message = `${LABELS[kind]} ${wanted} is not available for this product: choose ${offered.join(", ")}`;
    throw badRequest("product.option_invalid", message, [{ field: kind, message }]);
  }
  return match;
}

/**
 * The variant on sale that the line means. `variants` are the product's, in position order (archived ones may
 * be among them: they are never chosen).
 */
export function chooseVariant(variants: readonly VariantRow[], chosen: ChosenOptions): VariantRow {
  const onSale = variants.filter((variant) => !variant.archived);
  if (chosen.variantId !== undefined) {
    const named = onSale.find((variant) => variant.id === chosen.variantId);
    if (!named) throw variantNotFound();
    return named;
  }
  const wanted = Object.fromEntries(
    OPTION_KINDS.map((kind) => [kind, checkedValue(kind, onSale, chosen[kind])]),
  ) as Record<OptionKind, string>;
  const fitting = onSale.find((variant) =>
    OPTION_KINDS.every((kind) => wanted[kind] === "" || variant[kind] === wanted[kind]),
  );
  if (fitting) return fitting;
  if (onSale.length === 0) throw variantNotFound();
  const named = OPTION_KINDS.filter((kind) => wanted[kind] !== "").map((kind) => wanted[kind]);
  const message = `This product is not sold as ${named.join(", ")}: choose another combination`;
  throw badRequest("variant.combination_unavailable", message);
}
