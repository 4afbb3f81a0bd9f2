import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@store/shared/language";
import { backInStockEmail } from "./stock.ts";

const SCRIPT = `<script>alert("x")</script>`;
const facts = {
  productName: `Dhaka topi ${SCRIPT}`,
  options: { color: "Red", size: "L" },
  productUrl: "https://shop.example.np/product/fashion/dhaka-topi",
  unsubscribeUrl: "https://shop.example.np/n/AbCdEfGhIjKlMnOpQrStUv",
};

describe("the back-in-stock email", () => {
  it("names the product and its options, links to its page and to unsubscribe, in both languages", () => {
    for (const language of LANGUAGES) {
      const email = backInStockEmail({ ...facts, language });
      expect(email.html).not.toContain("<script");
      expect(email.html).toContain("&lt;script&gt;");
      expect(email.text).toContain(SCRIPT);
      expect(email.subject).toContain("Dhaka topi");
      expect(email.html).toContain(`href="${facts.productUrl}"`);
      expect(email.html).toContain(`href="${facts.unsubscribeUrl}"`);
      expect(email.text).toContain(facts.unsubscribeUrl);
      expect(email.html).toMatch(new RegExp(`<html lang="${language}">`));
    }
    expect(backInStockEmail({ ...facts, language: "en" }).text).toContain("(Colour: Red, Size: L)");
    expect(backInStockEmail({ ...facts, language: "ne" }).text).toContain("(रङ: Red, साइज: L)");
    expect(backInStockEmail({ ...facts, options: {}, language: "en" }).text).toContain(
      'Good news: Dhaka topi <script>alert("x")</script> is back in stock',
    );
  });
});
