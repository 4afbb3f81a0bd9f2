import type { Order } from "@store/shared/checkout";
import { baseApi } from "../../api/base-api.ts";

export const ordersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    myOrders: build.query<Order[], void>({
      query: () => "/orders",
      transformResponse: (answer: { data: { orders: Order[] } }) => answer.data.orders,
      providesTags: ["Order"],
    }),
    /** One order for whoever placed it (the account, or the guest session that placed it); 404 for anyone else. */
    order: build.query<Order, string>({
      query: (orderNumber) => `/orders/${encodeURIComponent(orderNumber)}`,
      transformResponse: (answer: { data: { order: Order } }) => answer.data.order,
      providesTags: ["Order"],
    }),
  }),
});

export const { useMyOrdersQuery, useOrderQuery } = ordersApi;
