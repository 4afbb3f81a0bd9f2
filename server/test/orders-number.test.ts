import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type * as OrderNumbers from "../src/modules/orders/order-number.ts";
import { createTestStore, type TestStore } from "./support/app.ts";
import { orderBody, productInStock } from "./support/orders.ts";

/** Numbers the next orders are forced to draw, to stage a clash that chance would take years to produce. */
const forced = vi.hoisted(() => [] as string[]);
vi.mock("../src/modules/orders/order-number.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof OrderNumbers>();
  return { newOrderNumber: (now?: Date) => forced.shift() ?? actual.newOrderNumber(now) };
});

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

describe("order numbers", () => {
  it("look like NS-<day>-<five unambiguous characters>", async () => {
    const { newOrderNumber } = await vi.importActual<typeof OrderNumbers>(
      "../src/modules/orders/order-number.ts",
    );
    const numbers = Array.from({ length: 200 }, () => newOrderNumber(new Date("2026-11-23T10:00:00Z")));
    for (const number of numbers) expect(number).toMatch(/^NS-20261123-[2-9A-HJKMNP-Z]{5}$/);
    expect(new Set(numbers).size).toBeGreaterThan(195);
  });

  it("draws again when a number is taken, reserving the stock once", async () => {
    const product = await productInStock(store.app, 5, { colors: "[]" });
    const place = () =>
      store.app.inject({
        method: "POST",
        url: "/api/orders",
        headers: { "x-session-id": "number-guest-0001" },
        payload: orderBody([{ productId: product.id, quantity: 1 }]),
      });
    const first = (await place()).json().data.order;
    forced.push(first.orderNumber, first.orderNumber);
    const second = await place();
    expect(second.statusCode).toBe(201);
    expect(second.json().data.order.orderNumber).not.toBe(first.orderNumber);
    expect(forced).toEqual([]);
    const after = await store.app.db.product.findUniqueOrThrow({ where: { id: product.id } });
    expect(after.stock).toBe(product.stock - 2);
  });
});
