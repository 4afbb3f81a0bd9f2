// The shopper's connection, as the store's requests meet it: on a flaky mobile link a request may get no answer
// at all (fetch rejects with a TypeError, RTK Query's FETCH_ERROR), and the browser may know it is offline
// (navigator.onLine false). One place decides what counts as "no connection" and which requests may be tried
// again, so the network layer (base-api.ts) and the error texts (lib/errors/error-text.ts) agree.

/** Methods whose repeat cannot change anything on the server: the only ones tried again after a dropped link. */
const SAFE_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD"]);

/**
 * The waits before each further try of a safe request that got no answer: three tries in all, the link having
 * about two seconds to come back. Bounded and short, because a shopper is waiting for the page.
 */
export const RETRY_DELAYS_MS: readonly number[] = [400, 1_600];

/**
 * Whether a request that got no answer may be sent again. A POST, PUT or DELETE is never repeated blind: the first
 * may have reached the server (an order placed, a payment started) before the link dropped, and the server takes
 * no idempotency key for the store's own writes.
 */
export function mayRetry(method: string | undefined, attempt: number, online: boolean): boolean {
  if (!SAFE_METHODS.has((method ?? "GET").toUpperCase())) return false;
  // The browser knows it is offline: another try now would fail just the same.
  if (!online) return false;
  return attempt < RETRY_DELAYS_MS.length;
}

/**
 * The tags a cart change invalidates: none when it got no answer (the change is kept offline and the page shows
 * the cart as it will be), the cart otherwise (the server's cart, refused or not, replaces the page's).
 */
export const cartUnlessNoAnswer = (_cart: unknown, error: unknown): "Cart"[] =>
  isConnectionFailure(error) ? [] : ["Cart"];

/** Whether the browser believes it has a network (true where it cannot tell, such as on the server). */
export const browserOnline = (): boolean => typeof navigator === "undefined" || navigator.onLine !== false;

/**
 * Whether a failed call never got an answer because the connection is gone: RTK Query's FETCH_ERROR, a bare
 * fetch's TypeError, or any failure while the browser says it is offline. A refusal with a status is an answer,
 * and so is a timeout (the server may be slow, the link up).
 */
export function isConnectionFailure(error: unknown, online: boolean = browserOnline()): boolean {
  if (error === undefined || error === null) return false;
  if (error instanceof TypeError) return true;
  const status = (error as { status?: unknown }).status;
  if (status === "FETCH_ERROR") return true;
  return !online && typeof status !== "number";
}
