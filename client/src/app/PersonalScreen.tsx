import type { ReactNode } from "react";
import { PageMeta } from "../lib/seo/PageMeta.tsx";
import { useMessages } from "../i18n/use-messages.ts";
import { personalMessages, type PersonalTitle } from "../features/personal/personal-messages.ts";
import { useAppSelector } from "./hooks.ts";

/**
 * A screen that belongs to the shopper (cart, checkout, profile, orders, wishlist, the admin). The server renders
 * every page as a guest, so such a screen shows its loading state (under its own title, in the page's language)
 * there and in the browser's first render, and renders once the browser has read who is signed in.
 */
export function PersonalScreen({ title, children }: { title: PersonalTitle; children: ReactNode }) {
  const { t } = useMessages(personalMessages);
  const restored = useAppSelector((state) => state.auth.restored);
  if (restored) return children;
  return (
    <>
      <PageMeta title={t(title)} noindex />
      <p role="status">{t("loading")}</p>
    </>
  );
}
