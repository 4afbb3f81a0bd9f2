// Nepal time: the store's clock (UTC+05:45 all year, no daylight saving). Every day the store counts, filters by
// or shows is a day in Nepal, whatever the machine's zone. Plain arithmetic, no zod: the client imports it too.

/** The zone for Intl formatting of the store's dates. */
export const STORE_TIME_ZONE = "Asia/Kathmandu";
/** Nepal's offset from UTC in minutes (5 h 45 min): also what raw SQL adds to a stored moment. */
export const NEPAL_OFFSET_MINUTES = 345;
/** The offset as ISO 8601 writes it. */
export const NEPAL_UTC_OFFSET = "+05:45";
export const DAY_MS = 86_400_000;

const OFFSET_MS = NEPAL_OFFSET_MINUTES * 60_000;

/** The Nepal calendar day (YYYY-MM-DD) of a moment. */
export function nepalDate(moment: Date): string {
  return nepalWallClock(moment).slice(0, 10);
}

/** A moment as Nepal's clocks read it, ISO 8601 without an offset: 2023-05-25T16:26:16.471. */
export function nepalWallClock(moment: Date): string {
  return new Date(moment.getTime() + OFFSET_MS).toISOString().replace("Z", "");
}

/** The first moment of a Nepal calendar day (YYYY-MM-DD): 18:15 UTC the day before. */
export function startOfNepalDay(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS);
}

/** The first moment after a Nepal calendar day (YYYY-MM-DD): the next day's start. */
export function endOfNepalDay(day: string): Date {
  return new Date(startOfNepalDay(day).getTime() + DAY_MS);
}

/** A Nepal day's first moment as ISO text with Nepal's offset: 2026-10-01T00:00:00+05:45. */
export const nepalDayStartText = (day: string): string => `${day}T00:00:00${NEPAL_UTC_OFFSET}`;

/** A Nepal day's last millisecond as ISO text with Nepal's offset: 2026-11-15T23:59:59.999+05:45. */
export const nepalDayEndText = (day: string): string => `${day}T23:59:59.999${NEPAL_UTC_OFFSET}`;

/** Noon in Nepal on a calendar day: a moment that cannot slip to a neighbouring day in any conversion. */
export const nepalNoon = (day: string): Date => new Date(`${day}T12:00:00${NEPAL_UTC_OFFSET}`);
