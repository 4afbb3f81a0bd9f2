// One i18next instance per page render on the server (so two shoppers' languages never mix) and one in the
// browser. Resources come from the catalogues the features register (catalogues.ts); they are all in memory,
// so initialisation is synchronous and the first render already has every text.
import i18next, { type i18n } from "i18next";
import type { Language } from "@store/shared/language";
import { onCatalogueDefined, registeredResources } from "./catalogues.ts";

export type Translator = i18n;

function newTranslator(language: Language): Translator {
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
  return translator;
}

/** Takes every catalogue registered from now on (a lazy part's, which arrives with its code); answers how to stop. */
function followCatalogues(translator: Translator): () => void {
  return onCatalogueDefined((catalogue) => {
    translator.addResourceBundle("en", catalogue.namespace, catalogue.en, true, true);
    translator.addResourceBundle("ne", catalogue.namespace, catalogue.ne, true, true);
  });
}

/** The browser's translator: lazy screens arrive after the start, and bring their catalogues with them. */
export function createTranslator(language: Language): Translator {
  const translator = newTranslator(language);
  followCatalogues(translator);
  return translator;
}

/**
 * The server's translator for one page render. A lazy part inside a screen (a sold-out product's back-in-stock
 * form) may load while the page renders, the first time after the server starts: its catalogue must reach this
 * render too, or the kept page would show the keys. `done` lets go once the page is rendered.
 */
export function createRenderTranslator(language: Language): { translator: Translator; done(): void } {
  const translator = newTranslator(language);
  return { translator, done: followCatalogues(translator) };
}
