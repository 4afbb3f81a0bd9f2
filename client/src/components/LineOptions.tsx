// The options a shopper chose for one line (colour, memory, storage, size), each named in the page's language:
// "Colour: Navy · Size: L". Shown wherever a line is reviewed after the product page (the confirmation step, the
// order placed, My Orders, the order's page, tracking), so the shopper sees which variant is coming; a line of a
// product without options shows nothing. Values as the page shows them (lib/option-value.ts: Nepali colours and
// digits on a Nepali page).
import type { VariantOptionKind } from "@store/shared/catalog";
import { useMessages } from "../i18n/use-messages.ts";
import { lineOptionsMessages } from "./line-options-messages.ts";
import { useOptionValue } from "../lib/option-value.ts";

/** The options in the order the product page offers them. */
const OPTIONS: readonly VariantOptionKind[] = ["color", "memory", "storage", "size"];

export type ChosenOptions = Partial<Record<VariantOptionKind, string | null | undefined>>;

/** The line's options that are set, in the product page's order, as [option, value] pairs. */
export const chosenOptions = (line: ChosenOptions) =>
  OPTIONS.flatMap((option) => {
    const value = line[option];
    return value ? [[option, value] as const] : [];
  });

export function LineOptions({
  line,
  className = "line-options",
}: {
  line: ChosenOptions;
  className?: string;
}) {
  const { t } = useMessages(lineOptionsMessages);
  const shown = useOptionValue();
  const chosen = chosenOptions(line);
  if (chosen.length === 0) return null;
  return (
    <span className={className}>
      {chosen
        .map(([option, value]) => t("option", { name: t(option), value: shown(option, value) }))
        .join(" · ")}
    </span>
  );
}
