// The emulated Fonepay's record of the dynamic QRs merchants asked for, as Fonepay keeps them on its side. It
// lives in the store's database (FonepayEmulatorQr), so a QR made on one replica can be scanned, paid or asked
// about on any other, and the notification socket held by any replica reads its changes here. Every change of
// status is one statement conditional on the status it leaves, so two bank apps racing cannot both pay a QR.
import crypto from "node:crypto";
import type { Database } from "../../db/client.ts";
import { encodeEmvQr, NPR_NUMERIC } from "../../modules/payments/providers/fonepay/emvco.ts";
import { FONEPAY_QR_LIFETIME_MS } from "../../modules/payments/providers/fonepay/qr.ts";

/** CREATED: made; VERIFIED: a bank app scanned it; success or failed: paid or rejected in the bank app. */
export type FonepayQrStatus = "CREATED" | "VERIFIED" | "success" | "failed";

export interface FonepayQr {
  prn: string;
  merchantCode: string;
  amount: number;
  remarks1: string;
  remarks2: string;
  qrMessage: string;
  deviceId: string;
  status: FonepayQrStatus;
  traceId: number;
  createdAt: Date;
}

/** The merchant's name and city as the bank app shows them (the emulator's one merchant: this store). */
export const EMULATOR_MERCHANT = { name: "Nepal Store", city: "Kathmandu", category: "5999" } as const;

/**
 * The EMVCo text of a QR: payload format 01, dynamic (12), Fonepay's merchant account (26: fonepay.com and the
 * merchant code), category, rupees (524), the amount, Nepal, the merchant's name and city, the PRN as the
 * reference label (62/05) and the CRC (63).
 */
export function fonepayQrText(merchantCode: string, amount: string, prn: string): string {
  const account = `0011fonepay.com01${String(merchantCode.length).padStart(2, "0")}${merchantCode}`;
  const additional = `05${String(prn.length).padStart(2, "0")}${prn}`;
  return encodeEmvQr([
    ["00", "01"],
    ["01", "12"],
    ["26", account],
    ["52", EMULATOR_MERCHANT.category],
    ["53", NPR_NUMERIC],
    ["54", amount],
    ["58", "NP"],
    ["59", EMULATOR_MERCHANT.name],
    ["60", EMULATOR_MERCHANT.city],
    ["62", additional],
  ]);
}

const asQr = <Row extends { status: string }>(row: Row) => ({
  ...row,
  status: row.status as FonepayQrStatus,
});

export async function createQr(
  db: Database,
  request: { prn: string; merchantCode: string; amount: string; remarks1: string; remarks2: string },
): Promise<FonepayQr | null> {
  if (await db.fonepayEmulatorQr.findUnique({ where: { prn: request.prn } })) return null;
  const row = await db.fonepayEmulatorQr.create({
    data: {
      prn: request.prn,
      merchantCode: request.merchantCode,
      amount: Math.round(Number(request.amount)),
      remarks1: request.remarks1,
      remarks2: request.remarks2,
      qrMessage: fonepayQrText(request.merchantCode, request.amount, request.prn),
      deviceId: `T${crypto.randomBytes(16).toString("hex")}`,
      status: "CREATED",
      traceId: crypto.randomInt(10_000, 1_000_000_000),
    },
  });
  return asQr(row);
}

export async function findQr(
  db: Database,
  by: { prn: string } | { deviceId: string },
): Promise<FonepayQr | null> {
  const row = await db.fonepayEmulatorQr.findUnique({ where: by });
  return row ? asQr(row) : null;
}

/** A bank app may still pay a QR this young (the store shows it as long: FONEPAY_QR_LIFETIME_MS). */
export function stillPayable(qr: FonepayQr, now = new Date()): boolean {
  return (
    (qr.status === "CREATED" || qr.status === "VERIFIED") &&
    now.getTime() - qr.createdAt.getTime() < FONEPAY_QR_LIFETIME_MS
  );
}

/** A bank app read the QR: VERIFIED, once. */
export async function scanQr(db: Database, prn: string): Promise<boolean> {
  const moved = await db.fonepayEmulatorQr.updateMany({
    where: { prn, status: "CREATED" },
    data: { status: "VERIFIED" },
  });
  return moved.count === 1;
}

/** The payer approved (success) or rejected (failed) the QR in the bank app: false when it was no longer open. */
export async function decideQr(db: Database, prn: string, decision: "success" | "failed", now = new Date()) {
  const moved = await db.fonepayEmulatorQr.updateMany({
    where: {
      prn,
      status: { in: ["CREATED", "VERIFIED"] },
      createdAt: { gt: new Date(now.getTime() - FONEPAY_QR_LIFETIME_MS) },
    },
    data: { status: decision },
  });
  return moved.count === 1;
}
