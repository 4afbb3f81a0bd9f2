import type { Order, OrderCreateRequest, ShippingMethod } from "@store/shared/checkout";
import type { PaymentMethods } from "@store/shared/payment-methods";
import { baseApi } from "../../api/base-api.ts";

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

/** POST /api/payments/esewa/initiate: the order to pay and where eSewa sends the shopper back. */
export interface EsewaInitiateRequest {
  orderId: string;
  amount: number;
  successUrl: string;
  failureUrl: string;
}

interface Paid {
  payment: { transactionId: string; amount: number; status: "completed"; method: string };
  order: Order;
}

/** The gateways that send the shopper to their own page and back to the store's return. */
export type RedirectGateway = "khalti" | "paypal";

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
    /** Where each payment method is offered and up to what total (cash on delivery: Nepal, COD_MAX_AMOUNT). */
    paymentMethods: build.query<PaymentMethods["methods"], void>({
      query: () => "/payments/methods",
      transformResponse: (answer: { data: PaymentMethods }) => answer.data.methods,
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
    initiateEsewa: build.mutation<
      { paymentUrl: string; formData: Record<string, string> },
      EsewaInitiateRequest
    >({
      query: (body) => ({ url: "/payments/esewa/initiate", method: "POST", body }),
      transformResponse: (answer: { data: { paymentUrl: string; formData: Record<string, string> } }) =>
        answer.data,
    }),
    verifyEsewa: build.mutation<Paid, Record<string, string>>({
      query: (body) => ({ url: "/payments/esewa/success", method: "POST", body }),
      transformResponse: (answer: { data: Paid }) => answer.data,
      invalidatesTags: ["Cart", "Order"],
    }),
    reportEsewaFailure: build.mutation<unknown, Record<string, string>>({
      query: (body) => ({ url: "/payments/esewa/failure", method: "POST", body }),
    }),
    /** Starts a payment at a redirect gateway; answers the gateway's page to send the shopper to. */
    startGatewayPayment: build.mutation<string, { method: RedirectGateway; orderId: string }>({
      query: ({ method, orderId }) => ({
        url: method === "khalti" ? "/payments/khalti/initiate" : "/payments/paypal/create",
        method: "POST",
        body: { orderId },
      }),
      transformResponse: (answer: { data: { payment_url?: string; approveUrl?: string } }) =>
        answer.data.payment_url ?? answer.data.approveUrl ?? "",
    }),
    gatewayPaymentStatus: build.query<GatewayPaymentStatus, { method: RedirectGateway; orderId: string }>({
      query: ({ method, orderId }) => `/payments/${method}/status/${encodeURIComponent(orderId)}`,
      transformResponse: (answer: { data: GatewayPaymentStatus }) => answer.data,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useShippingMethodsQuery,
  usePaymentMethodsQuery,
  usePlaceOrderMutation,
  usePayWithMastercardMutation,
  useInitiateEsewaMutation,
  useVerifyEsewaMutation,
  useReportEsewaFailureMutation,
  useStartGatewayPaymentMutation,
  useGatewayPaymentStatusQuery,
} = checkoutApi;
