import { describe, expect, it } from "vitest";
import {
  cartPricing,
  discountAmount,
  discountPercent,
  orderPricing,
  shippingCost,
  unitPrice,
} from "./pricing.ts";

const standard = { cost: 150, freeShippingThreshold: 5000 };

describe("pricing", () => {
  it("charges the discounted price only when it is a real discount", () => {
    expect(unitPrice({ price: 1000, discountedPrice: 850 })).toBe(850);
    expect(unitPrice({ price: 1000, discountedPrice: null })).toBe(1000);
    expect(unitPrice({ price: 1000, discountedPrice: 1200 })).toBe(1000);
  });

  it("rounds the discount percentage as the product page and cart show it (docs/STOREFRONT.md)", () => {
    expect(discountPercent({ price: 174999, discountedPrice: 164999 })).toBe(6);
    expect(discountPercent({ price: 3, discountedPrice: 2 })).toBe(33);
    expect(discountPercent({ price: 100, discountedPrice: null })).toBeNull();
    expect(discountPercent({ price: 100, discountedPrice: 100 })).toBeNull();
  });

  it("ships free only above the threshold", () => {
    expect(shippingCost(5000, standard)).toBe(150);
    expect(shippingCost(5001, standard)).toBe(0);
  });

  it("adds shipping and the Rs 100 gift wrap to the order total", () => {
    const lines = [
      { price: 1200, quantity: 2 },
      { price: 300, quantity: 1 },
    ];
    expect(orderPricing(lines, standard, true)).toEqual({
      subtotal: 2700,
      tax: 0,
      shipping: 150,
      discount: 0,
      giftWrap: 100,
      total: 2950,
    });
    expect(orderPricing([{ price: 6000, quantity: 1 }], standard, false).total).toBe(6000);
  });

  it("prices a cart without shipping", () => {
    expect(cartPricing([{ price: 250, quantity: 4 }])).toEqual({
      subtotal: 1000,
      tax: 0,
      shipping: 0,
      discount: 0,
      total: 1000,
    });
  });
});

describe("discount codes", () => {
  const method = { cost: 150, freeShippingThreshold: 5000 };

  it("takes a percentage of the subtotal, rounded to whole rupees", () => {
    expect(discountAmount({ type: "percentage", value: 10 }, 1995, 150)).toBe(200);
    expect(discountAmount({ type: "percentage", value: 15 }, 1010, 0)).toBe(152);
    expect(discountAmount({ type: "percentage", value: 100 }, 999, 150)).toBe(999);
  });

  it("caps a fixed sum at the subtotal, never below zero", () => {
    expect(discountAmount({ type: "fixed", value: 500 }, 2000, 150)).toBe(500);
    expect(discountAmount({ type: "fixed", value: 5000 }, 2000, 150)).toBe(2000);
    expect(discountAmount({ type: "fixed", value: -5 }, 2000, 150)).toBe(0);
  });

  it("free shipping takes off exactly the shipping cost", () => {
    expect(discountAmount({ type: "free_shipping", value: 0 }, 2000, 150)).toBe(150);
    expect(discountAmount({ type: "free_shipping", value: 0 }, 6000, 0)).toBe(0);
  });

  it("no code takes nothing off", () => {
    expect(discountAmount(null, 2000, 150)).toBe(0);
  });

  it("the order's total is subtotal + shipping + gift wrap - discount, never negative", () => {
    const lines = [{ price: 1000, quantity: 2 }];
    expect(orderPricing(lines, method, true, { type: "fixed", value: 9999 })).toEqual({
      subtotal: 2000,
      tax: 0,
      shipping: 150,
      discount: 2000,
      giftWrap: 100,
      total: 250,
    });
    expect(orderPricing(lines, method, false, { type: "free_shipping", value: 0 }).total).toBe(2000);
    expect(cartPricing(lines, { type: "percentage", value: 25 })).toEqual({
      subtotal: 2000,
      tax: 0,
      shipping: 0,
      discount: 500,
      total: 1500,
    });
  });
});
