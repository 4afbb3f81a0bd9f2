// One i18next instance per page render on the server (so two shoppers' languages never mix) and one in the
// browser. Resources come from the catalogues the features register (catalogues.ts); they are all in memory,
// so initialisation is synchronous and the first render already has every text.
import i18next, { type i18n } from "i18next";
import type { Language } from "@store/shared/language";
import { onCatalogueDefined, registeredResources } from "./catalogues.ts";

export type Translator = i18n;

/**
 * `follow`: take catalogues registered later (the browser, where lazy screens arrive after the start). The server
 * loads a page's screens before it renders, so its per-request translators need not (nor keep a listener each).
 */
export function createTranslator(language: Language, { follow = true } = {}): Translator {
  const translator = i18next.createInstance();
  void translator.init({
    lng: language,
    fallbackLng: "en",
    supportedLngs: ["en", "ne"],
    resources: registeredResources(),
    // Keys are flat sentences' names, and error codes (cart.empty) are keys too: no nesting, no separators.
    keySeparator: false,
    nsSeparator: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  // A lazy screen's catalogue arrives with its code, after the translator was made.
  if (!follow) return translator;
  onCatalogueDefined((catalogue) => {
    translator.addResourceBundle("en", catalogue.namespace, catalogue.en, true, true);
    translator.addResourceBundle("ne", catalogue.namespace, catalogue.ne, true, true);
  });
  return translator;
}
