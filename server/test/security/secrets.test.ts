// The secrets an attacker would love to guess: the JWT signing secret (JWT_SECRET, else a random one made on
// first start and kept in the data folder; never a constant in the code) and the password hashes (bcrypt,
// cost 10 or more).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import bcrypt from "bcryptjs";
import jwt from "jsonwebtoken";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPOSITORY_ROOT, loadConfig } from "../../src/config.ts";
import { openDatabase } from "../../src/db/client.ts";
import { dialectOfUrl } from "../../src/db/dialect.ts";
import { JWT_SECRET_NAME, SECRET_FILE_NAME, installationSecret } from "../../src/jwt-secret.ts";
import { BCRYPT_COST } from "../../src/modules/auth/service.ts";
import { createTestStore, emptyDatabase, type TestStore } from "../support/app.ts";
import { TEST_ADMIN } from "../support/constants.ts";
import { bearer, registerShopper } from "../support/factories.ts";
import { freePort } from "../../../scripts/support/store-process.ts";

let folder: string;
beforeAll(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "store-secrets-"));
});
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

/** The secret the store made: a file beside the SQLite file, or a row every replica reads on PostgreSQL. */
async function keptSecret(databaseUrl: string): Promise<string> {
  if (dialectOfUrl(databaseUrl) === "sqlite") {
    const file = databaseUrl.slice("file:".length);
    return fs.readFileSync(path.join(path.dirname(file), SECRET_FILE_NAME), "utf8");
  }
  const db = await openDatabase(databaseUrl);
  try {
    const row = await db.installationSecret.findUniqueOrThrow({ where: { name: JWT_SECRET_NAME } });
    return row.value;
  } finally {
    await db.$disconnect();
  }
}

describe("the JWT signing secret", () => {
  it("is a random secret per installation, made once in the data folder, owner-readable only", () => {
    const databaseUrl = (name: string) => `file:${path.join(folder, name, "store.db")}`;
    const first = loadConfig({ DATABASE_URL: databaseUrl("one") }, installationSecret).jwt.secret;
    const file = path.join(folder, "one", SECRET_FILE_NAME);
    expect(fs.readFileSync(file, "utf8")).toBe(first);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(first.length).toBeGreaterThanOrEqual(32);
    // The next start of the same installation signs with the same secret, so sign-ins survive restarts.
    expect(loadConfig({ DATABASE_URL: databaseUrl("one") }, installationSecret).jwt.secret).toBe(first);
    // Another installation has a secret of its own.
    expect(loadConfig({ DATABASE_URL: databaseUrl("two") }, installationSecret).jwt.secret).not.toBe(first);
    // JWT_SECRET wins, and then nothing is written.
    const given = "a-secret-given-by-the-operator-32-chars-or-more";
    expect(
      loadConfig({ DATABASE_URL: databaseUrl("three"), JWT_SECRET: given }, installationSecret).jwt.secret,
    ).toBe(given);
    expect(fs.existsSync(path.join(folder, "three", SECRET_FILE_NAME))).toBe(false);
  });

  it("is never a guessable one: a short JWT_SECRET or secret file is refused or replaced", () => {
    expect(() => loadConfig({ JWT_SECRET: "secret" })).toThrow(/JWT_SECRET must be at least 32 characters/);
    expect(() => loadConfig({})).toThrow(/JWT_SECRET/);
    const weak = path.join(folder, "weak");
    fs.mkdirSync(weak);
    fs.writeFileSync(path.join(weak, SECRET_FILE_NAME), "changeme", { mode: 0o644 });
    const replaced = installationSecret(weak);
    expect(replaced).not.toBe("changeme");
    expect(replaced.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(path.join(weak, SECRET_FILE_NAME)).mode & 0o777).toBe(0o600);
  });

  it("is only ever the configured one in the code: no literal signs or verifies a token", () => {
    const root = path.join(REPOSITORY_ROOT, "server", "src");
    const calls = fs
      .readdirSync(root, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".ts") && !file.startsWith("generated") && !file.endsWith(".test.ts"))
      .flatMap((file) =>
        [
          ...fs
            .readFileSync(path.join(root, file), "utf8")
            .matchAll(/jwt\.(sign|verify)\(\s*[^,]+,\s*([^,]+),/g),
        ].map((match) => `${match[1]}: ${match[2]!.trim()}`),
      );
    // The Google emulator's RS256 key is its own (gateways/google/keys.ts), not the store's secret.
    expect(calls.sort()).toEqual([
      "sign: config.jwt.secret",
      "sign: key.privateKey",
      "verify: config.jwt.secret",
    ]);
  });

  it("is made on the first `npm start` without any setting, and signs the tokens (a real process)", async () => {
    const data = path.join(folder, "started");
    fs.mkdirSync(data);
    // A database nobody has started on: a new SQLite file, or on PostgreSQL a new empty database.
    const database = await emptyDatabase(data);
    const port = await freePort();
    const { JWT_SECRET: _, ...environment } = process.env;
    const child = spawn(process.execPath, ["--import", "tsx", "server/src/main.ts"], {
      cwd: REPOSITORY_ROOT,
      env: {
        ...environment,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        DATABASE_URL: database.url,
        CLIENT_DIST: "",
        LOG_LEVEL: "warn",
      },
    });
    let output = "";
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    try {
      const base = `http://127.0.0.1:${port}`;
      const deadline = Date.now() + 45_000;
      let registered: Response | null = null;
      while (!registered && Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`the store exited:\n${output}`);
        registered = await fetch(`${base}/api/auth/register`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            name: "First Start",
            email: "first.start@example.com",
            password: "Secret123",
          }),
        }).catch(() => null);
        if (!registered) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(registered?.status, output).toBe(201);
      const { token } = (await registered!.json()) as { token: string };
      const secret = await keptSecret(database.url);
      expect(() => jwt.verify(token, secret, { algorithms: ["HS256"] })).not.toThrow();
    } finally {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      await database.remove();
    }
  }, 60_000);
});

describe("password hashes", () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await createTestStore();
  });
  afterAll(() => store.close());

  it("are bcrypt with a cost of 10 or more, for new, changed and seeded passwords", async () => {
    expect(BCRYPT_COST).toBeGreaterThanOrEqual(10);
    const shopper = await registerShopper(store.app);
    const rounds = async (email: string) => {
      const row = await store.app.db.user.findUniqueOrThrow({ where: { email } });
      expect(row.passwordHash).toMatch(/^\$2[aby]\$/);
      return bcrypt.getRounds(row.passwordHash!);
    };
    expect(await rounds(shopper.email)).toBeGreaterThanOrEqual(10);
    await store.app.inject({
      method: "PUT",
      url: "/api/auth/change-password",
      headers: bearer(shopper.token),
      payload: { currentPassword: shopper.password, newPassword: "Secret456" },
    });
    expect(await rounds(shopper.email)).toBeGreaterThanOrEqual(10);
    expect(await rounds(TEST_ADMIN.email)).toBeGreaterThanOrEqual(10);
  });
});
