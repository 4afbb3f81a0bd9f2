import { useTranslation } from "react-i18next";
import { formatNumber, formatRupees } from "@store/shared/money";
import { isLanguage, type Language } from "@store/shared/language";
import type { Catalogue, Messages } from "./catalogues.ts";

type PluralForm = "zero" | "one" | "two" | "few" | "many" | "other";
/** A key as code names it: a plural's forms (cartItems_one, cartItems_other) are asked for as cartItems + count. */
export type MessageKey<English extends Messages> = keyof English extends infer Key
  ? Key extends `${infer Base}_${PluralForm}`
    ? Base
    : Key & string
  : never;

/** A catalogue's sentences in the page's language: `t` knows the catalogue's keys (a typo fails the typecheck). */
export function useMessages<English extends Messages>(catalogue: Catalogue<English>) {
  const { t, i18n } = useTranslation(catalogue.namespace);
  const language: Language = isLanguage(i18n.language) ? i18n.language : "en";
  return {
    t: t as unknown as (key: MessageKey<English>, values?: Record<string, string | number>) => string,
    language,
  };
}

/** The page's language, for formatting what is not a sentence. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : "en";
}

/** Money and numbers in the page's language: Rs 1,64,999 or रु १,६४,९९९. */
export function useFormat() {
  const language = useLanguage();
  return {
    language,
    rupees: (amount: number) => formatRupees(amount, language),
    number: (value: number) => formatNumber(value, language),
  };
}
