import { afterEach, describe, expect, it } from "vitest";
import { MAX_LINE_QUANTITY } from "@store/shared/line-quantity";
import {
  PENDING_PURCHASE_KEY,
  PENDING_PURCHASE_LASTS_MS,
  rememberPurchase,
  takePurchase,
  type PurchaseRequest,
} from "./pending-purchase.ts";

afterEach(() => sessionStorage.clear());

const PRODUCT = "/product/fashion/goldstar-g10";
const request: PurchaseRequest = {
  intent: "add",
  productId: "p1",
  variantId: "v3",
  options: { color: "Grey", memory: "", storage: "", size: "42" },
  quantity: 2,
};
const NOW = Date.UTC(2025, 0, 1);

/** The id the address to come back to carries. */
function idOf(address: string): string {
  const url = new URL(address, "http://store.test");
  expect(url.pathname).toBe(PRODUCT);
  return url.searchParams.get("pending")!;
}

describe("a guest's add or Buy Now, kept while they sign in", () => {
  it("comes back to the product marked with the request, which is finished once", () => {
    const id = idOf(rememberPurchase(PRODUCT, request, NOW));
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(takePurchase(id, "p1", NOW + 60_000)).toEqual(request);
    // Taken: a reload, or the back button, finds nothing to do again.
    expect(takePurchase(id, "p1", NOW + 60_000)).toBeNull();
    expect(sessionStorage.getItem(PENDING_PURCHASE_KEY)).toBeNull();
  });

  it("keeps Buy Now as Buy Now", () => {
    const id = idOf(rememberPurchase(PRODUCT, { ...request, intent: "buyNow", quantity: 1 }, NOW));
    expect(takePurchase(id, "p1", NOW)).toMatchObject({ intent: "buyNow", quantity: 1, variantId: "v3" });
  });

  it("never finishes it for another product, and drops it", () => {
    const id = idOf(rememberPurchase(PRODUCT, request, NOW));
    expect(takePurchase(id, "p2", NOW)).toBeNull();
    expect(takePurchase(id, "p1", NOW)).toBeNull();
  });

  it("does nothing for an address someone made up, and keeps the tab's own request", () => {
    const id = idOf(rememberPurchase(PRODUCT, request, NOW));
    expect(takePurchase("0".repeat(24), "p1", NOW)).toBeNull();
    expect(takePurchase("", "p1", NOW)).toBeNull();
    expect(takePurchase(id, "p1", NOW)).toEqual(request);
  });

  it("forgets a request once the shopper has moved on", () => {
    const id = idOf(rememberPurchase(PRODUCT, request, NOW));
    expect(takePurchase(id, "p1", NOW + PENDING_PURCHASE_LASTS_MS + 1)).toBeNull();
    expect(sessionStorage.getItem(PENDING_PURCHASE_KEY)).toBeNull();
  });

  it("keeps one request at a time: the newer one", () => {
    const first = idOf(rememberPurchase(PRODUCT, request, NOW));
    const second = idOf(rememberPurchase(PRODUCT, { ...request, quantity: 3 }, NOW));
    expect(second).not.toBe(first);
    expect(takePurchase(first, "p1", NOW)).toBeNull();
    expect(takePurchase(second, "p1", NOW)).toMatchObject({ quantity: 3 });
  });

  it("takes nothing from storage that is not a request, and bounds the quantity", () => {
    sessionStorage.setItem(PENDING_PURCHASE_KEY, "{not json");
    expect(takePurchase("x", "p1", NOW)).toBeNull();
    sessionStorage.setItem(
      PENDING_PURCHASE_KEY,
      JSON.stringify({ id: "x", intent: "delete", productId: "p1" }),
    );
    expect(takePurchase("x", "p1", NOW)).toBeNull();
    sessionStorage.setItem(
      PENDING_PURCHASE_KEY,
      JSON.stringify({ ...request, id: "x", at: NOW, quantity: 10_000 }),
    );
    expect(takePurchase("x", "p1", NOW)?.quantity).toBe(MAX_LINE_QUANTITY);
  });

  it("still brings the guest back to the product when the browser keeps nothing", () => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new Error("QuotaExceededError");
    };
    try {
      expect(rememberPurchase(PRODUCT, request, NOW)).toBe(PRODUCT);
    } finally {
      Storage.prototype.setItem = setItem;
    }
  });
});
