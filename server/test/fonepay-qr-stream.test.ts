// The Fonepay QR event stream (GET /api/payments/fonepay/qr/:prn/events) through a real listening server, read
// with fetch as the page's EventSource reads it, not through inject: a heartbeat comment every
// STREAM_HEARTBEAT_MS keeps a quiet stream open, the server ends the stream after a final status, and a shopper
// who drops the connection stops the server's polling, leaving no timer behind. The heartbeat's interval is a
// fake one (only setInterval is faked) so its 15 s pass at once; the polling runs on real time.
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { STREAM_HEARTBEAT_MS, STREAM_POLL_MS } from "../src/modules/payments/fonepay-qr-routes.ts";
import { createTestStore, type TestStore } from "./support/app.ts";
import { openEventStream } from "./support/event-stream.ts";
import { orderBody } from "./support/orders.ts";

let store: TestStore;
let base: string;
beforeAll(async () => {
  store = await createTestStore({ PAYMENT_METHODS: "cod,esewa,khalti,paypal,mastercard,fonepay,connectips" });
  await store.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(store.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  // fetch's connection pool opens a spare connection after a dropped one, which never sends a request and would
  // keep the server from closing.
  store.app.server.closeAllConnections();
  await store.close();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

let nextProduct = 0;
/** A guest's Fonepay order and its QR, made (and its notification socket opened) before any timer is faked. */
async function openQr(sessionId: string) {
  const headers = { "x-session-id": sessionId };
  const product = await store.app.db.product.findFirstOrThrow({
    where: { stock: { gte: 5 }, colors: "[]" },
    orderBy: { id: "desc" },
    skip: nextProduct++,
  });
  const placed = await store.app.inject({
    method: "POST",
    url: "/api/orders",
    headers,
    payload: orderBody([{ productId: product.id, quantity: 1 }], { payment: "fonepay" }),
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const made = await store.app.inject({
    method: "POST",
    url: "/api/payments/fonepay/qr",
    headers,
    payload: { orderId: placed.json().data.order.orderNumber },
  });
  expect(made.statusCode, made.body).toBe(200);
  const { prn, qrMessage } = made.json().data as { prn: string; qrMessage: string };
  const attempt = await store.app.db.payment.findUniqueOrThrow({ where: { transactionUuid: prn } });
  return { headers, prn, qrMessage, attempt, events: `${base}/api/payments/fonepay/qr/${prn}/events` };
}

/** Counts the event stream's reads of the attempt's row (its polling), from now on. */
function countPolls(attemptId: string) {
  const findUnique = vi.spyOn(store.app.db.payment, "findUnique");
  return () =>
    findUnique.mock.calls.filter(([args]) => (args as { where?: { id?: string } }).where?.id === attemptId)
      .length;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, what: string, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(25);
  }
}

describe("the Fonepay QR event stream on a listening server", () => {
  it("answers an event stream, then sends a heartbeat comment every STREAM_HEARTBEAT_MS while the QR waits", async () => {
    const { headers, events } = await openQr("stream-heartbeat");
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const stream = await openEventStream(events, headers);
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(stream.headers.get("cache-control")).toBe("no-store");
    expect(await stream.block()).toBe("retry: 3000");
    expect(await stream.next()).toEqual({ status: "waiting" });
    // The stream's heartbeat is the one interval running.
    expect(vi.getTimerCount()).toBe(1);
    for (let beat = 0; beat < 2; beat++) {
      vi.advanceTimersByTime(STREAM_HEARTBEAT_MS);
      expect(await stream.block(2_000)).toBe(": keep-alive");
    }
    stream.drop();
    await until(() => vi.getTimerCount() === 0, "the heartbeat to stop");
  });

  it("ends the stream after the final status, its heartbeat and polling stopped", async () => {
    const { headers, events, prn, qrMessage, attempt } = await openQr("stream-final");
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const polls = countPolls(attempt.id);
    const stream = await openEventStream(events, headers);
    expect(await stream.next()).toEqual({ status: "waiting" });
    const bankApp = await store.app.inject({
      url: `/gateways/fonepay/bank-app?qr=${encodeURIComponent(qrMessage)}`,
    });
    expect(bankApp.statusCode).toBe(200);
    const decided = await store.app.inject({
      method: "POST",
      url: "/gateways/fonepay/bank-app/decide",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ prn, decision: "success" }).toString(),
    });
    expect(decided.statusCode).toBe(200);
    expect((await stream.untilStatus("paid")).at(-1)).toBe("paid");
    // The server ends the stream itself: nothing more comes, and the connection closes.
    expect(await stream.ended(5_000)).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
    const pollsAtEnd = polls();
    expect(pollsAtEnd).toBeGreaterThan(0);
    await sleep(STREAM_POLL_MS * 2.5);
    expect(polls()).toBe(pollsAtEnd);
  });

  it("stops polling and leaves no timer once the shopper drops the connection of a waiting QR", async () => {
    const { headers, events, attempt } = await openQr("stream-dropped");
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const polls = countPolls(attempt.id);
    const stream = await openEventStream(events, headers);
    expect(await stream.next()).toEqual({ status: "waiting" });
    // While the page is open the server reads the QR's row every STREAM_POLL_MS.
    await until(() => polls() >= 2, "the stream to poll again", STREAM_POLL_MS * 5);
    expect(vi.getTimerCount()).toBe(1);
    stream.drop();
    await until(() => vi.getTimerCount() === 0, "the server to notice the dropped connection");
    // A read already under way may finish; after it, none follows.
    await sleep(STREAM_POLL_MS);
    const pollsAfterDrop = polls();
    await sleep(STREAM_POLL_MS * 2.5);
    expect(polls()).toBe(pollsAfterDrop);
    const row = await store.app.db.payment.findUniqueOrThrow({ where: { id: attempt.id } });
    expect(row.status).toBe("pending");
  });
});
