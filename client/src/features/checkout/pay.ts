// Paying for a placed order by the chosen method (SPEC.md §4): eSewa leaves for the gateway with a signed form;
// PayPal and Mastercard answer at once.
import type { Order } from "@store/shared/checkout";

export interface CardDetails {
  cardNumber: string;
  expiryDate: string;
  cvv: string;
  cardName: string;
}

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

export function esewaReturnUrls(order: Order) {
  const origin = window.location.origin;
  return {
    orderId: order._id,
    amount: order.pricing.total,
    successUrl: `${origin}/checkout/esewa/success`,
    failureUrl: `${origin}/checkout/esewa/failure`,
  };
}

/** The card form's checks, the same the server makes before it charges. */
export function cardProblem(card: CardDetails): string | null {
  const digits = card.cardNumber.replace(/[\s-]/g, "");
  if (!/^\d{16}$/.test(digits)) return "Card number is invalid";
  if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(card.expiryDate.trim())) return "Expiry date must be MM/YY";
  if (!/^\d{3}$/.test(card.cvv.trim())) return "CVV is invalid";
  if (!card.cardName.trim()) return "Name on card is required";
  return null;
}
