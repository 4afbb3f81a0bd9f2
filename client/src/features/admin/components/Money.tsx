import { formatRupees } from "../../../lib/money.ts";

/** An amount of whole rupees as the store writes it (Rs 1,49,999), right-aligned in tables by its class. */
export function Money({ amount }: { amount: number }) {
  return <span className="admin-money">{formatRupees(amount)}</span>;
}
