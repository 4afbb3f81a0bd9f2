// Sends the cart changes kept offline (lib/offline-cart-changes.ts), in order, as the screens that made them would
// have, and tells the shopper of each change the server refused, naming the product. Loaded by OfflineCartSender
// only when there is something to send: none of it is part of a page's first load.
import type { AppDispatch } from "../../app/store.ts";
import { layoutApi } from "../../api/layout-api.ts";
import { isConnectionFailure } from "../../api/connection.ts";
import { errorText } from "../../lib/errors/error-text.ts";
import { toastShown } from "../../lib/toasts/toast-slice.ts";
import type { Language } from "@store/shared/language";
import { cartApi } from "./cart-api.ts";
import { productApi } from "../product/index.ts";
import {
  keptChanges,
  sendKeptChanges,
  type CartChange,
  type Sending,
} from "../../lib/offline-cart-changes.ts";

/** A refusal stays on screen long enough to be read: it names a product and why. */
const REFUSAL_SHOWN_MS = 10_000;

/** The words the sender shows, in the page's language. */
export interface SenderWords {
  refused(productName: string, reason: string): string;
  refusedReason: string;
  sent: string;
  language: Language;
}

/** The store's own request for a kept change, as the screen that made it would have sent it. */
function requestOf(dispatch: AppDispatch, change: CartChange): { unwrap(): Promise<unknown> } {
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

/** Sends what `owner` kept; answers when every change is sent, refused, or waits for the link again. */
export async function sendKeptCartChanges(owner: string, dispatch: AppDispatch, words: SenderWords) {
  async function send(change: CartChange): Promise<Sending> {
    try {
      await requestOf(dispatch, change).unwrap();
      return { outcome: "sent" };
    } catch (error) {
      return isConnectionFailure(error) ? { outcome: "offline" } : { outcome: "refused", error };
    }
  }
  let refusals = 0;
  await sendKeptChanges(owner, send, (change, error) => {
    refusals += 1;
    const reason = errorText(error, words.refusedReason, words.language);
    dispatch(toastShown("error", words.refused(change.productName, reason), REFUSAL_SHOWN_MS));
  });
  if (keptChanges(owner).length === 0 && refusals === 0) dispatch(toastShown("success", words.sent));
  // The cart as the server now has it, in place of the one changed here while offline.
  dispatch(layoutApi.util.invalidateTags(["Cart"]));
}
