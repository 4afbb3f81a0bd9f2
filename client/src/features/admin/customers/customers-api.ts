// Customer accounts: the list, one account, and changing its role or access.
// Injected into the store's one API by the admin's chunk only (admin-api.ts holds what the areas share).
import { adminApi, listParams, type Answer } from "../admin-api.ts";
import type {
  AdminCustomer,
  CustomerChange,
  CustomerDetail,
  CustomersPage,
  CustomersQuery,
} from "../admin-types.ts";

const customersApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminCustomers: build.query<CustomersPage, CustomersQuery>({
      query: (query) => ({ url: "/admin/customers", params: listParams(query) }),
      transformResponse: (answer: Answer<CustomersPage>) => answer.data,
      providesTags: [{ type: "AdminCustomer", id: "LIST" }],
    }),
    adminCustomer: build.query<CustomerDetail, string>({
      query: (id) => `/admin/customers/${encodeURIComponent(id)}`,
      transformResponse: (answer: Answer<CustomerDetail>) => answer.data,
      providesTags: (_result, _error, id) => [{ type: "AdminCustomer", id }],
    }),
    changeCustomer: build.mutation<AdminCustomer, { id: string } & CustomerChange>({
      query: ({ id, ...body }) => ({
        url: `/admin/customers/${encodeURIComponent(id)}`,
        method: "PATCH",
        body,
      }),
      transformResponse: (answer: Answer<{ customer: AdminCustomer }>) => answer.data.customer,
      invalidatesTags: (_result, _error, { id }) => [
        { type: "AdminCustomer", id },
        { type: "AdminCustomer", id: "LIST" },
        "AdminAudit",
      ],
    }),
  }),
});

export const { useAdminCustomersQuery, useAdminCustomerQuery, useChangeCustomerMutation } = customersApi;
