import { describe, expect, it } from "vitest";
import {
  endOfNepalDay,
  nepalDate,
  nepalDayEndText,
  nepalDayStartText,
  nepalNoon,
  nepalWallClock,
  startOfNepalDay,
} from "./nepal-time.ts";

describe("Nepal days (UTC+5:45)", () => {
  it("starts a Nepal day at 18:15 UTC of the day before", () => {
    expect(startOfNepalDay("2026-11-24").toISOString()).toBe("2026-11-23T18:15:00.000Z");
    expect(startOfNepalDay("2026-03-01").toISOString()).toBe("2026-02-28T18:15:00.000Z");
  });

  it("ends a Nepal day where the next one starts", () => {
    expect(endOfNepalDay("2026-11-24").toISOString()).toBe("2026-11-24T18:15:00.000Z");
    expect(endOfNepalDay("2026-12-31").toISOString()).toBe("2026-12-31T18:15:00.000Z");
  });

  it("puts the moments either side of UTC midnight on one Nepal day, and splits them at 18:15 UTC", () => {
    expect(nepalDate(new Date("2026-11-23T23:59:00Z"))).toBe("2026-11-24");
    expect(nepalDate(new Date("2026-11-24T00:01:00Z"))).toBe("2026-11-24");
    expect(nepalDate(new Date("2026-11-24T18:14:59.999Z"))).toBe("2026-11-24");
    expect(nepalDate(new Date("2026-11-24T18:15:00Z"))).toBe("2026-11-25");
    expect(nepalDate(new Date("2026-12-31T18:15:00Z"))).toBe("2027-01-01");
  });

  it("agrees with the Asia/Kathmandu zone's own calendar", () => {
    for (const iso of ["2026-01-01T18:14:00Z", "2026-06-30T18:16:00Z", "2028-02-28T20:00:00Z"]) {
      const moment = new Date(iso);
      expect(nepalDate(moment)).toBe(moment.toLocaleDateString("en-CA", { timeZone: "Asia/Kathmandu" }));
    }
  });

  it("reads a moment on Nepal's clocks", () => {
    expect(nepalWallClock(new Date("2023-05-25T10:41:16.471Z"))).toBe("2023-05-25T16:26:16.471");
  });

  it("writes a day's first and last moment with Nepal's offset", () => {
    expect(nepalDayStartText("2026-10-01")).toBe("2026-10-01T00:00:00+05:45");
    expect(nepalDayEndText("2026-11-15")).toBe("2026-11-15T23:59:59.999+05:45");
    expect(new Date(nepalDayStartText("2026-10-01")).getTime()).toBe(startOfNepalDay("2026-10-01").getTime());
    expect(new Date(nepalDayEndText("2026-11-15")).getTime()).toBe(endOfNepalDay("2026-11-15").getTime() - 1);
  });

  it("puts noon in Nepal on the day asked", () => {
    expect(nepalNoon("2026-11-25").toISOString()).toBe("2026-11-25T06:15:00.000Z");
    expect(nepalDate(nepalNoon("2026-11-25"))).toBe("2026-11-25");
  });
});
