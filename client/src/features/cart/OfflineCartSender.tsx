// Sends the cart changes kept offline (offline-cart-changes.ts) when the link is back (the browser's online event)
// and when the store starts, in order, and tells the shopper of each change the server refused, naming the
// product. Mounted once in the layout; it renders nothing.
import { useEffect } from "react";
import { useAppDispatch, useAppSelector } from "../../app/hooks.ts";
import { layoutApi } from "../../api/layout-api.ts";
import { isConnectionFailure } from "../../api/connection.ts";
import { cartSessionId } from "../../lib/session-ids.ts";
import { toastShown } from "../../lib/toasts/toast-slice.ts";
import { connectionMessages } from "../../lib/errors/connection-messages.ts";
import { useLanguage, useMessages } from "../../i18n/use-messages.ts";
import { cartApi } from "./cart-api.ts";
import { productApi } from "../product/index.ts";
import {
  cartOwner,
  keptChanges,
  sendKeptChanges,
  type CartChange,
  type Sending,
} from "../../lib/offline-cart-changes.ts";

/** A refusal stays on screen long enough to be read: it names a product and why. */
const REFUSAL_SHOWN_MS = 10_000;
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
    /** The store's own request for a kept change, as the screen that made it would have sent it. */
    function requestOf(change: CartChange): { unwrap(): Promise<unknown> } {
      const { productName: _shown, ...rest } = change;
      switch (rest.kind) {
        case "add": {
          const { kind: _add, ...line } = rest;
          return dispatch(productApi.endpoints.addToCart.initiate(line));
        }
        case "quantity":
          return dispatch(
            cartApi.endpoints.changeQuantity.initiate({ itemId: rest.itemId, quantity: rest.quantity }),
          );
        case "remove":
          return dispatch(cartApi.endpoints.removeItem.initiate(rest.itemId));
      }
    }
    async function send(change: CartChange): Promise<Sending> {
      try {
        await requestOf(change).unwrap();
        return { outcome: "sent" };
      } catch (error) {
        return isConnectionFailure(error) ? { outcome: "offline" } : { outcome: "refused", error };
      }
    }
    async function sendAll() {
      if (sending || keptChanges(owner).length === 0) return;
      sending = true;
      let refusals = 0;
      try {
        await sendKeptChanges(owner, send, async (change, error) => {
          refusals += 1;
          // The error texts (and the validation catalogue behind them) load only when a refusal needs wording:
          // this sender is on every page's first load.
          const { errorText } = await import("../../lib/errors/error-text.ts");
          const reason = errorText(error, t("cartChangeRefusedReason"), language);
          dispatch(
            toastShown(
              "error",
              t("cartChangeRefused", { name: change.productName, reason }),
              REFUSAL_SHOWN_MS,
            ),
          );
        });
      } finally {
        sending = false;
      }
      if (keptChanges(owner).length === 0 && refusals === 0)
        dispatch(toastShown("success", t("cartChangesSent")));
      // The cart as the server now has it, in place of the one changed here while offline.
      dispatch(layoutApi.util.invalidateTags(["Cart"]));
    }
    void sendAll();
    window.addEventListener("online", sendAll);
    return () => window.removeEventListener("online", sendAll);
    // t and language follow the page's language; the owner is what decides a new round.
  }, [restored, userId, dispatch]);
  return null;
}
