// A list's filters and page live in the URL (?status=pending&page=2), as Shopify's admin keeps them: a list can be
// shared, reloaded and walked back with the browser's Back.
import { startTransition, useOptimistic } from "react";
import { useSearchParams } from "react-router-dom";
import type { TablePage, TableSearch } from "./components/DataTable.tsx";

export type ParamPatch = Record<string, string | number | undefined>;

/**
 * React Router moves to a new URL inside a transition, which a busy device renders late: until then a controlled
 * filter would show its old value (a ticked box springs back). The filters show the new parameters at once, as
 * the storefront's listing does, and the URL's once the router has moved.
 */
export function useListParams() {
  const [urlParams, setParams] = useSearchParams();
  const [params, showAtOnce] = useOptimistic(urlParams);
  const page = Math.max(1, Math.floor(Number(params.get("page"))) || 1);
  /** Sets the given filters (empty ones are removed) and, unless the page is one of them, starts at page 1. */
  function update(patch: ParamPatch) {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(patch)) {
      if (value === undefined || value === "") next.delete(name);
      else next.set(name, String(value));
    }
    if (!("page" in patch) || patch.page === 1) next.delete("page");
    startTransition(() => {
      showAtOnce(next);
      setParams(next);
    });
  }
  const text = (name: string) => params.get(name) ?? "";
  /** The list's search box, over ?search=. */
  const search = (label: string): TableSearch => ({
    label,
    value: text("search"),
    onSearch: (value) => update({ search: value }),
  });
  /** Page x of y of an answer, moving through ?page=. */
  const pages = (answer: PageOf | undefined): TablePage | undefined =>
    answer && { ...answer, onPage: (next) => update({ page: next }) };
  /**
   * A list call as the table shows it: the rows of its answer, loading (nothing yet to show), failed (and asked
   * again), and its pages.
   */
  const table = <Answer extends PageOf, Row>(call: ListCall<Answer>, rowsOf: (answer: Answer) => Row[]) => ({
    rows: call.currentData && rowsOf(call.currentData),
    isLoading: call.isFetching && !call.currentData,
    error: call.isError ? call.error : undefined,
    onRetry: () => void call.refetch(),
    pagination: pages(call.currentData),
  });
  return { params, page, text, update, search, table };
}

type PageOf = Omit<TablePage, "onPage">;

/** What the table needs of an RTK Query list call. */
interface ListCall<Answer> {
  currentData?: Answer;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** A value from the URL when it is one of the allowed ones, so a hand-edited link cannot send anything else. */
export function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.find((candidate) => candidate === value);
}

/** A day (YYYY-MM-DD) from the URL, or nothing. */
export function day(value: string | null): string | undefined {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}
