// Customer accounts: the list, one account, and changing its role or access.
// Injected into the store's one API by the admin's chunk only (admin-api.ts holds what the areas share).
import { adminApi, dataPart, oneRecord, pagedList, recordAndList, sendTo } from "../admin-api.ts";
import type {
  AdminCustomer,
  CustomerChange,
  CustomerDetail,
  CustomersPage,
  CustomersQuery,
} from "../admin-types.ts";

const customersApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminCustomers: build.query<CustomersPage, CustomersQuery>(
      pagedList("/admin/customers", "AdminCustomer"),
    ),
    adminCustomer: build.query<CustomerDetail, string>(oneRecord("/admin/customers", "AdminCustomer")),
    changeCustomer: build.mutation<AdminCustomer, { id: string } & CustomerChange>({
      query: sendTo("id", "/admin/customers", "PATCH"),
      transformResponse: dataPart("customer"),
      invalidatesTags: (_result, _error, { id }) => [...recordAndList("AdminCustomer", id), "AdminAudit"],
    }),
  }),
});

export const { useAdminCustomersQuery, useAdminCustomerQuery, useChangeCustomerMutation } = customersApi;
