// The catalogue as CSV (SHOP-API.md "Decisions"): the export, one row per variant, and the import of a file in
// the same format, matched by sku. The import plans every product a file touches with manage.ts's planning (the
// same rules as the admin's create and PATCH), reports every row's faults, and writes only a file without any,
// in one transaction.
import {
  PRODUCT_CSV_COLUMNS,
  MAX_PRICE,
  MAX_STOCK,
  skuSchema,
  type ProductCsvColumn,
  type ProductImportError,
  type ProductImportResult,
} from "@store/shared/admin/products";
import type { Database, Transaction } from "../../db/client.ts";
import { recordAudit, type AuditContext } from "../audit/audit-log.ts";
import {
  applyPlan,
  checkVariants,
  PlanFaults,
  TRANSACTION_OPTIONS,
  type PlannedProduct,
  type PlannedVariant,
} from "./manage.ts";
import { OPTION_KINDS, variantSelect } from "./variants.ts";

// ---- RFC 4180 ----

/** A cell a spreadsheet would run as a formula (= + - @, or a tab or carriage return first) gets a leading '. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Undoes the export's formula guard: a leading ' before = + - @ (or a tab or CR) is taken off. */
export function uncell(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly row: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * RFC 4180 records: fields split by commas, records by CRLF (a bare LF too), a quoted field may hold commas,
 * line breaks and doubled quotes. A byte-order mark is skipped; a last empty line is no record.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let index = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let quoted = false;
  let fieldStarted = false;
  const endField = () => {
    record.push(field);
    field = "";
    fieldStarted = false;
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };
  while (index < text.length) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          field += '"';
          index += 2;
          continue;
        }
        quoted = false;
        index += 1;
        const next = text[index];
        if (next !== undefined && next !== "," && next !== "\r" && next !== "\n")
          throw new CsvSyntaxError(records.length + 1, "A quoted field must end at a comma or a line end");
        continue;
      }
      field += char;
      index += 1;
      continue;
    }
    if (char === '"') {
      if (fieldStarted || field !== "")
        throw new CsvSyntaxError(
          records.length + 1,
          "A quote inside an unquoted field: quote the whole field",
        );
      quoted = true;
      fieldStarted = true;
      index += 1;
      continue;
    }
    if (char === ",") {
      endField();
      index += 1;
      continue;
    }
    if (char === "\r" || char === "\n") {
      endRecord();
      index += char === "\r" && text[index + 1] === "\n" ? 2 : 1;
      continue;
    }
    field += char;
    fieldStarted = true;
    index += 1;
  }
  if (quoted) throw new CsvSyntaxError(records.length + 1, "A quoted field is never closed");
  if (field !== "" || fieldStarted || record.length > 0) endRecord();
  return records;
}

// ---- export ----

export async function exportProductsCsv(db: Database): Promise<string> {
  const rows = await db.productVariant.findMany({
    orderBy: [{ product: { slug: "asc" } }, { position: "asc" }, { id: "asc" }],
    select: {
      ...variantSelect,
      product: {
        select: {
          slug: true,
          name: true,
          nameNe: true,
          categorySlug: true,
          subcategorySlug: true,
          archivedAt: true,
          brand: { select: { slug: true } },
        },
      },
    },
  });
  const lines = [PRODUCT_CSV_COLUMNS.join(",")];
  for (const row of rows) {
    const values: Record<ProductCsvColumn, string | number | null> = {
      productSlug: row.product.slug,
      name: row.product.name,
      brand: row.product.brand.slug,
      category: row.product.categorySlug,
      subcategory: row.product.subcategorySlug,
      sku: row.sku,
      color: row.color,
      memory: row.memory,
      storage: row.storage,
      size: row.size,
      price: row.price,
      discountedPrice: row.discountedPrice,
      stock: row.stock,
      status: row.archived || row.product.archivedAt !== null ? "archived" : "active",
      nameNe: row.product.nameNe,
    };
    lines.push(PRODUCT_CSV_COLUMNS.map((column) => csvCell(values[column])).join(","));
  }
  return `${lines.join("\r\n")}\r\n`;
}

// ---- import ----

const REQUIRED: readonly ProductCsvColumn[] = [
  "productSlug",
  "name",
  "brand",
  "category",
  "subcategory",
  "sku",
  "price",
  "stock",
];
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_ROWS = 20_000;

interface CsvRow {
  row: number;
  values: Record<ProductCsvColumn, string>;
  /** The file has a nameNe column (without one, products keep their Nepali names). */
  hasNameNe: boolean;
}

function wholeNumber(text: string, max: number): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const value = Number(text);
  return value <= max ? value : null;
}

/** The file's rows by column, or the faults that make it unreadable (header and syntax). */
function readRows(text: string, errors: ProductImportError[]): CsvRow[] {
  let records: string[][];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    errors.push({ row: error.row, field: "", message: error.message });
    return [];
  }
  const header = records[0]?.map((name) => name.trim());
  if (!header || header.every((name) => name === "")) {
    errors.push({
      row: 1,
      field: "",
      message: `The file needs a header row: ${PRODUCT_CSV_COLUMNS.join(",")}`,
    });
    return [];
  }
  const known = new Set<string>(PRODUCT_CSV_COLUMNS);
  for (const name of header)
    if (!known.has(name))
      errors.push({ row: 1, field: name, message: `Unknown column ${JSON.stringify(name.slice(0, 40))}` });
  for (const [index, name] of header.entries())
    if (header.indexOf(name) !== index)
      errors.push({ row: 1, field: name, message: `Column ${name} is given twice` });
  for (const name of REQUIRED)
    if (!header.includes(name))
      errors.push({ row: 1, field: name, message: `The column ${name} is missing` });
  if (errors.length > 0) return [];
  if (records.length - 1 > MAX_ROWS) {
    errors.push({ row: MAX_ROWS + 2, field: "", message: `At most ${MAX_ROWS} rows in one file` });
    return [];
  }
  const rows: CsvRow[] = [];
  for (const [index, record] of records.slice(1).entries()) {
    const row = index + 2;
    if (record.length === 1 && record[0] === "") continue;
    if (record.length !== header.length) {
      errors.push({
        row,
        field: "",
        message: `The row has ${record.length} fields; the header has ${header.length}`,
      });
      continue;
    }
    const values = Object.fromEntries(PRODUCT_CSV_COLUMNS.map((column) => [column, ""])) as Record<
      ProductCsvColumn,
      string
    >;
    for (const [position, name] of header.entries())
      values[name as ProductCsvColumn] = uncell(record[position]!.trim());
    rows.push({ row, values, hasNameNe: header.includes("nameNe") });
  }
  return rows;
}

interface Lookup {
  brands: Map<string, string>;
  subcategories: Set<string>;
  categories: Set<string>;
}

async function lookups(db: Transaction | Database): Promise<Lookup> {
  const [brands, categories, subcategories] = await Promise.all([
    db.brand.findMany({ select: { id: true, slug: true } }),
    db.category.findMany({ select: { slug: true } }),
    db.subcategory.findMany({ select: { categorySlug: true, slug: true } }),
  ]);
  return {
    brands: new Map(
      brands.flatMap((brand) => [[brand.slug, brand.id] as const, [brand.id, brand.id] as const]),
    ),
    categories: new Set(categories.map((category) => category.slug)),
    subcategories: new Set(subcategories.map((sub) => `${sub.categorySlug}/${sub.slug}`)),
  };
}

interface Planned {
  plans: PlannedProduct[];
  created: number;
  updated: number;
  errors: ProductImportError[];
}

/** What the file would do: the products it touches as they would be, or the faults of its rows. */
async function planImport(db: Transaction | Database, text: string): Promise<Planned> {
  const errors: ProductImportError[] = [];
  const rows = readRows(text, errors);
  if (errors.length > 0) return { plans: [], created: 0, updated: 0, errors };
  const fault = (row: number, field: string, message: string) => errors.push({ row, field, message });
  const lookup = await lookups(db);
  const skus = [...new Set(rows.map((row) => row.values.sku))];
  const slugs = [...new Set(rows.map((row) => row.values.productSlug.toLowerCase()))];
  const known = await db.productVariant.findMany({
    where: { sku: { in: skus } },
    select: { sku: true, productId: true, product: { select: { slug: true } } },
  });
  const productOfSku = new Map(known.map((variant) => [variant.sku, variant.product.slug]));
  const products = await db.product.findMany({
    where: { OR: [{ slug: { in: slugs } }, { id: { in: known.map((variant) => variant.productId) } }] },
    select: {
      id: true,
      slug: true,
      name: true,
      brandId: true,
      categorySlug: true,
      subcategorySlug: true,
      archivedAt: true,
      variants: { select: variantSelect, orderBy: [{ position: "asc" }, { id: "asc" }] },
    },
  });
  const bySlug = new Map(products.map((product) => [product.slug, product]));
  const plans = new Map<string, PlannedProduct & { archived: boolean; firstRow: number }>();
  const seenSku = new Map<string, number>();
  let created = 0;
  let updated = 0;
  for (const { row, values, hasNameNe } of rows) {
    const before = errors.length;
    const slug = values.productSlug.toLowerCase();
    if (!SLUG.test(slug) || slug.length > 120)
      fault(row, "productSlug", "productSlug must be lower-case letters, digits and single hyphens");
    if (values.name === "" || values.name.length > 200)
      fault(row, "name", "name is required (at most 200 characters)");
    if (values.nameNe.length > 200) fault(row, "nameNe", "nameNe must be at most 200 characters");
    // An empty cell is no Nepali name; a file without the column leaves each product's as it is.
    const nameNe = hasNameNe ? values.nameNe || null : undefined;
    const sku = skuSchema.safeParse(values.sku);
    if (!sku.success) fault(row, "sku", sku.error.issues[0]?.message ?? "SKU is not valid");
    else if (seenSku.has(values.sku))
      fault(row, "sku", `SKU ${values.sku} is on row ${seenSku.get(values.sku)} too`);
    seenSku.set(values.sku, row);
    const brandId = lookup.brands.get(values.brand.toLowerCase()) ?? lookup.brands.get(values.brand);
    if (!brandId) fault(row, "brand", `No brand has the slug ${values.brand}`);
    const category = values.category.toLowerCase();
    const subcategory = values.subcategory.toLowerCase();
    if (!lookup.categories.has(category))
      fault(row, "category", `No category has the slug ${values.category}`);
    else if (!lookup.subcategories.has(`${category}/${subcategory}`))
      fault(row, "subcategory", `The category ${category} has no subcategory ${values.subcategory}`);
    for (const kind of OPTION_KINDS)
      if (values[kind].length > 60) fault(row, kind, `${kind} must be at most 60 characters`);
    const price = wholeNumber(values.price, MAX_PRICE);
    if (price === null) fault(row, "price", `price must be a whole number of rupees from 0 to ${MAX_PRICE}`);
    const discountedPrice =
      values.discountedPrice === "" ? null : wholeNumber(values.discountedPrice, MAX_PRICE);
    if (values.discountedPrice !== "" && discountedPrice === null)
      fault(row, "discountedPrice", "discountedPrice must be empty or a whole number of rupees");
    const stock = wholeNumber(values.stock, MAX_STOCK);
    if (stock === null) fault(row, "stock", `stock must be a whole number from 0 to ${MAX_STOCK}`);
    const status = values.status === "" ? "active" : values.status.toLowerCase();
    if (status !== "active" && status !== "archived")
      fault(row, "status", "status must be active or archived");
    const owner = productOfSku.get(values.sku);
    if (owner !== undefined && owner !== slug)
      fault(row, "productSlug", `SKU ${values.sku} belongs to the product ${owner}: a variant cannot move`);
    if (errors.length > before) continue;

    let plan = plans.get(slug);
    if (!plan) {
      const existing = bySlug.get(slug);
      plan = {
        id: existing?.id,
        slug,
        name: values.name,
        nameNe,
        brandId: brandId!,
        categorySlug: category,
        subcategorySlug: subcategory,
        variants: (existing?.variants ?? []).map((variant) => ({ ...variant, at: `sku ${variant.sku}` })),
        archived: existing?.archivedAt != null,
        firstRow: row,
      };
      plans.set(slug, plan);
    } else if (
      plan.name !== values.name ||
      plan.nameNe !== nameNe ||
      plan.brandId !== brandId ||
      plan.categorySlug !== category ||
      plan.subcategorySlug !== subcategory
    ) {
      fault(
        row,
        "name",
        `The rows of ${slug} disagree on its name, Nepali name, brand, category or subcategory (see row ${plan.firstRow})`,
      );
      continue;
    }
    const options = Object.fromEntries(OPTION_KINDS.map((kind) => [kind, values[kind]])) as Record<
      (typeof OPTION_KINDS)[number],
      string
    >;
    const variant = plan.variants.find((candidate) => candidate.sku === values.sku);
    if (plan.archived && status === "active" && (variant === undefined || variant.archived === false)) {
      // The export writes every variant of an archived product as archived; "active" would be a restore.
      fault(
        row,
        "status",
        `The product ${slug} is archived: restore it first (POST /api/admin/products/:id/restore)`,
      );
      continue;
    }
    const archived = plan.archived ? (variant?.archived ?? false) : status === "archived";
    const at = `row ${row}`;
    if (variant) {
      Object.assign(variant, options, { price: price!, discountedPrice, stock: stock!, archived, at });
      updated += 1;
    } else {
      plan.variants.push({
        ...options,
        sku: values.sku,
        price: price!,
        discountedPrice,
        stock: stock!,
        image: null,
        archived,
        position: Math.max(-1, ...plan.variants.map((candidate) => candidate.position)) + 1,
        at,
      } satisfies PlannedVariant);
      created += 1;
    }
  }
  for (const plan of plans.values()) {
    const faults = new PlanFaults();
    checkVariants(plan, faults, plan.slug);
    for (const found of faults.faults) {
      const row = Number(/^row (\d+)/.exec(found.field)?.[1] ?? plan.firstRow);
      const field = found.field.replace(/^(row \d+|sku \S+)\.?/, "") || "status";
      errors.push({ row, field, message: found.message });
    }
  }
  errors.sort((a, b) => a.row - b.row);
  return { plans: [...plans.values()], created, updated, errors };
}

/**
 * Imports a CSV file (see the route's description). The file is planned and checked inside the transaction that
 * writes it, so what was checked is what is written; a dry run or any fault writes nothing.
 */
export async function importProductsCsv(
  db: Database,
  text: string,
  dryRun: boolean,
  admin: AuditContext,
): Promise<ProductImportResult> {
  if (dryRun) {
    const planned = await planImport(db, text);
    return {
      created: planned.created,
      updated: planned.updated,
      errors: planned.errors,
      dryRun,
      written: false,
    };
  }
  const planned = await db.$transaction(
    async (tx) => {
      const result = await planImport(tx, text);
      if (result.errors.length > 0) return result;
      const newSlugs = new Set<string>();
      for (const plan of result.plans) {
        if (plan.id === undefined) {
          plan.description = "";
          plan.specifications = {};
          plan.images = [];
          plan.featured = false;
          newSlugs.add(plan.slug);
        }
        await applyPlan(tx, plan, "CSV import");
      }
      if (result.created + result.updated > 0)
        await recordAudit(tx, "admin.products_imported", admin, {
          created: result.created,
          updated: result.updated,
          products: result.plans.length,
          newProducts: [...newSlugs].join(", "),
        });
      return result;
    },
    { maxWait: TRANSACTION_OPTIONS.maxWait, timeout: 120_000 },
  );
  return {
    created: planned.created,
    updated: planned.updated,
    errors: planned.errors,
    dryRun,
    written: planned.errors.length === 0,
  };
}
