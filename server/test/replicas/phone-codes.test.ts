// Phone codes across two store processes on one database (SHOP-API.md part 3): a code works once, its tries and
// the sending limits are counted in the database, so alternating replicas (or racing them) gains nothing. Each
// replica is the real server; requests name their client in X-Forwarded-For, which the replicas trust from
// 127.0.0.1 as they would from the load balancer.
//
// Database: PostgreSQL under `npm run test:pg` (TEST_DATABASE_URL), else one SQLite file.
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CODE_MAX_TRIES, CODE_RESEND_SECONDS } from "@store/shared/phone-auth";
import { openDatabase, type Database } from "../../src/db/client.ts";
import { CODES_PER_ADDRESS_PER_HOUR } from "../../src/modules/auth/verification-codes.ts";
import { startStore, type RunningStore } from "../../../scripts/support/store-process.ts";
import { sharedDatabase, type SharedDatabase } from "./database.ts";
import { client, type Client } from "./http.ts";

let database: SharedDatabase;
const stores: RunningStore[] = [];
let db: Database;
let replicas: Client[] = [];
let failed = true;

beforeAll(async () => {
  database = await sharedDatabase();
  for (const name of ["A", "B"]) {
    stores.push(
      await startStore({
        databaseUrl: database.url,
        logFile: path.join(database.folder, `replica-${name}.log`),
        logLevel: "warn",
        environment: {
          JWT_SECRET: undefined,
          TRUST_PROXY: "127.0.0.1/32",
          LOGIN_ADDRESS_RATE_LIMIT: "100000",
        },
      }),
    );
  }
  replicas = stores.map((store) => client(store.base));
  db = await openDatabase(database.url);
  failed = false;
}, 240_000);

afterEach((context) => {
  if (context.task.result?.state === "fail") failed = true;
});

afterAll(async () => {
  await db?.$disconnect();
  for (const store of stores) if (!store.exited) await store.stop();
  await database?.drop({ keepFolder: failed });
  if (failed && database)
    console.warn(`phone-code replica test: the replicas' logs are in ${database.folder}`);
}, 60_000);

let numbers = 0;
const freshNumber = () =>
  `+977984${String(Date.now() % 100_000).padStart(5, "0")}${String(++numbers).padStart(2, "0")}`;
let addresses = 0;
const freshAddress = () => `203.0.113.${++addresses}`;
/** The replica for the n-th request: A, B, A, B… */
const replica = (n: number) => replicas[n % 2]!;
const from = (address: string) => ({ headers: { "x-forwarded-for": address } });

async function codeSentTo(phone: string) {
  const message = await db.mailOutbox.findFirstOrThrow({
    where: { channel: "sms", to: phone },
    orderBy: [{ nextAttemptAt: "desc" }, { id: "desc" }],
  });
  return /\b(\d{6})\b/.exec(message.text)![1]!;
}

describe("phone codes on two replicas", () => {
  it("signs in with a code once, when both replicas are sent it at the same moment", async () => {
    const phone = freshNumber();
    const started = await replica(0).post("/api/auth/phone/start", { phone }, from(freshAddress()));
    expect(started.status, started.text).toBe(200);
    const code = await codeSentTo(phone);
    const body = { phone, code, firstName: "Ram", lastName: "Thapa" };
    const answers = await Promise.all(
      [0, 1, 2, 3].map((n) => replica(n).post("/api/auth/phone/verify", body, from(freshAddress()))),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400]);
    expect(await db.user.count({ where: { verifiedPhone: phone } })).toBe(1);
  });

  it("counts wrong tries over both replicas: no more than 5", async () => {
    const phone = freshNumber();
    await replica(0).post("/api/auth/phone/start", { phone }, from(freshAddress()));
    const code = Number(await codeSentTo(phone));
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, n) =>
        replica(n).post(
          "/api/auth/phone/verify",
          { phone, code: String((code + 1 + n) % 1_000_000).padStart(6, "0") },
          from(freshAddress()),
        ),
      ),
    );
    const codes = answers.map((answer) => answer.json.code as string);
    expect(codes.filter((c) => c === "auth.code_invalid")).toHaveLength(CODE_MAX_TRIES);
    expect(codes.filter((c) => c === "auth.code_expired")).toHaveLength(16 - CODE_MAX_TRIES);
  });

  it("sends a number one code a minute, whichever replica is asked, even in parallel", async () => {
    const phone = freshNumber();
    expect((await replica(0).post("/api/auth/phone/start", { phone }, from(freshAddress()))).status).toBe(
      200,
    );
    const other = await replica(1).post("/api/auth/phone/start", { phone }, from(freshAddress()));
    expect(other.status).toBe(429);
    expect(Number(other.headers["retry-after"])).toBeLessThanOrEqual(CODE_RESEND_SECONDS);

    const raced = freshNumber();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        replica(n).post("/api/auth/phone/start", { phone: raced }, from(freshAddress())),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200).length).toBeLessThanOrEqual(1);
    expect(await db.mailOutbox.count({ where: { channel: "sms", to: raced } })).toBeLessThanOrEqual(1);
  });

  it("holds one address to its hourly codes over both replicas", async () => {
    const address = freshAddress();
    for (let n = 0; n < CODES_PER_ADDRESS_PER_HOUR; n += 1) {
      const answer = await replica(n).post("/api/auth/phone/start", { phone: freshNumber() }, from(address));
      expect(answer.status, answer.text).toBe(200);
    }
    const refused = await replica(0).post("/api/auth/phone/start", { phone: freshNumber() }, from(address));
    expect(refused.status).toBe(429);
    const refusedToo = await replica(1).post(
      "/api/auth/phone/start",
      { phone: freshNumber() },
      from(address),
    );
    expect(refusedToo.status).toBe(429);
    expect(Number(refusedToo.headers["retry-after"])).toBeGreaterThan(3000);
  });
});
