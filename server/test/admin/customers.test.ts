// GET/PATCH /api/admin/customers: who may read and change accounts, the search and pages, each account's exact
// order count and spending (refunds subtracted), and disabling: no sign-in by password or Google, every earlier
// token refused at once, none revived by re-enabling; an admin cannot disable or demote themselves.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emulatorSigningKey, issueIdToken } from "../../src/gateways/google/keys.ts";
import { createTestStore, type TestStore } from "../support/app.ts";
import { TEST_ADMIN } from "../support/constants.ts";
import { bearer, registerShopper, type RegisteredShopper } from "../support/factories.ts";
import { orderFromCart, payWithPaypal } from "../support/payments.ts";
import { auditEvents } from "../security/support.ts";

let store: TestStore;
let admin: string;
let adminId: string;
let staff: RegisteredShopper;
let customer: RegisteredShopper;
beforeAll(async () => {
  store = await createTestStore();
  const login = await store.app.inject({ method: "POST", url: "/api/auth/login", payload: TEST_ADMIN });
  admin = login.json().token;
  adminId = login.json().user._id;
  staff = await registerShopper(store.app, { name: "Hari Staff" });
  await store.app.db.user.update({ where: { id: staff.user._id }, data: { role: "staff" } });
  customer = await registerShopper(store.app);
});
afterAll(() => store.close());

const get = (url: string, token?: string) =>
  store.app.inject({ method: "GET", url, headers: token ? bearer(token) : {} });
const patch = (id: string, payload: object, token = admin) =>
  store.app.inject({ method: "PATCH", url: `/api/admin/customers/${id}`, headers: bearer(token), payload });
const login = (who: { email: string; password: string }) =>
  store.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: who.email, password: who.password },
  });

/** An order of the shopper's, paid by PayPal through the API: answers the order and its total. */
async function paidOrder(shopper: RegisteredShopper) {
  const { order } = await orderFromCart(store.app, bearer(shopper.token));
  const paid = await payWithPaypal(store.app, bearer(shopper.token), order);
  expect(paid.statusCode).toBe(200);
  return order;
}

describe("who may use /api/admin/customers", () => {
  it("answers a guest 401 and a customer 403 on every call, and staff 403 on the change", async () => {
    const calls = [
      { method: "GET", url: "/api/admin/customers" },
      { method: "GET", url: `/api/admin/customers/${customer.user._id}` },
      { method: "PATCH", url: `/api/admin/customers/${customer.user._id}`, payload: { disabled: true } },
    ] as const;
    for (const call of calls) {
      const guest = await store.app.inject(call);
      expect(guest.statusCode, call.url).toBe(401);
      expect(guest.json().code).toBe("auth.required");
      const asCustomer = await store.app.inject({ ...call, headers: bearer(customer.token) });
      expect(asCustomer.statusCode, call.url).toBe(403);
      expect(asCustomer.json().code).toBe("auth.forbidden");
    }
    expect((await get("/api/admin/customers", staff.token)).statusCode).toBe(200);
    expect((await get(`/api/admin/customers/${customer.user._id}`, staff.token)).statusCode).toBe(200);
    const byStaff = await patch(customer.user._id, { disabled: true }, staff.token);
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.json().code).toBe("auth.forbidden");
    const stored = await store.app.db.user.findUniqueOrThrow({ where: { id: customer.user._id } });
    expect(stored.disabledAt).toBeNull();
  });
});

describe("GET /api/admin/customers", () => {
  it("finds accounts by part of a name, an email or a phone number, whatever the case", async () => {
    const tag = `zq${Date.now()}`;
    const a = await registerShopper(store.app, { name: "Maya Gurung", email: `${tag}.maya@example.com` });
    const b = await registerShopper(store.app, { name: "Bikash Tamang", email: `${tag}.bikash@example.com` });
    await store.app.db.user.update({ where: { id: b.user._id }, data: { phone: "+977 9841999888" } });
    const ids = async (search: string) =>
      (
        (await get(`/api/admin/customers?search=${encodeURIComponent(search)}`, admin)).json().data
          .customers as { _id: string }[]
      ).map((row) => row._id);
    expect(await ids(tag.toUpperCase())).toEqual([b.user._id, a.user._id]);
    expect(await ids("maya gur")).toEqual([a.user._id]);
    expect(await ids("MAYA")).toContain(a.user._id);
    expect(await ids("9841999888")).toEqual([b.user._id]);
    expect(await ids("nobody-has-this-in-their-name")).toEqual([]);
  });

  it("pages through every account, newest first, with the total and the number of pages", async () => {
    const tag = `pg${Date.now()}`;
    const made: string[] = [];
    for (let index = 0; index < 5; index += 1)
      made.push((await registerShopper(store.app, { email: `${tag}.${index}@example.com` })).user._id);
    const page = async (n: number) =>
      (await get(`/api/admin/customers?search=${tag}&limit=2&page=${n}`, staff.token)).json().data;
    const [first, second, third, beyond] = [await page(1), await page(2), await page(3), await page(4)];
    expect(first).toMatchObject({ total: 5, page: 1, pages: 3 });
    const listed = [first, second, third].flatMap((answer) =>
      answer.customers.map((c: { _id: string }) => c._id),
    );
    expect(listed).toEqual([...made].reverse());
    expect(beyond).toMatchObject({ customers: [], total: 5, page: 4, pages: 3 });
    const everyone = (await get("/api/admin/customers?limit=100", admin)).json().data;
    expect(everyone.total).toBe(await store.app.db.user.count());
    const bad = await get("/api/admin/customers?limit=101", admin);
    expect(bad.statusCode).toBe(400);
  });

  it("counts each account's orders and what it spent exactly: completed payments less refunds", async () => {
    const buyer = await registerShopper(store.app, { name: "Anita Rai" });
    const first = await paidOrder(buyer);
    const second = await paidOrder(buyer);
    await orderFromCart(store.app, bearer(buyer.token)); // placed, never paid: counted, not spent
    // A refund as the store keeps one: a Payment row with status `refund` beside the payment.
    await store.app.db.payment.create({
      data: {
        orderId: second._id,
        method: "paypal",
        status: "refund",
        amount: 700,
        failureReason: "damaged",
      },
    });
    const other = await registerShopper(store.app, { name: "Other Buyer" });
    const others = await paidOrder(other);
    const rows = (await get(`/api/admin/customers?search=${buyer.email}`, admin)).json().data.customers;
    expect(rows).toEqual([
      {
        _id: buyer.user._id,
        name: "Anita Rai",
        email: buyer.email,
        phone: "",
        phoneVerified: false,
        verifiedPhone: null,
        smsUpdates: true,
        hasPassword: true,
        address: "",
        city: "",
        postalCode: "",
        country: "",
        state: "",
        district: "",
        ward: null,
        profilePhoto: "",
        role: "customer",
        orderCount: 3,
        totalSpent: first.pricing.total + second.pricing.total - 700,
        disabled: false,
        createdAt: expect.any(String),
      },
    ]);
    const otherRow = (await get(`/api/admin/customers?search=${other.email}`, admin)).json().data
      .customers[0];
    expect(otherRow).toMatchObject({ orderCount: 1, totalSpent: others.pricing.total });
  });
});

describe("GET /api/admin/customers/:id", () => {
  it("answers the account with its orders, newest first, and 404 for an unknown id", async () => {
    const buyer = await registerShopper(store.app);
    const older = await paidOrder(buyer);
    const newer = (await orderFromCart(store.app, bearer(buyer.token))).order;
    const answer = await get(`/api/admin/customers/${buyer.user._id}`, staff.token);
    expect(answer.statusCode).toBe(200);
    const { customer: account, orders } = answer.json().data;
    expect(account).toMatchObject({ _id: buyer.user._id, orderCount: 2, totalSpent: older.pricing.total });
    expect(orders.map((order: { orderNumber: string }) => order.orderNumber)).toEqual([
      newer.orderNumber,
      older.orderNumber,
    ]);
    expect(orders[1]).toMatchObject({
      _id: older._id,
      status: "processing",
      paymentStatus: "completed",
      paymentMethod: "paypal",
      total: older.pricing.total,
      itemCount: 2,
    });
    const missing = await get("/api/admin/customers/no-such-account", admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe("customer.not_found");
  });
});

describe("PATCH /api/admin/customers/:id", () => {
  it("disables an account: its password sign-in is refused with its own code, only after the right password", async () => {
    const shopper = await registerShopper(store.app);
    const changed = await patch(shopper.user._id, { disabled: true });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.customer).toMatchObject({ _id: shopper.user._id, disabled: true });
    const refused = await login(shopper);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ success: false, code: "auth.account_disabled" });
    // A wrong password says only what it says for any account: nothing about the account's state.
    const wrong = await login({ email: shopper.email, password: "Wrong1234" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe("auth.invalid_credentials");
    const unknown = await login({ email: `nobody.${Date.now()}@example.com`, password: "Wrong1234" });
    expect(unknown.json()).toEqual(wrong.json());
    const failures = (await auditEvents(store.app.db, "login.failed")).filter(
      (event) => event.userId === shopper.user._id,
    );
    expect(failures.map((event) => event.detail.reason ?? null)).toEqual(["disabled", null]);
  });

  it("refuses every token the account held at once, and re-enabling revives none of them", async () => {
    const shopper = await registerShopper(store.app);
    const second = (await login(shopper)).json().token as string;
    for (const token of [shopper.token, second])
      expect((await get("/api/auth/me", token)).statusCode).toBe(200);
    await patch(shopper.user._id, { disabled: true });
    for (const token of [shopper.token, second]) {
      const me = await get("/api/auth/me", token);
      expect(me.statusCode).toBe(401);
      expect(me.json().code).toBe("auth.session_expired");
    }
    const enabled = await patch(shopper.user._id, { disabled: false });
    expect(enabled.json().data.customer.disabled).toBe(false);
    for (const token of [shopper.token, second])
      expect((await get("/api/auth/me", token)).statusCode).toBe(401);
    const fresh = await login(shopper);
    expect(fresh.statusCode).toBe(200);
    expect((await get("/api/auth/me", fresh.json().token)).json().user._id).toBe(shopper.user._id);
  });

  it("refuses a disabled account's Google sign-in, and lets it in again once re-enabled", async () => {
    const key = await emulatorSigningKey(store.app.db);
    const email = `google.${Date.now()}@gmail.com`;
    const credential = () =>
      issueIdToken({ email, name: "Pasang Lama" }, { audience: store.config.google.clientId, key });
    const google = () =>
      store.app.inject({
        method: "POST",
        url: "/api/auth/google-signin",
        payload: { credential: credential() },
      });
    const first = await google();
    expect(first.statusCode).toBe(200);
    const id = first.json().user._id as string;
    await patch(id, { disabled: true });
    const refused = await google();
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe("auth.account_disabled");
    expect((await get("/api/auth/me", first.json().token)).statusCode).toBe(401);
    await patch(id, { disabled: false });
    expect((await google()).statusCode).toBe(200);
    expect((await get("/api/auth/me", first.json().token)).statusCode).toBe(401);
  });

  it("changes roles, in effect on the account's next request, and audits who did what, before and after", async () => {
    const person = await registerShopper(store.app);
    expect((await get("/api/admin/customers", person.token)).statusCode).toBe(403);
    const promoted = await patch(person.user._id, { role: "staff" });
    expect(promoted.json().data.customer.role).toBe("staff");
    expect((await get("/api/admin/customers", person.token)).statusCode).toBe(200);
    expect((await patch(person.user._id, { role: "admin" })).json().data.customer.role).toBe("admin");
    expect((await patch(customer.user._id, { disabled: false }, person.token)).statusCode).toBe(200);
    await patch(person.user._id, { role: "customer", disabled: true });
    const events = (await auditEvents(store.app.db, "admin.customer_changed")).filter(
      (event) => event.detail.customerId === person.user._id,
    );
    expect(events.map((event) => ({ by: event.userId, ...event.detail }))).toEqual([
      {
        by: adminId,
        customerId: person.user._id,
        email: person.email,
        disabledBefore: false,
        disabledAfter: false,
        roleBefore: "customer",
        roleAfter: "staff",
      },
      {
        by: adminId,
        customerId: person.user._id,
        email: person.email,
        disabledBefore: false,
        disabledAfter: false,
        roleBefore: "staff",
        roleAfter: "admin",
      },
      {
        by: adminId,
        customerId: person.user._id,
        email: person.email,
        disabledBefore: false,
        disabledAfter: true,
        roleBefore: "admin",
        roleAfter: "customer",
      },
    ]);
    // A change to what already holds writes nothing and records nothing.
    const before = await store.app.db.auditEvent.count();
    const same = await patch(person.user._id, { role: "customer", disabled: true });
    expect(same.statusCode).toBe(200);
    expect(await store.app.db.auditEvent.count()).toBe(before);
  });

  it("refuses an admin disabling or demoting themselves with its own 409, and changes nothing", async () => {
    const disable = await patch(adminId, { disabled: true });
    expect(disable.statusCode).toBe(409);
    expect(disable.json().code).toBe("customer.cannot_disable_self");
    for (const role of ["staff", "customer"]) {
      const demote = await patch(adminId, { role });
      expect(demote.statusCode).toBe(409);
      expect(demote.json().code).toBe("customer.cannot_demote_self");
    }
    const stored = await store.app.db.user.findUniqueOrThrow({ where: { id: adminId } });
    expect(stored).toMatchObject({ role: "admin", disabledAt: null, tokenVersion: 0 });
    expect((await get("/api/admin/customers", admin)).statusCode).toBe(200);
    // Keeping their own role, or re-enabling themselves, takes nothing away.
    expect((await patch(adminId, { role: "admin", disabled: false })).statusCode).toBe(200);
  });

  it("answers 404 for an unknown account and 400 for an empty or invalid change", async () => {
    const missing = await patch("no-such-account", { disabled: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe("customer.not_found");
    for (const body of [{}, { role: "owner" }, { disabled: "yes" }]) {
      const refused = await patch(customer.user._id, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});
