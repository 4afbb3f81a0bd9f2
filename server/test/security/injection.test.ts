// SQL and full-text query injection: quotes, comments, UNIONs, FTS5's own syntax (NEAR, column filters, *, ^)
// and PostgreSQL's tsquery syntax (& | ! :* <-> and quotes) in
// the search box, the filters, the sort and the paging, and in the ids and numbers of paths and the tracking
// form. None reaches the database as anything but a value, none finds more than plain words would, and none
// changes a row. (The hostile search list moved here from catalog-search.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../support/app.ts";
import { expectNothingChanged } from "./support.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

const db = () => store.app.db;
const list = (query: Record<string, string>) =>
  store.app.inject({
    method: "GET",
    url: `/api/products?${new URLSearchParams({ limit: "100", ...query })}`,
  });
const ids = (answer: Awaited<ReturnType<typeof list>>) =>
  (answer.json().products as { _id: string }[]).map((product) => product._id);

const SQL = [
  "' OR 1=1 --",
  "' OR '1'='1",
  '" OR ""="',
  '\'; DROP TABLE "Product"; --',
  'samsung\' UNION SELECT id, email, passwordHash FROM "User" --',
  "%' OR '%'='",
  '1; DELETE FROM "Order"',
  "apple')) OR 1=1 /*",
];

describe("SQL and FTS injection", () => {
  it("SQL in the search box finds what its plain words find, and changes nothing", async () => {
    await expectNothingChanged(db(), async () => {
      for (const text of SQL) {
        const answer = await list({ search: text });
        expect(answer.statusCode, `${text}: ${answer.body}`).toBe(200);
        // The same words without a single quote, dash or bracket: what the search must have looked for.
        const words = text.match(/[\p{L}\p{N}]+/gu)!.join(" ");
        expect(ids(answer), text).toEqual(ids(await list({ search: words })));
      }
    });
    expect(await db().product.count()).toBeGreaterThan(100);
  });

  it("FTS5 syntax in the search box is read as plain words, never as a query", async () => {
    const everything = await db().product.count();
    const hostile = [
      '"',
      '""',
      "NEAR(",
      "NEAR(a b",
      "-",
      "*",
      "OR",
      "AND",
      "NOT",
      "a OR",
      "iphone NOT",
      "name:iphone",
      "description:apple",
      "^iphone",
      "(",
      ")",
      "{name}",
      "\\",
      "%",
      "_",
      "नेपाल",
      "🙂📱",
      '"*'.repeat(50),
    ];
    await expectNothingChanged(db(), async () => {
      for (const text of hostile) {
        const answer = await list({ search: text });
        expect(answer.statusCode, `${text}: ${answer.body}`).toBe(200);
      }
      // A column filter is two words, not a column: name:iphone finds what "name iphone" finds.
      expect(ids(await list({ search: "name:iphone" }))).toEqual(ids(await list({ search: "name iphone" })));
      // NOT is a word to look for, not an operator that would widen "iphone NOT" to every other iPhone.
      expect(ids(await list({ search: "iphone NOT" }))).toEqual(ids(await list({ search: "iphone not" })));
      // A NUL is refused before any query on either database (PostgreSQL text cannot hold one).
      expect((await list({ search: "samsung\u0000" })).statusCode).toBe(400);
      // Text with no word in it is an empty search box: the whole catalogue.
      expect((await list({ search: '"*-()' })).json().pagination.total).toBe(everything);
    });
  });

  it("PostgreSQL tsquery syntax in the search box is read as plain words, never as a query", async () => {
    // What to_tsquery would read as AND, OR, NOT, a prefix, a weight, grouping, a phrase or a quoted lexeme:
    // each text finds exactly what its words alone find, on SQLite and on PostgreSQL alike.
    const hostile = [
      "iphone & samsung",
      "iphone | samsung",
      "!iphone",
      "iphone & !pro",
      "iph:*",
      "iphone:A",
      "iphone:*AB",
      "(iphone | galaxy) & pro",
      "iphone <-> pro",
      "iphone <2> pro",
      "'iphone'",
      "'iphone' & 'pro':*",
      "iph\\:*",
      "samsung & (",
      "!!!",
      "&|!:*()<->",
    ];
    await expectNothingChanged(db(), async () => {
      for (const text of hostile) {
        const answer = await list({ search: text });
        expect(answer.statusCode, `${text}: ${answer.body}`).toBe(200);
        const words = text.match(/[\p{L}\p{N}]+/gu)?.join(" ") ?? "";
        expect(ids(answer), text).toEqual(ids(await list({ search: words })));
      }
    });
    // An OR would have widened this to every iPhone and every Samsung; the words are ANDed.
    const either = ids(await list({ search: "iphone | samsung" }));
    expect(either).toEqual(ids(await list({ search: "iphone samsung" })));
    expect(either.length).toBeLessThan(ids(await list({ search: "samsung" })).length);
    // A NOT would have found the products without the word: "!iphone" finds the iPhones, and an iPhone first.
    const notIphone = await list({ search: "!iphone" });
    expect(notIphone.json().pagination.total).toBeGreaterThan(0);
    expect(notIphone.json().pagination.total).toBeLessThan(await db().product.count());
    expect(notIphone.json().products[0].name).toMatch(/iphone/i);
  });

  it("SQL in the filters, sort and paging is refused or matches nothing", async () => {
    await expectNothingChanged(db(), async () => {
      // The brand filter goes to a raw query, as a bound value.
      for (const brand of SQL) {
        const answer = await list({ brand });
        expect(answer.statusCode, brand).toBe(200);
        expect(answer.json().pagination.total, brand).toBe(0);
      }
      const refused: Record<string, string>[] = [
        { category: "electronics' OR 1=1 --" },
        { sub: "smartphone' OR '1'='1" },
        { sort: 'price_asc; DROP TABLE "Product"' },
        { sort: "(SELECT 1)" },
        { minPrice: "0 OR 1=1" },
        { maxPrice: "1e400" },
        { page: '1; DELETE FROM "Order"' },
        { limit: "100000" },
        { featured: "true' OR '1'='1" },
      ];
      for (const query of refused) {
        const answer = await list(query);
        expect(answer.statusCode, JSON.stringify(query)).toBe(400);
        expect(answer.body).not.toMatch(/SQL|sqlite|prisma|SELECT/i);
      }
    });
  });

  it("SQL in ids, order numbers and the tracking form finds nothing and changes nothing", async () => {
    const guest = { "x-session-id": "injection-guest-01" };
    await expectNothingChanged(db(), async () => {
      for (const text of SQL) {
        const segment = encodeURIComponent(text);
        const calls = [
          store.app.inject({ method: "GET", url: `/api/products/${segment}` }),
          store.app.inject({ method: "GET", url: `/api/products/electronics/${segment}` }),
          store.app.inject({ method: "GET", url: `/api/orders/${segment}`, headers: guest }),
          store.app.inject({
            method: "PUT",
            url: `/api/cart/${segment}`,
            headers: guest,
            payload: { quantity: 1 },
          }),
          store.app.inject({ method: "DELETE", url: `/api/cart/${segment}`, headers: guest }),
          store.app.inject({ method: "DELETE", url: `/api/wishlist/remove/${segment}`, headers: guest }),
          store.app.inject({
            method: "GET",
            url: `/api/orders/track?${new URLSearchParams({ orderId: text.slice(0, 40), email: text })}`,
          }),
          store.app.inject({
            method: "POST",
            url: "/api/auth/login",
            payload: { email: text, password: text },
          }),
        ];
        for (const answer of await Promise.all(calls)) {
          expect([400, 401, 404], `${text}: ${answer.body}`).toContain(answer.statusCode);
          expect(answer.body).not.toMatch(/SQL|sqlite|prisma|SELECT/i);
        }
      }
    });
  });
});
