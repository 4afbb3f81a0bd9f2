import { beforeEach, describe, expect, it } from "vitest";
import {
  cartOwner,
  keepChange,
  keptChanges,
  sendKeptChanges,
  type CartChange,
  type Sending,
} from "./offline-cart-changes.ts";

const sita = cartOwner("user-sita", "guest_1234abcd");
const guest = cartOwner(null, "guest_1234abcd");
const more: CartChange = { kind: "quantity", itemId: "line-1", quantity: 3, productName: "Dhaka Topi" };
const gone: CartChange = { kind: "remove", itemId: "line-2", productName: "Pashmina Shawl" };

describe("cart changes kept offline", () => {
  beforeEach(() => localStorage.clear());

  it("are kept in the order they were made, and survive a restart (they live in localStorage)", () => {
    keepChange(sita, more);
    keepChange(sita, gone);
    expect(keptChanges(sita)).toEqual([more, gone]);
    expect(JSON.parse(localStorage.getItem("offlineCartChanges") ?? "{}")).toEqual({
      owner: sita,
      changes: [more, gone],
    });
  });

  it("are never handed to another cart's owner: a sign-in or sign-out drops them", () => {
    keepChange(guest, more);
    expect(keptChanges(sita)).toEqual([]);
    expect(keptChanges(guest)).toEqual([]);
    expect(localStorage.getItem("offlineCartChanges")).toBeNull();
  });

  it("are sent in order, each refusal told with its change, and all forgotten once answered", async () => {
    keepChange(sita, more);
    keepChange(sita, gone);
    const sent: CartChange[] = [];
    const told: string[] = [];
    await sendKeptChanges(
      sita,
      async (change) => {
        sent.push(change);
        return change.kind === "remove"
          ? { outcome: "refused", error: { status: 404 } }
          : { outcome: "sent" };
      },
      (change) => void told.push(change.productName),
    );
    expect(sent).toEqual([more, gone]);
    expect(told).toEqual(["Pashmina Shawl"]);
    expect(keptChanges(sita)).toEqual([]);
  });

  it("stop at a change that gets no answer, keeping it and those after it for the next time", async () => {
    keepChange(sita, more);
    keepChange(sita, gone);
    const outcomes: Sending[] = [{ outcome: "sent" }, { outcome: "offline" }];
    await sendKeptChanges(
      sita,
      async () => outcomes.shift() ?? { outcome: "sent" },
      () => {},
    );
    expect(keptChanges(sita)).toEqual([gone]);
  });
});
