// Cart changes made while the connection is gone (docs/guides/offline-cart.md): kept in this browser, in the order
// they were made, for the cart they were made in, and sent when the link is back. A cart belongs to one owner (a
// signed-in account, or this browser's guest id): changes kept for one owner are never sent into another's cart,
// so a sign-in or sign-out that changes the owner drops them. Each change the server refuses is told to the
// shopper by the sender (features/cart/OfflineCartSender.tsx), naming the product: never lost silently.

/** One change to the cart, with the product's name to tell the shopper if the server refuses it. */
export type CartChange =
  | { kind: "add"; productId: string; variantId: string; quantity: number; productName: string }
  | { kind: "quantity"; itemId: string; quantity: number; productName: string }
  | { kind: "remove"; itemId: string; productName: string };

interface Kept {
  owner: string;
  changes: CartChange[];
}

const STORAGE_KEY = "offlineCartChanges";
const listeners = new Set<() => void>();
const EMPTY: readonly CartChange[] = [];
let snapshot: { owner: string; changes: readonly CartChange[] } | null = null;

/** Whose cart a change is made in: the signed-in account, else this browser's guest cart. */
export const cartOwner = (userId: string | null | undefined, guestId: string): string =>
  userId ? `account:${userId}` : `guest:${guestId}`;

function read(): Kept | null {
  try {
    const kept = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "null") as Kept | null;
    return kept && typeof kept.owner === "string" && Array.isArray(kept.changes) ? kept : null;
  } catch {
    return null;
  }
}

function write(kept: Kept | null) {
  if (kept && kept.changes.length > 0) localStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
  else localStorage.removeItem(STORAGE_KEY);
  snapshot = null;
  for (const listener of listeners) listener();
}

/** The changes kept for `owner`, oldest first. Changes kept for anyone else are dropped, never handed over. */
export function keptChanges(owner: string): readonly CartChange[] {
  if (snapshot?.owner === owner) return snapshot.changes;
  const kept = read();
  if (kept && kept.owner !== owner) write(null);
  const changes = kept?.owner === owner ? kept.changes : EMPTY;
  snapshot = { owner, changes };
  return changes;
}

/** Keeps a change made offline, after those already kept. */
export function keepChange(owner: string, change: CartChange) {
  write({ owner, changes: [...keptChanges(owner), change] });
}

/** Forgets the oldest kept change (it was sent, or refused and told). */
export function forgetOldest(owner: string) {
  write({ owner, changes: keptChanges(owner).slice(1) });
}

/** Calls `listener` whenever the kept changes change; returns how to stop (for useSyncExternalStore). */
export function onKeptChanges(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What became of one change sent to the server. */
export type Sending = { outcome: "sent" } | { outcome: "offline" } | { outcome: "refused"; error: unknown };

/**
 * Sends the owner's kept changes in order, each after the one before is answered. A change the server refuses is
 * handed to `refused` (to tell the shopper) and forgotten; a change that gets no answer stops the round, kept with
 * all after it, for the next time the link is back.
 */
export async function sendKeptChanges(
  owner: string,
  send: (change: CartChange) => Promise<Sending>,
  refused: (change: CartChange, error: unknown) => void | Promise<void>,
): Promise<void> {
  for (;;) {
    const [change] = keptChanges(owner);
    if (!change) return;
    const sending = await send(change);
    if (sending.outcome === "offline") return;
    if (sending.outcome === "refused") await refused(change, sending.error);
    forgetOldest(owner);
  }
}
