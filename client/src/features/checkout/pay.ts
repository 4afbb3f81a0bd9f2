// Paying a placed order by card (docs/STOREFRONT.md "States and steps"): the card form's checks. The other
// kinds of payment (a gateway's page or form, a QR) are pay-steps.ts's table.
import type { CardDetails } from "./checkout-api.ts";
import type { checkoutMessages } from "./checkout-messages.ts";

/** What is wrong with a card, as the checkout catalogue's key for saying it. */
export type CardProblem = Extract<
  keyof typeof checkoutMessages.en,
  "cardNumberInvalid" | "expiryFormat" | "cvvInvalid" | "cardNameRequired"
>;

/** The card form's checks, the same the server makes before it charges. */
export function cardProblem(card: CardDetails): CardProblem | null {
  const digits = card.cardNumber.replace(/[\s-]/g, "");
  if (!/^\d{16}$/.test(digits)) return "cardNumberInvalid";
  if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(card.expiryDate.trim())) return "expiryFormat";
  if (!/^\d{3}$/.test(card.cvv.trim())) return "cvvInvalid";
  if (!card.cardName.trim()) return "cardNameRequired";
  return null;
}
