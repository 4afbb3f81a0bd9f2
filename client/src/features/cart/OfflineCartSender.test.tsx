import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, ok, refusal } from "../../testing/api-mock.ts";
import { renderAt, withToasts } from "../../testing/render.tsx";
import { cartSessionId } from "../../lib/session-ids.ts";
import { cartOwner, keepChange, keptChanges } from "../../lib/offline-cart-changes.ts";
import { OfflineCartSender } from "./OfflineCartSender.tsx";

const routes = withToasts([{ path: "/", element: <OfflineCartSender /> }]);

describe("sending the cart changes kept offline", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.removeItem("offlineCartChanges");
  });

  it("sends them in order when the store starts, and tells each refusal naming the product", async () => {
    const guest = cartOwner(null, cartSessionId());
    keepChange(guest, { kind: "quantity", itemId: "a", quantity: 9, productName: "Dhaka Topi" });
    keepChange(guest, { kind: "remove", itemId: "b", productName: "Tokla Tea 500 g" });
    const { calls } = mockApi({
      "PUT /api/cart/a": () => refusal(409, "stock.insufficient", "Only 2 left in stock"),
      "DELETE /api/cart/b": ok({ _id: "c1", items: [] }),
    });
    renderAt("/", routes);
    expect(
      await screen.findByText(
        "Your cart change to Dhaka Topi, made offline, was not saved: Only 2 left in stock",
      ),
    ).toBeVisible();
    await vi.waitFor(() => expect(calls["DELETE /api/cart/b"]).toHaveLength(1));
    expect(calls["PUT /api/cart/a"]).toHaveLength(1);
    expect(keptChanges(guest)).toEqual([]);
  });

  it("sends a product added offline as the product page would have", async () => {
    const guest = cartOwner(null, cartSessionId());
    keepChange(guest, {
      kind: "add",
      productId: "p-1",
      variantId: "v-1",
      quantity: 2,
      productName: "Dhaka Topi",
    });
    const { calls } = mockApi({ "POST /api/cart/add": ok({ _id: "c1", items: [] }) });
    renderAt("/", routes);
    expect(await screen.findByText("Your cart changes made offline have been saved.")).toBeVisible();
    expect(calls["POST /api/cart/add"]![0]!.body).toEqual({
      productId: "p-1",
      variantId: "v-1",
      quantity: 2,
    });
  });

  it("keeps them while the link is still down", async () => {
    const guest = cartOwner(null, cartSessionId());
    keepChange(guest, { kind: "remove", itemId: "b", productName: "Tokla Tea 500 g" });
    const { calls } = mockApi({
      "DELETE /api/cart/b": () => {
        throw new TypeError("Failed to fetch");
      },
    });
    renderAt("/", routes);
    await vi.waitFor(() => expect(calls["DELETE /api/cart/b"]).toHaveLength(1));
    expect(keptChanges(guest)).toHaveLength(1);
  });
});
