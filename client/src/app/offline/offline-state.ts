// What the page knows of its service worker (register-worker.ts tells it; OfflineNotices shows it): whether what
// it shows was read from a kept copy and since when, and whether a new version of the store waits to take over.
// A tiny store of its own, outside Redux: it is set only after the page has loaded, and never on the server.
type Listener = () => void;

export interface OfflineState {
  /** When the kept copy the page shows was fetched (ms since 1970), or null when it came from the network. */
  keptAt: number | null;
  /** Asks the waiting new version to take over and reloads into it; null while no new version waits. */
  takeNewVersion: (() => void) | null;
}

const NOTHING: OfflineState = { keptAt: null, takeNewVersion: null };
let state = NOTHING;
const listeners = new Set<Listener>();

function update(change: Partial<OfflineState>): void {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

export const offlineState = {
  get: (): OfflineState => state,
  /** The server's render and hydration: nothing to say yet. */
  getServer: (): OfflineState => NOTHING,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /**
   * The worker answered the page, or data for it: from a copy kept at `keptAt`, or from the network (null). The
   * latest answer is what the page shows now (a screen's data is fetched as the shopper moves to it).
   */
  answered(keptAt: number | null): void {
    if (keptAt !== state.keptAt) update({ keptAt });
  },
  newVersionReady(takeNewVersion: () => void): void {
    update({ takeNewVersion });
  },
};
