// The database rate-limit store on its own: fixed windows, one counter per limiter and key, the ttl it reports
// (counters whose window is over are deleted by the sweeps: server/test/sweeps.test.ts). Runs on the test
// store's database (SQLite, or PostgreSQL under test:pg), read only through Prisma.
import type { FastifyRateLimitStore } from "@fastify/rate-limit";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestStore, type TestStore } from "../../test/support/app.ts";
import { databaseRateLimitStore } from "./rate-limit-store.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());
afterEach(() => vi.useRealTimers());

type ChildOptions = Parameters<FastifyRateLimitStore["child"]>[0];

function limiter(options: object) {
  const Store = databaseRateLimitStore(store.app.db);
  return new Store({}).child(options as ChildOptions);
}

const count = (limiterStore: FastifyRateLimitStore, key: string, timeWindow: number) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    limiterStore.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), timeWindow, 5),
  );

describe("the database rate-limit store", () => {
  it("counts a key's requests in a fixed window from its first request, then starts again at 1", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-23T10:00:00Z") });
    const login = limiter({ counter: "test-window" });
    expect(await count(login, "10.1.1.1", 60_000)).toEqual({ current: 1, ttl: 60_000 });
    vi.setSystemTime(Date.now() + 20_000);
    expect(await count(login, "10.1.1.1", 60_000)).toEqual({ current: 2, ttl: 40_000 });
    vi.setSystemTime(Date.now() + 39_999);
    expect(await count(login, "10.1.1.1", 60_000)).toEqual({ current: 3, ttl: 1 });
    vi.setSystemTime(Date.now() + 1);
    expect(await count(login, "10.1.1.1", 60_000)).toEqual({ current: 1, ttl: 60_000 });
  });

  it("keeps one counter per limiter and key: routes by method and address, shared limiters by name", async () => {
    const register = limiter({ routeInfo: { method: "POST", url: "/api/auth/register" } });
    const tracking = limiter({ routeInfo: { method: "GET", url: "/api/orders/track" } });
    const payments = limiter({ counter: "test-payments" });
    expect((await count(register, "10.1.1.2", 60_000)).current).toBe(1);
    expect((await count(register, "10.1.1.2", 60_000)).current).toBe(2);
    expect((await count(tracking, "10.1.1.2", 60_000)).current).toBe(1);
    expect((await count(payments, "10.1.1.2", 60_000)).current).toBe(1);
    expect((await count(register, "10.1.1.3", 60_000)).current).toBe(1);
    // A second store object (another replica's) for the same limiter counts on.
    const sameRegister = limiter({ routeInfo: { method: "POST", url: "/api/auth/register" } });
    expect((await count(sameRegister, "10.1.1.2", 60_000)).current).toBe(3);
    const keys = await store.app.db.rateLimitCounter.findMany({
      where: { key: { contains: "10.1.1.2" } },
      select: { key: true, count: true },
      orderBy: { key: "asc" },
    });
    expect(keys).toEqual([
      { key: "GET /api/orders/track|10.1.1.2", count: 1 },
      { key: "POST /api/auth/register|10.1.1.2", count: 3 },
      { key: "test-payments|10.1.1.2", count: 1 },
    ]);
  });

  it("refuses a limiter that no replica could name the same way", () => {
    expect(() => limiter({ routeInfo: {} })).toThrow(/counter name/);
  });
});
