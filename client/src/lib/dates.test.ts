import { afterEach, describe, expect, it, vi } from "vitest";
import { devanagariDigits, formatClock, formatDate, formatDay, formatTime } from "./dates.ts";

// Node takes a new TZ at once: the machine's zone changes under the code, as on another server or browser.
afterEach(() => vi.unstubAllEnvs());

describe("shoppers' dates", () => {
  it("in English are the day/month/year the pages always showed, counted in Nepal", () => {
    expect(formatDate("2026-11-20T08:00:00.000Z", "en")).toBe("20/11/2026");
    expect(formatDate("2026-11-20T08:00:00.000Z", "en")).toBe(
      new Date("2026-11-20T08:00:00.000Z").toLocaleDateString("en-GB", { timeZone: "Asia/Kathmandu" }),
    );
    expect(formatDate(new Date("2026-01-05T10:00:00Z"), "en")).toBe("05/01/2026");
  });

  it.each([
    ["2026-11-25T06:00:00.000Z", "२०८३ मंसिर ९ (२०२६ नोभेम्बर २५)"],
    ["2023-04-14T06:00:00.000Z", "२०८० बैशाख १ (२०२३ अप्रिल १४)"],
    ["2025-01-14T06:00:00.000Z", "२०८१ माघ १ (२०२५ जनवरी १४)"],
  ])(
    "in Nepali are the Bikram Sambat date and then the Gregorian one, in Devanagari digits: %s",
    (at, shown) => {
      expect(formatDate(at, "ne")).toBe(shown);
    },
  );

  it.each([
    ["2026-11-24T18:14:00.000Z", "en", "24/11/2026"],
    ["2026-11-24T18:15:00.000Z", "en", "25/11/2026"],
    ["2026-11-24T18:14:00.000Z", "ne", "२०८३ मंसिर ८ (२०२६ नोभेम्बर २४)"],
    ["2026-11-24T18:15:00.000Z", "ne", "२०८३ मंसिर ९ (२०२६ नोभेम्बर २५)"],
  ] as const)(
    "count the day in Nepal in both languages: 18:15 UTC is already the next day (%s, %s)",
    (at, language, shown) => {
      expect(formatDate(at, language)).toBe(shown);
    },
  );

  it("print the same characters whatever zone the server or the browser is in", () => {
    const outputs = new Set<string>();
    for (const zone of ["UTC", "America/New_York", "Pacific/Kiritimati", "Asia/Kathmandu"]) {
      vi.stubEnv("TZ", zone);
      outputs.add(
        `${formatDate("2026-11-24T18:30:00.000Z", "en")} ${formatDate("2026-11-24T18:30:00.000Z", "ne")}`,
      );
      outputs.add(formatDay("2026-11-28", "ne"));
    }
    expect([...outputs]).toEqual([
      "25/11/2026 २०८३ मंसिर ९ (२०२६ नोभेम्बर २५)",
      "२०८३ मंसिर १२ (२०२६ नोभेम्बर २८)",
    ]);
  });

  it("show a day the server gave as sent in English and in both calendars in Nepali", () => {
    expect(formatDay("2026-11-28", "en")).toBe("2026-11-28");
    expect(formatDay("2026-11-28", "ne")).toBe("२०८३ मंसिर १२ (२०२६ नोभेम्बर २८)");
    expect(formatDay("soon", "ne")).toBe("soon");
    expect(formatClock("08:05", "en")).toBe("08:05");
    expect(formatClock("08:05", "ne")).toBe("०८:०५");
  });

  it("read an instant's time on Nepal's clocks, whatever the machine's zone", () => {
    vi.stubEnv("TZ", "America/New_York");
    // 18:20 UTC is 00:05 the next day in Nepal.
    expect(formatTime("2026-11-24T18:20:00.000Z", "en")).toBe("00:05");
    expect(formatTime("2026-11-24T06:00:00.000Z", "ne")).toBe("११:४५");
    expect(formatTime("not a time", "en")).toBe("not a time");
  });

  it("fall back to the Gregorian date alone outside the Bikram Sambat table, and to the text for a bad date", () => {
    expect(formatDate("1930-06-01T06:00:00.000Z", "ne")).toBe("१९३० जुन १");
    expect(formatDate("not a date", "ne")).toBe("not a date");
    expect(devanagariDigits("NS-2026")).toBe("NS-२०२६");
  });
});
