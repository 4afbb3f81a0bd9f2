// Orders: the list, one order, and what the merchant does to it (status, cash collected, refund).
// Injected into the store's one API by the admin's chunk only (admin-api.ts holds what the areas share).
import { adminApi, listParams, type Answer } from "../admin-api.ts";
import type {
  Order,
  OrderDetail,
  OrdersPage,
  OrdersQuery,
  OrderStatusChange,
  RefundRequest,
} from "../admin-types.ts";

/** What a change to one order makes stale: it, the list, the dashboard, the audit log and the shopper's orders. */
const orderChanged = (orderNumber: string) => [
  { type: "AdminOrder" as const, id: orderNumber },
  { type: "AdminOrder" as const, id: "LIST" },
  "AdminDashboard" as const,
  "AdminAudit" as const,
  "Order" as const,
];

const ordersApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminOrders: build.query<OrdersPage, OrdersQuery>({
      query: (query) => ({ url: "/admin/orders", params: listParams(query) }),
      transformResponse: (answer: Answer<OrdersPage>) => answer.data,
      providesTags: [{ type: "AdminOrder", id: "LIST" }],
    }),
    adminOrder: build.query<OrderDetail, string>({
      query: (orderNumber) => `/admin/orders/${encodeURIComponent(orderNumber)}`,
      transformResponse: (answer: Answer<OrderDetail>) => answer.data,
      providesTags: (_result, _error, orderNumber) => [{ type: "AdminOrder", id: orderNumber }],
    }),
    changeOrderStatus: build.mutation<Order, { orderNumber: string } & OrderStatusChange>({
      query: ({ orderNumber, ...body }) => ({
        url: `/admin/orders/${encodeURIComponent(orderNumber)}/status`,
        method: "PATCH",
        body,
      }),
      transformResponse: (answer: Answer<{ order: Order }>) => answer.data.order,
      // The shopper's own order list shows the new status too.
      invalidatesTags: (_result, _error, { orderNumber }) => orderChanged(orderNumber),
    }),
    /** Cash of a delivered cash-on-delivery order recorded as collected; answers the server's sentence. */
    recordCashCollected: build.mutation<{ message: string; order: Order }, { orderNumber: string }>({
      query: ({ orderNumber }) => ({
        url: `/admin/orders/${encodeURIComponent(orderNumber)}/cod-collected`,
        method: "POST",
      }),
      transformResponse: (answer: Answer<{ order: Order }> & { message: string }) => ({
        message: answer.message,
        order: answer.data.order,
      }),
      invalidatesTags: (_result, _error, { orderNumber }) => orderChanged(orderNumber),
    }),
    refundOrder: build.mutation<Order, { orderNumber: string } & RefundRequest>({
      query: ({ orderNumber, ...body }) => ({
        url: `/admin/orders/${encodeURIComponent(orderNumber)}/refund`,
        method: "POST",
        body,
      }),
      transformResponse: (answer: Answer<{ order: Order }>) => answer.data.order,
      invalidatesTags: (_result, _error, { orderNumber }) => orderChanged(orderNumber),
    }),
  }),
});

export const {
  useAdminOrdersQuery,
  useAdminOrderQuery,
  useChangeOrderStatusMutation,
  useRecordCashCollectedMutation,
  useRefundOrderMutation,
} = ordersApi;
