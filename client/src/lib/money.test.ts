import { describe, expect, it } from "vitest";
import { formatRupees } from "./money.ts";

describe("formatRupees", () => {
  it("groups lakhs and crores the Nepali way", () => {
    expect(formatRupees(149999)).toBe("Rs 1,49,999");
    expect(formatRupees(12345678)).toBe("Rs 1,23,45,678");
    expect(formatRupees(999)).toBe("Rs 999");
    expect(formatRupees(0)).toBe("Rs 0");
  });
});
