// Attacks on the SMS and email codes (SHOP-API.md part 3): guessing a code, finding which numbers have accounts,
// flooding someone else's phone with texts, taking a number another account verified, and reading codes from the
// store's logs.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { CODE_MAX_TRIES, CODE_RESEND_SECONDS, PHONE_CODE_SENT } from "@store/shared/phone-auth";
import { startStore } from "../../../scripts/support/store-process.ts";
import { openDatabase } from "../../src/db/client.ts";
import { CODES_PER_ADDRESS_PER_HOUR } from "../../src/modules/auth/verification-codes.ts";
import { createTestStore, type TestStore } from "../support/app.ts";
import { TEST_JWT_SECRET } from "../support/constants.ts";
import { bearer, registerShopper } from "../support/factories.ts";
import { createDatabase, databaseName, dropDatabase, testPostgresServer } from "../support/postgres.ts";
import {
  age,
  freshAddress,
  freshNumber,
  phoneShopper,
  sentCode,
  startPhone,
  verifyPhone,
} from "../support/phone.ts";
import { median } from "./support.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());
const app = () => store.app;

/** A six-digit code that is not `code`. */
const wrongFor = (code: string, n = 0) => String((Number(code) + 1 + n) % 1_000_000).padStart(6, "0");

describe("guessing a code", () => {
  it("ends a code after 5 wrong tries: even the right code is refused then", async () => {
    const phone = freshNumber();
    await startPhone(app(), phone);
    const code = await sentCode(app(), phone);
    for (let n = 0; n < CODE_MAX_TRIES; n += 1) {
      const wrong = await verifyPhone(app(), { phone, code: wrongFor(code, n) });
      expect(wrong.json().code).toBe("auth.code_invalid");
    }
    const right = await verifyPhone(app(), { phone, code, firstName: "Ram", lastName: "Thapa" });
    expect(right.statusCode).toBe(400);
    expect(right.json().code).toBe("auth.code_expired");
    expect(await app().db.user.count({ where: { verifiedPhone: phone } })).toBe(0);
  });

  it("counts parallel guesses: no more than 5 are ever checked", async () => {
    const phone = freshNumber();
    await startPhone(app(), phone);
    const code = await sentCode(app(), phone);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) => verifyPhone(app(), { phone, code: wrongFor(code, n) })),
    );
    const codes = answers.map((answer) => answer.json().code as string);
    expect(codes.filter((c) => c === "auth.code_invalid")).toHaveLength(CODE_MAX_TRIES);
    expect(codes.filter((c) => c === "auth.code_expired")).toHaveLength(30 - CODE_MAX_TRIES);
    const row = await app().db.verificationCode.findFirstOrThrow({ where: { contact: phone } });
    expect(row.attempts).toBe(CODE_MAX_TRIES);
  });

  it("lets a right code work once, even sent twice at the same moment", async () => {
    const phone = freshNumber();
    await startPhone(app(), phone);
    const code = await sentCode(app(), phone);
    const answers = await Promise.all(
      [1, 2, 3].map(() => verifyPhone(app(), { phone, code, firstName: "Ram", lastName: "Thapa" })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(await app().db.user.count({ where: { verifiedPhone: phone } })).toBe(1);
  });
});

describe("finding which numbers have accounts", () => {
  it("answers the same, in about the same time, for a number with an account and one without", async () => {
    const known = await phoneShopper(app());
    const times: { known: number[]; unknown: number[] } = { known: [], unknown: [] };
    const answers = new Set<string>();
    for (let i = 0; i < 8; i += 1) {
      await age(app(), known.phone, CODE_RESEND_SECONDS + 1);
      await app().db.verificationCode.deleteMany({
        where: { contact: known.phone, createdAt: { lt: new Date(Date.now() - 30_000) } },
      });
      for (const [kind, phone] of [
        ["known", known.phone],
        ["unknown", freshNumber()],
      ] as const) {
        const start = performance.now();
        const answer = await startPhone(app(), phone);
        times[kind].push(performance.now() - start);
        expect(answer.statusCode).toBe(200);
        answers.add(answer.body);
      }
    }
    expect([...answers]).toEqual([JSON.stringify({ success: true, message: PHONE_CODE_SENT })]);
    const ratio =
      Math.max(median(times.known), median(times.unknown)) /
      Math.min(median(times.known), median(times.unknown));
    expect(ratio).toBeLessThan(2);
    // A wrong code is answered alike too.
    const unknown = freshNumber();
    await startPhone(app(), unknown);
    const [a, b] = [
      await verifyPhone(app(), { phone: known.phone, code: wrongFor(await sentCode(app(), known.phone)) }),
      await verifyPhone(app(), { phone: unknown, code: wrongFor(await sentCode(app(), unknown)) }),
    ];
    expect(a.statusCode).toBe(b.statusCode);
    expect(a.json()).toEqual(b.json());
  });
});

describe("flooding someone's phone with texts", () => {
  const texts = (to: string) => app().db.mailOutbox.count({ where: { channel: "sms", to } });

  it("sends a number a new code only after 60 seconds, with Retry-After", async () => {
    const phone = freshNumber();
    expect((await startPhone(app(), phone)).statusCode).toBe(200);
    const again = await startPhone(app(), phone);
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe("rate_limited");
    const wait = Number(again.headers["retry-after"]);
    expect(wait).toBeGreaterThan(50);
    expect(wait).toBeLessThanOrEqual(CODE_RESEND_SECONDS);
    expect(await texts(phone)).toBe(1);
    await age(app(), phone, CODE_RESEND_SECONDS + 1);
    expect((await startPhone(app(), phone)).statusCode).toBe(200);
  });

  it("sends a number at most 5 codes an hour, from any addresses", async () => {
    const phone = freshNumber();
    for (let n = 0; n < 5; n += 1) {
      expect((await startPhone(app(), phone)).statusCode).toBe(200);
      await age(app(), phone, CODE_RESEND_SECONDS + 1);
    }
    const sixth = await startPhone(app(), phone);
    expect(sixth.statusCode).toBe(429);
    const wait = Number(sixth.headers["retry-after"]);
    expect(wait).toBeGreaterThan(3600 - 5 * (CODE_RESEND_SECONDS + 1) - 5);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(await texts(phone)).toBe(5);
    // The link route counts the same texts.
    const shopper = await registerShopper(app());
    const linked = await app().inject({
      method: "POST",
      url: "/api/auth/phone/link",
      headers: bearer(shopper.token),
      payload: { phone },
      remoteAddress: freshAddress(),
    });
    expect(linked.statusCode).toBe(429);
  });

  it("lets one address ask for at most 20 codes an hour, over every number", async () => {
    const address = freshAddress();
    for (let n = 0; n < CODES_PER_ADDRESS_PER_HOUR; n += 1)
      expect((await startPhone(app(), freshNumber(), { address })).statusCode).toBe(200);
    const victim = freshNumber();
    const refused = await startPhone(app(), victim, { address });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(3500);
    expect(await texts(victim)).toBe(0);
    expect((await startPhone(app(), victim)).statusCode).toBe(200);
  });

  it("holds the limit against parallel requests", async () => {
    const phone = freshNumber();
    const answers = await Promise.all(Array.from({ length: 10 }, () => startPhone(app(), phone)));
    expect(answers.filter((answer) => answer.statusCode === 200).length).toBeLessThanOrEqual(1);
    expect(await texts(phone)).toBeLessThanOrEqual(1);
  });
});

describe("taking a number another account verified", () => {
  const link = (token: string, phone: string) =>
    app().inject({
      method: "POST",
      url: "/api/auth/phone/link",
      headers: bearer(token),
      payload: { phone },
      remoteAddress: freshAddress(),
    });
  const linkVerify = (token: string, phone: string, code: string) =>
    app().inject({
      method: "POST",
      url: "/api/auth/phone/link/verify",
      headers: bearer(token),
      payload: { phone, code },
      remoteAddress: freshAddress(),
    });

  it("refuses a second account a phone account's number (409)", async () => {
    const owner = await phoneShopper(app());
    const thief = await registerShopper(app());
    await age(app(), owner.phone, CODE_RESEND_SECONDS + 1);
    expect((await link(thief.token, owner.phone)).statusCode).toBe(200);
    const taken = await linkVerify(thief.token, owner.phone, await sentCode(app(), owner.phone));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe("auth.phone_taken");
    const owned = await app().db.user.findUniqueOrThrow({ where: { verifiedPhone: owner.phone } });
    expect(owned.id).toBe(owner.user._id);
  });

  it("gives the number to one account only when two verify it at the same moment", async () => {
    const phone = freshNumber();
    const [a, b] = [await registerShopper(app()), await registerShopper(app())];
    await link(a.token, phone);
    const codeA = await sentCode(app(), phone);
    await age(app(), phone, CODE_RESEND_SECONDS + 1);
    await link(b.token, phone);
    const codeB = await sentCode(app(), phone);
    const answers = await Promise.all([linkVerify(a.token, phone, codeA), linkVerify(b.token, phone, codeB)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await app().db.user.count({ where: { verifiedPhone: phone } })).toBe(1);
  });

  it("does not take a code sent for another account", async () => {
    const phone = freshNumber();
    const [a, b] = [await registerShopper(app()), await registerShopper(app())];
    await link(a.token, phone);
    const refused = await linkVerify(b.token, phone, await sentCode(app(), phone));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe("auth.code_expired");
  });
});

describe("the store's logs", () => {
  it("never hold a code: a whole sign-in, logged at trace level, mentions none", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "store-phone-log-"));
    const template = inject("templateDatabase");
    const server = testPostgresServer();
    let databaseUrl: string;
    if (server) databaseUrl = await createDatabase(server, "store_test", databaseName(template));
    else {
      fs.copyFileSync(template, path.join(folder, "store.db"));
      databaseUrl = `file:${path.join(folder, "store.db")}`;
    }
    const logFile = path.join(folder, "store.log");
    const running = await startStore({
      databaseUrl,
      logFile,
      logLevel: "trace",
      environment: { JWT_SECRET: TEST_JWT_SECRET, CLIENT_DIST: "" },
    });
    const db = await openDatabase(databaseUrl);
    try {
      const phone = freshNumber();
      const post = (url: string, body: object) =>
        fetch(`${running.base}${url}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        });
      expect((await post("/api/auth/phone/start", { phone })).status).toBe(200);
      const message = await db.mailOutbox.findFirstOrThrow({ where: { channel: "sms", to: phone } });
      const code = /\b(\d{6})\b/.exec(message.text)![1]!;
      const wrong = await post("/api/auth/phone/verify", { phone, code: wrongFor(code) });
      expect(wrong.status).toBe(400);
      const nameless = await post("/api/auth/phone/verify", { phone, code });
      expect(nameless.status).toBe(400);
      const signedIn = await post("/api/auth/phone/verify", {
        phone,
        code,
        firstName: "Log",
        lastName: "Reader",
      });
      expect(signedIn.status).toBe(200);
      // A malformed body's refusal is logged too: it must not echo the code either.
      await post("/api/auth/phone/verify", { phone, code: `${code}x` });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const log = fs.readFileSync(logFile, "utf8");
      expect(log).toContain("/api/auth/phone/verify");
      expect(log).not.toContain(code);
      expect(log).not.toContain(wrongFor(code));
    } finally {
      await db.$disconnect();
      await running.stop();
      if (server) await dropDatabase(databaseUrl);
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
