// Two store processes on one database, behind a round-robin proxy, behave as one store. Each replica is the
// real server (server/src/main.ts as `npm start` runs it) on a port of its own, with the same settings and no
// JWT_SECRET, so both must find the same signing secret themselves. The proxy stands in for deploy/nginx.conf:
// it connects to the replicas from 127.0.0.2, the only address they trust (TRUST_PROXY) to name the shopper in
// X-Forwarded-For. What crosses replicas here: a guest's and a signed-in shopper's cart, an order, the login
// rate limit, an eSewa payment through the emulator, a Fonepay QR paid while the shopper's event stream moves
// between replicas, a connectIPS payment started on one and approved through the other (each paid exactly once),
// the last items of a product under parallel checkouts, and an account disabled on one replica, whose tokens the
// other refuses at once.
//
// Database: PostgreSQL under `npm run test:pg` (TEST_DATABASE_URL), else one SQLite file.
import crypto from "node:crypto";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../src/db/client.ts";
import { readLog, startStore, type RunningStore } from "../../../scripts/support/store-process.ts";
import { setStock } from "../support/catalog-products.ts";
import { bearer } from "../support/factories.ts";
import { CUSTOMER, orderBody } from "../support/orders.ts";
import { hiddenFields } from "../support/payments.ts";
import { openEventStream } from "../support/event-stream.ts";
import { sharedDatabase, type SharedDatabase } from "./database.ts";
import { client, type Answer, type Client } from "./http.ts";
import { startRoundRobinProxy, type RoundRobinProxy } from "./round-robin-proxy.ts";

const PROXY_ADDRESS = "127.0.0.2";
const LOGIN_LIMIT = 4;
const ESEWA_TEST_ACCOUNT = { esewa_id: "9806800001", password: "Nepal@123", token: "123456" };

let database: SharedDatabase;
let proxy: RoundRobinProxy;
const stores: RunningStore[] = [];
let db: Database;
/** The replicas, called directly, and the proxy in front of both (what a shopper's browser reaches). */
let A: Client;
let B: Client;
let edge: Client;
/** Until the replicas are up, and after any failed test: the run keeps the replicas' logs. */
let failed = true;

beforeAll(async () => {
  database = await sharedDatabase();
  proxy = await startRoundRobinProxy({ localAddress: PROXY_ADDRESS });
  const environment = {
    // Links that leave the store and come back (eSewa's return, its status check) go through the proxy.
    PUBLIC_URL: proxy.base,
    CORS_ORIGINS: proxy.base,
    // A network, as docker-compose.yml names nginx's: here the proxy's one address.
    TRUST_PROXY: `${PROXY_ADDRESS}/32`,
    // Unset: each replica finds the installation's secret itself, and the two must sign alike.
    JWT_SECRET: undefined,
    LOGIN_RATE_LIMIT: String(LOGIN_LIMIT),
    LOGIN_RATE_WINDOW: "15 minutes",
  };
  // One after the other: on an empty database the first start migrates and seeds it, as `npm start` does.
  for (const name of ["A", "B"]) {
    const store = await startStore({
      databaseUrl: database.url,
      logFile: path.join(database.folder, `replica-${name}.log`),
      logLevel: "warn",
      environment,
    });
    stores.push(store);
    proxy.add({ name, base: store.base });
  }
  A = client(stores[0]!.base);
  B = client(stores[1]!.base);
  edge = client(proxy.base);
  db = await openDatabase(database.url);
  failed = false;
}, 240_000);

afterEach((context) => {
  if (context.task.result?.state === "fail") failed = true;
});

afterAll(async () => {
  await db?.$disconnect();
  for (const store of stores) if (!store.exited) await store.stop();
  await proxy?.close();
  await database?.drop({ keepFolder: failed });
  if (failed && database) console.warn(`two-replica test: the replicas' logs are in ${database.folder}`);
}, 60_000);

/** Products without colour, memory or storage options, each test its own, plenty in stock. */
let productsTaken = 0;
async function plainProduct() {
  const product = await db.product.findFirstOrThrow({
    where: { colors: "[]", memory: "[]", storage: "[]", stock: { gte: 20 } },
    orderBy: { id: "asc" },
    skip: productsTaken++,
  });
  return product;
}

const guest = () => ({ "x-session-id": `guest-${crypto.randomUUID()}` });
const expectStatus = (answer: Answer, status: number) =>
  expect(answer.status, `${answer.status}: ${answer.text.slice(0, 300)}`).toBe(status);

async function registerOn(replica: Client, email = `replica.${crypto.randomUUID()}@example.com`) {
  const answer = await replica.post("/api/auth/register", {
    name: "Sita Sharma",
    email,
    password: "Secret123",
  });
  expectStatus(answer, 201);
  return { token: answer.json.token as string, email, id: answer.json.user._id as string };
}

interface CartLine {
  _id: string;
  productId: string;
  quantity: number;
}
const cartLines = (answer: Answer) => answer.json.data.items as CartLine[];

describe("two replicas on one database", () => {
  it("keeps a guest's cart across replicas", async () => {
    const product = await plainProduct();
    const headers = guest();
    const added = await A.post("/api/cart/add", { productId: product.id, quantity: 2 }, { headers });
    expectStatus(added, 200);
    const [line] = cartLines(added);

    const seenOnB = await B.get("/api/cart", { headers });
    expectStatus(seenOnB, 200);
    expect(cartLines(seenOnB)).toEqual([expect.objectContaining({ productId: product.id, quantity: 2 })]);

    expectStatus(await B.put(`/api/cart/${line!._id}`, { quantity: 3 }, { headers }), 200);
    const seenOnA = await A.get("/api/cart", { headers });
    expect(cartLines(seenOnA)).toEqual([expect.objectContaining({ _id: line!._id, quantity: 3 })]);
    expect(seenOnA.json.data.itemCount).toBe(3);

    expectStatus(await A.delete(`/api/cart/${line!._id}`, { headers }), 200);
    expect(cartLines(await B.get("/api/cart", { headers }))).toEqual([]);
  });

  it("keeps a signed-in shopper's cart across replicas, signed by one and believed by the other", async () => {
    const product = await plainProduct();
    const shopper = await registerOn(A);
    const headers = bearer(shopper.token);
    expectStatus(await A.post("/api/cart/add", { productId: product.id, quantity: 1 }, { headers }), 200);

    const me = await B.get("/api/auth/me", { headers });
    expectStatus(me, 200);
    expect(me.json.user.email).toBe(shopper.email);
    const seenOnB = await B.get("/api/cart", { headers });
    const [line] = cartLines(seenOnB);
    expect(line).toEqual(expect.objectContaining({ productId: product.id, quantity: 1 }));
    expectStatus(await B.put(`/api/cart/${line!._id}`, { quantity: 4 }, { headers }), 200);

    expect(cartLines(await A.get("/api/cart", { headers }))).toEqual([
      expect.objectContaining({ _id: line!._id, quantity: 4 }),
    ]);
    // A sign-in on B is as good on A.
    const signedInOnB = await B.post("/api/auth/login", { email: shopper.email, password: "Secret123" });
    expectStatus(signedInOnB, 200);
    expect(cartLines(await A.get("/api/cart", { headers: bearer(signedInOnB.json.token) }))).toHaveLength(1);
  });

  it("reads, lists and tracks on one replica an order placed through the other", async () => {
    const product = await plainProduct();
    const shopper = await registerOn(A);
    const headers = bearer(shopper.token);
    const placed = await A.post("/api/orders", orderBody([{ productId: product.id, quantity: 2 }]), {
      headers,
    });
    expectStatus(placed, 201);
    const order = placed.json.data.order as { orderNumber: string; pricing: { total: number } };

    const read = await B.get(`/api/orders/${order.orderNumber}`, { headers });
    expectStatus(read, 200);
    expect(read.json.data.order).toEqual(
      expect.objectContaining({ orderNumber: order.orderNumber, status: "pending", pricing: order.pricing }),
    );
    const listed = await B.get("/api/orders", { headers });
    expectStatus(listed, 200);
    expect(listed.json.data.orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([
      order.orderNumber,
    ]);
    const query = new URLSearchParams({ orderId: order.orderNumber, email: CUSTOMER.customer.email });
    const tracked = await B.get(`/api/orders/track?${query}`);
    expectStatus(tracked, 200);
    expect(tracked.json.data).toEqual(
      expect.objectContaining({
        orderId: order.orderNumber,
        totalAmount: order.pricing.total,
        productCount: 2,
      }),
    );
    // Someone else's token, signed on B, does not read it on A.
    const stranger = await registerOn(B);
    expectStatus(await A.get(`/api/orders/${order.orderNumber}`, { headers: bearer(stranger.token) }), 404);
  });

  it("counts failed logins on both replicas towards one limit, per shopper address", async () => {
    const victim = await registerOn(A);
    const attacker = client(proxy.base, { from: "127.0.0.21" });
    const guess = (from: Client) =>
      from.post("/api/auth/login", { email: victim.email, password: "Wrong-guess-1" });

    const allowed: Answer[] = [];
    for (let attempt = 0; attempt < LOGIN_LIMIT; attempt += 1) allowed.push(await guess(attacker));
    expect(allowed.map((answer) => answer.status)).toEqual(Array(LOGIN_LIMIT).fill(401));
    expect(new Set(allowed.map((answer) => answer.headers["x-replica"]))).toEqual(new Set(["A", "B"]));

    // The limit is reached on the two replicas together: the next attempts are refused by each of them.
    const refused = [await guess(attacker), await guess(attacker)];
    expect(refused.map((answer) => answer.status)).toEqual([429, 429]);
    expect(new Set(refused.map((answer) => answer.headers["x-replica"]))).toEqual(new Set(["A", "B"]));
    expect(refused[0]!.json).toEqual({
      success: false,
      code: "rate_limited",
      message: "Too many requests, please try again later",
    });

    // The limit is the shopper's, named by the proxy in X-Forwarded-For: another address is not refused,
    // though every request reaches the replicas from the proxy's address.
    const someoneElse = client(proxy.base, { from: "127.0.0.22" });
    expectStatus(await guess(someoneElse), 401);
    // A shopper who talks to a replica directly cannot name another address: only the proxy is trusted.
    const forged = await client(A.base, { from: "127.0.0.21" }).post(
      "/api/auth/login",
      { email: victim.email, password: "Wrong-guess-1" },
      { headers: { "x-forwarded-for": "198.51.100.9" } },
    );
    expectStatus(forged, 429);
    const failedLogins = await db.auditEvent.count({ where: { kind: "login.failed", ip: "127.0.0.21" } });
    expect(failedLogins).toBe(LOGIN_LIMIT);
  });

  it("pays with eSewa across replicas: started on A, the gateway's pages on B, the return on A", async () => {
    const product = await plainProduct();
    const headers = guest();
    const placed = await A.post(
      "/api/orders",
      orderBody([{ productId: product.id, quantity: 1 }], { payment: "esewa" }),
      { headers },
    );
    expectStatus(placed, 201);
    const order = placed.json.data.order as { orderNumber: string; pricing: { total: number } };

    const initiated = await A.post(
      "/api/payments/esewa/initiate",
      {
        orderId: order.orderNumber,
        amount: order.pricing.total,
        successUrl: `${proxy.base}/checkout/esewa/success`,
        failureUrl: `${proxy.base}/checkout/esewa/failure`,
      },
      { headers },
    );
    expectStatus(initiated, 200);
    const { paymentUrl, formData } = initiated.json.data as {
      paymentUrl: string;
      formData: Record<string, string>;
    };
    // The form goes to the gateway at the store's public address; here it lands on B.
    expect(paymentUrl.startsWith(proxy.base)).toBe(true);
    const loginPage = await B.postForm(new URL(paymentUrl).pathname, formData);
    expectStatus(loginPage, 200);
    const paid = await B.postForm("/gateways/esewa/pay", {
      ...hiddenFields(loginPage.text),
      action: "pay",
      ...ESEWA_TEST_ACCOUNT,
    });
    expectStatus(paid, 303);
    const back = new URL(paid.headers.location!);
    expect(`${back.origin}${back.pathname}`).toBe(`${proxy.base}/checkout/esewa/success`);

    // The gateway's status API answers alike on A, which never saw the payment.
    const status = await A.get(
      `/gateways/esewa/api/epay/transaction/status/?${new URLSearchParams({
        product_code: formData.product_code!,
        total_amount: formData.total_amount!,
        transaction_uuid: formData.transaction_uuid!,
      })}`,
    );
    expectStatus(status, 200);
    expect(status.json.status).toBe("COMPLETE");

    const verified = await A.post("/api/payments/esewa/success", Object.fromEntries(back.searchParams), {
      headers,
    });
    expectStatus(verified, 200);
    expect(verified.json.data.order.status).toBe("processing");

    const seenOnB = await B.get(`/api/orders/${order.orderNumber}`, { headers });
    expectStatus(seenOnB, 200);
    expect(seenOnB.json.data.order.status).toBe("processing");
    expect(seenOnB.json.data.order.payment).toEqual(
      expect.objectContaining({ method: "esewa", status: "completed", transactionId: expect.any(String) }),
    );
  });

  /** A guest's order placed on A to be paid with the method. */
  async function guestOrder(payment: "fonepay" | "connectips") {
    const product = await plainProduct();
    const headers = guest();
    const placed = await A.post(
      "/api/orders",
      orderBody([{ productId: product.id, quantity: 1 }], { payment }),
      { headers },
    );
    expectStatus(placed, 201);
    const order = await db.order.findUniqueOrThrow({
      where: { orderNumber: placed.json.data.order.orderNumber as string },
    });
    return { headers, order };
  }

  /** The order was paid exactly once: one completed payment, one payment.completed event, and it is processing. */
  async function expectPaidOnce(order: { id: string; orderNumber: string }) {
    expect(await db.payment.count({ where: { orderId: order.id, status: "completed" } })).toBe(1);
    const events = await db.auditEvent.findMany({ where: { kind: "payment.completed" } });
    expect(events.filter((event) => event.detail.includes(`"${order.orderNumber}"`))).toHaveLength(1);
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      paymentStatus: "completed",
      status: "processing",
    });
  }

  it("pays a Fonepay QR once while the shopper's event stream moves from A to B, approved through B", async () => {
    const { headers, order } = await guestOrder("fonepay");
    const made = await A.post("/api/payments/fonepay/qr", { orderId: order.orderNumber }, { headers });
    expectStatus(made, 200);
    const { prn, qrMessage } = made.json.data as { prn: string; qrMessage: string };
    const events = `/api/payments/fonepay/qr/${prn}/events`;

    // The page follows the QR on A.
    const onA = await openEventStream(`${A.base}${events}`, headers);
    expect(onA.status).toBe(200);
    expect(await onA.next()).toEqual({ status: "waiting" });
    // The shopper's bank app opens the QR at Fonepay, reached through B: the page on A hears it was scanned.
    const opened = await B.get(`/gateways/fonepay/bank-app?${new URLSearchParams({ qr: qrMessage })}`);
    expectStatus(opened, 200);
    expect(await onA.untilStatus("scanned")).toEqual(["scanned"]);
    // The connection to A drops (a phone changing networks); the payment is approved through B meanwhile.
    onA.drop();
    const approved = await B.postForm("/gateways/fonepay/bank-app/decide", { prn, decision: "success" });
    expectStatus(approved, 200);
    // The page reconnects and lands on B, while both replicas are asked about the QR at once: one pays it.
    const [onB, statusOnA, statusOnB] = await Promise.all([
      openEventStream(`${B.base}${events}`, headers),
      A.get(`/api/payments/fonepay/qr/${prn}`, { headers }),
      B.get(`/api/payments/fonepay/qr/${prn}`, { headers }),
    ]);
    expect(onB.status).toBe(200);
    expect((await onB.untilStatus("paid")).at(-1)).toBe("paid");
    // A final status ends the stream.
    expect(await onB.ended()).toEqual([]);
    for (const answer of [statusOnA, statusOnB]) {
      expectStatus(answer, 200);
      expect(["scanned", "paid"]).toContain(answer.json.data.status);
    }
    await expectPaidOnce(order);
    const attempt = await db.payment.findUniqueOrThrow({ where: { transactionUuid: prn } });
    expect(attempt).toMatchObject({ method: "fonepay", status: "completed", amount: order.total });
    // Asked again on either replica, it stays paid once.
    for (const replica of [A, B]) {
      expect((await replica.get(`/api/payments/fonepay/qr/${prn}`, { headers })).json.data.status).toBe(
        "paid",
      );
    }
    await expectPaidOnce(order);
  });

  it("shows on a stream held by B a Fonepay QR scanned, approved and asked about through A, paid once", async () => {
    const { headers, order } = await guestOrder("fonepay");
    const made = await B.post("/api/payments/fonepay/qr", { orderId: order.id }, { headers });
    expectStatus(made, 200);
    const { prn, qrMessage } = made.json.data as { prn: string; qrMessage: string };
    const onB = await openEventStream(`${B.base}/api/payments/fonepay/qr/${prn}/events`, headers);
    expect(await onB.next()).toEqual({ status: "waiting" });
    expectStatus(await A.get(`/gateways/fonepay/bank-app?${new URLSearchParams({ qr: qrMessage })}`), 200);
    expectStatus(await A.postForm("/gateways/fonepay/bank-app/decide", { prn, decision: "success" }), 200);
    // Settled by A (asked through A) or by B's own socket: either way once, and B's stream says so.
    expectStatus(await A.get(`/api/payments/fonepay/qr/${prn}`, { headers }), 200);
    expect((await onB.untilStatus("paid")).at(-1)).toBe("paid");
    expect(await onB.ended()).toEqual([]);
    await expectPaidOnce(order);
  });

  it("pays with connectIPS across replicas once: started on A, the gateway's pages through B, the return on A", async () => {
    const { headers, order } = await guestOrder("connectips");
    const initiated = await A.post("/api/payments/connectips/initiate", { orderId: order.id }, { headers });
    expectStatus(initiated, 200);
    const { paymentUrl, fields } = initiated.json.data as {
      paymentUrl: string;
      fields: Record<string, string>;
    };
    // The login page is connectIPS's at the store's public address; here it lands on B, and so do its steps.
    expect(paymentUrl.startsWith(proxy.base)).toBe(true);
    const pages = "/gateways/connectips/connectipswebgw";
    expectStatus(await B.postForm(new URL(paymentUrl).pathname, fields), 200);
    const TXNID = fields.TXNID!;
    expectStatus(await B.postForm(`${pages}/bank`, { TXNID, bank: "NABIL" }), 200);
    expectStatus(
      await B.postForm(`${pages}/login`, { TXNID, username: "cips-tester", password: "Nepal@123" }),
      200,
    );
    const confirmed = await B.postForm(`${pages}/confirm`, { TXNID, otp: "112233" });
    expectStatus(confirmed, 303);
    const back = new URL(confirmed.headers.location!);
    expect(`${back.origin}${back.pathname}`).toBe(`${proxy.base}/api/payments/connectips/return`);

    // The browser comes back through A, which asks connectIPS's validatetxn (at the proxy) before paying.
    const returned = await A.get(`${back.pathname}${back.search}`);
    expectStatus(returned, 302);
    const page = new URL(returned.headers.location!, proxy.base);
    expect(page.pathname).toBe("/checkout/connectips/success");
    expect(page.searchParams.get("orderId")).toBe(order.orderNumber);
    // The same return replayed on B (a reload) sends to the same page and pays nothing more.
    const replayed = await B.get(`${back.pathname}${back.search}`);
    expectStatus(replayed, 302);
    expect(new URL(replayed.headers.location!, proxy.base).pathname).toBe("/checkout/connectips/success");
    await expectPaidOnce(order);
    const seenOnB = await B.get(`/api/orders/${order.orderNumber}`, { headers });
    expect(seenOnB.json.data.order.payment).toEqual(
      expect.objectContaining({
        method: "connectips",
        status: "completed",
        transactionId: expect.any(String),
      }),
    );
  });

  it("refuses at once on one replica the tokens of an account an admin disabled on the other", async () => {
    const shopper = await registerOn(A);
    const signedInOnB = await B.post("/api/auth/login", { email: shopper.email, password: "Secret123" });
    expectStatus(signedInOnB, 200);
    const tokens = [shopper.token, signedInOnB.json.token as string];
    for (const token of tokens) expectStatus(await B.get("/api/auth/me", { headers: bearer(token) }), 200);
    const adminAccount = await registerOn(B);
    await db.user.update({ where: { id: adminAccount.id }, data: { role: "admin" } });
    const admin = await A.post("/api/auth/login", { email: adminAccount.email, password: "Secret123" });
    expectStatus(admin, 200);
    const change = (replica: Client, disabled: boolean) =>
      replica.patch(
        `/api/admin/customers/${shopper.id}`,
        { disabled },
        { headers: bearer(admin.json.token) },
      );
    expectStatus(await change(A, true), 200);
    for (const token of tokens) {
      expectStatus(await B.get("/api/auth/me", { headers: bearer(token) }), 401);
      expectStatus(await A.get("/api/auth/me", { headers: bearer(token) }), 401);
    }
    const refused = await B.post("/api/auth/login", { email: shopper.email, password: "Secret123" });
    expectStatus(refused, 401);
    expect(refused.json.code).toBe("auth.account_disabled");
    // Enabled again through B: a new sign-in works on A, the old tokens stay refused on both.
    expectStatus(await change(B, false), 200);
    const fresh = await B.post("/api/auth/login", { email: shopper.email, password: "Secret123" });
    expectStatus(fresh, 200);
    expectStatus(await A.get("/api/auth/me", { headers: bearer(fresh.json.token) }), 200);
    for (const token of tokens) expectStatus(await A.get("/api/auth/me", { headers: bearer(token) }), 401);
  });

  it("shows a catalogue change made through one replica on the other at once: archive, restore, price, brand", async () => {
    const staffAccount = await registerOn(A);
    await db.user.update({ where: { id: staffAccount.id }, data: { role: "staff" } });
    const staff = {
      headers: bearer(
        (await B.post("/api/auth/login", { email: staffAccount.email, password: "Secret123" })).json.token,
      ),
    };
    const product = await plainProduct();
    const page = `/api/products/${product.categorySlug}/${product.slug}`;
    const search = `/api/products?search=${encodeURIComponent(product.name)}&limit=100`;
    const ids = (answer: Answer) => (answer.json.products as { _id: string }[]).map((row) => row._id);
    // Both replicas have read (and keep) the page and the search before the change.
    for (const replica of [A, B]) {
      expectStatus(await replica.get(page), 200);
      expect(ids(await replica.get(search))).toContain(product.id);
    }
    expectStatus(await A.delete(`/api/admin/products/${product.id}`, staff), 200);
    for (const replica of [B, A]) {
      expectStatus(await replica.get(page), 404);
      expect(ids(await replica.get(search))).not.toContain(product.id);
    }
    expectStatus(await B.post(`/api/admin/products/${product.id}/restore`, undefined, staff), 200);
    expectStatus(await A.get(page), 200);
    expect(ids(await A.get(search))).toContain(product.id);
    // A variant's new price through B is the product's price on A's page and grid.
    const variant = (await B.get(`/api/admin/products/${product.id}`, staff)).json.data.product.variants[0];
    expectStatus(
      await B.patch(
        `/api/admin/products/${product.id}`,
        { variants: [{ _id: variant._id, price: 77, discountedPrice: null }] },
        staff,
      ),
      200,
    );
    expect((await A.get(page)).json.product.price).toBe(77);
    // A brand renamed through A is named so in B's brand list.
    const brands = (await B.get("/api/brands")).json.brands as { _id: string; name: string }[];
    const renamed = `${brands[0]!.name} Renamed`;
    expectStatus(await A.patch(`/api/admin/brands/${brands[0]!._id}`, { name: renamed }, staff), 200);
    expect(
      ((await B.get("/api/brands")).json.brands as { name: string }[]).map((brand) => brand.name),
    ).toContain(renamed);
  });

  it("never oversells: 40 parallel checkouts through the proxy for 10 in stock", async () => {
    const STOCK = 10;
    const CHECKOUTS = 40;
    const product = await plainProduct();
    await setStock(db, product.id, STOCK);
    const servedBefore = { ...proxy.served };

    const answers = await Promise.all(
      Array.from({ length: CHECKOUTS }, () =>
        edge.post("/api/orders", orderBody([{ productId: product.id, quantity: 1 }]), { headers: guest() }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(STOCK);
    expect(statuses.filter((status) => status === 409)).toHaveLength(CHECKOUTS - STOCK);
    // Half of the shoppers reached each replica: the race was between the two processes.
    for (const name of ["A", "B"]) expect(proxy.served[name]! - servedBefore[name]!).toBe(CHECKOUTS / 2);

    const after = await db.product.findUniqueOrThrow({ where: { id: product.id } });
    expect(after.stock).toBe(0);
    const ordered = await db.orderItem.aggregate({
      _sum: { quantity: true },
      where: { productId: product.id, order: { status: { not: "cancelled" } } },
    });
    expect(ordered._sum.quantity).toBe(STOCK);
  });

  it("leaves no error in either replica's log", async () => {
    for (const store of stores) {
      const log = await readLog(store.logFile);
      expect(log.errors, store.logFile).toEqual([]);
    }
  });
});
