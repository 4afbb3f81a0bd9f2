// Back-in-stock requests used against other people (SHOP-API.md part 3 "Back in stock"): flooding a stranger's
// inbox or phone (a limit per address, a cap of requests waiting per contact, and no message at all when asked:
// only the alert, once), finding out who waits for what (the same answer whether or not a contact was already
// waiting; nothing of an account), and unsubscribing someone else (only the hash of a token the store made is
// kept; a guessed or stale token changes nothing; no id in the link).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_PENDING_ALERTS_PER_CONTACT } from "@store/shared/stock-alerts";
import { createTestStore, type TestStore } from "../support/app.ts";
import { registerShopper } from "../support/factories.ts";
import { alertsTo, askToBeNotified, soldOutProduct, tokenIn } from "../support/stock-alerts.ts";

const ADDRESS_LIMIT = 4;

let store: TestStore;
beforeAll(async () => {
  store = await createTestStore({ STOCK_ALERT_RATE_LIMIT: String(ADDRESS_LIMIT) });
});
afterAll(() => store.close());

const from = (address: string, productId: string, payload: object, headers: Record<string, string> = {}) =>
  store.app.inject({
    method: "POST",
    url: `/api/products/${productId}/notify`,
    headers,
    remoteAddress: address,
    payload,
  });

describe("flooding a stranger with back-in-stock messages", () => {
  it("limits the requests from one address with 429 and Retry-After, whatever the contacts", async () => {
    const { product, variant } = await soldOutProduct(store.app);
    const statuses: number[] = [];
    for (let n = 0; n <= ADDRESS_LIMIT; n += 1)
      statuses.push(
        (await from("10.9.0.1", product.id, { variantId: variant.id, email: `victim${n}@example.np` }))
          .statusCode,
      );
    expect(statuses).toEqual([...Array(ADDRESS_LIMIT).fill(201), 429]);
    const refused = await from("10.9.0.1", product.id, { variantId: variant.id, phone: "9841555000" });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(await store.app.db.stockAlert.count({ where: { variantId: variant.id } })).toBe(ADDRESS_LIMIT);
    // Another address is not held by this one's limit.
    expect(
      (await from("10.9.0.2", product.id, { variantId: variant.id, phone: "9841555000" })).statusCode,
    ).toBe(201);
  });

  it("caps the requests waiting for one contact however many addresses ask, and sends nothing when asked", async () => {
    const victim = "+9779841999000";
    let address = 0;
    for (let made = 0; made < MAX_PENDING_ALERTS_PER_CONTACT; made += 1) {
      const { product, variant } = await soldOutProduct(store.app);
      address += 1;
      const answer = await from(`10.10.${address}.1`, product.id, { variantId: variant.id, phone: victim });
      expect(answer.statusCode).toBe(201);
    }
    const { product, variant } = await soldOutProduct(store.app);
    const over = await from("10.11.0.1", product.id, { variantId: variant.id, phone: victim });
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe("notify.too_many_pending");
    expect(await store.app.db.mailOutbox.count({ where: { to: victim } })).toBe(0);
  });

  it("asking again for the same variant and contact never sends a second alert", async () => {
    const { product, variant } = await soldOutProduct(store.app);
    for (let n = 0; n < 3; n += 1)
      await from(`10.12.0.${n + 1}`, product.id, { variantId: variant.id, email: "twice@example.np" });
    await store.app.db.productVariant.update({ where: { id: variant.id }, data: { stock: 2 } });
    await store.app.jobs.runNow("stock-alerts");
    for (let n = 0; n < 3; n += 1)
      await from(`10.12.1.${n + 1}`, product.id, { variantId: variant.id, email: "twice@example.np" });
    await store.app.jobs.runNow("stock-alerts");
    expect(await alertsTo(store.app, "twice@example.np")).toHaveLength(1);
  });
});

describe("finding out who waits for what", () => {
  it("answers the same whether a contact was already waiting, and says nothing of its account", async () => {
    const { product, variant } = await soldOutProduct(store.app);
    const shopper = await registerShopper(store.app);
    // The account holder asks, signed in.
    await askToBeNotified(
      store.app,
      product.id,
      { variantId: variant.id, email: shopper.user.email },
      { authorization: `Bearer ${shopper.token}` },
    );
    const stranger = await from("10.13.0.1", product.id, {
      variantId: variant.id,
      email: shopper.user.email,
    });
    const fresh = await from("10.13.0.2", product.id, { variantId: variant.id, email: "nobody@example.np" });
    expect(stranger.statusCode).toBe(fresh.statusCode);
    const shape = (body: { data: { request: Record<string, unknown> } }) =>
      Object.keys(body.data.request).sort();
    expect(shape(stranger.json())).toEqual(shape(fresh.json()));
    expect(stranger.body).not.toContain(shopper.user._id);
    expect(stranger.body).not.toContain(shopper.user.name);
    // Asked at the moment of the stranger's ask, as a new one would be.
    expect(Date.now() - Date.parse(stranger.json().data.request.createdAt)).toBeLessThan(60_000);
    // The stranger's ask does not take the request from its account.
    const row = await store.app.db.stockAlert.findFirstOrThrow({
      where: { variantId: variant.id, contact: shopper.user.email },
    });
    expect(row.userId).toBe(shopper.user._id);
  });
});

describe("unsubscribing someone else", () => {
  it("keeps only the token's hash, refuses guessed and stale tokens, and names no id in the link", async () => {
    const { product, variant } = await soldOutProduct(store.app);
    const asked = await askToBeNotified(store.app, product.id, {
      variantId: variant.id,
      phone: "9851000333",
    });
    const other = await askToBeNotified(store.app, product.id, {
      variantId: variant.id,
      phone: "9851000444",
    });
    expect(asked.body).not.toMatch(/token|hash/i);
    await store.app.db.productVariant.update({ where: { id: variant.id }, data: { stock: 1 } });
    await store.app.jobs.runNow("stock-alerts");
    const [sms] = await alertsTo(store.app, "+9779851000333");
    const token = tokenIn(sms!.text);
    expect(sms!.text).not.toContain(asked.json().data.request._id);
    const rows = await store.app.db.stockAlert.findMany({ where: { variantId: variant.id } });
    for (const row of rows) expect(row.unsubscribeHash).not.toContain(token);

    // Guesses: the request's id, the stored hash itself, a token of the right form.
    for (const guess of [asked.json().data.request._id, rows[0]!.unsubscribeHash, "A".repeat(22)]) {
      const answer = await store.app.inject({
        method: "GET",
        url: `/api/notify/unsubscribe?token=${encodeURIComponent(guess)}`,
      });
      expect(answer.headers.location).toMatch(/status=invalid$/);
    }
    expect(
      (await store.app.db.stockAlert.findMany({ where: { variantId: variant.id } })).map((row) => row.status),
    ).toEqual(["sent", "sent"]);

    // One's own link unsubscribes only one's own request.
    const mine = await store.app.inject({ method: "GET", url: `/api/notify/unsubscribe?token=${token}` });
    expect(mine.headers.location).toMatch(/status=done$/);
    const after = await store.app.db.stockAlert.findMany({ where: { variantId: variant.id } });
    expect(after.find((row) => row.id === asked.json().data.request._id)!.status).toBe("unsubscribed");
    expect(after.find((row) => row.id === other.json().data.request._id)!.status).toBe("sent");
  });

  it("sends the unsubscribe page only to the store's own address", async () => {
    const answer = await store.app.inject({
      method: "GET",
      url: "/api/notify/unsubscribe?token=x&next=https://evil.example",
      headers: { host: "evil.example" },
    });
    expect(answer.headers.location!.startsWith(`${store.config.publicUrl}/`)).toBe(true);
    const short = await store.app.inject({ method: "GET", url: "/n/%2F%2Fevil.example" });
    expect(short.headers.location).toBe("/api/notify/unsubscribe?token=%2F%2Fevil.example");
  });
});
