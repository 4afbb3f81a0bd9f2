// The admin's list: a search box, the screen's filters, the table, and its loading, failure and empty states,
// then Page x of y. The screen owns the query (in the URL); the table only shows it and reports changes.
import type { ReactNode } from "react";
import { Pagination } from "./Pagination.tsx";
import { QueryFailure } from "./QueryFailure.tsx";

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Amounts and counts line up on the right. */
  numeric?: boolean;
}

export interface TableSearch {
  label: string;
  value: string;
  onSearch: (value: string) => void;
}

export interface TablePage {
  page: number;
  pages: number;
  total: number;
  onPage: (page: number) => void;
}

interface DataTableProps<Row> {
  /** What the rows are, plural ("Orders"): the table's caption and the words of its states. */
  caption: string;
  columns: Column<Row>[];
  rows: Row[] | undefined;
  /** The row's key; by default its `_id`, as the store's records have. */
  rowKey?: (row: Row) => string;
  isLoading: boolean;
  error?: unknown;
  onRetry: () => void;
  emptyMessage: string;
  search?: TableSearch;
  filters?: ReactNode;
  pagination?: TablePage;
}

function SearchBox({ label, value, onSearch }: TableSearch) {
  return (
    // Keyed by the applied value, so the box shows it again when the URL changes it (Back, a cleared filter).
    <form
      key={value}
      role="search"
      className="admin-search"
      onSubmit={(event) => {
        event.preventDefault();
        const field = new FormData(event.currentTarget).get("search");
        onSearch(typeof field === "string" ? field.trim() : "");
      }}
    >
      <label htmlFor="admin-search-input">{label}</label>
      <div className="admin-search-row">
        <input id="admin-search-input" name="search" type="search" defaultValue={value} />
        <button type="submit" className="button">
          Search
        </button>
      </div>
    </form>
  );
}

const recordId = (row: unknown) => (row as { _id: string })._id;

export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey = recordId,
  isLoading,
  error,
  onRetry,
  emptyMessage,
  search,
  filters,
  pagination,
}: DataTableProps<Row>) {
  const what = caption.toLowerCase();
  let body: ReactNode;
  if (isLoading) {
    body = (
      <p role="status" className="admin-loading">
        Loading {what}…
      </p>
    );
  } else if (error) {
    body = <QueryFailure error={error} what={what} onRetry={onRetry} />;
  } else if (!rows || rows.length === 0) {
    body = <p className="admin-empty">{emptyMessage}</p>;
  } else {
    body = (
      <section className="admin-table-scroll" aria-label={`${caption} table`} tabIndex={0}>
        <table className="admin-table admin-stack">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col" className={column.numeric ? "numeric" : undefined}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td
                    key={column.header}
                    className={column.numeric ? "numeric" : undefined}
                    data-label={column.header}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    );
  }

  return (
    <div className="admin-list">
      {(search || filters) && (
        <div className="admin-list-tools">
          {search && <SearchBox {...search} />}
          {filters}
        </div>
      )}
      <div aria-busy={isLoading} className="admin-list-body">
        {body}
      </div>
      {pagination && !isLoading && !error && (
        <div className="admin-list-foot">
          <p className="admin-total">
            {pagination.total} {pagination.total === 1 ? "result" : "results"}
          </p>
          <Pagination
            page={pagination.page}
            pages={pagination.pages}
            label={caption}
            onPage={pagination.onPage}
          />
        </div>
      )}
    </div>
  );
}
