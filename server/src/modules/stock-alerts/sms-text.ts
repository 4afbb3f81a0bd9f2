// The back-in-stock text message: the product and its options, and the unsubscribe link, within MAX_SMS_SEGMENTS
// in either language (Nepali is UCS-2: 67 characters a segment once split). The name is the one part of any
// length: it is shortened, never the link, until the whole text fits.
import { MAX_SMS_SEGMENTS, smsLength } from "@store/shared/sms";
import type { Language } from "@store/shared/language";

const TEXTS: Record<Language, (named: string, link: string) => string> = {
  en: (named, link) => `Nepal Store: ${named} is back in stock. Stop alerts: ${link}`,
  ne: (named, link) => `Nepal Store: ${named} फेरि स्टकमा आयो। रोक्न: ${link}`,
};

/** Kept short ("...", not "…": GSM-7 has no ellipsis, and one would make an English text UCS-2). */
const SHORTENED = "...";

/**
 * `named`: the product's name with its options ("Dhaka topi (Red, L)"); `link`: the short unsubscribe link.
 * Only a PUBLIC_URL of some hundred characters leaves no room for a name at all: the text then names a single
 * character of it and goes longer rather than never.
 */
export function backInStockSms(named: string, link: string, language: Language): string {
  const write = TEXTS[language];
  const full = write(named, link);
  if (fits(full)) return full;
  // Whole characters (code points), so a Devanagari letter or an emoji is never cut in two.
  const characters = Array.from(named);
  let text = full;
  for (let keep = characters.length - 1; keep > 0; keep -= 1) {
    text = write(characters.slice(0, keep).join("").trimEnd() + SHORTENED, link);
    if (fits(text)) return text;
  }
  return text;
}

const fits = (text: string) => smsLength(text).segments <= MAX_SMS_SEGMENTS;
