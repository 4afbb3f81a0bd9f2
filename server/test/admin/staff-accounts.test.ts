// npm run admin:create (scripts/admin-create.ts over modules/auth/staff-accounts.ts): a staff member or an admin
// made from the command line signs in like anyone and passes the admin guard; an existing account keeps its
// password and gets the role; the registration's rules hold.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPOSITORY_ROOT } from "../../src/config.ts";
import { createStaffAccount } from "../../src/modules/auth/staff-accounts.ts";
import { createTestStore, type TestStore } from "../support/app.ts";
import { registerShopper } from "../support/factories.ts";
import { guestOrderPlacer, moveOrder } from "../support/orders.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

const login = (email: string, password: string) =>
  store.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
const placeOrder = guestOrderPlacer(() => store.app);

describe("staff accounts from the command line", () => {
  it("makes a staff account that signs in and may move orders", async () => {
    const done = await createStaffAccount(store.app.db, {
      email: "Hari.Staff@Example.com",
      name: "Hari Thapa",
      role: "staff",
      password: "Staff1234",
    });
    expect(done).toEqual({ action: "created", email: "hari.staff@example.com", role: "staff" });
    const signedIn = await login("hari.staff@example.com", "Staff1234");
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ name: "Hari Thapa", role: "staff" });
    const { order } = await placeOrder("staff-account-order-1");
    expect(
      (await moveOrder(store.app, signedIn.json().token, order.orderNumber, "cancelled")).statusCode,
    ).toBe(200);
  });

  it("gives an existing account the role and keeps its password", async () => {
    const shopper = await registerShopper(store.app);
    const done = await createStaffAccount(store.app.db, {
      email: shopper.email,
      name: "Ignored",
      role: "admin",
      password: "Another123",
    });
    expect(done.action).toBe("promoted");
    const signedIn = await login(shopper.email, shopper.password);
    expect(signedIn.json().user).toMatchObject({ role: "admin", name: shopper.user.name });
  });

  it("holds the registration's rules and takes only staff or admin", async () => {
    const attempt = (fields: object) =>
      createStaffAccount(store.app.db, {
        email: "rules@example.com",
        name: "Rule Keeper",
        role: "staff",
        password: "Strong123",
        ...fields,
      });
    await expect(attempt({ password: "short" })).rejects.toThrow(/Password/);
    await expect(attempt({ email: "not-an-email" })).rejects.toThrow(/Email is invalid/);
    await expect(attempt({ role: "customer" })).rejects.toThrow(/Role must be staff or admin/);
    expect(await store.app.db.user.count({ where: { email: "rules@example.com" } })).toBe(0);
  });

  it("runs as npm run admin:create does, the password on standard input", () => {
    const run = spawnSync(
      process.execPath,
      [
        "--import",
        "tsx",
        path.join("scripts", "admin-create.ts"),
        "--email=sita.admin@example.com",
        "--role=admin",
      ],
      {
        cwd: REPOSITORY_ROOT,
        input: "Admin2026x\n",
        encoding: "utf8",
        env: { ...process.env, DATABASE_URL: store.config.databaseUrl, LOG_LEVEL: "silent" },
        timeout: 60_000,
      },
    );
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain("Created sita.admin@example.com: admin");
    return login("sita.admin@example.com", "Admin2026x").then((signedIn) =>
      expect(signedIn.json().user.role).toBe("admin"),
    );
  });
});
