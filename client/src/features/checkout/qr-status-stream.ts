// Follows a Fonepay QR's payment live: GET /api/payments/fonepay/qr/:prn/events, the store's server-sent events
// (SHOP-API.md part 3 "Fonepay"). The stream is read with fetch rather than EventSource: the store knows its
// shopper only by request headers (the bearer token, the guest session's x-session-id) and EventSource sends none,
// while no token may travel in a URL. Each event's `data` is a status, bare or as JSON `{ status }`.
import { QR_STATUSES, type QrStatus } from "./checkout-api.ts";

/** After these, nothing more will happen to this QR: the stream is closed. */
export const FINAL_QR_STATUSES: ReadonlySet<QrStatus> = new Set(["paid", "failed", "expired"]);

const isStatus = (value: unknown): value is QrStatus => (QR_STATUSES as readonly unknown[]).includes(value);

/** The status one server-sent event carries, or null for a comment, a keep-alive or what it cannot read. */
export function statusOfEvent(event: string): QrStatus | null {
  const data = event
    .split(/\r?\n/)
    .filter((line) => line.startsWith("data:"))
    .map((line) => line.slice(5).trimStart())
    .join("\n");
  if (!data) return null;
  if (isStatus(data)) return data;
  try {
    const parsed = JSON.parse(data) as { status?: unknown; data?: { status?: unknown } } | null;
    const status = parsed?.status ?? parsed?.data?.status;
    return isStatus(status) ? status : null;
  } catch {
    return null;
  }
}

/**
 * Reads the stream at `url` with `headers`: `onStatus` for each status, `onLost` once when the stream cannot be
 * had or ends before a final status (the page then asks by polling). Answers the function that stops it.
 */
export function followQrStatus(
  url: string,
  headers: Record<string, string>,
  onStatus: (status: QrStatus) => void,
  onLost: () => void,
): () => void {
  const controller = new AbortController();
  async function read() {
    const response = await fetch(
      new Request(url, { headers: { ...headers, accept: "text/event-stream" }, signal: controller.signal }),
    );
    if (!response.ok || !response.body) throw new Error(`The status stream answered ${response.status}`);
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      const events = buffer.split(/\r?\n\r?\n/);
      buffer = events.pop() ?? "";
      for (const event of events) {
        const status = statusOfEvent(event);
        if (!status) continue;
        onStatus(status);
        if (FINAL_QR_STATUSES.has(status)) {
          controller.abort();
          return;
        }
      }
    }
    throw new Error("The status stream ended");
  }
  read().catch(() => {
    if (!controller.signal.aborted) onLost();
  });
  return () => controller.abort();
}
