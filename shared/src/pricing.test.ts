import { describe, expect, it } from "vitest";
import { cartPricing, discountPercent, orderPricing, shippingCost, unitPrice } from "./pricing.ts";

const standard = { cost: 150, freeShippingThreshold: 5000 };

describe("pricing", () => {
  it("charges the discounted price only when it is a real discount", () => {
    expect(unitPrice({ price: 1000, discountedPrice: 850 })).toBe(850);
    expect(unitPrice({ price: 1000, discountedPrice: null })).toBe(1000);
    expect(unitPrice({ price: 1000, discountedPrice: 1200 })).toBe(1000);
  });

  it("rounds the discount percentage as SPEC.md §5 says", () => {
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
