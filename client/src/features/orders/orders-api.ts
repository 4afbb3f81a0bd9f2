import type { Order } from "@store/shared/checkout";
import { baseApi } from "../../api/base-api.ts";

export const ordersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    myOrders: build.query<Order[], void>({
      query: () => "/orders",
      transformResponse: (answer: { data: { orders: Order[] } }) => answer.data.orders,
      providesTags: ["Order"],
    }),
  }),
});

export const { useMyOrdersQuery } = ordersApi;
