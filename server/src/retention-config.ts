// How long the store keeps the rows that would otherwise only grow (jobs/sweeps.ts deletes them once past it):
// guest carts nobody touches, messages that left, codes and links that ended, back-in-stock requests that are
// over. Orders, payments and the audit log are kept for ever: no setting here reaches them.
import { z } from "zod";

const DAY_MS = 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;
const KEEP_UNITS: Record<string, number> = { h: HOUR_MS, d: DAY_MS };

/** A keeping time such as `30 days`, `12 hours` or `90d`, in milliseconds, between `least` and ten years. */
const keepSetting = (fallbackMs: number, least: { ms: number; why: string }) =>
  z
    .string()
    .trim()
    .regex(/^\d+\s*(h|hours?|d|days?)$/, "a keeping time is like 12 hours, 30 days or 90d")
    .transform((value) => {
      const [, amount, unit] = /^(\d+)\s*([a-z]+)$/.exec(value)!;
      return Number(amount) * KEEP_UNITS[unit![0]!]!;
    })
    .refine((ms) => ms >= least.ms, `at least ${least.why}`)
    .refine((ms) => ms <= 3650 * DAY_MS, "at most 3650 days")
    .default(fallbackMs);

const retentionSchema = z.object({
  /** A guest's cart (never an account's) that nothing was added to or changed in for this long. */
  GUEST_CART_RETENTION: keepSetting(30 * DAY_MS, {
    ms: DAY_MS,
    why: "1 day (a guest who comes back tomorrow finds the cart)",
  }),
  /**
   * An email or text message that left (sent, or captured offline) or that the sender gave up on, this long after
   * it was written: the admins' mail and SMS logs show what is kept.
   */
  SENT_MESSAGE_RETENTION: keepSetting(90 * DAY_MS, {
    ms: DAY_MS,
    why: "1 day (the admins look up yesterday's messages)",
  }),
  /**
   * A phone or email code, a Google sign-in code or a password-reset link, this long after it ended. The codes'
   * per-hour limits count the codes of the last hour, and an ended code is told apart from an unknown one.
   */
  SPENT_CODE_RETENTION: keepSetting(DAY_MS, {
    ms: HOUR_MS,
    why: "1 hour (the codes' per-hour limits count the last hour's codes)",
  }),
  /**
   * A back-in-stock request whose alert was sent, or that was stopped, this long after: the unsubscribe link its
   * alert carried works until then (after, it says the link is not known).
   */
  STOCK_ALERT_RETENTION: keepSetting(90 * DAY_MS, {
    ms: 7 * DAY_MS,
    why: "7 days (an alert's unsubscribe link keeps working that long)",
  }),
});

/** How long each kind of row is kept, in milliseconds. */
export interface Retention {
  guestCartMs: number;
  sentMessageMs: number;
  spentCodeMs: number;
  stockAlertMs: number;
}

/** The keeping times from the environment, or the problems as `SETTING: message` lines (loadConfig names them). */
export function parseRetention(
  environment: Record<string, string | undefined>,
): { retention: Retention; problems: [] } | { retention: null; problems: string[] } {
  const parsed = retentionSchema.safeParse(environment);
  if (!parsed.success) {
    return {
      retention: null,
      problems: parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
    };
  }
  const env = parsed.data;
  return {
    retention: {
      guestCartMs: env.GUEST_CART_RETENTION,
      sentMessageMs: env.SENT_MESSAGE_RETENTION,
      spentCodeMs: env.SPENT_CODE_RETENTION,
      stockAlertMs: env.STOCK_ALERT_RETENTION,
    },
    problems: [],
  };
}
