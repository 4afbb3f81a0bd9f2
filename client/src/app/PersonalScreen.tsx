import type { ReactNode } from "react";
import { PageMeta } from "../features/seo/PageMeta.tsx";
import { useAppSelector } from "./hooks.ts";

/**
 * A screen that belongs to the shopper (cart, checkout, profile, orders, wishlist, the admin). The server renders
 * every page as a guest, so such a screen shows its loading state (under its own title) there and in the
 * browser's first render, and renders once the browser has read who is signed in.
 */
export function PersonalScreen({ title, children }: { title: string; children: ReactNode }) {
  const restored = useAppSelector((state) => state.auth.restored);
  if (restored) return children;
  return (
    <>
      <PageMeta title={title} noindex />
      <p role="status">Loading…</p>
    </>
  );
}
