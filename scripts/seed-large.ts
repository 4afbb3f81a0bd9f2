// A large generated catalogue for scale tests: variants of the seeded products (same brands, categories,
// pictures and description text, so search finds the same kinds of words), inserted in batches inside
// transactions with better-sqlite3 directly (one statement a batch). The search table's triggers keep it in step, as for any product.
//
//   npx tsx scripts/seed-large.ts --count 100000 [--database file:data/store.db]
//
// --count is how many generated products the catalogue ends up with (the ones already there are kept and
// counted); the hand-written catalogue stays beside them. A missing database is migrated and seeded first.
// A progress bar goes to stderr.
import path from "node:path";
import { fileURLToPath } from "node:url";
import Sqlite from "better-sqlite3";
import pg from "pg";
import { dialectOfUrl, sqliteFile } from "../server/src/db/dialect.ts";

/** Generated products have ids of this shape, so they can be told from the seeded ones and counted. */
export const GENERATED_ID_PREFIX = "gen";
const BATCH = 10_000;
/** 26 columns a row: 1,000 rows stay under SQLite's 32,766 bound parameters a statement. */
const ROWS_PER_STATEMENT = 1000;
const DAY = 86_400_000;
const NEWEST = Date.parse("2026-11-01T06:00:00.000Z");

const EDITIONS = [
  "Classic",
  "Plus",
  "Lite",
  "Max",
  "Mini",
  "Pro",
  "Eco",
  "Prime",
  "Studio",
  "Go",
  "Neo",
  "Ultra",
];

interface Template {
  name: string;
  slug: string;
  categorySlug: string;
  subcategorySlug: string;
  brandId: string;
  price: number;
  images: string;
  description: string;
  colors: string;
  memory: string;
  storage: string;
  specifications: string;
  weight: string;
  dimensions: string;
}

/** A small deterministic generator (mulberry32), so every run builds the same catalogue. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Dates as Prisma's SQLite adapter writes them, so text order is time order across all products. */
function prismaDate(date: Date): string {
  return date.toISOString().replace("Z", "+00:00");
}

export function generatedId(index: number): string {
  return `${GENERATED_ID_PREFIX}${String(index).padStart(9, "0")}`;
}

/** The generated product number `index` (1-based), derived from one of the seeded products. */
export function generateProduct(template: Template, index: number, now: string) {
  const random = randomFrom(index);
  const edition = EDITIONS[index % EDITIONS.length]!;
  const price = Math.max(10, Math.round((template.price * (0.7 + random() * 0.6)) / 10) * 10);
  const discounted = random() < 0.25 ? Math.round((price * (0.8 + random() * 0.15)) / 10) * 10 : null;
  const reviews = Math.floor(random() * 200);
  return {
    id: generatedId(index),
    name: `${template.name} ${edition} ${index}`,
    title: `${template.name} ${edition} ${index}`,
    slug: `${template.slug}-${edition.toLowerCase()}-${index}`,
    categorySlug: template.categorySlug,
    subcategorySlug: template.subcategorySlug,
    brandId: template.brandId,
    price,
    discountedPrice: discounted,
    salePrice: discounted ?? price,
    images: template.images,
    description: template.description,
    // A generated product is sold as one variant without options (variantsFor below), so it offers none.
    colors: "[]",
    memory: "[]",
    storage: "[]",
    specifications: template.specifications,
    stock: random() < 0.1 ? 0 : Math.floor(random() * 80) + 1,
    rating: reviews === 0 ? 0 : Math.round((3 + random() * 2) * 10) / 10,
    reviewCount: reviews,
    ratingsCount: reviews,
    weight: template.weight,
    dimensions: template.dimensions,
    featured: random() < 0.002 ? 1 : 0,
    soldCount: Math.floor(random() * random() * 5000),
    createdAt: prismaDate(new Date(NEWEST - Math.floor(random() * 730) * DAY)),
    updatedAt: now,
  };
}

const COLUMNS = [
  "id",
  "name",
  "title",
  "slug",
  "categorySlug",
  "subcategorySlug",
  "brandId",
  "price",
  "discountedPrice",
  "salePrice",
  "images",
  "description",
  "colors",
  "memory",
  "storage",
  "specifications",
  "stock",
  "rating",
  "reviewCount",
  "ratingsCount",
  "weight",
  "dimensions",
  "featured",
  "soldCount",
  "createdAt",
  "updatedAt",
] as const;

type GeneratedProduct = ReturnType<typeof generateProduct>;

/**
 * The one variant of each generated product from `from` to `to` (their ids sort in number order): no options,
 * the product's price and stock, its slug as sku. Placeholders `?` for SQLite, `$n` for PostgreSQL.
 */
const variantsFor = (placeholders: [string, string]) => `
  INSERT INTO "ProductVariant" ("id", "productId", "sku", "price", "discountedPrice", "salePrice", "stock",
    "position", "createdAt", "updatedAt")
  SELECT 'v' || p."id", p."id", upper(p."slug"), p."price", p."discountedPrice", p."salePrice", p."stock", 0,
    p."createdAt", p."updatedAt"
  FROM "Product" p WHERE p."id" >= ${placeholders[0]} AND p."id" <= ${placeholders[1]}`;

/** The generated products from number `have + 1` to `target`, made from the templates a batch at a time. */
function* productBatches(
  templates: Template[],
  have: number,
  target: number,
): Generator<{ rows: GeneratedProduct[]; to: number }> {
  const now = prismaDate(new Date());
  for (let from = have + 1; from <= target; from += BATCH) {
    const to = Math.min(target, from + BATCH - 1);
    const rows = [];
    for (let index = from; index <= to; index += 1) {
      rows.push(generateProduct(templates[index % templates.length]!, index, now));
    }
    yield { rows, to };
  }
}

export interface SeedLargeOptions {
  /** Called after every batch with the generated products there are so far. */
  onProgress?: (done: number, target: number) => void;
}

/**
 * Adds generated products to a migrated and seeded SQLite file until it holds `target` of them. Returns how
 * many were added. The file must not be written by another connection meanwhile.
 */
export function seedLargeCatalogue(file: string, target: number, options: SeedLargeOptions = {}): number {
  const db = new Sqlite(file, { fileMustExist: true, timeout: 5000 });
  try {
    db.pragma("journal_mode = WAL");
    db.pragma("synchronous = NORMAL");
    const templates = db
      .prepare(
        `SELECT name, slug, categorySlug, subcategorySlug, brandId, price, images, description, colors, memory,
                storage, specifications, weight, dimensions
         FROM "Product" WHERE id NOT LIKE '${GENERATED_ID_PREFIX}%' ORDER BY slug`,
      )
      .all() as Template[];
    if (templates.length === 0)
      throw new Error("Seed the store's catalogue first: it is the generator's model.");
    const have = (
      db.prepare(`SELECT count(*) AS n FROM "Product" WHERE id LIKE '${GENERATED_ID_PREFIX}%'`).get() as {
        n: number;
      }
    ).n;
    // Many rows per INSERT statement: the search triggers then fire inside one statement, and FTS5 writes its
    // index once per statement (a statement per row makes it flush, and merge, once per product: five times slower).
    const rowValues = `(${COLUMNS.map(() => "?").join(", ")})`;
    const insertRows = db.prepare(
      `INSERT INTO "Product" (${COLUMNS.map((c) => `"${c}"`).join(", ")})
       VALUES ${Array.from({ length: ROWS_PER_STATEMENT }, () => rowValues).join(", ")}`,
    );
    const insertRow = db.prepare(
      `INSERT INTO "Product" (${COLUMNS.map((c) => `"${c}"`).join(", ")}) VALUES ${rowValues}`,
    );
    const insertVariants = db.prepare(variantsFor(["?", "?"]));
    const insertBatch = db.transaction((rows: GeneratedProduct[]) => {
      let at = 0;
      for (; at + ROWS_PER_STATEMENT <= rows.length; at += ROWS_PER_STATEMENT) {
        insertRows.run(rows.slice(at, at + ROWS_PER_STATEMENT).flatMap((row) => COLUMNS.map((c) => row[c])));
      }
      for (; at < rows.length; at += 1) insertRow.run(COLUMNS.map((c) => rows[at]![c]));
      insertVariants.run(rows[0]!.id, rows.at(-1)!.id);
    });
    options.onProgress?.(have, target);
    for (const { rows, to } of productBatches(templates, have, target)) {
      insertBatch(rows);
      options.onProgress?.(to, target);
    }
    // Fresh statistics, so the query planner knows how the new rows spread over the indexes.
    db.exec("ANALYZE");
    db.pragma("wal_checkpoint(TRUNCATE)");
    return Math.max(0, target - have);
  } finally {
    db.close();
  }
}

/**
 * seedLargeCatalogue for a database URL: a SQLite file (`file:`) as above, or a migrated and seeded PostgreSQL
 * database (`postgres://`), where each batch is one transaction of multi-row INSERTs (the search table's and the
 * catalogue version's triggers follow, as for any product).
 */
export async function seedLargeCatalogueAt(
  databaseUrl: string,
  target: number,
  options: SeedLargeOptions = {},
): Promise<number> {
  if (dialectOfUrl(databaseUrl) === "sqlite") {
    const file = sqliteFile(databaseUrl);
    if (!file) throw new Error(`${databaseUrl} names no SQLite file to add products to`);
    return seedLargeCatalogue(file, target, options);
  }
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const templates = (
      await db.query<Template>(
        `SELECT name, slug, "categorySlug", "subcategorySlug", "brandId", price, images, description, colors,
                memory, storage, specifications, weight, dimensions
         FROM "Product" WHERE id NOT LIKE '${GENERATED_ID_PREFIX}%' ORDER BY slug COLLATE "C"`,
      )
    ).rows;
    if (templates.length === 0)
      throw new Error("Seed the store's catalogue first: it is the generator's model.");
    const have = Number(
      (
        await db.query<{ n: string }>(
          `SELECT count(*) AS n FROM "Product" WHERE id LIKE '${GENERATED_ID_PREFIX}%'`,
        )
      ).rows[0]!.n,
    );
    const columns = COLUMNS.map((c) => `"${c}"`).join(", ");
    const insert = async (rows: GeneratedProduct[]) => {
      const values: unknown[] = [];
      const tuples = rows.map((row) => {
        const placeholders = COLUMNS.map((column) => {
          // SQLite's 0/1 is PostgreSQL's boolean.
          values.push(column === "featured" ? row.featured === 1 : row[column]);
          return `$${values.length}`;
        });
        return `(${placeholders.join(", ")})`;
      });
      await db.query(`INSERT INTO "Product" (${columns}) VALUES ${tuples.join(", ")}`, values);
    };
    options.onProgress?.(have, target);
    for (const { rows, to } of productBatches(templates, have, target)) {
      await db.query("BEGIN");
      for (let at = 0; at < rows.length; at += ROWS_PER_STATEMENT) {
        await insert(rows.slice(at, at + ROWS_PER_STATEMENT));
      }
      await db.query(variantsFor(["$1", "$2"]), [rows[0]!.id, rows.at(-1)!.id]);
      await db.query("COMMIT");
      options.onProgress?.(to, target);
    }
    await db.query(`ANALYZE "Product", "ProductSearch"`);
    return Math.max(0, target - have);
  } finally {
    await db.end();
  }
}

/** A progress bar on stderr: redrawn in place on a terminal, a line per quarter otherwise. */
export function progressBar(label: string): (done: number, target: number) => void {
  const started = Date.now();
  let lastQuarter = -1;
  return (done, target) => {
    const share = target === 0 ? 1 : done / target;
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const width = 30;
    const filled = Math.round(share * width);
    const line =
      `${label} [${"#".repeat(filled)}${"-".repeat(width - filled)}] ${(share * 100).toFixed(0).padStart(3)}% ` +
      `${done.toLocaleString("en")}/${target.toLocaleString("en")} ${seconds}s`;
    if (process.stderr.isTTY) {
      process.stderr.write(`\r${line}${done >= target ? "\n" : ""}`);
    } else {
      const quarter = Math.floor(share * 4);
      if (quarter !== lastQuarter) process.stderr.write(`${line}\n`);
      lastQuarter = quarter;
    }
  };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const value = (name: string) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const count = Number(value("--count") ?? 10_000);
  if (!Number.isInteger(count) || count < 0) throw new Error("--count is a whole number of products");
  const { REPOSITORY_ROOT } = await import("../server/src/config.ts");
  const databaseUrl =
    value("--database") ??
    process.env.DATABASE_URL ??
    `file:${path.join(REPOSITORY_ROOT, "data", "store.db")}`;
  const file = path.resolve(REPOSITORY_ROOT, databaseUrl.replace(/^file:/, ""));
  const { migrateDatabase } = await import("../server/src/db/migrate.ts");
  const { openDatabase } = await import("../server/src/db/client.ts");
  const { isDatabaseEmpty, seedDatabase } = await import("../server/src/db/seed.ts");
  await migrateDatabase(`file:${file}`);
  const db = await openDatabase(`file:${file}`);
  if (await isDatabaseEmpty(db)) {
    await seedDatabase(db, {
      email: process.env.ADMIN_EMAIL ?? "admin@store.local",
      password: process.env.ADMIN_PASSWORD ?? "Admin@12345",
    });
  }
  await db.$disconnect();
  const started = Date.now();
  const added = seedLargeCatalogue(file, count, { onProgress: progressBar("products") });
  console.log(
    `${added} generated products added to ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
