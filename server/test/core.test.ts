import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "./support/app.ts";
import { builtClient, type BuiltClient } from "./support/built-client.ts";

describe("the API's envelope, limits and headers", () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await createTestStore();
  });
  afterAll(() => store.close());

  it("answers an unknown /api path with 404 Route not found", async () => {
    const response = await store.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, code: "route.not_found", message: "Route not found" });
  });

  // Oversized, malformed, deeply nested and polluting bodies, and other content types:
  // security/malformed-requests.test.ts.

  it("refuses a malformed guest session id with 400", async () => {
    for (const sessionId of ["short", "has spaces in it", "x".repeat(129), "semi;colon;id"]) {
      const response = await store.app.inject({
        method: "GET",
        url: "/api/products",
        headers: { "x-session-id": sessionId },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toBe("x-session-id");
    }
    const fine = await store.app.inject({
      method: "GET",
      url: "/api/products",
      headers: { "x-session-id": "guest_Ab-12345" },
    });
    expect(fine.statusCode).toBe(200);
  });

  it("sends security headers", async () => {
    const response = await store.app.inject({ method: "GET", url: "/api/categories" });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["x-powered-by"]).toBeUndefined();
  });

  it("allows CORS for configured origins only", async () => {
    const allowed = await store.app.inject({
      method: "OPTIONS",
      url: "/api/products",
      headers: { origin: "http://localhost:5173", "access-control-request-method": "GET" },
    });
    expect(allowed.headers["access-control-allow-origin"]).toBe("http://localhost:5173");
    const refused = await store.app.inject({
      method: "GET",
      url: "/api/products",
      headers: { origin: "https://evil.example" },
    });
    expect(refused.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("publishes an OpenAPI document and a browsable reference at /api/docs", async () => {
    const document = await store.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(document.statusCode).toBe(200);
    const paths = Object.keys(document.json().paths);
    expect(paths).toEqual(expect.arrayContaining(["/api/products", "/api/brands", "/api/auth/login"]));
    const page = await store.app.inject({ method: "GET", url: "/api/docs/" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
  });

  it("documents the answers every operation can give, found missing by the fuzz suite", async () => {
    const { paths } = (await store.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const statuses = (path: string, method: string) => Object.keys(paths[path][method].responses);
    // Any request: malformed input or text, too slow, headers too large.
    expect(statuses("/api/brands", "get")).toEqual(expect.arrayContaining(["200", "400", "408", "431"]));
    // A call that reads who is calling: 401 for a bad token.
    expect(statuses("/api/auth/me", "get")).toEqual(expect.arrayContaining(["200", "401"]));
    expect(statuses("/api/auth/profile", "put")).toEqual(
      expect.arrayContaining(["400", "401", "413", "415"]),
    );
    // A method with a body, even one the operation does not read.
    expect(statuses("/api/cart/{itemId}", "delete")).toEqual(expect.arrayContaining(["413", "415"]));
    expect(statuses("/api/auth/google-signin", "post")).toEqual(
      expect.arrayContaining(["200", "400", "401"]),
    );
    // The Google chooser redirects, with no body.
    const start = paths["/api/auth/google/start"].get.responses;
    expect(Object.keys(start)).toEqual(expect.arrayContaining(["302", "400"]));
    expect(start["302"].content).toBeUndefined();
    expect(start["400"].content["application/json"].schema.required).toEqual(["success", "code", "message"]);
    // Google's answer is a form post, redirected to /auth/callback.
    const callback = paths["/api/auth/google/callback"].post;
    expect(Object.keys(callback.requestBody.content)).toEqual(["application/x-www-form-urlencoded"]);
    expect(Object.keys(callback.responses)).toEqual(expect.arrayContaining(["303", "400", "413", "429"]));
    expect(callback.responses["303"].content).toBeUndefined();
  });
});

describe("the API reference's operations", () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await createTestStore();
  });
  afterAll(() => store.close());

  interface DocumentedOperation {
    operationId?: string;
    summary?: string;
    tags?: string[];
    security?: Record<string, string[]>[];
    responses: Record<string, unknown>;
  }
  const documentOf = async () =>
    (await store.app.inject({ method: "GET", url: "/api/docs/json" })).json<{
      servers: { url: string }[];
      tags: { name: string; description: string }[];
      paths: Record<string, Record<string, DocumentedOperation>>;
    }>();

  /**
   * Generated clients name their functions after these: renaming one breaks every integrator's code, so each is
   * pinned here.
   */
  const OPERATION_IDS: Record<string, string> = {
    "POST /api/auth/register": "registerAccount",
    "POST /api/auth/login": "signIn",
    "POST /api/auth/google-signin": "signInWithGoogle",
    "GET /api/auth/google/start": "startGoogleSignIn",
    "POST /api/auth/google/callback": "receiveGoogleSignIn",
    "POST /api/auth/exchange": "exchangeSignInCode",
    "GET /api/auth/sign-in-methods": "listSignInMethods",
    "GET /api/auth/me": "readAccount",
    "PUT /api/auth/profile": "updateProfile",
    "PUT /api/auth/change-password": "changePassword",
    "POST /api/auth/forgot-password": "requestPasswordReset",
    "POST /api/auth/reset-password": "resetPassword",
    "GET /api/products": "listProducts",
    "GET /api/products/related/{category}/{productId}": "listRelatedProducts",
    "GET /api/products/{category}/{slug}": "findProductBySlug",
    "GET /api/products/{id}": "findProduct",
    "GET /api/brands": "listBrands",
    "GET /api/categories": "listCategories",
    "GET /api/cart": "readCart",
    "POST /api/cart/add": "addToCart",
    "PUT /api/cart/{itemId}": "changeCartQuantity",
    "DELETE /api/cart/{itemId}": "removeFromCart",
    "POST /api/cart/discount": "applyCartDiscount",
    "DELETE /api/cart/discount": "removeCartDiscount",
    "GET /api/wishlist": "readWishlist",
    "POST /api/wishlist/toggle": "toggleWishlist",
    "DELETE /api/wishlist/remove/{productId}": "removeFromWishlist",
    "GET /api/orders/shipping-methods": "listShippingMethods",
    "GET /api/locations/nepal": "listNepalLocations",
    "POST /api/orders": "placeOrder",
    "GET /api/orders": "listMyOrders",
    "GET /api/orders/track": "trackOrder",
    "GET /api/orders/{orderNumber}": "readOrder",
    "GET /api/admin/orders": "listAdminOrders",
    "GET /api/admin/orders/{orderNumber}": "readAdminOrder",
    "PATCH /api/admin/orders/{orderNumber}/status": "changeOrderStatus",
    "POST /api/admin/uploads": "uploadImage",
    "GET /media/uploads/{image}": "getUploadedImage",
    "GET /api/admin/customers": "listAdminCustomers",
    "GET /api/admin/customers/{id}": "readAdminCustomer",
    "PATCH /api/admin/customers/{id}": "changeAdminCustomer",
    "GET /api/admin/audit": "listAuditEvents",
    "GET /api/admin/dashboard": "readAdminDashboard",
    "GET /api/admin/discounts": "listAdminDiscounts",
    "POST /api/admin/discounts": "createAdminDiscount",
    "PATCH /api/admin/discounts/{id}": "changeAdminDiscount",
    "GET /api/admin/inventory": "listAdminInventory",
    "POST /api/admin/variants/{id}/stock": "adjustAdminVariantStock",
    "GET /api/admin/variants/{id}/stock-history": "listAdminVariantStockHistory",
    "POST /api/admin/orders/{orderNumber}/cod-collected": "recordCashCollected",
    "POST /api/admin/orders/{orderNumber}/refund": "refundOrder",
    "GET /api/admin/products": "listAdminProducts",
    "GET /api/admin/products/{id}": "readAdminProduct",
    "POST /api/admin/products": "createAdminProduct",
    "PATCH /api/admin/products/{id}": "changeAdminProduct",
    "DELETE /api/admin/products/{id}": "archiveAdminProduct",
    "POST /api/admin/products/{id}/restore": "restoreAdminProduct",
    "GET /api/admin/products/export.csv": "exportAdminProducts",
    "POST /api/admin/products/import": "importAdminProducts",
    "GET /api/admin/brands": "listAdminBrands",
    "POST /api/admin/brands": "createAdminBrand",
    "PATCH /api/admin/brands/{id}": "changeAdminBrand",
    "GET /api/admin/categories": "listAdminCategories",
    "GET /api/admin/mail": "listOutboxMail",
    "GET /api/admin/mail/{id}": "readOutboxMail",
    "PATCH /api/admin/categories/{slug}": "changeAdminCategory",
    "POST /api/payments/esewa/initiate": "payWithEsewa",
    "POST /api/payments/esewa/success": "confirmEsewaPayment",
    "POST /api/payments/esewa/failure": "recordEsewaFailure",
    "GET /api/payments/esewa/status/{orderId}": "readEsewaPaymentStatus",
    "POST /api/payments/fonepay/initiate": "payWithFonepayWeb",
    "POST /api/payments/khalti/initiate": "payWithKhalti",
    "GET /api/payments/fonepay/return": "returnFromFonepayWeb",
    "GET /api/payments/fonepay/status/{orderId}": "readFonepayPaymentStatus",
    "GET /api/payments/khalti/return": "returnFromKhalti",
    "GET /api/payments/khalti/status/{orderId}": "readKhaltiPaymentStatus",
    "POST /api/payments/connectips/initiate": "payWithConnectips",
    "GET /api/payments/connectips/return": "returnFromConnectips",
    "GET /api/payments/connectips/status/{orderId}": "readConnectipsPaymentStatus",
    "POST /api/payments/paypal/create": "startPaypalPayment",
    "GET /api/payments/paypal/return": "returnFromPaypal",
    "GET /api/payments/paypal/status/{orderId}": "readPaypalPaymentStatus",
    "POST /api/payments/paypal/process": "payWithPaypal",
    "POST /api/payments/mastercard/process": "payWithMastercard",
    "POST /api/payments/fonepay/qr": "makeFonepayQr",
    "GET /api/payments/fonepay/qr/{prn}": "readFonepayQrStatus",
    "GET /api/payments/fonepay/qr/{prn}/events": "followFonepayQr",
    "GET /api/payments/methods": "listPaymentMethods",
    "GET /api/payments/test-credentials": "readTestCredentials",
    "POST /api/products/{id}/reviews": "writeReview",
    "GET /api/products/{id}/reviews/mine": "readMyReview",
    "PATCH /api/products/{id}/reviews/mine": "editMyReview",
    "DELETE /api/products/{id}/reviews/mine": "deleteMyReview",
    "GET /api/admin/reviews": "listAdminReviews",
    "POST /api/admin/reviews/{id}/hide": "hideAdminReview",
    "POST /api/admin/reviews/{id}/show": "showAdminReview",
    "POST /api/admin/orders/{orderNumber}/out-for-delivery": "markOrderOutForDelivery",
    "GET /api/admin/sms": "listSmsMessages",
    "POST /api/admin/sms/{id}/resend": "resendSmsMessage",
    "POST /api/auth/phone/start": "startPhoneSignIn",
    "POST /api/auth/phone/verify": "verifyPhoneSignIn",
    "POST /api/auth/phone/link": "startPhoneLink",
    "POST /api/auth/phone/link/verify": "verifyPhoneLink",
    "POST /api/auth/email/link": "startEmailLink",
    "POST /api/auth/email/link/verify": "verifyEmailLink",
    "PATCH /api/auth/profile": "updateAccountSettings",
    "POST /api/orders/track": "trackOrderByContact",
    "POST /api/products/{id}/notify": "requestStockAlert",
    "GET /api/notify/unsubscribe": "unsubscribeStockAlert",
  };

  it("names, tags, summarises and secures every operation, and says where the store is", async () => {
    const document = await documentOf();
    expect(document.servers).toEqual([expect.objectContaining({ url: store.config.publicUrl })]);
    const tags = document.tags.map((tag) => tag.name);
    expect(document.tags.every((tag) => tag.description.length > 0)).toBe(true);
    const named: Record<string, string | undefined> = {};
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        named[where] = operation.operationId;
        expect(operation.summary, where).toBeTruthy();
        expect(operation.tags, where).toHaveLength(1);
        expect(tags, where).toContain(operation.tags![0]);
        // Public ones say so (an empty list); the others name bearer and/or guestSession.
        expect(Array.isArray(operation.security), where).toBe(true);
      }
    }
    expect(named).toEqual(OPERATION_IDS);
  });

  it("says who may call: anyone, a shopper (guest or signed in) or a signed-in user", async () => {
    const { paths } = await documentOf();
    const shopper = [{ bearer: [] }, { guestSession: [] }];
    expect(paths["/api/products"]!.get!.security).toEqual([]);
    expect(paths["/api/auth/login"]!.post!.security).toEqual([]);
    expect(paths["/api/orders/track"]!.get!.security).toEqual([]);
    expect(paths["/api/cart/add"]!.post!.security).toEqual(shopper);
    expect(paths["/api/orders"]!.post!.security).toEqual(shopper);
    expect(paths["/api/auth/me"]!.get!.security).toEqual([{ bearer: [] }]);
    expect(paths["/api/orders"]!.get!.security).toEqual([{ bearer: [] }]);
    // A public operation reads no token, so it never answers 401 for one.
    expect(Object.keys(paths["/api/orders/track"]!.get!.responses)).not.toContain("401");
  });

  it("documents the revalidations of the catalogue (304) and the store's own failures (500)", async () => {
    const { paths } = await documentOf();
    for (const path of ["/api/products", "/api/products/{id}", "/api/brands", "/api/categories"]) {
      expect(Object.keys(paths[path]!.get!.responses), path).toContain("304");
    }
    for (const [path, item] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(item)) {
        expect(Object.keys(operation.responses), `${method} ${path}`).toContain("500");
      }
    }
  });
});

describe("serving the built client", () => {
  let store: TestStore;
  let dist: BuiltClient;
  beforeAll(async () => {
    dist = builtClient({
      "assets/app-1234.js": "console.log('shop')",
      "assets/app-1234.js.br": brotliCompressSync("console.log('shop')"),
      "assets/app-1234.js.gz": gzipSync("console.log('shop')"),
    });
    store = await createTestStore({ CLIENT_DIST: dist.folder });
  });
  afterAll(async () => {
    await store.close();
    dist.remove();
  });

  it("returns index.html for every client route", async () => {
    for (const url of ["/", "/cart", "/product/electronics/some-phone", "/no/such/page?x=1"]) {
      const response = await store.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain("<title>Nepal Store</title>");
    }
  });

  it("serves fingerprinted assets with a long cache life", async () => {
    const response = await store.app.inject({ method: "GET", url: "/assets/app-1234.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toContain("immutable");
  });

  it("sends the build's compressed copy to a browser that accepts it, and the plain file to one that does not", async () => {
    const brotli = await store.app.inject({
      method: "GET",
      url: "/assets/app-1234.js",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe("console.log('shop')");
    expect(brotli.headers["cache-control"]).toContain("immutable");
    const gzip = await store.app.inject({
      method: "GET",
      url: "/assets/app-1234.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe("console.log('shop')");
    const plain = await store.app.inject({ method: "GET", url: "/assets/app-1234.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe("console.log('shop')");
  });

  it("does not let the fallback swallow unknown API paths", async () => {
    const api = await store.app.inject({ method: "GET", url: "/api/unknown" });
    expect(api.statusCode).toBe(404);
    expect(api.json().message).toBe("Route not found");
    // Escaping the folder (path traversal): security/static-files.test.ts.
  });
});
