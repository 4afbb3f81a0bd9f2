// Money and numbers as shoppers and staff read them, on every page, message and email: whole rupees the Nepali
// way (lakhs and crores: 1,64,999), in Devanagari digits on Nepali pages (रु १,६४,९९९).
import type { Language } from "./language.ts";

const NUMBERS: Record<Language, Intl.NumberFormat> = {
  en: new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 }),
  ne: new Intl.NumberFormat("ne-NP", { maximumFractionDigits: 0, numberingSystem: "deva" }),
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
