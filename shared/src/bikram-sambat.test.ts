import { afterEach, describe, expect, it, vi } from "vitest";
import { BIKRAM_SAMBAT_MONTHS, gregorianDay, toBikramSambat } from "./bikram-sambat.ts";

// Node takes a new TZ at once: the machine's zone changes under the code, as on another server or browser.
afterEach(() => vi.unstubAllEnvs());

/** Noon in Nepal on a Gregorian day, so only the calendar, not the zone, decides the answer. */
const noonInNepal = (isoDay: string) => new Date(`${isoDay}T12:00:00+05:45`);

// Each pair is a date Nepal's published calendar gives (new years, national days, festivals). Every one was also
// checked against a second, independent table (the bikram-sambat npm package by Medic, which agrees with the one
// used here on every day from 1943 to June 2027).
const PUBLISHED: [gregorian: string, year: number, month: number, day: number, what: string][] = [
  ["1951-02-18", 2007, 11, 7, "Democracy Day, 7 Falgun 2007"],
  ["1990-11-09", 2047, 7, 23, "the 1990 constitution, 23 Kartik 2047"],
  ["2000-04-13", 2057, 1, 1, "new year 2057"],
  ["2008-05-28", 2065, 2, 15, "Republic Day, 15 Jestha 2065"],
  ["2013-04-14", 2070, 1, 1, "new year 2070"],
  ["2015-04-25", 2072, 1, 12, "the Gorkha earthquake, 12 Baisakh 2072"],
  ["2015-09-20", 2072, 6, 3, "Constitution Day, 3 Asoj 2072"],
  ["2019-04-14", 2076, 1, 1, "new year 2076"],
  ["2020-04-13", 2077, 1, 1, "new year 2077"],
  ["2022-04-14", 2079, 1, 1, "new year 2079"],
  ["2023-04-14", 2080, 1, 1, "new year 2080"],
  ["2023-11-12", 2080, 7, 26, "Laxmi Puja 2080, 26 Kartik"],
  ["2024-01-15", 2080, 10, 1, "Maghe Sankranti 2080, 1 Magh"],
  ["2024-04-13", 2081, 1, 1, "new year 2081"],
  ["2024-10-12", 2081, 6, 26, "Vijaya Dashami 2081, 26 Asoj"],
  ["2025-01-14", 2081, 10, 1, "Maghe Sankranti 2081, 1 Magh"],
  ["2025-04-14", 2082, 1, 1, "new year 2082"],
  ["2026-04-14", 2083, 1, 1, "new year 2083"],
];

describe("Bikram Sambat dates", () => {
  it.each(PUBLISHED)("%s is %i/%i/%i (%s)", (gregorian, year, month, day) => {
    expect(toBikramSambat(noonInNepal(gregorian))).toEqual({ year, month, day });
  });

  it("turns the month and the year on the calendar's last days", () => {
    // Chaitra 2079 had 30 days, Jestha 2081 had 32 (BS months run 29 to 32 days).
    expect(toBikramSambat(noonInNepal("2023-04-13"))).toEqual({ year: 2079, month: 12, day: 30 });
    expect(toBikramSambat(noonInNepal("2024-06-14"))).toEqual({ year: 2081, month: 2, day: 32 });
    expect(toBikramSambat(noonInNepal("2024-06-15"))).toEqual({ year: 2081, month: 3, day: 1 });
    // Across the Gregorian new year the BS month goes on: 31 December 2024 and 1 January 2025 are 16 and 17 Poush.
    expect(toBikramSambat(noonInNepal("2024-12-31"))).toEqual({ year: 2081, month: 9, day: 16 });
    expect(toBikramSambat(noonInNepal("2025-01-01"))).toEqual({ year: 2081, month: 9, day: 17 });
  });

  it("counts the day in Nepal: from 18:15 UTC it is already tomorrow there", () => {
    expect(toBikramSambat(new Date("2023-04-13T18:14:59Z"))).toEqual({ year: 2079, month: 12, day: 30 });
    expect(toBikramSambat(new Date("2023-04-13T18:15:00Z"))).toEqual({ year: 2080, month: 1, day: 1 });
    expect(gregorianDay(new Date("2026-11-24T18:15:00Z"))).toEqual({ year: 2026, month: 11, day: 25 });
    // Another zone can be asked for explicitly: the same instant is still the 24th in London.
    expect(gregorianDay(new Date("2026-11-24T18:15:00Z"), "Europe/London")).toEqual({
      year: 2026,
      month: 11,
      day: 24,
    });
  });

  it("gives the same day whatever zone the machine is in", () => {
    const instant = new Date("2026-11-24T18:20:00Z");
    for (const zone of ["UTC", "America/Los_Angeles", "Pacific/Kiritimati", "Asia/Kathmandu"]) {
      vi.stubEnv("TZ", zone);
      expect(toBikramSambat(instant)).toEqual({ year: 2083, month: 8, day: 9 });
      expect(gregorianDay(instant)).toEqual({ year: 2026, month: 11, day: 25 });
    }
  });

  it("has no date outside its table's years, and none for an invalid date", () => {
    expect(toBikramSambat(noonInNepal("1900-01-01"))).toBeNull();
    expect(toBikramSambat(noonInNepal("1943-04-13"))).toBeNull();
    expect(toBikramSambat(noonInNepal("1943-04-14"))).toEqual({ year: 2000, month: 1, day: 1 });
    expect(toBikramSambat(noonInNepal("2100-01-01"))).toBeNull();
    expect(toBikramSambat(new Date("not a date"))).toBeNull();
  });

  it("names the twelve months as Nepali calendars print them", () => {
    expect(BIKRAM_SAMBAT_MONTHS).toHaveLength(12);
    expect(BIKRAM_SAMBAT_MONTHS[0]).toBe("बैशाख");
    expect(BIKRAM_SAMBAT_MONTHS[7]).toBe("मंसिर");
    expect(BIKRAM_SAMBAT_MONTHS[11]).toBe("चैत");
  });
});
