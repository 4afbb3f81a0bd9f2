import { describe, expect, it } from "vitest";
import { cityNear } from "./delivery-location.ts";

describe("the delivery-location label", () => {
  it("names the three cities, Nepal elsewhere in the country, and Kathmandu abroad", () => {
    expect(cityNear(27.7, 85.33)).toBe("Kathmandu");
    expect(cityNear(28.21, 83.99)).toBe("Pokhara");
    expect(cityNear(26.46, 87.28)).toBe("Biratnagar");
    expect(cityNear(27.0, 84.9)).toBe("Nepal");
    expect(cityNear(51.5, -0.12)).toBe("Kathmandu");
  });
});
