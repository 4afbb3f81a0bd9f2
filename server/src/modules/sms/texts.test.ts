// Every order text in English and Nepali fits in two segments at its longest: the longest order number, a
// 64-character tracking number, a long carrier name and the largest amounts; and says what it must.
import { describe, expect, it } from "vitest";
import { MAX_SMS_SEGMENTS, smsLength } from "@store/shared/sms";
import {
  cancelledText,
  deliveredText,
  orderPlacedText,
  outForDeliveryText,
  refundedText,
  shippedText,
  type TextedOrder,
} from "./texts.ts";

const LONGEST_TRACKING = "W".repeat(32) + "-" + "9".repeat(31);
const LARGEST = 100_000_000;

const order = (language: "en" | "ne", overrides: Partial<TextedOrder> = {}): TextedOrder => ({
  orderNumber: "NS-20261231-WWWWW",
  language,
  shippingCompany: "Nepal Can Move Express Logistics Private Limited",
  trackingNumber: LONGEST_TRACKING,
  ...overrides,
});

describe.each(["en", "ne"] as const)("the order texts in %s", (language) => {
  const worst = order(language);
  const texts = {
    order_placed: orderPlacedText(worst, LARGEST),
    shipped: shippedText(worst),
    out_for_delivery: outForDeliveryText(worst, LARGEST),
    out_for_delivery_paid: outForDeliveryText(worst, 0),
    delivered: deliveredText(worst),
    cancelled: cancelledText(worst),
    refunded: refundedText(worst, LARGEST),
  };

  it.each(Object.entries(texts))(
    "%s fits in two segments at its longest, order number whole",
    (_kind, text) => {
      expect(smsLength(text).segments).toBeLessThanOrEqual(MAX_SMS_SEGMENTS);
      expect(text).toContain("NS-20261231-WWWWW");
      // English texts stay in the GSM alphabet (160 a segment), Nepali ones are Unicode.
      expect(smsLength(text).encoding).toBe(language === "en" ? "GSM-7" : "UCS-2");
    },
  );

  it("writes amounts the order's way and tells what to keep ready", () => {
    const amount = language === "en" ? "Rs 10,00,00,000" : "रु १०,००,००,०००";
    expect(texts.order_placed).toContain(amount);
    expect(texts.refunded).toContain(amount);
    expect(texts.out_for_delivery).toContain(amount);
    expect(outForDeliveryText(worst, 1234)).toContain(language === "en" ? "Rs 1,234" : "रु १,२३४");
    expect(texts.out_for_delivery_paid).not.toMatch(/Rs|रु/);
  });

  it("gives the tracking number whole and the carrier as far as it fits", () => {
    expect(texts.shipped).toContain(LONGEST_TRACKING);
    const usual = shippedText(order(language, { shippingCompany: "Pathao", trackingNumber: "PTH-12345" }));
    expect(usual).toContain("Pathao");
    expect(usual).toContain("PTH-12345");
    expect(smsLength(usual).segments).toBe(language === "en" ? 1 : 2);
    const untracked = shippedText(order(language, { shippingCompany: "Pathao", trackingNumber: "" }));
    expect(untracked).toContain("Pathao");
    expect(untracked).not.toMatch(/Tracking|ट्र्याकिङ/);
    // A carrier too long to fit with the longest tracking number is shortened, never the number.
    const long = shippedText(order(language, { shippingCompany: "C".repeat(200) }));
    expect(long).toContain(LONGEST_TRACKING);
    expect(smsLength(long).segments).toBeLessThanOrEqual(MAX_SMS_SEGMENTS);
  });
});
