// A line's options (cart or order) must be the product's own; a product with options gets its first one when
// none is chosen (the product page preselects the first colour, memory and storage).
import { badRequest } from "../../http-error.ts";
import { parseTextList } from "./json-columns.ts";

export interface ChosenOptions {
  color?: string;
  memory?: string;
  storage?: string;
}

export interface ProductOptions {
  colors: string;
  memory: string;
  storage: string;
}

const LABELS = { color: "Colour", memory: "Memory", storage: "Storage" } as const;

function pick(kind: keyof typeof LABELS, offered: string[], chosen: string | undefined): string {
  const wanted = chosen?.trim() ?? "";
  if (offered.length === 0) {
    if (wanted)
      throw badRequest(
        "product.option_unavailable",
        `${LABELS[kind]} options are not available for this product: leave ${kind} out`,
        [
          {
            field: kind,
            message: `${LABELS[kind]} options are not available for this product: leave ${kind} out`,
          },
        ],
      );
    return "";
  }
  if (!wanted) return offered[0]!;
  const match = offered.find((option) => option.toLowerCase() === wanted.toLowerCase());
  if (!match) {
    const message = `${LABELS[kind]} ${wanted} is not available for this product: choose ${offered.join(", ")}`;
    throw badRequest("product.option_invalid", message, [{ field: kind, message }]);
  }
  return match;
}

export function resolveOptions(product: ProductOptions, chosen: ChosenOptions): Required<ChosenOptions> {
  return {
    color: pick("color", parseTextList(product.colors), chosen.color),
    memory: pick("memory", parseTextList(product.memory), chosen.memory),
    storage: pick("storage", parseTextList(product.storage), chosen.storage),
  };
}
