// Money as shoppers and staff read it, on every page, message and email: whole rupees the Nepali way.
const rupees = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

/** Rs 1,49,999. */
export function formatRupees(amount: number): string {
  return `Rs ${rupees.format(Math.round(amount))}`;
}
