// How the contract suite (contract.test.ts) drives each payment method with a gateway, over HTTP only: the store's
// own routes, and the method's offline emulator under /gateways/<name>/ (the gateway's side: its pages, its API,
// and where a case needs the gateway to behave in a way no test account can make it, its own ledger). A new
// gateway joins the suite with one entry here; a case it cannot meet (the card has no return to forge) is named in
// `notApplicable` with the reason, and the suite checks that every case is either driven or explained.
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { PaymentMethod } from "@store/shared/order-facts";
import type { AppConfig } from "../../src/config.ts";
import {
  dataValidation,
  REQUEST_DV_FIELDS,
  RETURN_DV_FIELDS,
} from "../../src/modules/payments/providers/fonepay/dv.ts";
import { merchantKey } from "../../src/modules/payments/providers/connectips/merchant-key.ts";
import {
  paymentTokenText,
  signToken,
  type ConnectipsPaymentFields,
} from "../../src/modules/payments/providers/connectips/token.ts";
import {
  approveAtPaypalEmulator,
  form,
  initiateConnectips,
  initiateEsewa,
  initiateKhalti,
  payAtConnectipsEmulator,
  payAtEsewaEmulator,
  payAtKhaltiEmulator,
  signedEsewaAnswer,
  type Shopper,
} from "../support/payments.ts";
import { decideAtFonepay, initiateFonepayWeb, openFonepayPage } from "../support/fonepay-web.ts";

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
  /** The way of paying, where a method has more than one (Fonepay: its web checkout, or a QR). */
  way?: string;
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

/** connectIPS: the browser posts the signed fields to its login page; its return names only the TXNID. */
const connectips: ContractDriver = {
  method: "connectips",
  begin: (app, shopper, order) => initiateConnectips(app, shopper, order),
  handleOf: (answer) => ({ ...(answer.json().data.fields as Handle) }),
  async pay(app, handle) {
    return (await payAtConnectipsEmulator(app, handle)).query;
  },
  // connectIPS sends the browser back to the same URL paid or not: a return before the shopper paid.
  forge: (_app, handle) => ({ TXNID: handle.TXNID! }),
  async underpay(app, handle, _order, config) {
    // connectIPS took one rupee less: the login page was given a smaller TXNAMT, signed with the merchant's key
    // (as a tampered form would have to be for connectIPS to take it).
    const { TOKEN: _token, ...fields } = handle;
    const less = {
      ...fields,
      TXNAMT: String(Number(fields.TXNAMT) - 100),
    } as unknown as ConnectipsPaymentFields;
    const key = await merchantKey(config, app.db);
    const signed = { ...less, TOKEN: signToken(paymentTokenText(less), key.privateKey) };
    return (await payAtConnectipsEmulator(app, signed as unknown as Handle)).query;
  },
  async deliver(app, _shopper, back) {
    const query = new URLSearchParams(back);
    return redirected(await app.inject({ method: "GET", url: `/api/payments/connectips/return?${query}` }));
  },
  cutOff: (config) => swap(config.connectips, "apiUrl", `${CLOSED}/connectipswebws/api/creditor`),
  unreachable: {
    deliver(settled) {
      const { path, reason } = pageOf(settled);
      if (path !== "/checkout/connectips/failure" || reason !== "lookup_failed")
        throw new Error(`an unanswered validatetxn ended at ${path}?reason=${reason}`);
    },
  },
  notApplicable: {
    expired:
      "connectIPS documents no time limit on a login-page session; a cancelled one is FAILED (the store's " +
      "connectips tests), and a return before paying is the forged case",
  },
};

/** Fonepay's web checkout: the browser goes to Fonepay's page with the signed fields; its return is signed (DV). */
const fonepayWeb: ContractDriver = {
  method: "fonepay",
  way: "web checkout",
  begin: (app, shopper, order) => initiateFonepayWeb(app, shopper, order),
  handleOf: (answer) => ({
    ...(answer.json().data.fields as Handle),
    paymentUrl: answer.json().data.paymentUrl as string,
  }),
  async pay(app, handle) {
    const { paymentUrl, ...fields } = handle;
    const page = await openFonepayPage(app, paymentUrl!, fields);
    if (page.statusCode !== 200) throw new Error(`Fonepay's page answered ${page.statusCode}`);
    return decideAtFonepay(app, fields);
  },
  forge(_app, handle, order, config) {
    // The emulator's secret is Fonepay's published test key: a forger signs a return claiming payment, with a
    // trace id Fonepay never gave. Only Fonepay's verification can tell, and it says no.
    const { merchantCode, secret } = config.fonepay;
    const fields = {
      PRN: handle.PRN!,
      PID: merchantCode,
      PS: "true",
      RC: "successful",
      UID: "999999999999",
      BC: "NICENPKA",
      INI: "9841000001",
      P_AMT: `${order.pricing.total}.0`,
      R_AMT: String(order.pricing.total),
    };
    return { ...fields, DV: dataValidation(secret, RETURN_DV_FIELDS, fields) };
  },
  async underpay(app, handle, _order, config) {
    // Fonepay took one rupee less: its page was given a smaller AMT, signed with the merchant's secret.
    const { paymentUrl, DV: _dv, ...fields } = handle;
    const less = { ...fields, AMT: String(Number(fields.AMT) - 1) } as Record<
      (typeof REQUEST_DV_FIELDS)[number],
      string
    >;
    const signed = { ...less, DV: dataValidation(config.fonepay.secret, REQUEST_DV_FIELDS, less) };
    const page = await openFonepayPage(app, paymentUrl!, signed);
    if (page.statusCode !== 200) throw new Error(`Fonepay's page answered ${page.statusCode}`);
    return decideAtFonepay(app, signed);
  },
  async deliver(app, _shopper, back) {
    const query = new URLSearchParams(back);
    return redirected(await app.inject({ method: "GET", url: `/api/payments/fonepay/return?${query}` }));
  },
  cutOff: (config) =>
    swap(config.fonepay, "verificationUrl", `${CLOSED}/api/merchantRequest/verificationMerchant`),
  unreachable: {
    deliver(settled) {
      const { path, reason } = pageOf(settled);
      if (path !== "/checkout/fonepay/failure" || reason !== "lookup_failed")
        throw new Error(`an unanswered Fonepay verification ended at ${path}?reason=${reason}`);
    },
  },
  notApplicable: {
    expired:
      "Fonepay's web checkout sets no time limit on a payment request it documents; a rejected one fails " +
      "(the store's fonepay-web tests), and a QR's end is the QR's expired case",
  },
};

/** The shopper's own status check of a QR: what the QR page asks (no gateway return: the bank app pays). */
async function qrStatus(app: FastifyInstance, shopper: Shopper, prn: string): Promise<Settled> {
  const answer = await app.inject({
    method: "GET",
    url: `/api/payments/fonepay/qr/${prn}`,
    headers: shopper,
  });
  return { paid: answer.statusCode === 200 && answer.json().data.status === "paid", answer };
}

/** The bank app opens the QR text and approves (or rejects) it. */
async function decideInBankApp(app: FastifyInstance, handle: Handle, decision: "success" | "failed") {
  const opened = await app.inject({
    method: "GET",
    url: `/gateways/fonepay/bank-app?qr=${encodeURIComponent(handle.qrMessage!)}`,
  });
  if (opened.statusCode !== 200) throw new Error(`the bank app could not open the QR: ${opened.statusCode}`);
  return app.inject({
    method: "POST",
    url: "/gateways/fonepay/bank-app/decide",
    ...form({ prn: handle.prn!, decision }),
  });
}

/** Fonepay's dynamic QR: paid in a bank app; the store believes only its own status call to Fonepay. */
const fonepayQr: ContractDriver = {
  method: "fonepay",
  way: "QR",
  begin: (app, shopper, order) =>
    app.inject({
      method: "POST",
      url: "/api/payments/fonepay/qr",
      headers: shopper,
      payload: { orderId: order._id },
    }),
  handleOf: (answer) => ({
    prn: answer.json().data.prn as string,
    qrMessage: answer.json().data.qrMessage as string,
  }),
  async pay(app, handle) {
    const decided = await decideInBankApp(app, handle, "success");
    if (decided.statusCode !== 200) throw new Error(`the bank app could not pay: ${decided.statusCode}`);
    return { prn: handle.prn! };
  },
  // The QR has no return to forge: the shopper's page asks before any bank app paid.
  forge: (_app, handle) => ({ prn: handle.prn! }),
  async expire(app, handle) {
    // The QR's ten minutes pass (at Fonepay and at the store); a bank app can no longer pay it.
    const past = new Date(Date.now() - 11 * 60_000);
    await app.db.fonepayEmulatorQr.update({ where: { prn: handle.prn! }, data: { createdAt: past } });
    await app.db.payment.update({ where: { transactionUuid: handle.prn! }, data: { expiresAt: past } });
    const opened = await app.inject({
      method: "GET",
      url: `/gateways/fonepay/bank-app?qr=${encodeURIComponent(handle.qrMessage!)}`,
    });
    if (opened.statusCode !== 409) throw new Error(`the bank app opened an ended QR: ${opened.statusCode}`);
    const decided = await app.inject({
      method: "POST",
      url: "/gateways/fonepay/bank-app/decide",
      ...form({ prn: handle.prn!, decision: "success" }),
    });
    if (decided.statusCode !== 409) throw new Error(`the bank app paid an ended QR: ${decided.statusCode}`);
    return { prn: handle.prn! };
  },
  deliver: (app, shopper, back) => qrStatus(app, shopper, back.prn!),
  cutOff: (config) => swap(config.fonepay, "qrApiUrl", `${CLOSED}/api/merchant/merchantDetailsForThirdParty`),
  unreachable: {
    begin: { status: 502, code: "payment.gateway_unreachable" },
    deliver({ answer }) {
      if (answer.statusCode !== 200 || answer.json().data.status === "paid")
        throw new Error(`an unanswered QR status check answered ${answer.statusCode}: ${answer.body}`);
    },
  },
  notApplicable: {
    underpaid:
      "Fonepay's QR status answer carries no amount: the store pays for the QR it made, whose amount (EMVCo tag " +
      "54) it checked is the order's total when Fonepay made it (the store's fonepay-qr tests)",
  },
};

/** Every method with a gateway the suite drives (Fonepay twice: its web checkout and its QR). */
export const CONTRACT_DRIVERS: ContractDriver[] = [
  esewa,
  khalti,
  paypal,
  mastercard,
  connectips,
  fonepayWeb,
  fonepayQr,
];
