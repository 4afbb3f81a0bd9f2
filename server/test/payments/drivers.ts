// How the contract suite (contract.test.ts) drives each payment method with a gateway, over HTTP only: the store's
// own routes, and the method's offline emulator under /gateways/<name>/ (the gateway's side: its pages, its API,
// and where a case needs the gateway to behave in a way no test account can make it, its own ledger). A new
// gateway joins the suite with one entry here; a case it cannot meet (the card has no return to forge) is named in
// `notApplicable` with the reason, and the suite checks that every case is either driven or explained.
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { PaymentMethod } from "@store/shared/order-facts";
import type { AppConfig } from "../../src/config.ts";
import {
  approveAtPaypalEmulator,
  form,
  initiateEsewa,
  initiateKhalti,
  payAtEsewaEmulator,
  payAtKhaltiEmulator,
  signedEsewaAnswer,
  type Shopper,
} from "../support/payments.ts";

/** The cases every provider is held to (SHOP-API.md part 3, "Payments: one contract"). */
export const CONTRACT_CASES = [
  "forged",
  "replayed",
  "underpaid",
  "foreign",
  "expired",
  "unreachable",
  "double refund",
  "excessive refund",
] as const;
export type ContractCase = (typeof CONTRACT_CASES)[number];

export interface ShopperOrder {
  _id: string;
  orderNumber: string;
  pricing: { total: number };
}

/** One started attempt, as the driver needs it again (the gateway's reference, the form or link it gave). */
export type Handle = Record<string, string>;

/** A return as the gateway (or an attacker) hands it to the store: what the driver sends to the store's route. */
export type GatewayReturn = Record<string, string>;

/** What the store answered a return: paid (the success page, or a 200 with the paid order) or not. */
export interface Settled {
  paid: boolean;
  answer: LightMyRequestResponse;
}

export interface ContractDriver {
  method: Exclude<PaymentMethod, "cod">;
  /** Asks the store to start a payment of the order at the gateway (the raw answer: refusals are checked too). */
  begin(app: FastifyInstance, shopper: Shopper, order: ShopperOrder): Promise<LightMyRequestResponse>;
  /** The started attempt's handle, read from begin's 200 answer. */
  handleOf(answer: LightMyRequestResponse, order: ShopperOrder): Handle;
  /** At the emulator: the shopper pays the whole attempt. Answers the return the gateway sends back. */
  pay(app: FastifyInstance, handle: Handle, order: ShopperOrder): Promise<GatewayReturn>;
  /** A return an attacker makes up for a started, unpaid attempt, claiming it was paid in full. */
  forge?(app: FastifyInstance, handle: Handle, order: ShopperOrder, config: AppConfig): GatewayReturn;
  /** The gateway takes less than the order's total for the attempt: the return it then sends (or one claiming the total). */
  underpay?(
    app: FastifyInstance,
    handle: Handle,
    order: ShopperOrder,
    config: AppConfig,
  ): Promise<GatewayReturn>;
  /** The gateway lets the attempt expire; the return then claims it paid. */
  expire?(
    app: FastifyInstance,
    handle: Handle,
    order: ShopperOrder,
    config: AppConfig,
  ): Promise<GatewayReturn>;
  /**
   * Hands a return to the store as the shopper's browser would (the gateway's redirect, or the shopper's post of
   * what the gateway answered), claiming it is for `claimed` (the order the return is about, unless an attacker
   * says otherwise).
   */
  deliver(
    app: FastifyInstance,
    shopper: Shopper,
    back: GatewayReturn,
    claimed: ShopperOrder,
  ): Promise<Settled>;
  /** Points the provider at a port nothing listens on; answers how to point it back. */
  cutOff(config: AppConfig): () => void;
  /** Which of begin, the return, or both the suite checks while the gateway does not answer, and their answers. */
  unreachable: {
    /** The documented refusal of begin (a gateway that cannot start a payment). */
    begin?: { status: number; code: string };
    /** A return settled while the gateway cannot be asked: not paid, and what the store answers. */
    deliver?: (settled: Settled) => void;
  };
  /** False for a method with no gateway return (the card): its payment call is what the suite hands in. */
  returns?: false;
  /** Cases that do not apply to this method, each with why. */
  notApplicable?: Partial<Record<ContractCase, string>>;
}

const CLOSED = "http://127.0.0.1:9";

/** The store's failure or success page a redirect return ends at. */
function redirected(answer: LightMyRequestResponse): Settled {
  if (answer.statusCode !== 302) throw new Error(`the return answered ${answer.statusCode}: ${answer.body}`);
  const page = new URL(answer.headers.location as string);
  return { paid: page.pathname.endsWith("/success"), answer };
}

/** The page a redirect return ended at, and why (for the failure page). */
export function pageOf(settled: Settled) {
  const page = new URL(settled.answer.headers.location as string);
  return {
    path: page.pathname,
    orderId: page.searchParams.get("orderId"),
    reason: page.searchParams.get("reason"),
  };
}

/** Swaps one setting for a closed port and answers how to put it back. */
function swap<T extends object, K extends keyof T>(settings: T, key: K, value: T[K]) {
  const saved = settings[key];
  settings[key] = value;
  return () => {
    settings[key] = saved;
  };
}

/** The shopper's browser posts the signed form to eSewa's payment page (the emulator records the transaction). */
async function visitEsewa(app: FastifyInstance, handle: Handle) {
  const { paymentUrl, ...fields } = handle;
  const page = await app.inject({ method: "POST", url: new URL(paymentUrl!).pathname, ...form(fields) });
  if (page.statusCode !== 200) throw new Error(`eSewa's payment page answered ${page.statusCode}`);
}

const esewa: ContractDriver = {
  method: "esewa",
  begin: (app, shopper, order) => initiateEsewa(app, shopper, order),
  handleOf: (answer) => ({
    ...(answer.json().data.formData as Handle),
    paymentUrl: answer.json().data.paymentUrl as string,
  }),
  async pay(app, handle) {
    await visitEsewa(app, handle);
    return payAtEsewaEmulator(app, handle);
  },
  forge(_app, handle, _order, config) {
    // eSewa's test key is public: a forger can sign whatever the answer claims.
    return {
      data: signedEsewaAnswer(config.esewa.secretKey, {
        transaction_code: "000FORGED",
        status: "COMPLETE",
        total_amount: handle.total_amount!,
        transaction_uuid: handle.transaction_uuid!,
        product_code: handle.product_code!,
      }),
    };
  },
  async underpay(app, handle, order, config) {
    // eSewa took one rupee less than the order (its own record says so); the answer claims the total.
    await visitEsewa(app, handle);
    await app.db.esewaEmulatorTransaction.update({
      where: {
        productCode_transactionUuid: {
          productCode: handle.product_code!,
          transactionUuid: handle.transaction_uuid!,
        },
      },
      data: { totalAmount: String(order.pricing.total - 1) },
    });
    await payAtEsewaEmulator(app, { ...handle, total_amount: String(order.pricing.total - 1) });
    return this.forge!(app, handle, order, config);
  },
  async expire(app, handle, order, config) {
    // The shopper left eSewa's page: eSewa ends the session (NOT_FOUND, "session expired").
    await visitEsewa(app, handle);
    await payAtEsewaEmulator(app, handle, { action: "cancel" });
    return this.forge!(app, handle, order, config);
  },
  async deliver(app, shopper, back, claimed) {
    const answer = await app.inject({
      method: "POST",
      url: "/api/payments/esewa/success",
      headers: shopper,
      payload: { orderId: claimed.orderNumber, ...back },
    });
    return { paid: answer.statusCode === 200, answer };
  },
  cutOff: (config) => swap(config.esewa, "statusUrl", `${CLOSED}/api/epay/transaction/status/`),
  unreachable: {
    // API.md: every answer the store cannot verify is 400 "Payment verification failed" (a retry may pay).
    deliver({ answer }) {
      if (answer.statusCode !== 400 || answer.json().code !== "payment.verification_failed")
        throw new Error(`an unanswered eSewa status check answered ${answer.statusCode}: ${answer.body}`);
    },
  },
};

const khalti: ContractDriver = {
  method: "khalti",
  begin: (app, shopper, order) => initiateKhalti(app, shopper, order),
  handleOf: (answer) => ({ pidx: answer.json().data.pidx as string }),
  async pay(app, handle) {
    return (await payAtKhaltiEmulator(app, handle.pidx!)).query;
  },
  forge: (_app, handle, order) => ({
    pidx: handle.pidx!,
    txnId: "ForgedTransaction00001",
    transaction_id: "ForgedTransaction00001",
    amount: String(order.pricing.total * 100),
    total_amount: String(order.pricing.total * 100),
    status: "Completed",
    purchase_order_id: order.orderNumber,
  }),
  async underpay(app, handle, order) {
    await app.db.khaltiEmulatorPayment.update({
      where: { pidx: handle.pidx! },
      data: { amount: order.pricing.total * 100 - 1 },
    });
    const { query } = await payAtKhaltiEmulator(app, handle.pidx!);
    return {
      ...query,
      amount: String(order.pricing.total * 100),
      total_amount: String(order.pricing.total * 100),
    };
  },
  async expire(app, handle, order, config) {
    await app.db.khaltiEmulatorPayment.update({
      where: { pidx: handle.pidx! },
      data: { expiresAt: new Date(Date.now() - 1) },
    });
    return this.forge!(app, handle, order, config);
  },
  async deliver(app, _shopper, back, claimed) {
    // Khalti's redirect carries no credential; an attacker can only claim an order in the query.
    const query = new URLSearchParams({ ...back, purchase_order_id: claimed.orderNumber });
    return redirected(await app.inject({ method: "GET", url: `/api/payments/khalti/return?${query}` }));
  },
  cutOff: (config) => swap(config.khalti, "apiUrl", `${CLOSED}/api/v2/`),
  unreachable: {
    begin: { status: 502, code: "payment.gateway_unreachable" },
    deliver(settled) {
      const { path, reason } = pageOf(settled);
      if (path !== "/checkout/khalti/failure" || reason !== "lookup_failed")
        throw new Error(`an unanswered Khalti lookup ended at ${path}?reason=${reason}`);
    },
  },
};

const paypal: ContractDriver = {
  method: "paypal",
  begin: (app, shopper, order) =>
    app.inject({
      method: "POST",
      url: "/api/payments/paypal/create",
      headers: shopper,
      payload: { orderId: order._id },
    }),
  handleOf: (answer) => ({
    token: new URL(answer.json().data.approveUrl as string).searchParams.get("token")!,
  }),
  async pay(app, handle) {
    return Object.fromEntries((await approveAtPaypalEmulator(app, handle.token!)).searchParams);
  },
  // PayPal's return carries only the token (and PayerID): a forger sends it before the buyer approved.
  forge: (_app, handle) => ({ token: handle.token!, PayerID: "FORGEDPAYER01" }),
  async underpay(app, handle) {
    await app.db.paypalEmulatorOrder.update({
      where: { id: handle.token! },
      data: { amount: { decrement: 1 } },
    });
    return Object.fromEntries((await approveAtPaypalEmulator(app, handle.token!)).searchParams);
  },
  async expire(app, handle) {
    // PayPal voids an order the buyer never approved in time (VOIDED).
    await app.db.paypalEmulatorOrder.update({ where: { id: handle.token! }, data: { status: "VOIDED" } });
    return { token: handle.token!, PayerID: "FORGEDPAYER01" };
  },
  async deliver(app, _shopper, back) {
    const query = new URLSearchParams(back);
    return redirected(await app.inject({ method: "GET", url: `/api/payments/paypal/return?${query}` }));
  },
  cutOff: (config) => swap(config.paypal, "apiUrl", `${CLOSED}/v1`),
  unreachable: {
    begin: { status: 502, code: "payment.gateway_unreachable" },
    deliver(settled) {
      const { path } = pageOf(settled);
      if (path !== "/checkout/paypal/failure") throw new Error(`an unanswered PayPal ended at ${path}`);
    },
  },
};

const TEST_CARD = {
  cardNumber: "5555555555554444",
  expiryDate: "12/30",
  cvv: "123",
  cardName: "Test Cardholder",
};

/** The card is typed into the store's own page: no redirect, no return; the process call is what pays. */
const mastercard: ContractDriver = {
  method: "mastercard",
  // Nothing is started at the card processor before the card is typed in.
  begin: async (app, shopper, order) =>
    app.inject({ method: "GET", url: `/api/orders/${order.orderNumber}`, headers: shopper }),
  handleOf: () => ({}),
  async pay(_app, _handle, order) {
    return { amount: String(order.pricing.total) };
  },
  async underpay(_app, _handle, order) {
    return { amount: String(order.pricing.total - 1) };
  },
  async deliver(app, shopper, back, claimed) {
    const answer = await app.inject({
      method: "POST",
      url: "/api/payments/mastercard/process",
      headers: shopper,
      payload: { orderId: claimed._id, amount: Number(back.amount), cardDetails: TEST_CARD },
    });
    return { paid: answer.statusCode === 200, answer };
  },
  cutOff: (config) => swap(config.mastercard, "apiUrl", `${CLOSED}/api`),
  unreachable: {
    deliver({ answer }) {
      if (answer.statusCode !== 502 || answer.json().code !== "payment.gateway_unreachable")
        throw new Error(`an unanswered card processor answered ${answer.statusCode}: ${answer.body}`);
    },
  },
  returns: false,
  notApplicable: {
    forged: "the card has no return to forge: the store itself asks the processor",
    expired: "nothing is started at the processor before the card is typed in, so nothing can expire",
  },
};

/** Every method with a gateway the suite drives. Fonepay and connectIPS add theirs here. */
export const CONTRACT_DRIVERS: ContractDriver[] = [esewa, khalti, paypal, mastercard];
