// Property-based fuzzing of every operation the store documents. The operations come from its own OpenAPI
// document (GET /api/docs/json), so one added later is fuzzed without a line here. For each, fast-check makes
// valid, boundary and hostile requests (parameters, query, headers, bodies) from a guest, a customer, staff, an
// admin and callers with broken credentials, sends them over real HTTP, and checks that:
// - no answer is a 5xx, and each comes within its time;
// - each answer is one the document promises for that operation (status and body schema, the error envelope);
// - a refused request (4xx) wrote nothing to a business table;
// - the store still answers afterwards.
// FUZZ_RUNS sets the requests per operation (npm test: 40; npm run fuzz: 1000); FUZZ_SEED replays a run.
import http from "node:http";
import fc from "fast-check";
import jwt from "jsonwebtoken";
import { isErrorCode } from "@store/shared/error-codes";
import { LIBRARY_DEFAULT } from "@store/shared/messages";
import { afterAll, describe, expect, it } from "vitest";
import { createTestStore } from "../support/app.ts";
import { TEST_ADMIN, TEST_JWT_SECRET } from "../support/constants.ts";
import {
  DocumentedAnswers,
  operationFor,
  operationsOf,
  readOpenApiDocument,
  type Answer,
} from "../support/documented-answers.ts";
import { bearer, registerShopper } from "../support/factories.ts";
import { CUSTOMER, moveOrder } from "../support/orders.ts";
import { initiateConnectips, initiateKhalti, orderFromCart, payWithTestCard } from "../support/payments.ts";
import { initiateFonepayWeb } from "../support/fonepay-web.ts";
import { fileBody, testImage, upload } from "../support/uploads.ts";
import { paidOrder, paidOutsideGateway } from "../support/admin.ts";
import { listenOnHttp } from "../security/support.ts";
import { soldOutProduct } from "../support/stock-alerts.ts";
import { businessChanges, watchBusinessTables } from "./business-changes.ts";
import { requestFor, subcategoriesOf, variantsOf, type FuzzRequest, type Identity } from "./requests.ts";
import type { KnownValues } from "./schema-values.ts";

const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
/** The longest any one answer may take, even to a hostile request on a busy machine. */
const ANSWER_WITHIN_MS = 10_000;

const store = await createTestStore();
afterAll(() => store.close());
const { app } = store;
const base = await listenOnHttp(store);
// Listening starts the background jobs (the mail sender, the expiry sweep); their writes are no request's, and
// would be counted as a refused request's own: the fuzz tests requests alone.
await app.jobs.stop();
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
afterAll(() => agent.destroy());

function send(request: FuzzRequest): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: hostname,
        port,
        agent,
        method: request.method,
        path: request.path,
        // Framed by its length: Node's client sends a GET or DELETE body unframed, and the server would rightly
        // read it as the start of the next request.
        headers: {
          ...request.headers,
          ...(request.body !== undefined
            ? { "content-length": String(Buffer.byteLength(request.body)) }
            : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: response.headers["content-type"],
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    outgoing.setTimeout(ANSWER_WITHIN_MS, () =>
      outgoing.destroy(new Error(`no answer in ${ANSWER_WITHIN_MS} ms`)),
    );
    outgoing.on("error", reject);
    outgoing.end(request.body);
  });
}

/** The body as a failure report shows it (an upload's bytes as Latin-1). */
function bodyText(request: FuzzRequest): string {
  return typeof request.body === "string" ? request.body : (request.body?.toString("latin1") ?? "");
}

/** Who sends requests: each with something in the store (a cart line, an order) for the others to reach for. */
async function identities(): Promise<{ identities: Identity[]; known: KnownValues }> {
  const customer = await registerShopper(app);
  const staff = await registerShopper(app, { name: "Hari Staff" });
  await app.db.user.update({ where: { id: staff.user._id }, data: { role: "staff" } });
  const login = await app.inject({ method: "POST", url: "/api/auth/login", payload: TEST_ADMIN });
  const admin = login.json().token as string;
  const adminId = login.json().user._id as string;
  // Accounts the admin's well-formed requests may disable, re-enable or give any role: not the identities' own,
  // which stay signed in (their ids are never offered), while the admin's own id is, to meet the rule that an
  // admin cannot disable or demote themselves.
  const targets = [
    await registerShopper(app, { name: "Fuzz Target" }),
    await registerShopper(app, { name: "Fuzz Staff Target" }),
  ];
  await app.db.user.update({ where: { id: targets[1]!.user._id }, data: { role: "staff" } });
  const targetIds = targets.map((target) => target.user._id);
  const guest = { "x-session-id": "fuzz-guest-session-01" };
  const everyone: Identity[] = [
    { name: "guest", headers: guest },
    { name: "customer", headers: bearer(customer.token) },
    { name: "staff", headers: bearer(staff.token) },
    { name: "admin", headers: bearer(admin) },
  ];
  const orders = [];
  for (const headers of [guest, bearer(customer.token)])
    orders.push((await orderFromCart(app, headers)).order);
  // The customer's own purchase, paid, so that a valid review of its product reaches the review rules (a first
  // review written, then 409s, edits and deletes of it).
  const purchase = await orderFromCart(app, bearer(customer.token));
  const purchasePaid = await payWithTestCard(app, bearer(customer.token), purchase.order);
  if (purchasePaid.statusCode !== 200)
    throw new Error(`paying the review purchase failed: ${purchasePaid.body}`);
  orders.push(purchase.order);
  // Orders to be paid with Khalti, so that valid initiate, return and status requests reach Khalti's rules; one
  // with an attempt started, whose pidx the return's well-formed requests use.
  const khaltiOrders = [];
  for (const headers of [guest, bearer(customer.token)])
    khaltiOrders.push((await orderFromCart(app, headers, "khalti")).order);
  orders.push(...khaltiOrders);
  const started = await initiateKhalti(app, guest, khaltiOrders[0]!);
  const pidx = [started.json().data.pidx as string];
  // Orders to be paid with connectIPS, likewise: one with an attempt started, whose TXNID the return's
  // well-formed requests use.
  const connectipsOrders = [];
  for (const headers of [guest, bearer(customer.token)])
    connectipsOrders.push((await orderFromCart(app, headers, "connectips")).order);
  orders.push(...connectipsOrders);
  const connectipsStarted = await initiateConnectips(app, guest, connectipsOrders[0]!);
  const txnIds = [connectipsStarted.json().data.fields.TXNID as string];
  // Orders to be paid with Fonepay, one with a web checkout attempt started, whose PRN the return's well-formed
  // requests use (without Fonepay's DV they pay nothing, which the fuzz's business-change check holds).
  const fonepayOrders = [];
  for (const headers of [guest, bearer(customer.token)])
    fonepayOrders.push((await orderFromCart(app, headers, "fonepay")).order);
  orders.push(...fonepayOrders);
  const fonepayStarted = await initiateFonepayWeb(app, guest, fonepayOrders[0]!);
  const prn = [fonepayStarted.json().data.fields.PRN as string];
  // An order paid by Fonepay QR with a QR made and since ended, whose PRN the QR calls' well-formed requests use
  // (an ended QR: its event stream answers "expired" and ends, as a stream of an open QR would last ten minutes).
  const fonepayOrder = (await orderFromCart(app, guest, "fonepay")).order;
  orders.push(fonepayOrder);
  const qr = await app.inject({
    method: "POST",
    url: "/api/payments/fonepay/qr",
    headers: guest,
    payload: { orderId: fonepayOrder._id },
  });
  const qrPrn = [qr.json().data.prn as string];
  await app.db.payment.update({ where: { transactionUuid: qrPrn[0] }, data: { expiresAt: new Date(0) } });
  // An order paid with PayPal with a PayPal order created, whose id (`token`) the return's well-formed requests use.
  const paypalOrder = (await orderFromCart(app, guest, "paypal")).order;
  orders.push(paypalOrder);
  const paypalStarted = await app.inject({
    method: "POST",
    url: "/api/payments/paypal/create",
    headers: guest,
    payload: { orderId: paypalOrder._id },
  });
  const paypalToken = new URL(paypalStarted.json().data.approveUrl as string).searchParams.get("token")!;
  // A paid order, so that valid refunds and the admin's other calls on it reach their rules.
  orders.push((await paidOrder(app, "fuzz-paid-session-01", "paypal")).order);
  // A paid Fonepay order (no gateway refund API), so that a valid refund with a reference is recorded as paid
  // outside the store and one without it meets refund.reference_required.
  orders.push((await paidOutsideGateway(app, "fuzz-manual-session-01", "fonepay")).order);
  // A delivered cash-on-delivery order, so that a valid cod-collected call records its cash.
  const cod = (await orderFromCart(app, { "x-session-id": "fuzz-cod-session-01" }, "cod")).order;
  await moveOrder(app, admin, cod.orderNumber, "delivered");
  orders.push(cod);
  // A cash-on-delivery order on the road, so that a valid out-for-delivery call records it and texts the shopper.
  const onTheRoad = (await orderFromCart(app, { "x-session-id": "fuzz-cod-session-02" }, "cod")).order;
  await moveOrder(app, admin, onTheRoad.orderNumber, "on_the_road");
  orders.push(onTheRoad);
  for (const headers of [guest, bearer(customer.token)]) {
    const product = await app.db.product.findFirstOrThrow({
      where: { stock: { gte: 50 } },
      orderBy: { id: "desc" },
    });
    await app.inject({
      method: "POST",
      url: "/api/cart/add",
      headers,
      payload: { productId: product.id, quantity: 1 },
    });
  }
  const [products, categories, subcategories, brands, cartItems] = await Promise.all([
    app.db.product.findMany({
      take: 8,
      orderBy: { soldCount: "desc" },
      include: { category: true, variants: { where: { archived: false }, select: { id: true } } },
    }),
    app.db.category.findMany(),
    app.db.subcategory.findMany({ take: 10 }),
    app.db.brand.findMany({ take: 10 }),
    app.db.cartItem.findMany(),
  ]);
  const shippingMethods = await app.db.shippingMethod.findMany();
  const credentials = await app.inject({ method: "GET", url: "/api/payments/test-credentials" });
  const cards = credentials.json().data.mastercard.testCards as Record<
    "number" | "expiry" | "cvv" | "name",
    string
  >[];
  const productIds = products.map((product) => product.id);
  const reviews = await app.db.review.findMany({ take: 5, orderBy: { id: "asc" }, select: { id: true } });
  const orderNumbers = orders.map((order) => order.orderNumber);
  const known: Record<string, string[]> = {
    id: productIds,
    "customers.id": [...targetIds, adminId],
    // A product's reviews: the one the customer bought (its review rules), and others (403 for a non-buyer).
    "products.id": [purchase.product.id, ...productIds],
    "reviews.id": reviews.map((review) => review.id),
    reason: ["Off-topic", "Spam link in the comment"],
    // A bank's reference for a refund paid outside the store (Fonepay, connectIPS).
    reference: ["NIC-2026-0001", "GBIME/77:1"],
    // `/variants/{id}/stock` and `/variants/{id}/stock-history` name a variant, not a product.
    "variants.id": products.flatMap((product) => product.variants.map((variant) => variant.id)),
    userId: [...targetIds, adminId],
    pidx,
    TXNID: txnIds,
    PRN: prn,
    prn: qrPrn,
    token: [paypalToken],
    from: ["2026-11-01", "2026-11-24T06:15:00Z"],
    to: ["2026-12-31", "2026-11-24T12:00:00+05:45"],
    productId: productIds,
    // Real variants: a well-formed line names one of its own product's (requests.ts, withRealVariants).
    variantId: products.flatMap((product) => product.variants.map((variant) => variant.id)),
    ...Object.fromEntries(
      products.map((product) => [variantsOf(product.id), product.variants.map((variant) => variant.id)]),
    ),
    itemId: cartItems.map((item) => item.id),
    cartItemId: cartItems.map((item) => item.id),
    orderNumber: orderNumbers,
    orderId: [...orderNumbers, ...orders.map((order) => order._id)],
    category: [
      ...new Set(products.map((product) => product.category.slug)),
      ...categories.map((c) => c.slug),
    ],
    slug: products.map((product) => product.slug),
    sub: subcategories.map((subcategory) => subcategory.slug),
    brand: brands.map((brand) => brand.slug),
    email: [customer.email, staff.email, TEST_ADMIN.email, "sita.sharma@example.com"],
    sessionId: [guest["x-session-id"]],
    currentPassword: [customer.password],
    password: [customer.password],
    amount: orders.map((order) => String(order.pricing.total)),
    quantity: ["1", "2"],
    methodId: shippingMethods.map((method) => method.id),
    method: shippingMethods.map((method) => method.name),
    company: shippingMethods.map((method) => method.company),
    // The checkout's own fields, as a shopper fills them in.
    name: [`${CUSTOMER.customer.firstName} ${CUSTOMER.customer.lastName}`, "Ram Bahadur Thapa"],
    firstName: [CUSTOMER.customer.firstName],
    lastName: [CUSTOMER.customer.lastName],
    // The checkout's number in the other forms a person types it (POST /api/orders/track compares them in
    // E.164), and a guest's order without an email.
    phone: [CUSTOMER.customer.phone, "9841234567", "+977-981-2345678", "00977 9812345678"],
    state: [CUSTOMER.shippingAddress.state, "Bagmati Province"],
    city: [CUSTOMER.shippingAddress.city, "Kathmandu"],
    // A Nepal address's district (with Bagmati Province and Kathmandu, a whole valid one), and the shipping
    // prices of each delivery zone.
    district: ["Kathmandu", "Lalitpur", "Kaski", "Humla"],
    address: [CUSTOMER.shippingAddress.address],
    zipCode: [CUSTOMER.shippingAddress.zipCode],
    // The test cards the store publishes, one of them always declined.
    cardNumber: cards.map((card) => card.number.replaceAll(" ", "")),
    expiryDate: cards.map((card) => card.expiry),
    cvv: cards.map((card) => card.cvv),
    cardName: cards.map((card) => card.name),
  };
  // Uploads (multipart, format binary): small real images, base64, one of each type the store takes; uploaded
  // once here, so that GET /media/uploads/{image} has addresses that serve.
  known.file = await Promise.all(
    (["jpeg", "png", "webp"] as const).map(async (format, index) =>
      (await testImage(format, 48 + index * 16, 40, 90 + index)).toString("base64"),
    ),
  );
  // The products' import (text/csv): the store's own export, and the category/subcategory pairs rows may name.
  const exported = await app.inject({
    method: "GET",
    url: "/api/admin/products/export.csv",
    headers: bearer(admin),
  });
  known.csv = [exported.body];
  known.csvCategory = subcategories.map((subcategory) => `${subcategory.categorySlug}/${subcategory.slug}`);
  known["brands.id"] = brands.map((brand) => brand.id);
  // The mail viewer's messages (the welcome emails of the fuzz's own accounts).
  known["mail.id"] = (await app.db.mailOutbox.findMany({ select: { id: true } })).map((row) => row.id);
  // The SMS log's texts (the orders' own), two of them failed so that a valid resend queues one again.
  const texts = await app.db.mailOutbox.findMany({
    where: { channel: "sms" },
    select: { id: true },
    take: 6,
  });
  await app.db.mailOutbox.updateMany({
    where: { id: { in: texts.slice(0, 2).map((row) => row.id) } },
    data: { status: "failed", errorCode: "invalid_number" },
  });
  known["sms.id"] = texts.map((row) => row.id);
  known.search = [...(known.search ?? []), "9812345678", "+977 981-2345678", "out for delivery"];
  // Discount codes to apply, order with and change (a one-use code among them, so orders can use it up).
  const discounts = await Promise.all(
    [
      { code: "FUZZ10", type: "percentage", value: 10 },
      { code: "FUZZ-ONCE", type: "fixed", value: 100, usageLimit: 1 },
      { code: "FUZZ-SHIP", type: "free_shipping", value: 0, minSubtotal: 1000 },
    ].map((data) => app.db.discountCode.create({ data })),
  );
  known["discounts.id"] = discounts.map((discount) => discount.id);
  known.discountCode = discounts.map((discount) => discount.code.toLowerCase());
  known.code = discounts.map((discount) => discount.code);
  known["categories.slug"] = categories.map((category) => category.slug);
  known.subcategory = subcategories.map((subcategory) => subcategory.slug);
  for (const category of categories)
    known[subcategoriesOf(category.slug)] = (
      await app.db.subcategory.findMany({ where: { categorySlug: category.slug } })
    ).map((subcategory) => subcategory.slug);
  const uploadedUrls: string[] = [];
  for (const file of known.file) {
    const uploaded = await upload(app, admin, fileBody(Buffer.from(file, "base64")));
    uploadedUrls.push(uploaded.json().data.url as string);
  }
  known["uploads.image"] = uploadedUrls.flatMap((url) => {
    const name = url.slice(url.lastIndexOf("/") + 1);
    return [name, name.replace(".", "-160."), name.replace(".", "-1200.")];
  });
  // A product's images, a variant's image and a brand's logo: the store's own upload addresses.
  known.image = uploadedUrls;
  known.images = uploadedUrls;
  known.logo = uploadedUrls;
  // A sold-out variant, so a back-in-stock request (POST /api/products/{id}/notify) can be taken.
  const soldOut = await soldOutProduct(app);
  known.id!.push(soldOut.product.id);
  known.variantId!.push(soldOut.variant.id);
  return { identities: everyone, known };
}

const { identities: everyone, known } = await identities();
const watchedTables = await watchBusinessTables(app.db);
const operations = operationsOf(await readOpenApiDocument(app));
const documented = new DocumentedAnswers();
/** Signed with the right secret but expired, and with a wrong secret: both must be refused. */
const forgedTokens = [
  jwt.sign({ role: "admin", exp: Math.floor(Date.now() / 1000) - 60 }, TEST_JWT_SECRET, { subject: "x" }),
  jwt.sign({ role: "admin" }, "a-different-secret-that-is-also-long-enough", {
    subject: "x",
    expiresIn: "1h",
  }),
];

/** A failure with the request that caused it, cut to a readable size, and how to replay the run. */
function reportBriefly(details: fc.RunDetails<[FuzzRequest]>) {
  if (!details.failed) return;
  const [request] = details.counterexample ?? [];
  const cause =
    details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  throw new Error(
    [
      `Failed after ${details.numRuns} requests (replay: FUZZ_SEED=${details.seed}).`,
      request ? JSON.stringify({ ...request, body: bodyText(request).slice(0, 300) }) : "",
      cause.slice(0, 2000),
    ].join("\n"),
  );
}

/**
 * Answers by operation and status, printed at the end of `npm run fuzz` (FUZZ_RUNS set): how deep the requests
 * reached (2xx) and how they were refused (4xx).
 */
const statuses = new Map<string, Map<number, number>>();
function count(operation: string, status: number) {
  const byStatus = statuses.get(operation) ?? new Map<number, number>();
  byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  statuses.set(operation, byStatus);
}
afterAll(() => {
  if (!process.env.FUZZ_RUNS) return;
  const lines = [...statuses].map(
    ([operation, byStatus]) =>
      `${operation.padEnd(56)} ${[...byStatus]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status}×${n}`)
        .join(" ")}`,
  );
  // eslint-disable-next-line no-console -- the report is what `npm run fuzz` is run for
  console.info(`Answers by operation (${RUNS} requests each):\n${lines.join("\n")}`);
});

async function storeStillAnswers() {
  const answer = await send({ identity: "check", method: "GET", path: "/api/categories", headers: {} });
  expect(answer.status).toBe(200);
  // And every identity is still signed in, so the operations after this one are reached as each of them.
  for (const identity of everyone.filter((who) => who.headers.authorization)) {
    const me = await send({
      identity: "check",
      method: "GET",
      path: "/api/auth/me",
      headers: identity.headers,
    });
    expect(me.status, `${identity.name} is no longer signed in`).toBe(200);
  }
}

/**
 * A password change refuses every token issued before it and answers a fresh one: the identity that made it goes
 * on with that token, as the client does.
 */
function keepFreshToken(request: FuzzRequest, answer: Answer) {
  if (answer.status !== 200 || !request.path.startsWith("/api/auth/change-password")) return;
  const token = (JSON.parse(answer.body) as { token?: unknown }).token;
  const identity = everyone.find((who) => who.name === request.identity);
  if (identity && typeof token === "string") identity.headers.authorization = `Bearer ${token}`;
}

describe("fuzzing every documented operation", () => {
  it("reads the operations from the store's own document and watches the business tables", () => {
    expect(operations.length).toBeGreaterThanOrEqual(30);
    expect(watchedTables).toEqual(
      expect.arrayContaining(["Product", "Order", "Payment", "User", "CartItem"]),
    );
    expect(watchedTables).not.toContain("RateLimitCounter");
  });

  it("sees a write to a business table (so a refused request that writes cannot pass unseen)", async () => {
    const before = await businessChanges(app.db);
    const added = await send({
      identity: "check",
      method: "POST",
      path: "/api/wishlist/toggle",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ productId: known.productId![0], sessionId: "fuzz-counter-check-1" }),
    });
    expect(added.status).toBe(200);
    expect(await businessChanges(app.db)).toBeGreaterThan(before);
  });

  for (const operation of operations) {
    it(`${operation.method} ${operation.path}`, { timeout: 60_000 + RUNS * 1_000 }, async () => {
      const requests = fc.oneof(
        ...forgedTokens.map((token) => requestFor(operation, everyone, known, token)),
      );
      await fc.assert(
        fc.asyncProperty(requests, async (request) => {
          const before = await businessChanges(app.db);
          const answer = await send(request);
          keepFreshToken(request, answer);
          const where = `${request.identity}: ${request.method} ${request.path.slice(0, 300)} ${bodyText(request).slice(0, 200)}`;
          count(`${operation.method} ${operation.path}`, answer.status);
          expect(answer.status, `${where} → ${answer.body.slice(0, 300)}`).toBeLessThan(500);
          const target = operationFor(operations, request.method, request.path);
          if (target) {
            const problems = documented.problems(target, answer);
            expect(problems, `${where}\n${problems.join("\n")}`).toEqual([]);
          } else {
            // An address no operation matches (a parameter that held a "/"): the API's own 404 or 400.
            expect([400, 404], where).toContain(answer.status);
            expect(JSON.parse(answer.body), where).toMatchObject({ success: false });
          }
          if (answer.status >= 400 && answer.contentType?.startsWith("application/json")) {
            // Every refusal has its code, and says what to fix in words of the store, never the library's.
            const refusal = JSON.parse(answer.body) as {
              code?: unknown;
              message?: unknown;
              errors?: unknown;
            };
            expect(isErrorCode(refusal.code), `${where} → ${answer.body.slice(0, 300)}`).toBe(true);
            const items = Array.isArray(refusal.errors) ? (refusal.errors as { message?: unknown }[]) : [];
            for (const text of [refusal.message, ...items.map((item) => item.message)])
              expect(String(text), `${where} → ${answer.body.slice(0, 300)}`).not.toMatch(LIBRARY_DEFAULT);
          }
          if (answer.status >= 400) {
            expect(await businessChanges(app.db), `a refused request wrote to the shop: ${where}`).toBe(
              before,
            );
          }
        }),
        {
          numRuns: RUNS,
          endOnFailure: true,
          reporter: reportBriefly,
          ...(SEED !== undefined ? { seed: SEED } : {}),
        },
      );
      await storeStillAnswers();
    });
  }
});
