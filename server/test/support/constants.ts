export const TEST_ADMIN = { email: "admin@store.test", password: "Admin@12345" };
export const TEST_JWT_SECRET = "test-secret-that-is-long-enough-for-hs256-signing";

/**
 * A live store (STORE_MODE=live) offering every method but connectIPS (and the card, which has no live card
 * gateway here), with made-up live settings (none a test one) whose hosts no test reaches.
 */
export const LIVE_STORE = {
  STORE_MODE: "live",
  PUBLIC_URL: "https://shop.example.com",
  ADMIN_PASSWORD: "Live-store-admin-7Hq2",
  ESEWA_MODE: "live",
  ESEWA_PRODUCT_CODE: "NP-ES-SHOP",
  ESEWA_SECRET_KEY: "live-esewa-secret-key",
  KHALTI_MODE: "live",
  KHALTI_SECRET_KEY: "live_secret_key_made_up_for_tests",
  PAYPAL_API_URL: "https://api-m.paypal.com",
  PAYPAL_CLIENT_ID: "live-paypal-client-id",
  PAYPAL_CLIENT_SECRET: "live-paypal-client-secret",
  GOOGLE_MODE: "live",
  GOOGLE_CLIENT_ID: "1234567890-shop.apps.googleusercontent.com",
  FONEPAY_MODE: "live",
  FONEPAY_MERCHANT_CODE: "NP-FP-SHOP",
  FONEPAY_SECRET: "live-fonepay-secret-key",
  FONEPAY_USERNAME: "shop-qr-user",
  FONEPAY_PASSWORD: "shop-qr-password",
  SMS_PROVIDER: "sparrow",
  SPARROW_TOKEN: "live-sparrow-token-made-up-for-tests",
  SPARROW_FROM: "NepalStore",
  // connectIPS live needs the merchant's PFX on disk: config.test.ts covers its live settings; this store leaves
  // it out of the methods it offers.
  PAYMENT_METHODS: "paypal,mastercard,esewa,khalti,cod,fonepay",
};
