// The offline defaults of the gateway and admin settings: config.ts starts a store with them when nothing is set
// and refuses a live store that still has one; store-mode.ts reads the card's to tell a live card gateway.
/**
 * The settings a store starts with when nothing is set: test credentials only the emulators (or, for eSewa, its
 * test server) accept. A live store that still has one of these has not been given its own.
 */
export const OFFLINE_DEFAULTS = {
  // eSewa's published merchant-integration test credentials (developer.esewa.com.np).
  esewaProductCode: "EPAYTEST",
  esewaSecretKey: "8gBm/:&EnhH.1/q",
  googleClientId: "nepal-store-offline.apps.googleusercontent.com",
  paypalClientId: "store-offline-client",
  paypalClientSecret: "store-offline-secret",
  mastercardMerchantId: "TESTSTORE",
  mastercardPassword: "store-offline-password",
  adminPassword: "Admin@12345",
  // Fonepay's published test merchant (its integration guide): merchant code, secret key, QR API user.
  fonepayMerchantCode: "fonepay123",
  fonepaySecret: "fonepay",
  fonepayUsername: "bijayk",
  fonepayPassword: "password",
  // The emulator's connectIPS merchant and app (NCHL gives each merchant its own).
  connectipsMerchantId: "9999",
  connectipsAppId: "MER-9999-APP-1",
  connectipsAppName: "Nepal Store",
  connectipsPassword: "store-offline-connectips",
} as const;
