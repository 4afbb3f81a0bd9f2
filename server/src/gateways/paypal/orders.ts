// The emulated PayPal's record of the orders merchants created (PaypalEmulatorOrder), as PayPal keeps them on its
// side. Each change of status is one statement conditional on the status it leaves, so a buyer approving twice
// or two captures racing on one order change it once. Amounts are whole rupees.
import crypto from "node:crypto";
import type { Database } from "../../db/client.ts";

export type PaypalOrderRow = NonNullable<Awaited<ReturnType<Database["paypalEmulatorOrder"]["findUnique"]>>>;

const ALPHABET = "ABCDEFGHJKLMNPRSTUVWXY0123456789";

/** PayPal's ids look like 5O190127TN364715T: 17 upper-case letters and digits. */
export function paypalIdentifier(length = 17): string {
  return Array.from({ length }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]).join("");
}

export function createOrder(
  db: Database,
  order: Pick<
    PaypalOrderRow,
    "amount" | "currency" | "referenceId" | "invoiceId" | "returnUrl" | "cancelUrl" | "createRequestId"
  >,
) {
  return db.paypalEmulatorOrder.create({
    data: { ...order, id: paypalIdentifier(), status: "PAYER_ACTION_REQUIRED" },
  });
}

export function findOrder(db: Database, id: string) {
  return db.paypalEmulatorOrder.findUnique({ where: { id } });
}

export function findOrderByRequestId(db: Database, createRequestId: string) {
  return db.paypalEmulatorOrder.findUnique({ where: { createRequestId } });
}

/** The buyer approved at PayPal's page: once, from awaiting the buyer. */
export async function approveOrder(db: Database, id: string, payerEmail: string): Promise<boolean> {
  const approved = await db.paypalEmulatorOrder.updateMany({
    where: { id, status: "PAYER_ACTION_REQUIRED" },
    data: { status: "APPROVED", payerEmail, payerId: paypalIdentifier(13) },
  });
  return approved.count === 1;
}

/** The merchant captured it: once, from approved. Answers the capture's id, or null when it was not approved. */
export async function captureOrder(
  db: Database,
  id: string,
  requestId: string | null,
): Promise<string | null> {
  const captureId = paypalIdentifier();
  const captured = await db.paypalEmulatorOrder.updateMany({
    where: { id, status: "APPROVED" },
    data: { status: "COMPLETED", captureId, captureRequestId: requestId },
  });
  return captured.count === 1 ? captureId : null;
}

/** Another order with this invoice id was captured already (PayPal refuses a second: DUPLICATE_INVOICE_ID). */
export async function invoiceCaptured(db: Database, invoiceId: string, exceptId: string): Promise<boolean> {
  const other = await db.paypalEmulatorOrder.count({
    where: { invoiceId, status: "COMPLETED", id: { not: exceptId } },
  });
  return other > 0;
}
