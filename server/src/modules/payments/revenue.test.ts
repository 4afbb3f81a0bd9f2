import { describe, expect, it } from "vitest";
import { nepalDate, startOfNepalDay } from "./revenue.ts";

describe("Nepal days (UTC+5:45)", () => {
  it("starts a Nepal day at 18:15 UTC of the day before", () => {
    expect(startOfNepalDay("2026-11-24").toISOString()).toBe("2026-11-23T18:15:00.000Z");
    expect(startOfNepalDay("2026-03-01").toISOString()).toBe("2026-02-28T18:15:00.000Z");
  });

  it("puts the moments either side of UTC midnight on one Nepal day, and splits them at 18:15 UTC", () => {
    expect(nepalDate(new Date("2026-11-23T23:59:00Z"))).toBe("2026-11-24");
    expect(nepalDate(new Date("2026-11-24T00:01:00Z"))).toBe("2026-11-24");
    expect(nepalDate(new Date("2026-11-24T18:14:59.999Z"))).toBe("2026-11-24");
    expect(nepalDate(new Date("2026-11-24T18:15:00Z"))).toBe("2026-11-25");
    expect(nepalDate(new Date("2026-12-31T18:15:00Z"))).toBe("2027-01-01");
  });
});
