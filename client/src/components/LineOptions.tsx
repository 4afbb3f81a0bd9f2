// The options a shopper chose for a bought line ("Colour: Black · Memory: 8GB"), named in the page's language,
// so an order shows which variant is coming. A line of a product without options shows nothing.
import { useMessages } from "../i18n/use-messages.ts";
import { lineOptionsMessages } from "./line-options-messages.ts";

const OPTIONS = ["color", "memory", "storage", "size"] as const;

export interface LineWithOptions {
  color: string;
  memory: string;
  storage: string;
  size: string;
}

/** The line's options that are set, in the product page's order, as [option, value] pairs. */
export const chosenOptions = (line: LineWithOptions) =>
  OPTIONS.filter((option) => line[option]).map((option) => [option, line[option]] as const);

export function LineOptions({
  line,
  className = "line-options",
}: {
  line: LineWithOptions;
  className?: string;
}) {
  const { t } = useMessages(lineOptionsMessages);
  const chosen = chosenOptions(line);
  if (chosen.length === 0) return null;
  return (
    <span className={className}>
      {chosen.map(([option, value]) => t("option", { name: t(option), value })).join(" · ")}
    </span>
  );
}
