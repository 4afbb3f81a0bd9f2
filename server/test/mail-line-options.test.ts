// The order-placed email lists each line with the options the shopper chose, each named in the order's
// language (issue 29: the colour, memory, storage and size of each line show in the emails).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "./support/app.ts";
import { orderBody } from "./support/orders.ts";

let store: TestStore;

beforeAll(async () => {
  store = await createTestStore();
});
afterAll(() => store.close());

/** A guest order of one Navy Adidas track jacket in size L, placed with `headers`. */
async function placeJacketOrder(sessionId: string, headers: Record<string, string> = {}) {
  const product = await store.app.db.product.findFirstOrThrow({
    where: { slug: "adidas-essentials-3-stripes-track-jacket" },
  });
  const response = await store.app.inject({
    method: "POST",
    url: "/api/orders",
    headers: { "x-session-id": sessionId, ...headers },
    payload: orderBody([{ productId: product.id, quantity: 1, color: "Navy", size: "L" }]),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.order as { orderNumber: string };
}

async function placedMail(orderNumber: string) {
  return store.app.db.mailOutbox.findFirstOrThrow({
    where: { template: "order_placed", subject: { contains: orderNumber } },
  });
}

describe("the order-placed email", () => {
  it("names each line's colour and size", async () => {
    const order = await placeJacketOrder("mail-options-en", { cookie: "lang=en" });
    const mail = await placedMail(order.orderNumber);
    expect(mail.text).toContain("Adidas Essentials 3-Stripes Track Jacket (Colour: Navy, Size: L) × 1: Rs ");
    expect(mail.html).toContain("(Colour: Navy, Size: L)");
  });

  it("names them in Nepali in a Nepali order's email", async () => {
    const order = await placeJacketOrder("mail-options-ne", { cookie: "lang=ne" });
    const mail = await placedMail(order.orderNumber);
    expect(mail.text).toContain("(रङ: गाढा नीलो, साइज: L) × १: रु ");
    expect(mail.html).toContain("(रङ: गाढा नीलो, साइज: L)");
  });
});
