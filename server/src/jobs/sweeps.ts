// The sweeps: rows that would only grow, deleted once past their keeping time (retention-config.ts, the
// settings in docs/CONFIGURATION.md), so that a store after a year of trade answers as it did on its first day.
// Orders, payments and the audit log are never swept: nothing here names them, and a test proves they stay.
//
// Each sweep deletes in small batches: it finds up to SWEEP_BATCH_ROWS ids, then deletes those ids with its rule
// checked again in the same statement (a guest who adds to the cart meanwhile keeps it). A batch is one short
// statement, and the sweep pauses between batches: SQLite's one writer (and PostgreSQL's row locks) are never held
// for long, whatever the backlog. Two replicas sweeping at once delete each row once and find nothing left of the
// other's batch: harmless.
import type { Database } from "../db/client.ts";
import type { Retention } from "../retention-config.ts";

/** Rows one statement deletes at most (a guest cart takes its lines with it). */
export const SWEEP_BATCH_ROWS = 500;
/** The pause between two batches of a sweep, in which the store's own writes go first. */
const BATCH_PAUSE_MS = 25;
/** Batches a sweep runs at most per run: a year's backlog is cleared over several runs, never in one long one. */
const MOST_BATCHES_PER_RUN = 200;

/** What an outbox message is once it has left, or once the sender gave up on it. */
const FINISHED_MESSAGE_STATUSES = ["sent", "captured", "failed"];
/** A back-in-stock request that is over: its one alert was sent, or it was stopped. */
const FINISHED_STOCK_ALERT_STATUSES = ["sent", "unsubscribed"];

interface Sweep {
  /** The rows it deletes, as the log and the tests name them. */
  name: string;
  /** Up to `take` keys of rows past their keeping. */
  find(take: number): Promise<string[]>;
  /** Deletes those of `keys` still past their keeping; answers how many went. */
  remove(keys: string[]): Promise<number>;
}

const idsOf = (rows: { id: string }[]) => rows.map((row) => row.id);
const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

/** Every sweep, in the order they run, with their rules as of `now`. */
function sweepsAt(db: Database, retention: Retention, now: Date): Sweep[] {
  // A guest's cart (an account's is never swept) that nothing was added to, changed or taken from since.
  const staleCart = { userId: null, updatedAt: { lt: ago(now, retention.guestCartMs) } };
  const finishedMessage = {
    status: { in: FINISHED_MESSAGE_STATUSES },
    createdAt: { lt: ago(now, retention.sentMessageMs) },
  };
  const spentBefore = ago(now, retention.spentCodeMs);
  // A code lives minutes from when it was asked for (its expiry is moved while it is issued): counted from then.
  const spentVerificationCode = { createdAt: { lt: spentBefore } };
  const spentSignInCode = { expiresAt: { lt: spentBefore } };
  const spentResetToken = { expiresAt: { lt: spentBefore } };
  const finishedStockAlert = {
    status: { in: FINISHED_STOCK_ALERT_STATUSES },
    updatedAt: { lt: ago(now, retention.stockAlertMs) },
  };
  // A rate-limit counter whose window is over counts nothing: the next request starts it again at 1.
  const lapsedCounter = { resetAt: { lte: BigInt(now.getTime()) } };
  // In no order: the database stops at the first rows it finds past their keeping.
  const byId = { select: { id: true } };
  return [
    {
      name: "guest carts",
      find: async (take) => idsOf(await db.cart.findMany({ where: staleCart, take, ...byId })),
      remove: async (ids) => (await db.cart.deleteMany({ where: { id: { in: ids }, ...staleCart } })).count,
    },
    {
      name: "sent messages",
      find: async (take) => idsOf(await db.mailOutbox.findMany({ where: finishedMessage, take, ...byId })),
      remove: async (ids) =>
        (await db.mailOutbox.deleteMany({ where: { id: { in: ids }, ...finishedMessage } })).count,
    },
    {
      name: "verification codes",
      find: async (take) =>
        idsOf(await db.verificationCode.findMany({ where: spentVerificationCode, take, ...byId })),
      remove: async (ids) =>
        (await db.verificationCode.deleteMany({ where: { id: { in: ids }, ...spentVerificationCode } }))
          .count,
    },
    {
      name: "sign-in codes",
      find: async (take) => idsOf(await db.signInCode.findMany({ where: spentSignInCode, take, ...byId })),
      remove: async (ids) =>
        (await db.signInCode.deleteMany({ where: { id: { in: ids }, ...spentSignInCode } })).count,
    },
    {
      name: "password-reset links",
      find: async (take) =>
        idsOf(await db.passwordResetToken.findMany({ where: spentResetToken, take, ...byId })),
      remove: async (ids) =>
        (await db.passwordResetToken.deleteMany({ where: { id: { in: ids }, ...spentResetToken } })).count,
    },
    {
      name: "back-in-stock requests",
      find: async (take) => idsOf(await db.stockAlert.findMany({ where: finishedStockAlert, take, ...byId })),
      remove: async (ids) =>
        (await db.stockAlert.deleteMany({ where: { id: { in: ids }, ...finishedStockAlert } })).count,
    },
    {
      name: "rate-limit counters",
      find: async (take) =>
        (
          await db.rateLimitCounter.findMany({
            where: lapsedCounter,
            take,
            select: { key: true },
          })
        ).map((row) => row.key),
      remove: async (keys) =>
        (await db.rateLimitCounter.deleteMany({ where: { key: { in: keys }, ...lapsedCounter } })).count,
    },
  ];
}

export interface SweepOptions {
  now?: Date;
  /** Aborted when the store stops: the sweep ends after its current batch. */
  stopping?: AbortSignal;
  batchRows?: number;
  pauseMs?: number;
}

/** Runs every sweep; answers how many rows each deleted (by name). */
export async function sweepOldRows(
  db: Database,
  retention: Retention,
  options: SweepOptions = {},
): Promise<Record<string, number>> {
  const batchRows = options.batchRows ?? SWEEP_BATCH_ROWS;
  const pauseMs = options.pauseMs ?? BATCH_PAUSE_MS;
  const deleted: Record<string, number> = {};
  for (const sweep of sweepsAt(db, retention, options.now ?? new Date())) {
    let count = 0;
    for (let batch = 0; batch < MOST_BATCHES_PER_RUN && !options.stopping?.aborted; batch += 1) {
      const keys = await sweep.find(batchRows);
      if (keys.length > 0) count += await sweep.remove(keys);
      // A short batch was the last of the backlog.
      if (keys.length < batchRows) break;
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
    deleted[sweep.name] = count;
  }
  return deleted;
}
