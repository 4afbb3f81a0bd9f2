// The store listening to Fonepay's notification socket of each open QR (its thirdpartyQrWebSocketUrl): a
// message that the QR was verified marks it scanned; any message about the payment only sets off the store's own
// status call (fonepay-qr.ts), which alone pays or fails the attempt, so a forged or garbled message pays
// nothing. The emulator's socket, on the store's own origin, is reached in-process (as gateway-request.ts
// reaches its API); any other through ws's WebSocket client (Node 20 has none of its own). A replica listens to
// the QRs it made or shows; a lost socket is made up for by the event stream's own status calls
// (fonepay-qr-routes.ts).
import type { FastifyInstance } from "fastify";
import { WebSocket } from "ws";
import { onOwnOrigin } from "../../own-origin.ts";
import { checkQrAtFonepay, markScanned, type QrAttemptRow } from "./fonepay-qr.ts";

/** What both socket clients (the in-process one, ws's) offer. */
interface NotificationSocket {
  addEventListener(type: "message", listener: (event: { data: unknown }) => void): void;
  addEventListener(type: "close" | "error", listener: () => void): void;
  close(): void;
}

/** What a Fonepay socket message means to the store: nothing, a scan, or news of the payment. */
export function readNotification(data: unknown): "scanned" | "payment" | null {
  try {
    const text = typeof data === "string" ? data : Buffer.isBuffer(data) ? data.toString("utf8") : "";
    const message = JSON.parse(text) as { transactionStatus?: unknown };
    const status =
      typeof message.transactionStatus === "string"
        ? (JSON.parse(message.transactionStatus) as Record<string, unknown>)
        : (message.transactionStatus as Record<string, unknown> | undefined);
    if (!status || typeof status !== "object") return null;
    if ("paymentSuccess" in status) return "payment";
    if (status.QRVerified === true) return "scanned";
    return null;
  } catch {
    return null;
  }
}

export class QrListener {
  private readonly sockets = new Map<string, NotificationSocket>();
  private closed = false;

  constructor(private readonly app: FastifyInstance) {}

  /** Listens to the QR's socket unless this replica already does, until the QR ends (or the store stops). */
  listen(row: QrAttemptRow): void {
    const prn = row.transactionUuid;
    if (this.closed || !prn || !row.notificationUrl || this.sockets.has(prn) || row.status !== "pending")
      return;
    const placeholder: NotificationSocket = { addEventListener() {}, close() {} };
    this.sockets.set(prn, placeholder);
    void this.open(row.notificationUrl)
      .then((socket) => {
        if (this.closed || this.sockets.get(prn) !== placeholder) return socket.close();
        this.sockets.set(prn, socket);
        socket.addEventListener("message", (event) => void this.heard(prn, event.data));
        const forget = () => {
          if (this.sockets.get(prn) === socket) this.sockets.delete(prn);
        };
        socket.addEventListener("close", forget);
        socket.addEventListener("error", forget);
        const ends = row.expiresAt ? row.expiresAt.getTime() - Date.now() : 0;
        if (ends > 0) setTimeout(() => this.stop(prn), ends + 60_000).unref();
      })
      .catch((error: unknown) => {
        this.sockets.delete(prn);
        this.app.log.warn({ err: error, prn }, "Fonepay's notification socket could not be opened");
      });
  }

  listening(prn: string): boolean {
    return this.sockets.has(prn);
  }

  stop(prn: string): void {
    const socket = this.sockets.get(prn);
    this.sockets.delete(prn);
    socket?.close();
  }

  close(): void {
    this.closed = true;
    for (const prn of [...this.sockets.keys()]) this.stop(prn);
  }

  private async open(url: string): Promise<NotificationSocket> {
    const target = new URL(url);
    const asHttp = new URL(url);
    asHttp.protocol = target.protocol === "wss:" ? "https:" : "http:";
    if (onOwnOrigin(asHttp, this.app.config.publicUrl) && "injectWS" in this.app)
      return this.app.injectWS(`${target.pathname}${target.search}`) as Promise<NotificationSocket>;
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(target);
      socket.addEventListener("open", () => resolve(socket));
      socket.addEventListener("error", () => reject(new Error("The socket failed to open")));
    });
  }

  private async heard(prn: string, data: unknown): Promise<void> {
    if ((await handleNotification(this.app, prn, data)) === "settled") this.stop(prn);
  }
}

/**
 * One message on a QR's socket: a scan is recorded; news of the payment sets off the store's own status call,
 * whatever the message claims. "settled" once the attempt is no longer open.
 */
export async function handleNotification(app: FastifyInstance, prn: string, data: unknown) {
  try {
    const news = readNotification(data);
    if (news === "scanned") await markScanned(app, prn);
    if (news === "payment") {
      const row = await checkQrAtFonepay(app, prn);
      if (row && row.status !== "pending") return "settled";
    }
  } catch (error) {
    app.log.error({ err: error, prn }, "A Fonepay notification could not be handled");
  }
  return "open";
}
