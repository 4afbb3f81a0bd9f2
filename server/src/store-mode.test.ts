// STORE_MODE (store-mode.ts) read from the settings: which methods an offline and a live store offer and which
// are test-only, and which live settings a live store refuses to start without.
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import { methodStatuses, storeModeSummary } from "./store-mode.ts";

const SECRET = "a-secret-that-is-at-least-thirty-two-characters";

describe("STORE_MODE", () => {
  /** Every live setting of every method the store offers by default, and Google's. */
  const LIVE = {
    STORE_MODE: "live",
    PUBLIC_URL: "https://shop.example.np",
    ADMIN_PASSWORD: "a-live-admin-password",
    ESEWA_MODE: "live",
    ESEWA_PRODUCT_CODE: "NP-ES-SHOP",
    ESEWA_SECRET_KEY: "live-esewa-secret",
    KHALTI_MODE: "live",
    KHALTI_SECRET_KEY: "live_secret_key_shop",
    PAYPAL_API_URL: "https://api-m.paypal.com",
    PAYPAL_CLIENT_ID: "live-app",
    PAYPAL_CLIENT_SECRET: "live-app-secret",
    GOOGLE_MODE: "live",
    GOOGLE_CLIENT_ID: "123-shop.apps.googleusercontent.com",
    FONEPAY_MODE: "live",
    FONEPAY_MERCHANT_CODE: "NP-FP-SHOP",
    FONEPAY_SECRET: "live-fonepay-secret",
    FONEPAY_USERNAME: "shop-qr-user",
    FONEPAY_PASSWORD: "shop-qr-password",
    CONNECTIPS_MODE: "live",
    CONNECTIPS_MERCHANT_ID: "1234",
    CONNECTIPS_APP_ID: "MER-1234-APP-1",
    CONNECTIPS_PASSWORD: "live-connectips-password",
    CONNECTIPS_PFX_PATH: "/etc/store/connectips.pfx",
    SMS_PROVIDER: "aakash",
    AAKASH_TOKEN: "live-aakash-token",
  };
  /** The lines of a refusal, each `SETTING: why`. */
  const refusal = (environment: Record<string, string>) => {
    try {
      loadConfig(environment, SECRET);
    } catch (error) {
      return (error as Error).message
        .split("\n")
        .slice(1)
        .map((line) => line.trim().split(":")[0]);
    }
    throw new Error("the configuration was accepted");
  };

  it("is offline by default, offering every method and Google sign-in, each gateway a stand-in", () => {
    const config = loadConfig({}, SECRET);
    expect(config.storeMode).toBe("offline");
    expect(config.paymentMethods).toEqual([
      "paypal",
      "mastercard",
      "esewa",
      "khalti",
      "cod",
      "fonepay",
      "connectips",
    ]);
    expect(config.google.signIn).toBe(true);
    expect(methodStatuses(config)).toEqual([
      { method: "paypal", offered: true, testOnly: true },
      { method: "mastercard", offered: true, testOnly: true },
      { method: "esewa", offered: true, testOnly: true },
      { method: "khalti", offered: true, testOnly: true },
      { method: "cod", offered: true, testOnly: false },
      { method: "fonepay", offered: true, testOnly: true },
      { method: "connectips", offered: true, testOnly: true },
    ]);
    expect(storeModeSummary(config)).toBe(
      "Store mode: offline — test-only payment methods: PayPal (emulator), Mastercard (emulator), " +
        "eSewa (emulator), Khalti (emulator), Fonepay (emulator), connectIPS (emulator); Google sign-in: emulator",
    );
  });

  it("marks gateways' sandboxes test-only too", () => {
    const config = loadConfig(
      {
        ESEWA_MODE: "test",
        KHALTI_MODE: "sandbox",
        KHALTI_SECRET_KEY: "test_key",
        PAYPAL_API_URL: "https://api-m.sandbox.paypal.com",
        MASTERCARD_API_URL: "https://test-gateway.mastercard.com",
        FONEPAY_MODE: "uat",
        CONNECTIPS_MODE: "uat",
        PAYMENT_METHODS: "esewa, khalti,paypal,mastercard,fonepay,connectips",
      },
      SECRET,
    );
    expect(
      methodStatuses(config)
        .filter((status) => status.testOnly)
        .map((status) => status.method),
    ).toEqual(["paypal", "mastercard", "esewa", "khalti", "fonepay", "connectips"]);
    expect(storeModeSummary(config)).toContain(
      "eSewa (sandbox), Khalti (sandbox), Fonepay (sandbox), connectIPS (sandbox)",
    );
    // A Mastercard Gateway test profile (TEST…) on the live host takes no real money either.
    const testProfile = loadConfig(
      { MASTERCARD_API_URL: "https://ap-gateway.mastercard.com", MASTERCARD_MERCHANT_ID: "TESTSHOP01" },
      SECRET,
    );
    expect(methodStatuses(testProfile)[1]).toEqual({ method: "mastercard", offered: true, testOnly: true });
  });

  it("reads PAYMENT_METHODS and GOOGLE_SIGNIN, refusing what means nothing", () => {
    const config = loadConfig({ PAYMENT_METHODS: "cod,esewa", GOOGLE_SIGNIN: "off" }, SECRET);
    expect(
      methodStatuses(config)
        .filter((status) => status.offered)
        .map((status) => status.method),
    ).toEqual(["esewa", "cod"]);
    expect(config.google.signIn).toBe(false);
    expect(storeModeSummary(config)).toBe(
      "Store mode: offline — test-only payment methods: eSewa (emulator); Google sign-in: off",
    );
    expect(refusal({ PAYMENT_METHODS: "cod,visa" })).toEqual(["PAYMENT_METHODS.1"]);
    expect(refusal({ PAYMENT_METHODS: " , " })).toEqual(["PAYMENT_METHODS"]);
    expect(refusal({ PAYMENT_METHODS: "cod,cod" })).toEqual(["PAYMENT_METHODS"]);
    expect(refusal({ GOOGLE_SIGNIN: "maybe", STORE_MODE: "demo" })).toEqual(["STORE_MODE", "GOOGLE_SIGNIN"]);
  });

  it("starts live with every live setting, and does not offer the card without a live card gateway", () => {
    const config = loadConfig(LIVE, SECRET);
    expect(config.storeMode).toBe("live");
    expect(methodStatuses(config)).toEqual([
      { method: "paypal", offered: true, testOnly: false },
      { method: "mastercard", offered: false, testOnly: true },
      { method: "esewa", offered: true, testOnly: false },
      { method: "khalti", offered: true, testOnly: false },
      { method: "cod", offered: true, testOnly: false },
      { method: "fonepay", offered: true, testOnly: false },
      { method: "connectips", offered: true, testOnly: false },
    ]);
    expect(storeModeSummary(config)).toBe(
      "Store mode: live — offering PayPal, eSewa, Khalti, Cash on delivery, Fonepay, connectIPS; the card is not offered: no live " +
        "card gateway (MASTERCARD_API_URL, MASTERCARD_MERCHANT_ID, MASTERCARD_API_PASSWORD); Google sign-in: live",
    );
    // A gateway on a real host but with the offline credentials, or a test profile, is no live card gateway.
    for (const card of [
      { MASTERCARD_API_URL: "https://gateway.example.com" },
      { MASTERCARD_API_URL: "https://gateway.example.com", MASTERCARD_MERCHANT_ID: "SHOP01" },
      {
        MASTERCARD_API_URL: "https://gateway.example.com",
        MASTERCARD_MERCHANT_ID: "TESTSHOP01",
        MASTERCARD_API_PASSWORD: "pw",
      },
      { MASTERCARD_API_URL: "https://shop.example.np/gateways/mastercard", MASTERCARD_MERCHANT_ID: "SHOP01" },
    ]) {
      expect(methodStatuses(loadConfig({ ...LIVE, ...card }, SECRET))[1]!.offered, JSON.stringify(card)).toBe(
        false,
      );
    }
    const withCard = loadConfig(
      {
        ...LIVE,
        MASTERCARD_API_URL: "https://gateway.example.com",
        MASTERCARD_MERCHANT_ID: "SHOP01",
        MASTERCARD_API_PASSWORD: "pw",
      },
      SECRET,
    );
    expect(methodStatuses(withCard)[1]).toEqual({ method: "mastercard", offered: true, testOnly: false });
    expect(storeModeSummary(withCard)).toBe(
      "Store mode: live — offering PayPal, Mastercard, eSewa, Khalti, Cash on delivery, Fonepay, connectIPS; " +
        "Google sign-in: live",
    );
  });

  it("refuses to start live without each setting it needs, naming every one", () => {
    expect(refusal({ STORE_MODE: "live" })).toEqual([
      "PUBLIC_URL",
      "ESEWA_MODE",
      "ESEWA_PRODUCT_CODE",
      "ESEWA_SECRET_KEY",
      "KHALTI_MODE",
      "PAYPAL_API_URL",
      "PAYPAL_CLIENT_ID",
      "PAYPAL_CLIENT_SECRET",
      "FONEPAY_MODE",
      "FONEPAY_MERCHANT_CODE",
      "FONEPAY_SECRET",
      "FONEPAY_USERNAME",
      "CONNECTIPS_MODE",
      "CONNECTIPS_MERCHANT_ID",
      "CONNECTIPS_PFX_PATH",
      "GOOGLE_MODE",
      "GOOGLE_CLIENT_ID",
      "SMS_PROVIDER",
      "ADMIN_PASSWORD",
    ]);
    // Test servers and sandboxes are not live; nor are eSewa's published test credentials on its live host.
    expect(
      refusal({
        ...LIVE,
        ESEWA_MODE: "test",
        KHALTI_MODE: "sandbox",
        PAYPAL_API_URL: "https://api-m.sandbox.paypal.com",
      }),
    ).toEqual(["ESEWA_MODE", "KHALTI_MODE", "PAYPAL_API_URL"]);
    expect(refusal({ ...LIVE, ESEWA_PRODUCT_CODE: "EPAYTEST", ESEWA_SECRET_KEY: "8gBm/:&EnhH.1/q" })).toEqual(
      ["ESEWA_PRODUCT_CODE", "ESEWA_SECRET_KEY"],
    );
    expect(refusal({ ...LIVE, PAYPAL_API_URL: "https://shop.example.np/gateways/paypal" })).toEqual([
      "PAYPAL_API_URL",
    ]);
    expect(refusal({ ...LIVE, GOOGLE_MODE: "emulator" })).toEqual(["GOOGLE_MODE"]);
    // The SMS emulator sends no text: a live store names a provider.
    expect(refusal({ ...LIVE, SMS_PROVIDER: "emulator" })).toEqual(["SMS_PROVIDER"]);
    expect(() => loadConfig({ ...LIVE, AAKASH_TOKEN: "" }, SECRET)).toThrow(/AAKASH_TOKEN/);
    expect(() => loadConfig({ ...LIVE, SMS_PROVIDER: "sparrow" }, SECRET)).toThrow(/SPARROW_TOKEN/);
    const { ADMIN_PASSWORD: _password, ...defaultAdmin } = LIVE;
    expect(refusal(defaultAdmin)).toEqual(["ADMIN_PASSWORD"]);
    expect(() => loadConfig({ ...LIVE, KHALTI_SECRET_KEY: "" }, SECRET)).toThrow(/KHALTI_SECRET_KEY/);
  });

  it("needs no settings for a method it does not offer, nor Google's when sign-in is off", () => {
    const config = loadConfig(
      {
        STORE_MODE: "live",
        PUBLIC_URL: "https://shop.example.np",
        ADMIN_PASSWORD: "a-live-admin-password",
        PAYMENT_METHODS: "cod",
        GOOGLE_SIGNIN: "off",
        SMS_PROVIDER: "sparrow",
        SPARROW_TOKEN: "live-sparrow-token",
        SPARROW_FROM: "NepalStore",
      },
      SECRET,
    );
    expect(
      methodStatuses(config)
        .filter((status) => status.offered)
        .map((status) => status.method),
    ).toEqual(["cod"]);
    expect(storeModeSummary(config)).toBe(
      "Store mode: live — offering Cash on delivery; Google sign-in: off",
    );
  });
});
