import { describe, expect, it } from "vitest";
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
  items: [{ name: `Dhaka topi ${SCRIPT}`, details: "Red, L", quantity: 2, total: 149_999 }],
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
};

const every = [
  welcomeEmail(`Sita ${SCRIPT}`, "https://shop.example.np/"),
  passwordResetEmail(`Sita ${SCRIPT}`, "https://shop.example.np/reset-password?token=abc", 60),
  orderPlacedEmail(order),
  paymentReceivedEmail(order),
  shippedEmail(order),
  deliveredEmail(order),
  cancelledEmail(order, `Out of stock ${SCRIPT}`),
  refundedEmail(order, 2500, false),
];

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
    expect(placed.text).toContain("(Red, L) × 2: Rs 1,49,999");
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
});
