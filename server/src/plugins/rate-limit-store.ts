// @fastify/rate-limit's counters in the database, so that every replica of the API counts the same requests: a
// shopper who spreads guesses over two replicas meets the same limit as on one.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Database } from "../db/client.ts";

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What @fastify/rate-limit hands a store's `child`: the merged limit options of one route or limiter. */
interface LimiterOptions {
  routeInfo?: { method?: string | string[]; url?: string };
  /** Our own option (see security.ts): the counter's name for a limiter that belongs to no single route. */
  counter?: string;
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

interface CounterRow {
  count: number | bigint;
  resetAt: number | bigint;
}

/**
 * One statement, atomic on SQLite and PostgreSQL alike: the first request of a window inserts count 1; a later
 * one adds 1, or restarts at 1 when the window is over. Concurrent requests from any number of processes each
 * see their own count. Prisma writes the placeholders of the database's dialect.
 */
async function countRequest(db: Database, key: string, now: number, windowMs: number): Promise<CounterRow> {
  const rows = await db.$queryRaw<CounterRow[]>`
    INSERT INTO "RateLimitCounter" ("key", "count", "resetAt") VALUES (${key}, 1, ${BigInt(now + windowMs)})
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimitCounter"."resetAt" <= ${BigInt(now)} THEN 1 ELSE "RateLimitCounter"."count" + 1 END,
      "resetAt" = CASE WHEN "RateLimitCounter"."resetAt" <= ${BigInt(now)} THEN excluded."resetAt"
                  ELSE "RateLimitCounter"."resetAt" END
    RETURNING "count", "resetAt"`;
  return rows[0]!;
}

function limiterName(options: LimiterOptions): string {
  if (options.counter) return options.counter;
  const { method, url } = options.routeInfo ?? {};
  if (url) return `${[method].flat().join(",")} ${url}`;
  // Replicas must agree on the name, so it cannot be made up here (e.g. from the order limiters were created in).
  throw new Error("A rate limiter outside a route needs a counter name");
}

/**
 * The store class @fastify/rate-limit instantiates (`store` option) for this database. Fixed windows, like its
 * in-memory store: a key's window starts with its first request and lasts timeWindow. Times come from the
 * replica's clock (in sync with the others' to well under a second, which is what a window of minutes needs).
 */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    readonly prefix: string;

    constructor(given: object) {
      const options = given as LimiterOptions;
      if (options.continueExceeding || options.exponentialBackoff) {
        throw new Error("The database rate-limit store has fixed windows only");
      }
      this.prefix = options.counter ? `${options.counter}|` : "";
    }

    incr(key: string, callback: Callback, timeWindow: number, _max: number): void {
      const now = Date.now();
      countRequest(db, this.prefix + key, now, timeWindow).then(
        (row) => callback(null, { current: Number(row.count), ttl: Math.max(0, Number(row.resetAt) - now) }),
        (error: Error) => callback(error),
      );
    }

    /** The count without counting (`{ increment: false }`). */
    read(key: string, callback: Callback): void {
      const now = Date.now();
      db.rateLimitCounter.findUnique({ where: { key: this.prefix + key } }).then(
        (row) => {
          const live = row && Number(row.resetAt) > now;
          callback(
            null,
            live ? { current: row.count, ttl: Number(row.resetAt) - now } : { current: 0, ttl: 0 },
          );
        },
        (error: Error) => callback(error),
      );
    }

    child(given: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
      const options = given as LimiterOptions;
      return new DatabaseRateLimitStore({ ...options, counter: limiterName(options) });
    }
  };
}
