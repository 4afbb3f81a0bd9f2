// An import file's rows by column (the export's header, its columns in any order), or the faults that make the
// file unreadable: its syntax, an unknown, repeated or missing column, too many rows.
import {
  PRODUCT_CSV_COLUMNS,
  type ProductCsvColumn,
  type ProductImportError,
} from "@store/shared/admin/products";
import { CsvSyntaxError, parseCsv, uncell } from "./csv.ts";

/** Columns a file may leave out: a variant's options, its discount and status, the product's Nepali name. */
const OPTIONAL = new Set<ProductCsvColumn>([
  "color",
  "memory",
  "storage",
  "size",
  "discountedPrice",
  "status",
  "nameNe",
]);
const REQUIRED = PRODUCT_CSV_COLUMNS.filter((column) => !OPTIONAL.has(column));
const MAX_ROWS = 20_000;

export interface CsvRow {
  /** Its line in the file: the header is row 1. */
  row: number;
  values: Record<ProductCsvColumn, string>;
  /** The file has a nameNe column (without one, products keep their Nepali names). */
  hasNameNe: boolean;
}

function headerFaults(header: readonly string[]): ProductImportError[] {
  const errors: ProductImportError[] = [];
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
  return errors;
}

/** The file's rows (empty lines left out), or none and the faults in `errors`. */
export function readRows(text: string, errors: ProductImportError[]): CsvRow[] {
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
  errors.push(...headerFaults(header));
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
