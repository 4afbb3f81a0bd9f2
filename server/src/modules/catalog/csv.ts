// CSV text (RFC 4180) as the catalogue's files speak it, over the csv project's parser and writer: records split
// by CRLF, a bare LF or a bare CR, a quoted field may hold commas, line breaks and doubled quotes, a byte-order
// mark is skipped, a last empty line is no record. The formula guard is the store's own and lives here beside
// its undoing, so that what the export guards is exactly what the import takes off.
import { CsvError, parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";

/** A cell a spreadsheet would run as a formula (= + - @, or a tab or carriage return first) gets a leading '. */
const FORMULA_START = /^[=+\-@\t\r]/;

// Not the writer's own `escape_formulas`: it also guards the full-width ＝ ＋ － ＠, which `uncell` (and every
// file written before) leaves alone, so a name starting with one would gain a ' on each export and import.
const guardFormula = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/** Undoes the export's formula guard: a leading ' before = + - @ (or a tab or CR) is taken off. */
export function uncell(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

export type CsvValue = string | number | null;

const WRITE_OPTIONS = {
  // Text is guarded; a number (a price, -5) is written as it is.
  cast: { string: guardFormula },
  record_delimiter: "\r\n",
  // With a record delimiter given, the writer quotes a lone CR or LF only when asked to.
  quote_record_delimiter: true,
} as const;

/** Records as CSV text: quoted where a field holds a comma, a quote or a line break; each record ends with CRLF. */
export function writeCsv(records: readonly (readonly CsvValue[])[]): string {
  return stringify(records as CsvValue[][], WRITE_OPTIONS);
}

/** One field as the export writes it (guarded and quoted as needed). */
export function csvCell(value: CsvValue): string {
  return stringify([[value]], { ...WRITE_OPTIONS, eof: false });
}

export class CsvSyntaxError extends Error {
  constructor(
    /** The record (1 the first) the fault is in. */
    readonly row: number,
    message: string,
  ) {
    super(message);
  }
}

/** The parser's faults in the import's words (the codes a strict RFC 4180 reading can meet). */
const SYNTAX_MESSAGES: Record<string, string> = {
  CSV_INVALID_CLOSING_QUOTE: "A quoted field must end at a comma or a line end",
  INVALID_OPENING_QUOTE: "A quote inside an unquoted field: quote the whole field",
  CSV_QUOTE_NOT_CLOSED: "A quoted field is never closed",
};

/** The file's records, each a list of fields (an empty line is a record of one empty field). */
export function parseCsv(text: string): string[][] {
  try {
    return parse(text, {
      bom: true,
      record_delimiter: ["\r\n", "\n", "\r"],
      // Field counts and empty lines are the import's to judge, row by row.
      relax_column_count: true,
      skip_empty_lines: false,
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    // `records`: how many records were read before the fault.
    const read = typeof error.records === "number" ? error.records : 0;
    throw new CsvSyntaxError(read + 1, SYNTAX_MESSAGES[error.code] ?? error.message);
  }
}
