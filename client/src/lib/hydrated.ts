// Whether the browser has taken over a server-rendered page: false in the server's render and in the browser's
// first (hydrating) render, true from then on (and at once on a screen the browser renders itself).
import { useSyncExternalStore } from "react";

const noChange = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}
