// Discount codes: the list, creating and changing one.
// Injected into the store's one API by the admin's chunk only (admin-api.ts holds what the areas share).
import type { AdminDiscount } from "@store/shared/admin/discounts";
import type { DiscountType } from "@store/shared/pricing";
import { adminApi, dataPart, sendTo, wholeList } from "../admin-api.ts";

/** A discount code's terms as the admin's form sends them (POST, and PATCH with any of them). */
export interface AdminDiscountInput {
  code: string;
  type: DiscountType;
  value: number;
  minSubtotal: number;
  startsAt: string | null;
  endsAt: string | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  active: boolean;
}

const discountsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminDiscounts: build.query<AdminDiscount[], void>(
      wholeList("/admin/discounts", "discounts", "AdminDiscount"),
    ),
    createDiscount: build.mutation<AdminDiscount, AdminDiscountInput>({
      query: (body) => ({ url: "/admin/discounts", method: "POST", body }),
      transformResponse: dataPart("discount"),
      invalidatesTags: ["AdminDiscount", "AdminAudit"],
    }),
    changeDiscount: build.mutation<AdminDiscount, { id: string } & Partial<AdminDiscountInput>>({
      query: sendTo("id", "/admin/discounts", "PATCH"),
      transformResponse: dataPart("discount"),
      invalidatesTags: ["AdminDiscount", "AdminAudit"],
    }),
  }),
});

export const { useAdminDiscountsQuery, useCreateDiscountMutation, useChangeDiscountMutation } = discountsApi;
