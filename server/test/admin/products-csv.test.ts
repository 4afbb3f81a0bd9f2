// The catalogue as CSV: the export (header, one row per variant, RFC 4180 quoting, formula cells guarded), the
// import matched by sku (update, add a variant to a product by slug, create a product), its dry run, its
// all-or-nothing refusal listing every row's faults, and the round trip: export then import changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRODUCT_CSV_COLUMNS } from "@store/shared/admin/products";
import { parseCsv, csvCell, uncell } from "../../src/modules/catalog/csv.ts";
import { createTestStore, type TestStore } from "../support/app.ts";
import { adminToken, tokenWithRole } from "../support/admin.ts";
import { bearer, registerShopper } from "../support/factories.ts";
import { auditEvents, databaseState } from "../security/support.ts";

let store: TestStore;
let staff: string;
beforeAll(async () => {
  store = await createTestStore();
  staff = await tokenWithRole(store.app, "staff");
});
afterAll(() => store.close());

const exportCsv = (token = staff) =>
  store.app.inject({ method: "GET", url: "/api/admin/products/export.csv", headers: bearer(token) });
const importCsv = (csv: string, dryRun: boolean, token = staff, type = "text/csv") =>
  store.app.inject({
    method: "POST",
    url: `/api/admin/products/import?dryRun=${dryRun}`,
    headers: { ...bearer(token), "content-type": type },
    payload: csv,
  });

const HEADER = PRODUCT_CSV_COLUMNS.join(",");
type Row = Partial<Record<(typeof PRODUCT_CSV_COLUMNS)[number], string | number>>;
const csvOf = (rows: Row[]) =>
  [
    HEADER,
    ...rows.map((row) => PRODUCT_CSV_COLUMNS.map((column) => csvCell(row[column] ?? null)).join(",")),
  ].join("\r\n");
const row = (overrides: Row): Row => ({
  productSlug: "csv-test-kettle",
  name: "CSV Test Kettle",
  brand: "samsung",
  category: "home-kitchen",
  subcategory: "kitchen-appliances",
  price: 2500,
  stock: 4,
  status: "active",
  ...overrides,
});

describe("CSV cells", () => {
  it("quotes commas, quotes and line breaks, and guards formula cells with a ' the import takes off", () => {
    expect(csvCell('a "big", bold\nname')).toBe('"a ""big"", bold\nname"');
    for (const formula of ["=HYPERLINK(1)", "+1", "-2", "@SUM(A1)", "\tx"]) {
      expect(csvCell(formula).replace(/^"|"$/g, "")).toBe(`'${formula}`);
      expect(uncell(`'${formula}`)).toBe(formula);
    }
    expect(csvCell(-5)).toBe("-5");
    expect(uncell("'plain")).toBe("'plain");
    expect(parseCsv('a,"b,c","d ""e"""\r\n1,,"x\r\ny"\r\n')).toEqual([
      ["a", "b,c", 'd "e"'],
      ["1", "", "x\r\ny"],
    ]);
  });
});

describe("GET /api/admin/products/export.csv", () => {
  it("answers text/csv with the header and one row per variant, archived ones marked", async () => {
    const answer = await exportCsv();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^text\/csv/);
    expect(answer.headers["content-disposition"]).toContain("products.csv");
    const records = parseCsv(answer.body);
    expect(records[0]).toEqual([...PRODUCT_CSV_COLUMNS]);
    expect(records.length - 1).toBe(await store.app.db.productVariant.count());
  });

  it("answers a guest 401 and a customer 403", async () => {
    expect(
      (await store.app.inject({ method: "GET", url: "/api/admin/products/export.csv" })).statusCode,
    ).toBe(401);
    const customer = (await registerShopper(store.app)).token;
    expect((await exportCsv(customer)).statusCode).toBe(403);
    expect((await importCsv(HEADER, true, customer)).statusCode).toBe(403);
  });
});

describe("POST /api/admin/products/import", () => {
  it("round trip: importing the export changes nothing, every row an update", async () => {
    const exported = (await exportCsv()).body;
    const variants = await store.app.db.productVariant.count();
    const before = await store.app.db.productVariant.findMany({ orderBy: { id: "asc" } });
    const products = await store.app.db.product.findMany({ orderBy: { id: "asc" } });
    const answer = await importCsv(exported, false);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual({
      created: 0,
      updated: variants,
      errors: [],
      dryRun: false,
      written: true,
    });
    expect(await store.app.db.productVariant.findMany({ orderBy: { id: "asc" } })).toEqual(before);
    expect(await store.app.db.product.findMany({ orderBy: { id: "asc" } })).toEqual(products);
  }, 120_000);

  it("creates a product from rows of an unknown slug, then adds and updates variants by sku", async () => {
    const first = csvOf([
      row({ sku: "CSV-KET-1", color: "Steel", price: 2500, discountedPrice: 2200, stock: 4 }),
      row({ sku: "CSV-KET-2", color: "Black", price: 2700, stock: 0 }),
    ]);
    const dry = await importCsv(first, true);
    expect(dry.json().data).toEqual({ created: 2, updated: 0, errors: [], dryRun: true, written: false });
    expect(await store.app.db.product.count({ where: { slug: "csv-test-kettle" } })).toBe(0);
    const real = await importCsv(first, false);
    expect(real.json().data).toMatchObject({ created: 2, updated: 0, written: true });
    const product = await store.app.db.product.findUniqueOrThrow({
      where: { slug: "csv-test-kettle" },
      include: { variants: { orderBy: { position: "asc" } } },
    });
    expect(product).toMatchObject({
      price: 2500,
      discountedPrice: 2200,
      stock: 4,
      categorySlug: "home-kitchen",
    });
    expect(product.variants.map((variant) => [variant.sku, variant.color, variant.stock])).toEqual([
      ["CSV-KET-1", "Steel", 4],
      ["CSV-KET-2", "Black", 0],
    ]);
    const second = csvOf([
      row({ sku: "CSV-KET-1", color: "Steel", price: 2400, stock: 6 }),
      row({ sku: "CSV-KET-3", color: "Red", price: 2600, stock: 1 }),
      row({ sku: "CSV-KET-2", color: "Black", price: 2700, stock: 0, status: "archived" }),
    ]);
    const changed = await importCsv(second, false);
    expect(changed.json().data).toMatchObject({ created: 1, updated: 2, errors: [] });
    const after = await store.app.db.productVariant.findMany({
      where: { productId: product.id },
      orderBy: { position: "asc" },
    });
    expect(after.map((variant) => [variant.sku, variant.price, variant.stock, variant.archived])).toEqual([
      ["CSV-KET-1", 2400, 6, false],
      ["CSV-KET-2", 2700, 0, true],
      ["CSV-KET-3", 2600, 1, false],
    ]);
    // The stock moves are in the history, each an adjustment by the import.
    const history = await store.app.db.stockChange.findMany({
      where: { variant: { productId: product.id } },
    });
    expect(history.map((change) => [change.delta, change.reason, change.note]).sort()).toEqual(
      [
        [1, "adjustment", "CSV import"],
        [2, "adjustment", "CSV import"],
        [4, "adjustment", "CSV import"],
      ].sort(),
    );
    const event = (await auditEvents(store.app.db, "admin.products_imported")).at(-1)!;
    expect(event.detail).toMatchObject({ created: 1, updated: 2 });
    // The new product is on the storefront at once.
    const search = await store.app.inject({ method: "GET", url: "/api/products?search=csv+test+kettle" });
    expect(search.json().products.map((found: { _id: string }) => found._id)).toEqual([product.id]);
  });

  it("writes nothing when any row is invalid, and lists every row's fault", async () => {
    const csv = csvOf([
      row({ productSlug: "csv-bad-one", sku: "CSV-BAD-1", price: 100, stock: 1 }),
      row({ productSlug: "csv-bad-one", sku: "CSV-BAD-2", brand: "nope", price: "12.5", stock: -1 }),
      row({ productSlug: "csv-bad-one", sku: "CSV-BAD-3", price: 100, discountedPrice: 100, stock: 1 }),
      row({ productSlug: "csv-bad-one", sku: "CSV-BAD-1", price: 100, stock: 1, status: "gone" }),
    ]);
    const before = await databaseState(store.app.db);
    const answer = await importCsv(csv, false);
    expect(answer.statusCode).toBe(200);
    const data = answer.json().data;
    expect(data.written).toBe(false);
    expect(data.errors.map((error: { row: number; field: string }) => [error.row, error.field])).toEqual(
      expect.arrayContaining([
        [3, "brand"],
        [3, "price"],
        [3, "stock"],
        [4, "discountedPrice"],
        [5, "sku"],
        [5, "status"],
      ]),
    );
    expect(await databaseState(store.app.db)).toEqual(before);
  });

  it("refuses a header with an unknown or missing column, a broken quote, and a body that is not CSV", async () => {
    const unknown = await importCsv(`${HEADER},role\r\n`, false);
    expect(unknown.json().data.errors).toEqual([{ row: 1, field: "role", message: 'Unknown column "role"' }]);
    const missing = await importCsv("productSlug,name\r\n", false);
    expect(missing.json().data.errors.map((error: { field: string }) => error.field)).toContain("sku");
    const broken = await importCsv(`${HEADER}\r\n"unclosed,`, false);
    expect(broken.json().data.errors[0].message).toMatch(/never closed/);
    const json = await store.app.inject({
      method: "POST",
      url: "/api/admin/products/import?dryRun=false",
      headers: bearer(staff),
      payload: { rows: [] },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().code).toBe("import.not_csv");
  });

  it("refuses a file larger than 1 MiB with 413", async () => {
    const answer = await importCsv(`${HEADER}\r\n${"x".repeat(1024 * 1024 + 10)}`, true);
    expect(answer.statusCode).toBe(413);
  });

  it("cannot set what the store counts: extra columns are refused, a known sku cannot move product", async () => {
    const exported = parseCsv((await exportCsv()).body);
    const first = exported[1]!;
    const moved = [...first];
    moved[0] = "some-other-product";
    const csv = [HEADER, moved.map(csvCell).join(",")].join("\r\n");
    const answer = await importCsv(csv, true);
    expect(answer.json().data.errors[0]).toMatchObject({ row: 2, field: "productSlug" });
    const soldCount = await importCsv(`${HEADER},soldCount\r\n`, true);
    expect(soldCount.json().data.errors[0].field).toBe("soldCount");
  });

  it("takes the formula guard off on import, so guarded names come back as they were", async () => {
    const csv = csvOf([row({ productSlug: "csv-formula", name: "=Equals Kettle", sku: "CSV-FORM-1" })]);
    expect(csv).toContain("'=Equals Kettle");
    expect((await importCsv(csv, false)).json().data.written).toBe(true);
    const product = await store.app.db.product.findUniqueOrThrow({ where: { slug: "csv-formula" } });
    expect(product.name).toBe("=Equals Kettle");
    const exported = (await exportCsv(await adminToken(store.app))).body;
    expect(exported).toContain("csv-formula,'=Equals Kettle,");
  });
});

describe("the CSV's Nepali names", () => {
  it("exports a product's Nepali name, sets and clears it on import, and leaves it alone without the column", async () => {
    const records = parseCsv((await exportCsv()).body);
    const column = records[0]!.indexOf("nameNe");
    const slug = records[0]!.indexOf("productSlug");
    expect(records.find((record) => record[slug] === "dhaka-topi-traditional-cap")![column]).toBe(
      "ढाका टोपी (परम्परागत टोपी)",
    );

    const nameNe = () =>
      store.app.db.product
        .findUniqueOrThrow({ where: { slug: "csv-nepali-lamp" }, select: { nameNe: true } })
        .then((product) => product.nameNe);
    const lamp = (overrides: Row) =>
      row({ productSlug: "csv-nepali-lamp", name: "CSV Nepali Lamp", sku: "CSV-NE-LAMP", ...overrides });
    expect((await importCsv(csvOf([lamp({ nameNe: "नेपाली बत्ती" })]), false)).json().data).toMatchObject({
      created: 1,
      written: true,
    });
    expect(await nameNe()).toBe("नेपाली बत्ती");

    // Without the column (an older export) the Nepali name stays.
    const withoutColumn = PRODUCT_CSV_COLUMNS.filter((name) => name !== "nameNe");
    const lampRow = lamp({ price: 2600 });
    const older = [
      withoutColumn.join(","),
      withoutColumn.map((name) => csvCell(lampRow[name] ?? null)).join(","),
    ].join("\r\n");
    expect((await importCsv(older, false)).json().data).toMatchObject({ updated: 1, written: true });
    expect(await nameNe()).toBe("नेपाली बत्ती");

    // An empty cell clears it; rows of one product must agree on it.
    expect((await importCsv(csvOf([lamp({ nameNe: "" })]), false)).json().data).toMatchObject({
      written: true,
    });
    expect(await nameNe()).toBeNull();
    const disagreeing = await importCsv(
      csvOf([lamp({ nameNe: "बत्ती" }), lamp({ sku: "CSV-NE-LAMP-2", nameNe: "दियो" })]),
      false,
    );
    expect(disagreeing.json().data).toMatchObject({ written: false, errors: [{ row: 3, field: "name" }] });
    expect(await nameNe()).toBeNull();
  });
});
