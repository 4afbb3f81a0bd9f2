// What the store checks of a card before it asks the card gateway to charge it, so the shopper is told which
// field is wrong: the number (Luhn, a Mastercard range), the expiry (MM/YY, not past) and the CVV. Passing these
// charges nothing: only the gateway's own answer does (providers/mastercard/client.ts).
import { badRequest } from "../../http-error.ts";
import type { ErrorCode } from "@store/shared/error-codes";

export interface CardDetails {
  cardNumber: string;
  expiryDate: string;
  cvv: string;
  cardName?: string;
}

const cardError = (code: ErrorCode, field: string, message: string) =>
  badRequest(code, message, [{ field: `cardDetails.${field}`, message }]);

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

/** Mastercard's ranges: 51-55, and 2221-2720. */
export function isMastercard(digits: string): boolean {
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  return digits.length === 16 && ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720));
}

/** MM/YY, valid through the last day of that month. */
export function hasExpired(expiryDate: string, now = new Date()): boolean | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiryDate.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  const endOfMonth = new Date(Date.UTC(2000 + Number(match[2]), month, 1));
  return endOfMonth.getTime() <= now.getTime();
}

/** The card's digits, or a 400 naming the field that is wrong. */
export function checkCardDetails(card: CardDetails): string {
  const digits = card.cardNumber.replace(/[\s-]/g, "");
  if (!/^\d+$/.test(digits) || !passesLuhn(digits))
    throw cardError("payment.card_number_invalid", "cardNumber", "Card number is invalid");
  if (!isMastercard(digits))
    throw cardError("payment.card_not_accepted", "cardNumber", "Only Mastercard cards are accepted");
  const expired = hasExpired(card.expiryDate);
  if (expired === null) throw cardError("payment.expiry_invalid", "expiryDate", "Expiry date must be MM/YY");
  if (expired) throw cardError("payment.card_expired", "expiryDate", "Card has expired");
  if (!/^\d{3}$/.test(card.cvv.trim())) throw cardError("payment.cvv_invalid", "cvv", "CVV is invalid");
  return digits;
}
