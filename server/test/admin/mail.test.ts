// GET /api/admin/mail: the mail viewer. Without SMTP_URL the sender keeps each message as captured.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../support/app.ts";
import { adminToken, tokenWithRole } from "../support/admin.ts";
import { bearer, registerShopper } from "../support/factories.ts";
import { forgotPassword } from "../support/password-reset.ts";

let store: TestStore;
let admin: string;
let staff: string;
beforeAll(async () => {
  store = await createTestStore();
  admin = await adminToken(store.app);
  staff = await tokenWithRole(store.app, "staff");
});
afterAll(() => store.close());

const get = (url: string, token?: string) =>
  store.app.inject({ method: "GET", url, headers: token ? bearer(token) : {} });

describe("the mail viewer", () => {
  it("keeps mail as captured without SMTP_URL and lists it, newest first, for staff and admins", async () => {
    const shopper = await registerShopper(store.app, { name: "Maya Gurung" });
    const queued = await get(`/api/admin/mail?to=${encodeURIComponent(shopper.email)}`, staff);
    expect(queued.json().data.messages).toMatchObject([
      { template: "welcome", status: "queued", attempts: 0 },
    ]);
    await store.app.jobs.runNow("mail-sender");
    for (const token of [staff, admin]) {
      const list = await get(`/api/admin/mail?to=${encodeURIComponent(shopper.email)}`, token);
      expect(list.statusCode).toBe(200);
      expect(list.json().data).toMatchObject({
        total: 1,
        page: 1,
        pages: 1,
        messages: [
          { to: shopper.email, subject: "Welcome to Nepal Store", template: "welcome", status: "captured" },
        ],
      });
      expect(list.json().data.messages[0].sentAt).toBeTruthy();
      expect(list.json().data.messages[0]).not.toHaveProperty("html");
    }
    const id = (await get(`/api/admin/mail?to=${encodeURIComponent(shopper.email)}`, staff)).json().data
      .messages[0]._id;
    const read = await get(`/api/admin/mail/${id}`, staff);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.message.html).toContain("Welcome, Maya Gurung!");
    expect(read.json().data.message.text).toContain("Welcome, Maya Gurung!");
    const filtered = await get("/api/admin/mail?template=welcome&status=captured&limit=1", admin);
    expect(filtered.json().data.messages).toHaveLength(1);
  });

  it("shows a password reset email to admins only", async () => {
    const shopper = await registerShopper(store.app);
    await forgotPassword(store.app, shopper.email);
    const list = await get(
      `/api/admin/mail?to=${encodeURIComponent(shopper.email)}&template=password_reset`,
      staff,
    );
    const id = list.json().data.messages[0]._id;
    const byStaff = await get(`/api/admin/mail/${id}`, staff);
    expect(byStaff.statusCode).toBe(403);
    const byAdmin = await get(`/api/admin/mail/${id}`, admin);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().data.message.text).toContain("/reset-password?token=");
  });

  it("refuses guests and customers, and answers 404 for an unknown message", async () => {
    expect((await get("/api/admin/mail")).statusCode).toBe(401);
    const customer = await registerShopper(store.app);
    expect((await get("/api/admin/mail", customer.token)).statusCode).toBe(403);
    const missing = await get("/api/admin/mail/no-such-message", admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe("mail.not_found");
    expect((await get("/api/admin/mail?status=lost", admin)).statusCode).toBe(400);
  });
});
