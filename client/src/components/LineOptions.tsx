// The options the shopper chose for one line (colour, memory, storage, size), each named: "Colour: Navy ·
// Size: L". Shown wherever a line is reviewed after the product page (issue 29: the options that matter are
// shown on the way to and after the order), and nothing for a product without options.
import type { VariantOptionKind } from "@store/shared/catalog";
import { useMessages } from "../i18n/use-messages.ts";
import { lineOptionMessages } from "./line-options-messages.ts";

/** The options in the order the product page offers them, each its sentence's key in the catalogue. */
const NAMED_IN_ORDER: readonly VariantOptionKind[] = ["color", "memory", "storage", "size"];

export type ChosenOptions = Partial<Record<VariantOptionKind, string | null | undefined>>;

export function LineOptions({ line }: { line: ChosenOptions }) {
  const { t } = useMessages(lineOptionMessages);
  const named = NAMED_IN_ORDER.flatMap((kind) => {
    const value = line[kind];
    return value ? [t(kind, { value })] : [];
  });
  if (named.length === 0) return null;
  return <span className="line-options">{named.join(" · ")}</span>;
}
