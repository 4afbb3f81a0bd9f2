// Sends the cart changes kept offline (offline-cart-changes.ts) when the link is back (the browser's online event)
// and when the store starts, in order, and tells the shopper of each change the server refused, naming the
// product. Mounted once in the layout; it renders nothing. What sends them (send-kept-changes.ts) loads only when
// there is something to send, so it is no part of a page's first load.
import { useEffect } from "react";
import { useAppDispatch, useAppSelector } from "../../app/hooks.ts";
import { cartSessionId } from "../../lib/session-ids.ts";
import { connectionMessages } from "../../lib/errors/connection-messages.ts";
import { useLanguage, useMessages } from "../../i18n/use-messages.ts";
import { cartOwner, keptChanges } from "../../lib/offline-cart-changes.ts";

let sending = false;

export function OfflineCartSender() {
  const dispatch = useAppDispatch();
  const { t } = useMessages(connectionMessages);
  const language = useLanguage();
  const restored = useAppSelector((state) => state.auth.restored);
  const userId = useAppSelector((state) => state.auth.user?._id ?? null);

  useEffect(() => {
    // Until the stored sign-in is read, the owner is not known: a signed-in shopper would look like a guest.
    if (!restored) return;
    const owner = cartOwner(userId, cartSessionId());
    async function sendAll() {
      if (sending || keptChanges(owner).length === 0) return;
      sending = true;
      try {
        const { sendKeptCartChanges } = await import("./send-kept-changes.ts");
        await sendKeptCartChanges(owner, dispatch, {
          refused: (name, reason) => t("cartChangeRefused", { name, reason }),
          refusedReason: t("cartChangeRefusedReason"),
          sent: t("cartChangesSent"),
          language,
        });
      } catch {
        // Its code did not arrive (the link dropped again): the changes stay kept for the next time it is back.
      } finally {
        sending = false;
      }
    }
    void sendAll();
    window.addEventListener("online", sendAll);
    return () => window.removeEventListener("online", sendAll);
    // t and language follow the page's language; the owner is what decides a new round.
  }, [restored, userId, dispatch]);
  return null;
}
