import type { Language } from "@store/shared/language";
import { devanagariDigits } from "@store/shared/money";

/**
 * A number's text (a rating such as 4.5, which formatNumber would round) in the page's digits: Devanagari on
 * Nepali pages.
 */
export function localDigits(text: string | number, language: Language): string {
  const value = String(text);
  return language === "ne" ? devanagariDigits(value) : value;
}
