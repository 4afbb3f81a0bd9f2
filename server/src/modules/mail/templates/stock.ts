// The back-in-stock email: the variant a shopper asked about has stock again (SHOP-API.md part 3 "Back in
// stock"), with a link to its page and the unsubscribe link, in the language they asked in.
import { VARIANT_OPTION_KINDS, type VariantOptions } from "@store/shared/catalog";
import type { Language } from "@store/shared/language";
import { button, html, layout, paragraph, type Email } from "./layout.ts";

export interface BackInStockFacts {
  /** The product's name in the alert's language. */
  productName: string;
  options: VariantOptions;
  productUrl: string;
  unsubscribeUrl: string;
  language: Language;
}

const WORDS: Record<
  Language,
  {
    subject: (name: string) => string;
    heading: string;
    back: (name: string) => string;
    options: Record<(typeof VARIANT_OPTION_KINDS)[number], string>;
    see: string;
    once: string;
    unsubscribe: string;
  }
> = {
  en: {
    subject: (name) => `Back in stock: ${name}`,
    heading: "It's back in stock",
    back: (name) => `Good news: ${name} is back in stock at Nepal Store. Stock can go quickly.`,
    options: { color: "Colour", memory: "Memory", storage: "Storage", size: "Size" },
    see: "See it now",
    once: "You asked us to tell you once when it was back; this is the only message about it.",
    unsubscribe: "Did not ask for this? Unsubscribe",
  },
  ne: {
    subject: (name) => `फेरि स्टकमा: ${name}`,
    heading: "फेरि स्टकमा आयो",
    back: (name) => `खुसीको खबर: ${name} Nepal Store मा फेरि स्टकमा आएको छ। स्टक छिट्टै सकिन सक्छ।`,
    options: { color: "रङ", memory: "मेमोरी", storage: "स्टोरेज", size: "साइज" },
    see: "अहिले हेर्नुहोस्",
    once: "यो फेरि आउँदा एक पटक खबर गर्न तपाईंले भन्नुभएको थियो; यसबारे यही एउटा मात्र सन्देश हो।",
    unsubscribe: "तपाईंले अनुरोध गर्नुभएको होइन? सदस्यता हटाउनुहोस्",
  },
};

/** "Colour: Red, Size: L"; "" for a product without options. */
export function backInStockOptions(options: VariantOptions, language: Language): string {
  const names = WORDS[language].options;
  return VARIANT_OPTION_KINDS.filter((kind) => options[kind])
    .map((kind) => `${names[kind]}: ${options[kind]}`)
    .join(", ");
}

export function backInStockEmail(facts: BackInStockFacts): Email {
  const words = WORDS[facts.language];
  const chosen = backInStockOptions(facts.options, facts.language);
  const named = chosen ? `${facts.productName} (${chosen})` : facts.productName;
  return layout(
    facts.language,
    words.subject(facts.productName),
    words.heading,
    [
      paragraph(html`${words.back(named)}`),
      button(words.see, facts.productUrl),
      paragraph(html`${words.once}`),
      paragraph(html`<a href="${facts.unsubscribeUrl}">${words.unsubscribe}</a>`),
    ],
    [
      words.back(named),
      "",
      `${words.see}: ${facts.productUrl}`,
      "",
      words.once,
      `${words.unsubscribe}: ${facts.unsubscribeUrl}`,
    ],
  );
}
