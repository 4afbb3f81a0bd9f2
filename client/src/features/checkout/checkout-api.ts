import type { Order, OrderCreateRequest, ShippingMethod } from "@store/shared/checkout";
import type { PaymentMethods } from "@store/shared/payment-methods";
import type { PaymentKind, RefundRoute } from "@store/shared/order-facts";
import { baseApi } from "../../api/base-api.ts";
import { GATEWAYS, type GatewayMethod, type GatewayStart, type OrderToPay } from "./pay-steps.ts";

/** A card as the shopper types it on the confirmation step. */
export interface CardDetails {
  cardNumber: string;
  expiryDate: string;
  cvv: string;
  cardName: string;
}

/** POST /api/payments/mastercard/process: the placed order's card payment. */
export interface CardPaymentRequest {
  orderId: string;
  amount: number;
  cardDetails: CardDetails;
}

interface Paid {
  payment: { transactionId: string; amount: number; status: "completed"; method: string };
  order: Order;
}

/**
 * One method the payment step offers (GET /api/payments/methods, SHOP-API.md part 3): today's fields, and how it
 * is paid, whether this order may use it and why not, and how its refunds are paid. The part 3 fields are
 * optional here because a store from before them answers without them; the step then uses pay-steps.ts's kinds.
 */
export type OfferedMethod = PaymentMethods["methods"][number] & {
  name?: string;
  kind?: PaymentKind;
  available?: boolean;
  reason?: string;
  refunds?: RefundRoute;
};

/** Where a Fonepay QR payment is (SHOP-API.md part 3 "Fonepay"). */
export const QR_STATUSES = ["waiting", "scanned", "paid", "failed", "expired"] as const;
export type QrStatus = (typeof QR_STATUSES)[number];

/** POST /api/payments/fonepay/qr: the QR's reference, its EMVCo text (the store draws it) and when it ends. */
export interface FonepayQr {
  prn: string;
  qrMessage: string;
  expiresAt: string;
}

/** An order's payment as the server settled it with the gateway (Khalti's lookup, PayPal's order). */
export interface GatewayPaymentStatus {
  status: Order["payment"]["status"];
  message: string;
  transactionId: string | null;
  order: Order;
}

export const checkoutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Priced for a Nepal district's delivery zone; without one, as outside the valley. */
    shippingMethods: build.query<ShippingMethod[], string | undefined>({
      query: (district) =>
        district
          ? `/orders/shipping-methods?district=${encodeURIComponent(district)}`
          : "/orders/shipping-methods",
      transformResponse: (answer: { data: ShippingMethod[] }) => answer.data,
    }),
    /**
     * The methods the store offers, where and up to what total (cash on delivery: Nepal, COD_MAX_AMOUNT), and
     * with an order, which of them that order may use.
     */
    paymentMethods: build.query<OfferedMethod[], string | void>({
      query: (orderId) =>
        orderId ? `/payments/methods?orderId=${encodeURIComponent(orderId)}` : "/payments/methods",
      transformResponse: (answer: { data: { methods: OfferedMethod[] } }) => answer.data.methods,
    }),
    placeOrder: build.mutation<Order, OrderCreateRequest>({
      query: (body) => ({ url: "/orders", method: "POST", body }),
      transformResponse: (answer: { data: { order: Order } }) => answer.data.order,
      // A cash-on-delivery order is confirmed as it is placed: its lines leave the cart at once.
      invalidatesTags: ["Cart", "Order"],
    }),
    payWithMastercard: build.mutation<Paid, CardPaymentRequest>({
      query: (body) => ({ url: "/payments/mastercard/process", method: "POST", body }),
      transformResponse: (answer: { data: Paid }) => answer.data,
      invalidatesTags: ["Cart", "Order"],
    }),
    verifyEsewa: build.mutation<Paid, Record<string, string>>({
      query: (body) => ({ url: "/payments/esewa/success", method: "POST", body }),
      transformResponse: (answer: { data: Paid }) => answer.data,
      invalidatesTags: ["Cart", "Order"],
    }),
    reportEsewaFailure: build.mutation<unknown, Record<string, string>>({
      query: (body) => ({ url: "/payments/esewa/failure", method: "POST", body }),
    }),
    /** Starts a payment at a gateway (pay-steps.ts's line for the method): where to send the shopper. */
    startPayment: build.mutation<GatewayStart, OrderToPay & { method: GatewayMethod }>({
      query: ({ method, ...order }) => ({
        url: GATEWAYS[method].endpoint,
        method: "POST",
        body: GATEWAYS[method].body(order),
      }),
      transformResponse: (answer: { data: Record<string, unknown> }, _meta, { method }) =>
        GATEWAYS[method].read(answer.data),
    }),
    gatewayPaymentStatus: build.query<GatewayPaymentStatus, { method: GatewayMethod; orderId: string }>({
      query: ({ method, orderId }) => `/payments/${method}/status/${encodeURIComponent(orderId)}`,
      transformResponse: (answer: { data: GatewayPaymentStatus }) => answer.data,
      keepUnusedDataFor: 0,
    }),
    /** The order a QR pays (its total), for whoever placed it. */
    orderToPay: build.query<Order, string>({
      query: (orderNumber) => `/orders/${encodeURIComponent(orderNumber)}`,
      transformResponse: (answer: { data: { order: Order } }) => answer.data.order,
      keepUnusedDataFor: 0,
    }),
    /** The order's Fonepay QR: the waiting one when there is one (a page opened again), else a new one. */
    fonepayQr: build.mutation<FonepayQr, { orderId: string }>({
      query: (body) => ({ url: "/payments/fonepay/qr", method: "POST", body }),
      transformResponse: (answer: { data: FonepayQr }) => answer.data,
    }),
    /** Where the QR's payment is, when its live stream cannot be had. */
    fonepayQrStatus: build.query<QrStatus, string>({
      query: (prn) => `/payments/fonepay/qr/${encodeURIComponent(prn)}`,
      transformResponse: (answer: { data: { status: QrStatus } }) => answer.data.status,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useShippingMethodsQuery,
  usePaymentMethodsQuery,
  usePlaceOrderMutation,
  usePayWithMastercardMutation,
  useVerifyEsewaMutation,
  useReportEsewaFailureMutation,
  useStartPaymentMutation,
  useGatewayPaymentStatusQuery,
  useOrderToPayQuery,
  useFonepayQrMutation,
  useFonepayQrStatusQuery,
} = checkoutApi;
