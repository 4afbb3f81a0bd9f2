import { describe, expect, it } from "vitest";
import { formatNumber, formatRupees } from "./money.ts";

describe("money and numbers the Nepali way", () => {
  it("groups by lakhs and crores in English", () => {
    expect(formatRupees(164999)).toBe("Rs 1,64,999");
    expect(formatRupees(999)).toBe("Rs 999");
    expect(formatRupees(12345678)).toBe("Rs 1,23,45,678");
    expect(formatRupees(0)).toBe("Rs 0");
    expect(formatRupees(99.6)).toBe("Rs 100");
  });

  it("writes Devanagari digits and रु in Nepali", () => {
    expect(formatRupees(164999, "ne")).toBe("रु १,६४,९९९");
    expect(formatRupees(12345678, "ne")).toBe("रु १,२३,४५,६७८");
    expect(formatNumber(2081, "ne")).toBe("२,०८१");
    expect(formatNumber(7, "ne")).toBe("७");
    expect(formatNumber(100000)).toBe("1,00,000");
  });
});
