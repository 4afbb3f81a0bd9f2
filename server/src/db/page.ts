// A list read a page at a time (the admin's lists, a variant's stock history): the page's rows and where the page
// stands in the whole list, its rows counted in the same go.
export interface PageQuery {
  page: number;
  limit: number;
}

/** One page of a list and its place: the rows in all, this page's number, how many pages there are. */
export interface Page<Row> {
  rows: Row[];
  total: number;
  page: number;
  pages: number;
}

/**
 * Reads the query's page: `rows` reads the page's rows given what to skip and take, `count` every row the list's
 * filter matches. An empty list has no pages, or one with `emptyIsOnePage`.
 */
export async function readPage<Row>(
  query: PageQuery,
  count: () => Promise<number>,
  rows: (window: { skip: number; take: number }) => Promise<Row[]>,
  { emptyIsOnePage = false } = {},
): Promise<Page<Row>> {
  const [total, pageRows] = await Promise.all([
    count(),
    rows({ skip: (query.page - 1) * query.limit, take: query.limit }),
  ]);
  const pages = Math.ceil(total / query.limit);
  return { rows: pageRows, total, page: query.page, pages: emptyIsOnePage ? Math.max(1, pages) : pages };
}

/** The admin lists' order: the newest first, ties (rows made in the same millisecond) by id. */
export const newestFirst = () => [{ createdAt: "desc" as const }, { id: "desc" as const }];
