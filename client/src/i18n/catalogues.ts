// Every storefront text lives in a message catalogue beside the feature that shows it (features/<area>/messages.ts):
// the English one is the source (the product's exact sentences, docs/STOREFRONT.md) and types the Nepali one,
// so a key missing in either language fails the typecheck, and catalogues.test.ts also fails on a key no code
// uses. A feature's module registers its catalogue when it is imported, so each lazy screen brings its own
// texts, in both languages (the server renders either; switching language needs no further download).
import type { Language } from "@store/shared/language";

/** A catalogue: flat keys (no nesting), each a sentence that may hold {{placeholders}}. */
export type Messages = Readonly<Record<string, string>>;

/** The Nepali catalogue has exactly the English one's keys. */
export type Translation<English extends Messages> = { readonly [Key in keyof English]: string };

export interface Catalogue<English extends Messages = Messages> {
  namespace: string;
  en: English;
  ne: Translation<English>;
}

const registry = new Map<string, Catalogue>();
const listeners = new Set<(catalogue: Catalogue) => void>();

/** Registers a feature's catalogue (idempotent) and hands it to every live translator. */
export function defineMessages<English extends Messages>(
  namespace: string,
  en: English,
  ne: Translation<English>,
): Catalogue<English> {
  const catalogue: Catalogue<English> = { namespace, en, ne };
  if (!registry.has(namespace)) {
    registry.set(namespace, catalogue);
    for (const listener of listeners) listener(catalogue);
  }
  return catalogue;
}

/** Every catalogue registered so far, by language, as i18next takes its resources. */
export function registeredResources(): Record<Language, Record<string, Messages>> {
  const resources: Record<Language, Record<string, Messages>> = { en: {}, ne: {} };
  for (const catalogue of registry.values()) {
    resources.en[catalogue.namespace] = catalogue.en;
    resources.ne[catalogue.namespace] = catalogue.ne;
  }
  return resources;
}

/** Calls `listener` for each catalogue registered from now on; returns how to stop. */
export function onCatalogueDefined(listener: (catalogue: Catalogue) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function registeredCatalogues(): Catalogue[] {
  return [...registry.values()];
}
