// How long a text message is in SMS segments (SHOP-API.md part 3: every text the store sends is at most two).
// A message in the GSM 03.38 alphabet takes 160 characters in one segment and 153 a segment when split (the
// rest carries the joining header); the extension table's characters (€ [ ] { } etc.) take two places. Anything
// else (Devanagari) makes the whole message UCS-2: 70 UTF-16 units in one segment, 67 a segment when split.

const GSM_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?" +
  "¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM_EXTENDED = "^{}\\[~]|€\f";

export type SmsEncoding = "GSM-7" | "UCS-2";

export interface SmsLength {
  encoding: SmsEncoding;
  /** Places used: GSM-7 septets, or UCS-2 16-bit units. */
  units: number;
  segments: number;
}

export const MAX_SMS_SEGMENTS = 2;

export function smsLength(text: string): SmsLength {
  let septets = 0;
  for (const char of text) {
    if (GSM_BASIC.includes(char)) septets += 1;
    else if (GSM_EXTENDED.includes(char)) septets += 2;
    else {
      const units = text.length;
      return { encoding: "UCS-2", units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
    }
  }
  return { encoding: "GSM-7", units: septets, segments: septets <= 160 ? 1 : Math.ceil(septets / 153) };
}

export const smsSegments = (text: string): number => smsLength(text).segments;
