// Guessing discount codes (docs/SECURITY.md "Discount codes"): tries at POST /api/cart/discount are limited per cart and per
// address, so a guesser can neither hammer one cart nor get round it with fresh guest sessions.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminToken } from "../support/admin.ts";
import { createTestStore, type TestStore } from "../support/app.ts";
import { bearer } from "../support/factories.ts";

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ DISCOUNT_RATE_LIMIT: "3", DISCOUNT_ADDRESS_RATE_LIMIT: "5" });
});
afterAll(() => store.close());

const guess = (sessionId: string, code: string) =>
  store.app.inject({
    method: "POST",
    url: "/api/cart/discount",
    headers: { "x-session-id": sessionId },
    payload: { code },
  });

describe("discount code brute force", () => {
  it("limits tries per cart, then per address across fresh sessions, with 429 and Retry-After", async () => {
    const admin = await adminToken(store.app);
    const created = await store.app.inject({
      method: "POST",
      url: "/api/admin/discounts",
      headers: bearer(admin),
      payload: { code: "REAL-CODE", type: "fixed", value: 100 },
    });
    expect(created.statusCode).toBe(201);
    for (const attempt of ["GUESS-1", "GUESS-2", "GUESS-3"])
      expect((await guess("brute-force-session-1", attempt)).json().code).toBe("discount.unknown");
    // The right code no longer helps this cart within the window.
    const limited = await guess("brute-force-session-1", "REAL-CODE");
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe("rate_limited");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // A fresh session from the same address: one more try, then the address's limit (5) holds.
    expect((await guess("brute-force-session-2", "GUESS-4")).statusCode).toBe(400);
    const address = await guess("brute-force-session-3", "REAL-CODE");
    expect(address.statusCode).toBe(429);
    expect(address.json().code).toBe("rate_limited");
    const cart = await store.app.db.cart.findFirst({ where: { sessionId: "brute-force-session-3" } });
    expect(cart?.discountCode ?? null).toBeNull();
  });
});
