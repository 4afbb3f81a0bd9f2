// Stored XSS: markup in names, addresses and review text is kept and answered as the text typed (JSON, never
// HTML), the client renders it as text, and product HTML is sanitised before it is served. (The description
// test moved here from catalog-product.test.ts.)
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPOSITORY_ROOT } from "../../src/config.ts";
import { createTestStore, type TestStore } from "../support/app.ts";
import { addProduct } from "../support/catalog-products.ts";
import { TEST_ADMIN } from "../support/constants.ts";
import { bearer, registerShopper, type RegisteredShopper } from "../support/factories.ts";
import { CUSTOMER, orderBody, productInStock } from "../support/orders.ts";

let store: TestStore;
let shopper: RegisteredShopper;
beforeAll(async () => {
  store = await createTestStore();
  shopper = await registerShopper(store.app);
});
afterAll(() => store.close());

const db = () => store.app.db;
const PAYLOADS = {
  script: "<script>alert(document.cookie)</script>",
  image: '<img src=x onerror="alert(1)">',
  attribute: '"><svg onload=alert(1)>',
  link: '<a href="javascript:alert(1)">win</a>',
};

/** An answer is JSON that the browser must not sniff into HTML. */
function expectJson(answer: { headers: Record<string, unknown> }) {
  expect(answer.headers["content-type"]).toMatch(/^application\/json/);
  expect(answer.headers["x-content-type-options"]).toBe("nosniff");
}

describe("stored XSS", () => {
  it("keeps markup in a profile as the text typed, and answers it as JSON text", async () => {
    const profile = {
      name: PAYLOADS.script,
      phone: "",
      address: PAYLOADS.image,
      city: PAYLOADS.attribute,
      postalCode: "44600",
      country: PAYLOADS.link,
    };
    const saved = await store.app.inject({
      method: "PUT",
      url: "/api/auth/profile",
      headers: bearer(shopper.token),
      payload: profile,
    });
    expect(saved.statusCode).toBe(200);
    expectJson(saved);
    const me = await store.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(shopper.token) });
    expectJson(me);
    expect(me.json().user).toMatchObject(profile);
    expect(await db().user.findUniqueOrThrow({ where: { id: shopper.user._id } })).toMatchObject(profile);
    // Registration holds names to letters and spaces (docs/STOREFRONT.md "Validation"), so markup never even
    // gets that far.
    const registered = await store.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { name: `Sita ${PAYLOADS.script}`, email: "xss.register@example.com", password: "Secret123" },
    });
    expect(registered.statusCode).toBe(400);
  });

  it("keeps markup in an order's names and address as text, in the order and its tracking", async () => {
    const product = await productInStock(store.app, 5, { colors: "[]" });
    const body = orderBody([{ productId: product.id, quantity: 1 }]);
    const placed = await store.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: { "x-session-id": "xss-order-guest" },
      payload: {
        ...body,
        customer: { ...CUSTOMER.customer, firstName: PAYLOADS.script, lastName: PAYLOADS.image },
        shippingAddress: { ...CUSTOMER.shippingAddress, address: PAYLOADS.attribute, city: PAYLOADS.link },
      },
    });
    expect(placed.statusCode).toBe(201);
    const read = await store.app.inject({
      method: "GET",
      url: `/api/orders/${placed.json().data.order.orderNumber}`,
      headers: { "x-session-id": "xss-order-guest" },
    });
    expectJson(read);
    const { order } = read.json().data;
    expect(order.customer).toMatchObject({ firstName: PAYLOADS.script, lastName: PAYLOADS.image });
    expect(order.shippingAddress).toMatchObject({ address: PAYLOADS.attribute, city: PAYLOADS.link });
  });

  it("answers review text and authors as the text written", async () => {
    const product = await productInStock(store.app);
    await db().review.create({
      data: {
        productId: product.id,
        author: PAYLOADS.image,
        rating: 1,
        comment: `${PAYLOADS.script} bad phone`,
      },
    });
    const page = await store.app.inject({ method: "GET", url: `/api/products/${product.id}` });
    expectJson(page);
    expect(page.json().product.reviews[0]).toMatchObject({
      author: PAYLOADS.image,
      comment: `${PAYLOADS.script} bad phone`,
    });
  });

  it("keeps a buyer's review comment verbatim as text through the API, never sanitised into HTML", async () => {
    const product = await productInStock(store.app, 5, { colors: "[]", archivedAt: null });
    const buyer = await registerShopper(store.app);
    const placed = await store.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: bearer(buyer.token),
      payload: orderBody([{ productId: product.id, quantity: 1 }]),
    });
    await db().order.update({ where: { id: placed.json().data.order._id }, data: { status: "delivered" } });
    const comment = `${PAYLOADS.script} and ${PAYLOADS.image} & "quotes"`;
    const written = await store.app.inject({
      method: "POST",
      url: `/api/products/${product.id}/reviews`,
      headers: bearer(buyer.token),
      payload: { rating: 2, comment },
    });
    expect(written.statusCode, written.body).toBe(201);
    expectJson(written);
    expect(written.json().data.review).toMatchObject({ comment });
    expect((await db().review.findFirstOrThrow({ where: { userId: buyer.user._id } })).comment).toBe(comment);
    const page = await store.app.inject({ method: "GET", url: `/api/products/${product.id}` });
    expectJson(page);
    expect(page.json().product.reviews).toContainEqual(expect.objectContaining({ comment }));
    const admin = await store.app.inject({ method: "POST", url: "/api/auth/login", payload: TEST_ADMIN });
    const listed = await store.app.inject({
      method: "GET",
      url: `/api/admin/reviews?productId=${product.id}`,
      headers: bearer(admin.json().token),
    });
    expectJson(listed);
    expect(listed.json().data.reviews).toContainEqual(expect.objectContaining({ comment }));
  });

  it("sanitises product HTML: no scripts, frames, handlers, styles or javascript: links", async () => {
    const product = await addProduct(db(), {
      name: "Booby-trapped Phone",
      description:
        '<p onclick="steal()">Good <strong>phone</strong></p><script>alert(document.cookie)</script>' +
        '<img src=x onerror="alert(1)"><iframe src="https://evil.example"></iframe>' +
        '<a href="javascript:alert(1)">win a prize</a><ul><li style="x">fast</li></ul><svg onload=alert(1)><circle/></svg>',
      // The Nepali description is the same kind of HTML, cleaned the same way.
      descriptionNe:
        '<p onmouseover="steal()">राम्रो <em>फोन</em></p><script>alert(1)</script><img src=x onerror="alert(2)">' +
        '<a href="javascript:alert(3)">इनाम</a><object data="x.swf"></object><style>p{}</style>',
    });
    for (const url of [`/api/products/${product.id}`, `/api/products/electronics/${product.slug}`]) {
      const { description, descriptionNe } = (await store.app.inject({ method: "GET", url })).json().product;
      expect(description).toBe("<p>Good <strong>phone</strong></p>win a prize<ul><li>fast</li></ul>");
      expect(descriptionNe).toBe("<p>राम्रो <em>फोन</em></p>इनाम");
    }
  });

  it("the client renders stored text as text: the sanitised description is its only raw HTML (besides JSON data blocks)", () => {
    const RAW_HTML =
      /dangerouslySetInnerHTML|\.innerHTML\s*=|\.outerHTML\s*=|insertAdjacentHTML|document\.write|createContextualFragment/;
    const root = path.join(REPOSITORY_ROOT, "client", "src");
    const uses = fs
      .readdirSync(root, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .flatMap((file) =>
        fs
          .readFileSync(path.join(root, file), "utf8")
          .split("\n")
          .filter((line) => RAW_HTML.test(line))
          .map((line) => `${file.split(path.sep).join("/")}: ${line.trim()}`),
      );
    // The two JSON data blocks are not HTML: JSON with every "<" written \u003c, so no text can end the script
    // (server-rendering.test.ts puts a product named "</script><script>…" through both).
    expect(uses.sort()).toEqual([
      'app/Document.tsx: <script type="application/json" id={PAGE_DATA_ID} dangerouslySetInnerHTML={{ __html: json }} />',
      "features/product/ProductTabs.tsx: dangerouslySetInnerHTML={{ __html: description.html }}",
      'lib/seo/JsonLd.tsx: return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />;',
    ]);
  });
});
