import { describe, expect, it } from "vitest";
import type { Language } from "@store/shared/language";
import { passwordResetEmail, welcomeEmail } from "./account.ts";
import {
  cancelledEmail,
  deliveredEmail,
  orderPlacedEmail,
  paymentReceivedEmail,
  refundedEmail,
  shippedEmail,
  type MailOrder,
} from "./order.ts";

const SCRIPT = `<script>alert("x")</script>`;
const order: MailOrder = {
  orderNumber: "ORD-20261124-ABC123",
  firstName: `Sita ${SCRIPT}`,
  items: [
    {
      name: `Dhaka topi ${SCRIPT}`,
      options: { color: "Red", memory: "", storage: "", size: "L" },
      quantity: 2,
      total: 149_999,
    },
  ],
  subtotal: 149_999,
  shippingCost: 0,
  discount: 1000,
  giftWrapCost: 50,
  tax: 0,
  total: 149_049,
  paymentMethod: "esewa",
  shippingCompany: "Nepal Post",
  shippingName: "Standard delivery",
  trackingNumber: "NP123",
  language: "en",
};

const everyIn = (language: Language) => {
  const inLanguage = { ...order, language };
  return [
    welcomeEmail(`Sita ${SCRIPT}`, "https://shop.example.np/", language),
    passwordResetEmail(`Sita ${SCRIPT}`, "https://shop.example.np/reset-password?token=abc", 60, language),
    orderPlacedEmail(inLanguage),
    orderPlacedEmail({ ...inLanguage, paymentMethod: "cod", shippingCost: 150, tax: 10 }),
    paymentReceivedEmail(inLanguage),
    shippedEmail(inLanguage),
    shippedEmail({ ...inLanguage, trackingNumber: "" }),
    deliveredEmail(inLanguage),
    cancelledEmail(inLanguage, `Out of stock ${SCRIPT}`),
    refundedEmail(inLanguage, 2500, false),
    refundedEmail(inLanguage, 2500, true),
  ];
};
const every = [...everyIn("en"), ...everyIn("ne")];

describe("the email templates", () => {
  it("escape every value a person typed in the HTML, and keep it as typed in the text", () => {
    for (const email of every) {
      expect(email.html).not.toContain("<script");
      expect(email.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
      expect(email.text).toContain(SCRIPT);
      expect(email.html).toMatch(/^<!doctype html>/);
      expect(email.subject).not.toBe("");
    }
  });

  it("write amounts in rupees the Nepali way", () => {
    const placed = orderPlacedEmail(order);
    expect(placed.text).toContain("Dhaka topi");
    expect(placed.text).toContain("(Colour: Red, Size: L) × 2: Rs 1,49,999");
    expect(placed.html).toContain("Colour: Red, Size: L");
    expect(placed.text).toContain("Discount: -Rs 1,000");
    expect(placed.text).toContain("Gift wrap: Rs 50");
    expect(placed.text).toContain("Shipping: Free");
    expect(placed.text).toContain("Total: Rs 1,49,049");
    expect(placed.html).toContain("Rs 1,49,049");
    expect(refundedEmail(order, 2500, true).text).toContain("We have refunded Rs 2,500");
    expect(paymentReceivedEmail(order).text).toContain("payment of Rs 1,49,049 by eSewa");
    expect(shippedEmail(order).text).toContain("Tracking number: NP123");
    expect(placed.subject).toBe("Order ORD-20261124-ABC123 placed");
  });

  it("are written whole in Nepali for a Nepali order or account: Devanagari words, digits and rupees", () => {
    for (const email of everyIn("ne")) {
      expect(email.subject).toMatch(/[\u0900-\u097F]/);
      expect(email.html).toContain('<html lang="ne">');
      expect(email.text).toContain("Nepal Store · काठमाडौं, नेपाल");
      // Not one English sentence of the English templates left: only names, numbers and links are Latin.
      const words = email.text
        .replace(/https:\/\/\S+/g, "")
        .replaceAll(SCRIPT, "")
        .replace(
          /ORD-20261124-ABC123|Nepal Store|Nepal Post|Standard delivery|Dhaka topi|Red|eSewa|NP123/g,
          "",
        )
        .replace(/Sita|Out of stock/g, "");
      expect(words).not.toMatch(/[A-Za-z]{2,}/);
      expect(words).not.toMatch(/[0-9]/);
    }
    const placed = orderPlacedEmail({ ...order, language: "ne" });
    expect(placed.subject).toBe("अर्डर ORD-20261124-ABC123 प्राप्त भयो");
    expect(placed.text).toContain("नमस्ते Sita");
    expect(placed.text).toContain("(रङ: Red, साइज: L) × २: रु १,४९,९९९");
    expect(placed.text).toContain("छुट: -रु १,०००");
    expect(placed.text).toContain("ढुवानी: निःशुल्क");
    expect(placed.text).toContain("जम्मा: रु १,४९,०४९");
    expect(placed.text).toContain("eSewa बाट भुक्तानी");
    expect(placed.html).toContain("रु १,४९,०४९");
    const cod = orderPlacedEmail({ ...order, paymentMethod: "cod", language: "ne" });
    expect(cod.text).toContain("तपाईंले रु १,४९,०४९ नगद भुक्तानी गर्नुहुनेछ");
    expect(refundedEmail({ ...order, language: "ne" }, 2500, true).text).toContain("रु २,५०० फिर्ता");
    expect(shippedEmail({ ...order, language: "ne" }).text).toContain("ट्र्याकिङ नम्बर: NP123");
    expect(passwordResetEmail("Sita", "https://x.np/r", 60, "ne").text).toContain("६० मिनेटसम्म");
  });

  it("say the store's own cancellation reasons in Nepali and keep an admin's note as typed", () => {
    const ne = { ...order, language: "ne" as const };
    expect(cancelledEmail(ne, "Payment window lapsed").text).toContain("भुक्तानीको समयसीमा सकियो");
    expect(cancelledEmail(ne, "Order cancelled").text).toContain("रद्द गरिएको छ: अर्डर रद्द गरियो।");
    expect(cancelledEmail(ne, "Damaged in the warehouse").text).toContain(": Damaged in the warehouse।");
    expect(cancelledEmail(ne, "constructor").text).toContain(": constructor।");
    expect(cancelledEmail(order, "Payment window lapsed").text).toContain(
      "has been cancelled: Payment window lapsed.",
    );
  });
});
