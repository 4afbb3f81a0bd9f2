// What the merchant's calls (docs/guides/admin.md) share: the store's one API with the admin's
// cache tags, so they share its token, timeout and sign-out on 401, the answer's envelope and a list's query.
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

export const adminApi = baseApi.enhanceEndpoints({
  addTagTypes: [
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
  ],
});
