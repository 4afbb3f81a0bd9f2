// "Out for delivery": the courier has the parcel today. For an order on the road, staff mark it so: the shopper's
// timeline shows it and the shopper is texted (for cash on delivery, the cash to keep ready). A parcel out again
// another day may be marked again.
import { useState } from "react";
import type { Order } from "../admin-types.ts";
import { FormOutcome } from "../components/FormOutcome.tsx";
import { errorText } from "../../../lib/errors/error-text.ts";

export function OutForDeliveryForm({
  order,
  busy,
  onMark,
}: {
  order: Order;
  busy: boolean;
  onMark: () => Promise<{ message: string }>;
}) {
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (order.status !== "on_the_road") return null;

  async function mark() {
    setDone(null);
    setFailure(null);
    try {
      setDone((await onMark()).message);
    } catch (refusal) {
      setFailure(
        errorText(refusal, "The order could not be marked out for delivery. Please try again.", "en"),
      );
    }
  }

  return (
    <section aria-labelledby="out-for-delivery-title" className="admin-panel">
      <h2 id="out-for-delivery-title">Out for delivery</h2>
      <p>When the courier takes the parcel out today, say so: the shopper sees it and gets a text.</p>
      <FormOutcome done={done} failure={failure} />
      <button type="button" className="button primary" disabled={busy} onClick={() => void mark()}>
        Mark out for delivery
      </button>
    </section>
  );
}
