// Paying for a placed order by the chosen method (docs/STOREFRONT.md "States and steps"): eSewa leaves for
// the gateway with a signed form; Khalti and PayPal go to their own pages; a card is charged by the card
// gateway.
import type { Order } from "@store/shared/checkout";
import type { EsewaInitiateRequest, CardDetails } from "./checkout-api.ts";
import type { checkoutMessages } from "./checkout-messages.ts";

/** Posts eSewa's signed form from a hidden form, as the gateway expects a browser form post. */
export function submitToGateway(paymentUrl: string, formData: Record<string, string>): void {
  const form = document.createElement("form");
  form.method = "POST";
  form.action = paymentUrl;
  form.hidden = true;
  for (const [name, value] of Object.entries(formData)) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

export function esewaReturnUrls(order: Order): EsewaInitiateRequest {
  const origin = window.location.origin;
  return {
    orderId: order._id,
    amount: order.pricing.total,
    successUrl: `${origin}/checkout/esewa/success`,
    failureUrl: `${origin}/checkout/esewa/failure`,
  };
}

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
