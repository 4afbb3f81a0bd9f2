// Money and numbers as shoppers and staff read them, on every page, message and email: whole rupees the Nepali
// way (lakhs and crores: 1,64,999), in Devanagari digits on Nepali pages (रु १,६४,९९९).
import type { Language } from "./language.ts";

// Grouped by en-IN everywhere, then written in Devanagari digits for Nepali: the runtimes' own "ne-NP" data
// differ (Node groups 1,64,999, Chromium 164,999), and a page rendered on the server must read the same in the
// browser that hydrates it.
const INDIAN = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
const DEVANAGARI_DIGITS = "०१२३४५६७८९";
const NUMBERS: Record<Language, { format(value: number): string }> = {
  en: INDIAN,
  ne: { format: (value) => devanagariDigits(INDIAN.format(value)) },
};
const RUPEES_SIGN: Record<Language, string> = { en: "Rs", ne: "रु" };

/** Rs 1,49,999 (English) or रु १,४९,९९९ (Nepali). */
export function formatRupees(amount: number, language: Language = "en"): string {
  return `${RUPEES_SIGN[language]} ${NUMBERS[language].format(Math.round(amount))}`;
}

/** A whole number the same way: 1,64,999 or १,६४,९९९. */
export function formatNumber(value: number, language: Language = "en"): string {
  return NUMBERS[language].format(Math.round(value));
}

/** The text with its digits written in Devanagari, the rest as it is: "42" is "४२", "8GB" "८GB". */
export function devanagariDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => DEVANAGARI_DIGITS[Number(digit)]!);
}
