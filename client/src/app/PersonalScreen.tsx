import type { ReactNode } from "react";
import { useAppSelector } from "./hooks.ts";

/**
 * A screen that belongs to the shopper (cart, checkout, profile, orders, wishlist, the admin). The server renders
 * every page as a guest, so such a screen shows its loading state there and in the browser's first render, and
 * renders once the browser has read who is signed in.
 */
export function PersonalScreen({ children }: { children: ReactNode }) {
  const restored = useAppSelector((state) => state.auth.restored);
  return restored ? children : <p role="status">Loading…</p>;
}
