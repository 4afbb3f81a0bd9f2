// Slow and broken clients (docs/SECURITY.md, "Slow and broken clients"), over raw sockets to the store on a
// loopback port: headers or a body sent a byte at a time (slowloris), uploads abandoned halfway, a client that
// asks for large answers and never reads them, an idle keep-alive connection. Each must be closed by the store
// on its own deadline while other shoppers are served, and leave no connection, row or error line behind. The
// deadlines are short here (1 to 5 s) so that the file runs in about 15 s.
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore } from "../support/app.ts";
import { expectNothingChanged } from "./support.ts";

const HEADERS_MS = 1000;
const REQUEST_MS = 5000;
const SOCKET_MS = 2000;
const KEEP_ALIVE_MS = 1000;
/** Node looks for requests past their deadline every half the shorter one (app.ts, serverTimeouts). */
const CHECK_MS = HEADERS_MS / 2;
/** What a busy machine may add to a deadline before the store gets round to it. */
const SLACK_MS = 1000;

let store: TestStore;
let port: number;
/** Every log line of the store at info and above. */
const logLines: { level: number; msg: string }[] = [];
/** Every connection the tests opened. */
const clientSockets: net.Socket[] = [];

beforeAll(async () => {
  store = await createTestStore({
    LOG_LEVEL: "info",
    HEADERS_TIMEOUT: `${HEADERS_MS}ms`,
    REQUEST_TIMEOUT: `${REQUEST_MS}ms`,
    SOCKET_TIMEOUT: `${SOCKET_MS}ms`,
    KEEP_ALIVE_TIMEOUT: `${KEEP_ALIVE_MS}ms`,
  });
  captureLog(store);
  await store.app.listen({ port: 0, host: "127.0.0.1" });
  port = (store.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  // A failed test may leave its clients connected: the store would wait for them to close.
  for (const socket of clientSockets) socket.destroy();
  await store.close();
});

/**
 * Sends the store's log lines here instead of standard output. Pino keeps its destination under a private symbol
 * of the root logger, which every request's child logger inherits.
 */
function captureLog(testStore: TestStore) {
  const logger = testStore.app.log as unknown as Record<symbol, unknown>;
  const destination = Object.getOwnPropertySymbols(logger).find((key) => key.description === "pino.stream");
  if (!destination) throw new Error("pino's destination was not found: the log cannot be checked");
  logger[destination] = {
    write: (line: string) => logLines.push(JSON.parse(line) as { level: number; msg: string }),
  };
}

/** Lines at warn (40) or above: a client's failure is not the store's. */
const alarmingLines = () => logLines.filter((line) => line.level >= 40);

function openConnections(): Promise<number> {
  return new Promise((resolve, reject) =>
    store.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntil(condition: () => boolean | Promise<boolean>, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await pause(50);
  }
  return condition();
}

/** What `promise` gives if it settles within `ms`, else Infinity (a deadline the store missed fails fast). */
const within = (promise: Promise<number>, ms: number) =>
  Promise.race([promise, pause(ms).then(() => Number.POSITIVE_INFINITY)]);

interface RawClient {
  socket: net.Socket;
  openedAt: number;
  /** Everything the store sent, if the client reads. */
  received(): string;
  /** When the connection ended (the store closed it, or the client did), in ms since it was opened. */
  closed: Promise<number>;
  connected: Promise<void>;
}

/** A connection of our own; `read: false` never reads a byte of the answer. */
function connect(options: { read?: boolean } = {}): RawClient {
  const opened = Date.now();
  const socket = net.connect(port, "127.0.0.1");
  clientSockets.push(socket);
  let received = "";
  if (options.read !== false) socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
  // The store may reset a connection it gives up on: that is a close like any other here.
  socket.on("error", () => {});
  return {
    socket,
    openedAt: opened,
    received: () => received,
    closed: new Promise((resolve) => socket.once("close", () => resolve(Date.now() - opened))),
    connected: new Promise((resolve) => socket.once("connect", () => resolve())),
  };
}

/** A shopper's plain GET on a connection of its own: its status, and how long the answer took. */
async function ask(path: string): Promise<{ status: number; ms: number }> {
  const started = Date.now();
  const client = connect();
  await client.connected;
  client.socket.write(`GET ${path} HTTP/1.1\r\nHost: shop.test\r\nConnection: close\r\n\r\n`);
  await client.closed;
  return {
    status: Number(/^HTTP\/1\.1 (\d{3})/.exec(client.received())?.[1] ?? 0),
    ms: Date.now() - started,
  };
}

/** Writes `text` over and over, one byte every `everyMs`, until the connection closes. */
function trickle(client: RawClient, text: string, everyMs: number) {
  let next = 0;
  const timer = setInterval(() => {
    if (client.socket.destroyed) return clearInterval(timer);
    client.socket.write(text[next % text.length]!);
    next += 1;
  }, everyMs);
  void client.closed.then(() => clearInterval(timer));
}

/** The store's 408 in the error envelope (docs/ERRORS.md), as the first bytes of what a connection got. */
function expectRequestTimeout(received: string) {
  expect(received).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
  expect(received).toMatch(/\r\nconnection: close\r\n/i);
  const body = received.slice(received.indexOf("\r\n\r\n") + 4);
  expect(JSON.parse(body)).toEqual({
    success: false,
    code: "request.timeout",
    message: "The request took too long to arrive",
  });
}

describe("slow and broken clients", () => {
  it("closes 50 slowloris connections at the headers deadline and serves a shopper meanwhile", async () => {
    const baseline = await openConnections();
    const slowloris = Array.from({ length: 50 }, () => connect());
    await Promise.all(slowloris.map((client) => client.connected));
    for (const client of slowloris) {
      client.socket.write("GET /api/categories HTTP/1.1\r\nHost: shop.test\r\nX-Padding: ");
      trickle(client, "abcdefghij", 200);
    }
    expect(await waitUntil(async () => (await openConnections()) === baseline + 50, 1000)).toBe(true);

    const shopper = await ask("/api/categories");
    expect(shopper.status).toBe(200);
    expect(shopper.ms).toBeLessThan(HEADERS_MS);
    // The shopper was answered while every slowloris connection was still held open.
    expect(slowloris.filter((client) => client.socket.destroyed)).toHaveLength(0);

    const lifetimes = await Promise.all(
      slowloris.map((client) => within(client.closed, REQUEST_MS + SLACK_MS)),
    );
    // Closed by the headers deadline, well before the request's (REQUEST_MS), which Node would use without it.
    expect(Math.max(...lifetimes)).toBeLessThan(HEADERS_MS + CHECK_MS + SLACK_MS);
    for (const client of slowloris) expectRequestTimeout(client.received());
    expect(await waitUntil(async () => (await openConnections()) === baseline, 500)).toBe(true);
  });

  it("closes a body sent a byte at a time at the request deadline, and serves shoppers meanwhile", async () => {
    const baseline = await openConnections();
    await expectNothingChanged(store.app.db, async () => {
      const uploader = connect();
      await uploader.connected;
      uploader.socket.write(
        "POST /api/cart/add HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/json\r\n" +
          "X-Session-Id: slow-body-guest-1\r\nContent-Length: 100000\r\n\r\n",
      );
      trickle(uploader, '{"productId":"', 200);
      const answers = [];
      for (let round = 0; round < 4; round++) {
        await pause(REQUEST_MS / 5);
        answers.push(await ask("/api/categories"));
        expect(uploader.socket.destroyed, `still open after ${round + 1} shoppers`).toBe(false);
      }
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);

      const lifetime = await within(uploader.closed, REQUEST_MS + SLACK_MS);
      // Past the headers deadline (its headers were complete), within the request's.
      expect(lifetime).toBeGreaterThanOrEqual(REQUEST_MS - CHECK_MS);
      expect(lifetime).toBeLessThan(REQUEST_MS + CHECK_MS + SLACK_MS);
      expectRequestTimeout(uploader.received());
    });
    expect(await waitUntil(async () => (await openConnections()) === baseline, 500)).toBe(true);
  });

  it("frees 60 uploads abandoned halfway at once, records nothing and logs no error", async () => {
    const baseline = await openConnections();
    const linesBefore = alarmingLines().length;
    await expectNothingChanged(store.app.db, async () => {
      const body = JSON.stringify({ productId: "abandoned", quantity: 1, note: "x".repeat(2000) });
      const uploads = Array.from({ length: 60 }, () => connect());
      await Promise.all(uploads.map((client) => client.connected));
      uploads.forEach((client, index) => {
        client.socket.write(
          "POST /api/cart/add HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/json\r\n" +
            `X-Session-Id: abandoned-guest-${index}\r\nContent-Length: ${body.length}\r\n\r\n` +
            body.slice(0, body.length / 2),
        );
      });
      expect(await waitUntil(async () => (await openConnections()) === baseline + 60, 1000)).toBe(true);
      await pause(100);
      // Half go away politely (FIN), half reset the connection (RST).
      uploads.forEach((client, index) =>
        index % 2 ? client.socket.destroy() : client.socket.resetAndDestroy(),
      );
      await Promise.all(uploads.map((client) => client.closed));
      // Freed by the clients' leaving, long before any deadline of the store (the shortest is HEADERS_MS).
      expect(await waitUntil(async () => (await openConnections()) === baseline, HEADERS_MS / 2)).toBe(true);
      expect((await ask("/api/categories")).status).toBe(200);
    });
    expect(alarmingLines().slice(linesBefore)).toEqual([]);
  });

  it("drops a client that never reads its large answers at the socket deadline, serving others meanwhile", async () => {
    const baseline = await openConnections();
    const accepted = new Promise<net.Socket>((resolve) => store.app.server.once("connection", resolve));
    const reader = connect({ read: false });
    await reader.connected;
    // 150 pipelined requests for 68 KB answers: about 10 MB, more than the kernel buffers of both ends hold.
    reader.socket.write("GET /api/products?limit=100 HTTP/1.1\r\nHost: shop.test\r\n\r\n".repeat(150));
    const held = await accepted;
    const closed = new Promise<number>((resolve) => held.once("close", () => resolve(Date.now())));
    // The store has answers it cannot deliver waiting for this client...
    expect(await waitUntil(() => held.writableLength > 0, 5000)).toBe(true);
    const stalledAt = Date.now();
    // ...and still serves everyone else.
    expect((await ask("/api/products?limit=100")).status).toBe(200);
    expect(held.destroyed).toBe(false);

    // Node lets a stalled write run one more period if its queue moved in the last one: up to twice the deadline.
    const closedAt = await within(closed, 2 * SOCKET_MS + 2 * SLACK_MS);
    expect(closedAt - stalledAt).toBeLessThan(2 * SOCKET_MS + SLACK_MS);
    expect(await waitUntil(async () => (await openConnections()) === baseline, 500)).toBe(true);
    reader.socket.destroy();
  });

  it("closes an idle keep-alive connection at the keep-alive deadline", async () => {
    const client = connect();
    await client.connected;
    client.socket.write("GET /api/categories HTTP/1.1\r\nHost: shop.test\r\n\r\n");
    expect(await waitUntil(() => client.received().startsWith("HTTP/1.1 200"), 2000)).toBe(true);
    const answeredAt = Date.now();
    const lifetime = await within(client.closed, KEEP_ALIVE_MS + 1000 + 2 * SLACK_MS);
    const idle = client.openedAt + lifetime - answeredAt;
    // Node waits a second more than it tells the client (Keep-Alive: timeout=1), so the client gives up first.
    expect(client.received()).toMatch(/\r\nkeep-alive: timeout=1\r\n/i);
    expect(idle).toBeGreaterThanOrEqual(KEEP_ALIVE_MS);
    expect(idle).toBeLessThan(KEEP_ALIVE_MS + 1000 + SLACK_MS);
  });

  it("answers headers too large and bytes that are not HTTP in the envelope too, and closes", async () => {
    const cases = [
      { send: `GET / HTTP/1.1\r\nHost: shop.test\r\nX-Padding: ${"x".repeat(20_000)}\r\n\r\n`, status: 431 },
      { send: "HELLO STORE\r\n\r\n", status: 400 },
    ];
    for (const { send, status } of cases) {
      const client = connect();
      await client.connected;
      client.socket.write(send);
      expect(await within(client.closed, SLACK_MS)).toBeLessThan(SLACK_MS);
      expect(client.received()).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      const body = client.received().slice(client.received().indexOf("\r\n\r\n") + 4);
      expect(JSON.parse(body)).toMatchObject({ success: false, message: expect.any(String) });
    }
  });

  it("logged no warning or error for any of it", () => {
    expect(logLines.length).toBeGreaterThan(0);
    expect(alarmingLines()).toEqual([]);
  });
});
