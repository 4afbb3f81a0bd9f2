import { afterEach, describe, expect, it, vi } from "vitest";
import { signedIn, signedOut } from "../lib/auth-slice.ts";
import { ordersApi } from "../features/orders/orders-api.ts";
import { createStore } from "./store.ts";

afterEach(() => vi.restoreAllMocks());

describe("the store", () => {
  it("forgets the account's orders when the shopper signs out", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(
      async () =>
        new Response(JSON.stringify({ success: true, data: { orders: [] } }), {
          headers: { "content-type": "application/json" },
        }),
    );
    const store = createStore();
    store.dispatch(
      signedIn({
        token: "jwt",
        user: {
          _id: "u1",
          name: "Sita Sharma",
          email: "sita@example.com",
          phone: "",
          address: "",
          city: "",
          postalCode: "",
          country: "",
          state: "",
          district: "",
          ward: null,
          profilePhoto: "",
          role: "customer",
        },
      }),
    );
    const request = store.dispatch(ordersApi.endpoints.myOrders.initiate());
    await request;
    request.unsubscribe();
    const cached = () => ordersApi.endpoints.myOrders.select()(store.getState()).data;
    expect(cached()).toBeDefined();
    store.dispatch(signedOut());
    await vi.waitFor(() => expect(cached()).toBeUndefined());
  });
});
