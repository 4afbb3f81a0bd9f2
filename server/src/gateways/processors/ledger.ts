// What the PayPal and card processor emulators captured, as a processor keeps it (ProcessorEmulatorCapture):
// a refund of a capture id is checked against it. The emulators record each capture they approve here, as the
// real processor does on its side; nothing else writes it.
import type { Database } from "../../db/client.ts";

export type Processor = "paypal" | "mastercard";

export function recordCapture(db: Database, processor: Processor, captureId: string, amount: number) {
  return db.processorEmulatorCapture.create({ data: { processor, captureId, amount } });
}

export type CaptureRefund =
  | { refunded: true; refundedTotal: number; amount: number }
  | { refunded: false; reason: "not_found" | "exceeds_captured" | "fully_refunded" };

/** Gives back `amount` of a capture in one guarded statement: refunds never add up past what was captured. */
export async function refundCapture(
  db: Database,
  processor: Processor,
  captureId: string,
  amount: number,
): Promise<CaptureRefund> {
  const capture = await db.processorEmulatorCapture.findUnique({
    where: { processor_captureId: { processor, captureId } },
  });
  if (!capture) return { refunded: false, reason: "not_found" };
  const added = await db.processorEmulatorCapture.updateMany({
    where: { processor, captureId, refunded: { lte: capture.amount - amount } },
    data: { refunded: { increment: amount } },
  });
  if (added.count !== 1) {
    const now = await db.processorEmulatorCapture.findUniqueOrThrow({
      where: { processor_captureId: { processor, captureId } },
    });
    return { refunded: false, reason: now.refunded >= now.amount ? "fully_refunded" : "exceeds_captured" };
  }
  const now = await db.processorEmulatorCapture.findUniqueOrThrow({
    where: { processor_captureId: { processor, captureId } },
  });
  return { refunded: true, refundedTotal: now.refunded, amount: capture.amount };
}
