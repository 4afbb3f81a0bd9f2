import { afterEach, describe, expect, it, vi } from "vitest";
import { signedIn, signedOut } from "../lib/auth-slice.ts";
import { ordersApi } from "../features/orders/orders-api.ts";
import { mockApi, ok } from "../testing/api-mock.ts";
import { aUser } from "../testing/factories.ts";
import { createStore } from "./store.ts";

afterEach(() => vi.restoreAllMocks());

describe("the store", () => {
  it("forgets the account's orders when the shopper signs out", async () => {
    mockApi({ "GET /api/orders": ok({ orders: [] }) });
    const store = createStore();
    store.dispatch(
      signedIn({
        token: "jwt",
        user: aUser(),
      }),
    );
    const request = store.dispatch(ordersApi.endpoints.myOrders.initiate());
    await request;
    request.unsubscribe();
    const cached = () => ordersApi.endpoints.myOrders.select()(store.getState()).data;
    expect(cached()).toEqual([]);
    store.dispatch(signedOut());
    await vi.waitFor(() => expect(cached()).toBeUndefined());
  });
});
