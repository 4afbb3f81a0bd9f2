import { describe, expect, it } from "vitest";
import { smsLength, MAX_SMS_SEGMENTS } from "@store/shared/sms";
import { LANGUAGES } from "@store/shared/language";
import { backInStockSms } from "./sms-text.ts";

// A long public address and a 22-character token: the link is never shortened.
const LINK = "https://www.nepalstore-kathmandu.com.np/n/AbCdEfGhIjKlMnOpQrStUv";
// Product names are at most 200 characters; options add four values.
const LONG_EN = `${"Samsung Galaxy S24 Ultra 5G Titanium Edition ".repeat(5).slice(0, 200)} (Titanium Black, 12GB, 512GB, XXL)`;
const LONG_NE = `${"स्यामसङ ग्यालेक्सी एस२४ अल्ट्रा टाइटेनियम संस्करण ".repeat(5).slice(0, 200)} (कालो, १२GB, ५१२GB, XXL)`;

describe("the back-in-stock text", () => {
  it("fits two segments in both languages at the worst-case lengths, the link whole", () => {
    for (const language of LANGUAGES)
      for (const named of [LONG_EN, LONG_NE, "Dhaka topi (Red, L)", "😀".repeat(150)]) {
        const text = backInStockSms(named, LINK, language);
        expect(smsLength(text).segments, `${language}: ${text}`).toBeLessThanOrEqual(MAX_SMS_SEGMENTS);
        expect(text.endsWith(LINK)).toBe(true);
      }
  });

  it("keeps a short name whole, and an English text with a plain name in GSM-7", () => {
    const text = backInStockSms("Dhaka topi (Red, L)", LINK, "en");
    expect(text).toBe(`Nepal Store: Dhaka topi (Red, L) is back in stock. Stop alerts: ${LINK}`);
    expect(smsLength(text).encoding).toBe("GSM-7");
    expect(smsLength(backInStockSms(LONG_EN, LINK, "en")).encoding).toBe("GSM-7");
    expect(backInStockSms("ढाका टोपी (रातो, L)", LINK, "ne")).toBe(
      `Nepal Store: ढाका टोपी (रातो, L) फेरि स्टकमा आयो। रोक्न: ${LINK}`,
    );
  });

  it("shortens a long name with three dots, cutting no character in two", () => {
    const text = backInStockSms(LONG_NE, LINK, "ne");
    expect(text).toContain("...");
    expect(text).not.toContain("\uFFFD");
    const emoji = backInStockSms("😀".repeat(150), LINK, "en");
    expect(emoji).toMatch(/^Nepal Store: (😀)+\.\.\. is back/u);
  });
});
