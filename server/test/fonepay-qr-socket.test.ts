// Fonepay's notification socket on another host than the store's (Fonepay's own, in UAT and live): reached over a
// real WebSocket (ws's client: Node 20 has none of its own), its "verified" message marks the QR scanned.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { AddressInfo } from "node:net";
import { WebSocketServer } from "ws";
import { createTestStore, type TestStore } from "./support/app.ts";
import { orderFromCart } from "./support/payments.ts";
import { QrListener } from "../src/modules/payments/fonepay-qr-socket.ts";

let store: TestStore;
let fonepaySocket: WebSocketServer;
beforeAll(async () => {
  store = await createTestStore();
  fonepaySocket = new WebSocketServer({ host: "127.0.0.1", port: 0 });
  await new Promise((resolve) => fonepaySocket.once("listening", resolve));
  // As Fonepay's socket says, a little after the store connects, that a bank app has read the QR: its status as a
  // JSON text inside the message.
  fonepaySocket.on("connection", (socket) =>
    setTimeout(
      () => socket.send(JSON.stringify({ transactionStatus: JSON.stringify({ QRVerified: true }) })),
      200,
    ),
  );
});
afterAll(async () => {
  await new Promise((resolve) => fonepaySocket.close(resolve));
  await store.close();
});

it("hears Fonepay's socket on its own host and marks the QR scanned", async () => {
  const headers = { "x-session-id": "qr-socket-outside" };
  const { order } = await orderFromCart(store.app, headers, "fonepay");
  const made = await store.app.inject({
    method: "POST",
    url: "/api/payments/fonepay/qr",
    headers,
    payload: { orderId: order._id },
  });
  const { prn } = made.json().data as { prn: string };
  const { port } = fonepaySocket.address() as AddressInfo;
  const row = await store.app.db.payment.update({
    where: { transactionUuid: prn },
    data: {
      notificationUrl: `ws://127.0.0.1:${port}/convergent-webSocket-web/merchantEndPoint/T1/fonepay123/Y`,
    },
  });
  const listener = new QrListener(store.app);
  try {
    listener.listen(row);
    for (let tries = 0; tries < 100; tries++) {
      const now = await store.app.db.payment.findUniqueOrThrow({ where: { transactionUuid: prn } });
      if (now.scannedAt) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const now = await store.app.db.payment.findUniqueOrThrow({ where: { transactionUuid: prn } });
    expect(now.scannedAt).toBeInstanceOf(Date);
    expect(now.status).toBe("pending");
    expect(listener.listening(prn)).toBe(true);
  } finally {
    listener.close();
  }
});
