// A list read a page at a time (the catalogue's and every admin list): the query's `page` and `limit`, and where
// the page an answer holds stands in the whole list.
import { z } from "zod";
import { dataAnswerSchema } from "./common.ts";

/** `?page=`: 1 and up. */
export const pageNumberSchema = z.coerce
  .number({ error: "Page must be a number" })
  .int("Page must be a whole number")
  .min(1, "Page must be at least 1")
  .max(10_000, "Page must be at most 10000");

/** `?limit=`: 1 to 100 rows a page. */
export const pageLimitSchema = z.coerce
  .number({ error: "Limit must be a number" })
  .int("Limit must be a whole number")
  .min(1, "Limit must be between 1 and 100")
  .max(100, "Limit must be between 1 and 100");

/** A list query's `page` (the first unless asked) and `limit` (`rowsAPage` unless asked). */
export const pageQueryFields = (rowsAPage: number) => ({
  page: pageNumberSchema.default(1),
  limit: pageLimitSchema.default(rowsAPage),
});

/** Where an admin list's page stands: the rows in all, this page's number, how many pages there are. */
export const pagePlaceFields = () => ({
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
});

/** One page of an admin list: `{ success: true, data: { [rowsKey]: rows, total, page, pages } }`. */
export function pageAnswerSchema<Key extends string, Row extends z.ZodType>(rowsKey: Key, row: Row) {
  const rows = { [rowsKey]: z.array(row) } as { [K in Key]: z.ZodArray<Row> };
  return dataAnswerSchema({ ...rows, ...pagePlaceFields() });
}
