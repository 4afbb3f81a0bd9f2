// What the merchant's calls (docs/guides/admin.md) share: the store's one API with the admin's cache tags, so they
// share its token, timeout and sign-out on 401, the answer's envelope, a list's query and the shapes their
// endpoints repeat (a paged list, one record, a short whole list, a change sent to one record).
// Each area injects its own calls beside its screens (orders/orders-api.ts, mail/mail-api.ts, ...), loaded with
// the admin's chunk only.
import { baseApi } from "../../api/base-api.ts";

export interface Answer<T> {
  success: true;
  data: T;
}

/** A list's query without its empty filters, so `?status=&search=` is never sent. */
export function listParams(query: object): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ""),
  ) as Record<string, string | number>;
}

const ADMIN_TAGS = [
  "AdminDashboard",
  "AdminOrder",
  "AdminCustomer",
  "AdminAudit",
  "AdminInventory",
  "AdminProduct",
  "AdminBrand",
  "AdminCategory",
  "AdminReview",
  "AdminDiscount",
] as const;
type AdminTag = (typeof ADMIN_TAGS)[number];

export const adminApi = baseApi.enhanceEndpoints({ addTagTypes: ADMIN_TAGS });

/** The answer's data, or one named part of it (`answer.data.order`). */
export const data = <T>(answer: Answer<T>): T => answer.data;
export const dataPart =
  <K extends string>(key: K) =>
  <T>(answer: Answer<Record<K, T>>): T =>
    answer.data[key];

/** A paged list (GET url with its query's filters), cached under the list's tag, which its rows' changes stale. */
export const pagedList = (url: string, type: AdminTag) => ({
  query: (query: object) => ({ url, params: listParams(query) }),
  transformResponse: data,
  providesTags: [{ type, id: "LIST" }],
});

/** One record at url/:id, cached under its own id. */
export const oneRecord = (url: string, type: AdminTag) => ({
  query: (id: string) => `${url}/${encodeURIComponent(id)}`,
  transformResponse: data,
  providesTags: (_result: unknown, _error: unknown, id: string) => [{ type, id }],
});

/** A short list the screens take whole (GET url answers `{ [key]: rows }`), cached under its tag. */
export const wholeList = <K extends string>(url: string, key: K, type: AdminTag) => ({
  query: () => url,
  transformResponse: dataPart(key),
  providesTags: [type],
});

/** A change to one record: `{ [key]: id, ...body }` goes to url/:id (then suffix) with the rest as its body. */
export const sendTo =
  <K extends string>(key: K, url: string, method: "PATCH" | "POST", suffix = "") =>
  <Args extends Record<K, string>>({ [key]: id, ...body }: Args) => ({
    url: `${url}/${encodeURIComponent(id)}${suffix}`,
    method,
    body,
  });

/** What a change to one record makes stale in its own area: it, and the list it is in. */
export const recordAndList = (type: AdminTag, id: string) => [
  { type, id },
  { type, id: "LIST" },
];
