const rupees = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

/** Rupees the Nepali way: Rs 1,49,999. */
export function formatRupees(amount: number): string {
  return `Rs ${rupees.format(Math.round(amount))}`;
}
