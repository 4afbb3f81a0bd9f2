// Orders: the list, one order, and what the merchant does to it (status, cash collected, refund).
// Injected into the store's one API by the admin's chunk only (admin-api.ts holds what the areas share).
import {
  adminApi,
  dataPart,
  oneRecord,
  pagedList,
  recordAndList,
  sendTo,
  type Answer,
} from "../admin-api.ts";
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
  ...recordAndList("AdminOrder", orderNumber),
  "AdminDashboard" as const,
  "AdminAudit" as const,
  "Order" as const,
];

const ordersApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminOrders: build.query<OrdersPage, OrdersQuery>(pagedList("/admin/orders", "AdminOrder")),
    adminOrder: build.query<OrderDetail, string>(oneRecord("/admin/orders", "AdminOrder")),
    changeOrderStatus: build.mutation<Order, { orderNumber: string } & OrderStatusChange>({
      query: sendTo("orderNumber", "/admin/orders", "PATCH", "/status"),
      transformResponse: dataPart("order"),
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
    /** An order on the road marked out for delivery today (the shopper is texted); answers the server's sentence. */
    markOutForDelivery: build.mutation<{ message: string; order: Order }, { orderNumber: string }>({
      query: ({ orderNumber }) => ({
        url: `/admin/orders/${encodeURIComponent(orderNumber)}/out-for-delivery`,
        method: "POST",
      }),
      transformResponse: (answer: Answer<{ order: Order }> & { message: string }) => ({
        message: answer.message,
        order: answer.data.order,
      }),
      invalidatesTags: (_result, _error, { orderNumber }) => orderChanged(orderNumber),
    }),
    refundOrder: build.mutation<Order, { orderNumber: string } & RefundRequest>({
      query: sendTo("orderNumber", "/admin/orders", "POST", "/refund"),
      transformResponse: dataPart("order"),
      invalidatesTags: (_result, _error, { orderNumber }) => orderChanged(orderNumber),
    }),
  }),
});

export const {
  useAdminOrdersQuery,
  useAdminOrderQuery,
  useChangeOrderStatusMutation,
  useRecordCashCollectedMutation,
  useMarkOutForDeliveryMutation,
  useRefundOrderMutation,
} = ordersApi;
