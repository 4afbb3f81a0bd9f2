// Dates as shoppers read them (orders, tracking). Always the day in Nepal (Asia/Kathmandu), never the machine's
// zone, and never the runtime's locale data: the server's render and the browser's first render must print the
// same characters. English: 20/11/2026, as the pages always showed. Nepali: the Bikram Sambat date first (the
// calendar Nepal lives by), then the Gregorian one in brackets, both in Devanagari digits:
// "२०८३ मंसिर ९ (२०२६ नोभेम्बर २५)".
import type { Language } from "@store/shared/language";
import {
  BIKRAM_SAMBAT_MONTHS,
  gregorianDay,
  toBikramSambat,
  type CalendarDay,
} from "@store/shared/bikram-sambat";
import { nepalWallClock } from "@store/shared/nepal-time";
import { useLanguage } from "../i18n/use-messages.ts";

/** The Gregorian months as Nepali writes them. */
const GREGORIAN_MONTHS_NE = [
  "जनवरी",
  "फेब्रुअरी",
  "मार्च",
  "अप्रिल",
  "मे",
  "जुन",
  "जुलाई",
  "अगस्ट",
  "सेप्टेम्बर",
  "अक्टोबर",
  "नोभेम्बर",
  "डिसेम्बर",
] as const;

const DEVANAGARI_DIGITS = "०१२३४५६७८९";

/** 2026 → २०२६ (no grouping: years and days are not amounts). */
export const devanagariDigits = (text: string): string =>
  text.replace(/[0-9]/g, (digit) => DEVANAGARI_DIGITS[Number(digit)]!);

const pad = (value: number) => String(value).padStart(2, "0");

function dayInLanguage(gregorian: CalendarDay, bikramSambat: CalendarDay | null, language: Language): string {
  if (language === "en") return `${pad(gregorian.day)}/${pad(gregorian.month)}/${gregorian.year}`;
  const ad = devanagariDigits(
    `${gregorian.year} ${GREGORIAN_MONTHS_NE[gregorian.month - 1]} ${gregorian.day}`,
  );
  if (!bikramSambat) return ad;
  const bs = devanagariDigits(
    `${bikramSambat.year} ${BIKRAM_SAMBAT_MONTHS[bikramSambat.month - 1]} ${bikramSambat.day}`,
  );
  return `${bs} (${ad})`;
}

/** An instant (ISO string or Date) as its day in Nepal: "20/11/2026" or "२०८३ मंसिर ४ (२०२६ नोभेम्बर २०)". */
export function formatDate(instant: string | Date, language: Language): string {
  const date = typeof instant === "string" ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return String(instant);
  return dayInLanguage(gregorianDay(date), toBikramSambat(date), language);
}

/**
 * A calendar day the server already gave as Nepal's (YYYY-MM-DD, e.g. tracking's steps and expected delivery):
 * English shows it as sent, Nepali as both calendars.
 */
export function formatDay(day: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (language === "en" || !match) return day;
  const gregorian = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  // Noon in Nepal on that day: the conversion cannot slip to a neighbouring day.
  const noon = new Date(`${day}T12:00:00+05:45`);
  return dayInLanguage(gregorian, toBikramSambat(noon), language);
}

/** A clock time the server gave (HH:MM, Nepal's): English as sent, Nepali in Devanagari digits. */
export const formatClock = (time: string, language: Language): string =>
  language === "en" ? time : devanagariDigits(time);

/** An instant's time of day on Nepal's clocks (HH:MM): English as digits, Nepali in Devanagari digits. */
export function formatTime(instant: string | Date, language: Language): string {
  const date = typeof instant === "string" ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return String(instant);
  return formatClock(nepalWallClock(date).slice(11, 16), language);
}

/** The date formatters in the page's language. */
export function useDates() {
  const language = useLanguage();
  return {
    language,
    date: (instant: string | Date) => formatDate(instant, language),
    day: (day: string) => formatDay(day, language),
    clock: (time: string) => formatClock(time, language),
    time: (instant: string | Date) => formatTime(instant, language),
  };
}
