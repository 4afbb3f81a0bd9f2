// What STORE_MODE means (docs/guides/security-and-store-mode.md; docs/SECURITY.md "STORE_MODE"), in one
// place: which payment methods the store offers, which of them are test-only (reached through an emulator or a
// gateway's sandbox, so they take no real money) and how Google sign-in is reached. config.ts refuses to start a
// live store that lacks anything (liveSettingsMissing); app.ts mounts no emulator in a live store; the payment
// routes and the order refuse a method that is not offered; the start-up log and the admin's dashboard say which
// methods are test-only.
import { PAYMENT_METHOD_NAMES, PAYMENT_METHODS, type PaymentMethod } from "@store/shared/order-facts";
import type { AppConfig } from "./config.ts";
import { badRequest } from "./http-error.ts";
import { OFFLINE_DEFAULTS } from "./offline-defaults.ts";
import { onOwnOrigin } from "./own-origin.ts";

/** How a test-only method is reached: the store's own stand-in, or the gateway's sandbox or test server. */
export type TestGateway = "emulator" | "sandbox";

const ownOrigin = (config: AppConfig, url: string) => onOwnOrigin(url, config.publicUrl);

/**
 * How a method reaches a gateway that takes no real money, or null when its gateway is real (or, for cash on
 * delivery, when it has none). The card's sandbox: a test host (test-gateway.…) or a test merchant profile (a
 * Mastercard Gateway test profile is the merchant id prefixed with TEST).
 */
export function testGateway(config: AppConfig, method: PaymentMethod): TestGateway | null {
  switch (method) {
    case "cod":
      return null;
    case "esewa":
      return config.esewa.mode === "emulator" ? "emulator" : config.esewa.mode === "test" ? "sandbox" : null;
    case "khalti":
      return config.khalti.mode === "emulator"
        ? "emulator"
        : config.khalti.mode === "sandbox"
          ? "sandbox"
          : null;
    case "fonepay":
      return config.fonepay.mode === "emulator"
        ? "emulator"
        : config.fonepay.mode === "uat"
          ? "sandbox"
          : null;
    case "connectips":
      return config.connectips.mode === "emulator"
        ? "emulator"
        : config.connectips.mode === "uat"
          ? "sandbox"
          : null;
    case "paypal":
      if (ownOrigin(config, config.paypal.apiUrl)) return "emulator";
      return new URL(config.paypal.apiUrl).hostname.endsWith(".sandbox.paypal.com") ? "sandbox" : null;
    case "mastercard":
      if (ownOrigin(config, config.mastercard.apiUrl)) return "emulator";
      return new URL(config.mastercard.apiUrl).hostname.startsWith("test-") ||
        config.mastercard.merchantId.startsWith("TEST")
        ? "sandbox"
        : null;
  }
}

/** A card gateway that takes real money: a real host and the merchant's own credentials. */
function liveCardGateway(config: AppConfig): boolean {
  return (
    testGateway(config, "mastercard") === null &&
    config.mastercard.merchantId !== OFFLINE_DEFAULTS.mastercardMerchantId &&
    config.mastercard.password !== OFFLINE_DEFAULTS.mastercardPassword
  );
}

/**
 * Whether shoppers may pay by the method: PAYMENT_METHODS names it, and in a live store it takes real money. A
 * live store without a live card gateway simply does not offer the card (every other method it names must be
 * live, or config.ts refuses to start it).
 */
export function isOffered(config: AppConfig, method: PaymentMethod): boolean {
  if (!config.paymentMethods.includes(method)) return false;
  if (config.storeMode === "offline") return true;
  return method === "mastercard" ? liveCardGateway(config) : testGateway(config, method) === null;
}

const METHOD_UNAVAILABLE = "This payment method is not available in this store. Please choose another.";

/**
 * Refuses a method the store does not offer, wherever it is asked for: its payment routes, and an order to be
 * paid by it (`field`: the body's field that names it).
 */
export function assertOffered(config: AppConfig, method: PaymentMethod, field?: string): void {
  if (isOffered(config, method)) return;
  throw badRequest(
    "payment.method_unavailable",
    METHOD_UNAVAILABLE,
    field ? [{ field, message: METHOD_UNAVAILABLE }] : undefined,
  );
}

export interface MethodStatus {
  method: PaymentMethod;
  offered: boolean;
  testOnly: boolean;
}

/** Every method, in the store's order, with whether it is offered and whether it is test-only. */
export function methodStatuses(config: AppConfig): MethodStatus[] {
  return PAYMENT_METHODS.map((method) => ({
    method,
    offered: isOffered(config, method),
    testOnly: testGateway(config, method) !== null,
  }));
}

export const offeredMethods = (config: AppConfig): PaymentMethod[] =>
  methodStatuses(config)
    .filter((status) => status.offered)
    .map((status) => status.method);

/** The offered methods that take no real money (none in a live store). */
export const testOnlyMethods = (config: AppConfig): PaymentMethod[] =>
  methodStatuses(config)
    .filter((status) => status.offered && status.testOnly)
    .map((status) => status.method);

export type GoogleSignIn = "emulator" | "live" | "off";

export const googleSignIn = (config: AppConfig): GoogleSignIn =>
  config.google.signIn ? config.google.mode : "off";

/** The one start-up line that says plainly what kind of store this is and which methods take no real money. */
export function storeModeSummary(config: AppConfig): string {
  const statuses = methodStatuses(config).filter((status) => config.paymentMethods.includes(status.method));
  const named = (methods: PaymentMethod[]) =>
    methods.map((method) => PAYMENT_METHOD_NAMES[method]).join(", ");
  const google = `Google sign-in: ${googleSignIn(config)}`;
  if (config.storeMode === "offline") {
    const testOnly = statuses
      .filter((status) => status.testOnly)
      .map((status) => `${PAYMENT_METHOD_NAMES[status.method]} (${testGateway(config, status.method)})`);
    const methods = testOnly.length
      ? `test-only payment methods: ${testOnly.join(", ")}`
      : "no payment method is test-only";
    return `Store mode: offline — ${methods}; ${google}`;
  }
  const offered = statuses.filter((status) => status.offered).map((status) => status.method);
  const card = statuses.some((status) => status.method === "mastercard" && !status.offered)
    ? "; the card is not offered: no live card gateway (MASTERCARD_API_URL, MASTERCARD_MERCHANT_ID, MASTERCARD_API_PASSWORD)"
    : "";
  return `Store mode: live — offering ${named(offered) || "no payment method"}${card}; ${google}`;
}
