// Bikram Sambat (विक्रम संवत्), Nepal's official calendar, for the dates shoppers read on Nepali pages. Its month
// lengths follow no formula (each year's are published by the calendar committee), so the conversion is a table's:
// the maintained npm package nepali-date-converter (MIT, by Subesh Bhandari), which covers 2000-2090 BS
// (1943-2034 AD). Its results are checked in bikram-sambat.test.ts against dates published by Nepal's calendar.
import NepaliDateExport from "nepali-date-converter";

// The package's "main" is CommonJS that sets exports.default: Node's import hands back that exports object, while
// bundlers (which read its "module" field) hand back the class itself. Either way, this is the class.
const NepaliDate: typeof NepaliDateExport =
  (NepaliDateExport as unknown as { default?: typeof NepaliDateExport }).default ?? NepaliDateExport;

/** A day on a calendar: month 1-12, day of the month from 1. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** Every date the store shows is a day in Nepal (UTC+05:45, no daylight saving), whatever the machine's zone. */
export const STORE_TIME_ZONE = "Asia/Kathmandu";

/** The months from Baisakh (1) to Chaitra (12), as Nepali calendars print them. */
export const BIKRAM_SAMBAT_MONTHS = [
  "बैशाख",
  "जेठ",
  "असार",
  "साउन",
  "भदौ",
  "असोज",
  "कात्तिक",
  "मंसिर",
  "पुस",
  "माघ",
  "फागुन",
  "चैत",
] as const;

const dayParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: STORE_TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
});

/** The Gregorian day an instant falls on in `timeZone` (the store's by default). */
export function gregorianDay(date: Date, timeZone: string = STORE_TIME_ZONE): CalendarDay {
  const format =
    timeZone === STORE_TIME_ZONE
      ? dayParts
      : new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "numeric", day: "numeric" });
  const parts = Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

const FIRST_DAY = Date.UTC(1943, 3, 14);

/**
 * The Bikram Sambat day an instant falls on in `timeZone` (Nepal's by default), or null outside the table's years
 * (before 1943 or after 2034 AD), where a page shows the Gregorian date alone.
 */
export function toBikramSambat(date: Date, timeZone: string = STORE_TIME_ZONE): CalendarDay | null {
  if (Number.isNaN(date.getTime())) return null;
  const { year, month, day } = gregorianDay(date, timeZone);
  // The package counts days from its first one by their absolute difference, so an earlier day would come back as
  // a wrong later date instead of an error: its table starts on 1 Baisakh 2000, 14 April 1943.
  if (Date.UTC(year, month - 1, day) < FIRST_DAY) return null;
  try {
    // The package reads the Date's local-time fields, so it gets a local midnight on the day already chosen.
    const { BS } = NepaliDate.fromAD(new Date(year, month - 1, day)).getDateObject();
    return { year: BS.year, month: BS.month + 1, day: BS.date };
  } catch {
    return null;
  }
}
