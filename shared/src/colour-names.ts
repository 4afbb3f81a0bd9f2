// Colour names and option values as a Nepali page shows them: the catalogue's colour names in Nepali ("Sky Blue" is
// "आकाशे नीलो", "Black/White" "कालो/सेतो") and the digits of sizes, memory and storage in Devanagari ("42" is "४२",
// "8GB" "८GB"). Display only: carts, orders and the API keep the stored English value. A colour the merchant
// named in words this list does not know stays the merchant's word, whole, rather than half translated.
import type { VariantOptionKind } from "./catalog.ts";
import type { Language } from "./language.ts";
import { devanagariDigits } from "./money.ts";

/**
 * Words of the catalogue's colour names (prisma/seed/products/): plain colours translated, makers' words
 * ("Awesome", "Bora", "Titanium") written in Devanagari as they are said.
 */
const WORDS: Record<string, string> = {
  black: "कालो",
  white: "सेतो",
  grey: "खरानी",
  gray: "खरानी",
  silver: "चाँदी",
  gold: "सुनौलो",
  golden: "सुनौलो",
  red: "रातो",
  maroon: "मरुन",
  pink: "गुलाबी",
  rose: "गुलाफी",
  peach: "आरु रङ",
  orange: "सुन्तले",
  mustard: "तोरी रङ",
  yellow: "पहेँलो",
  green: "हरियो",
  olive: "जैतुनी",
  teal: "टिल",
  blue: "नीलो",
  navy: "गाढा नीलो",
  indigo: "नील",
  purple: "बैजनी",
  violet: "बैजनी",
  lilac: "लाइलाक",
  brown: "खैरो",
  beige: "बेज",
  cream: "क्रिम",
  ivory: "हात्तीदाँते",
  natural: "प्राकृतिक",
  terracotta: "टेराकोटा",
  multicolour: "बहुरङ्गी",
  multicolor: "बहुरङ्गी",
  dark: "गाढा",
  light: "हल्का",
  sky: "आकाशे",
  ocean: "समुद्री",
  shiny: "चम्किलो",
  brilliant: "चम्किलो",
  titanium: "टाइटेनियम",
  graphite: "ग्राफाइट",
  steel: "स्टिल",
  carbon: "कार्बन",
  platinum: "प्लाटिनम",
  midnight: "मिडनाइट",
  starlight: "स्टारलाइट",
  space: "स्पेस",
  volt: "भोल्ट",
  core: "कोर",
  cloud: "क्लाउड",
  arctic: "आर्कटिक",
  abyss: "एबिस",
  aurora: "अरोरा",
  awesome: "अउसम",
  iceblue: "आइस नीलो",
  bora: "बोरा",
  clover: "क्लोभर",
  dazzle: "ड्याजल",
  mica: "माइका",
  navigator: "नेभिगेटर",
  obsidian: "ओब्सिडियन",
  performance: "परफर्मेन्स",
  submarine: "सबमरिन",
};

/** Whole names that read better than their words one by one. */
const NAMES: Record<string, string> = {
  "triple black": "पूरै कालो",
  "space gray": "स्पेस ग्रे",
  "space grey": "स्पेस ग्रे",
};

/** A table's own entry: never one an object inherits ("constructor"). */
function own(table: Record<string, string>, key: string): string | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** One colour ("Midnight Blue"): its whole name's, else every word's, else null when a word is not known. */
function oneColourNe(name: string): string | null {
  const key = name.trim().toLowerCase().replace(/\s+/g, " ");
  if (key === "") return null;
  const whole = own(NAMES, key);
  if (whole) return whole;
  const words = key.split(" ").map((word) => own(WORDS, word));
  return words.every((word) => word !== undefined) ? words.join(" ") : null;
}

/**
 * A colour name in Nepali, null when it holds a word the list does not know. Two tones keep their joint:
 * "Black/White" is "कालो/सेतो", "Black and White" (or "&") "कालो र सेतो".
 */
export function colourNameNe(name: string): string | null {
  const slash = name.split("/");
  if (slash.length === 2) {
    const [first, second] = slash.map(oneColourNe);
    return first && second ? `${first}/${second}` : null;
  }
  const both = name.split(/\s+(?:and|&)\s+/i);
  if (both.length === 2) {
    const [first, second] = both.map(oneColourNe);
    return first && second ? `${first} र ${second}` : null;
  }
  return oneColourNe(name);
}

/** A colour as the page shows it: in Nepali on Nepali pages where the list knows it, else as the merchant wrote it. */
export function localColour(name: string, language: Language): string {
  return language === "ne" ? (colourNameNe(name) ?? name) : name;
}

/**
 * A variant's option value as the page shows it: a colour by localColour, a size, memory or storage with its
 * digits in Devanagari on Nepali pages ("42" is "४२", "256GB" "२५६GB"); English pages show it as stored.
 */
export function localOptionValue(kind: VariantOptionKind, value: string, language: Language): string {
  if (language !== "ne") return value;
  return kind === "color" ? localColour(value, language) : devanagariDigits(value);
}
