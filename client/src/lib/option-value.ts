// Variant options as this page shows them (shared/src/colour-names.ts): on Nepali pages colours in Nepali where
// the catalogue's list knows them and the digits of sizes, memory and storage in Devanagari; English pages show
// them as stored. Display only: what is sent to the API stays the stored value.
import type { VariantOptionKind } from "@store/shared/catalog";
import { localOptionValue } from "@store/shared/colour-names";
import { useLanguage } from "../i18n/use-messages.ts";

/** `option(kind, value)`: the value as this page shows it. */
export function useOptionValue(): (kind: VariantOptionKind, value: string) => string {
  const language = useLanguage();
  return (kind, value) => localOptionValue(kind, value, language);
}
