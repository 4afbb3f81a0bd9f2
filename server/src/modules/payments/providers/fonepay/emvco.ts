// EMVCo merchant-presented QR text (EMV QRCPS-MPM), as Fonepay's dynamic QR carries it: a run of
// ID (2 digits) + length (2 digits) + value fields, some holding fields of their own (26 merchant account
// information, 62 additional data), ending in 63, a CRC-16/CCITT-FALSE over everything before its four hex digits
// (its own "6304" included). The emulator writes these texts, the bank-app page reads them, and the store checks
// the one Fonepay gives it before drawing it (its amount must be the order's total).

/** One field: its two-digit ID and its value (a template's value is itself a run of fields). */
export type EmvField = [id: string, value: string];

/** CRC-16/CCITT-FALSE (poly 0x1021, start 0xFFFF, no reflection) over the text's UTF-8 bytes, four hex digits. */
export function emvCrc(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, "utf8")) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

/** The fields as ID, length and value; lengths count characters, as EMVCo's do (at most 99). */
export function encodeFields(fields: EmvField[]): string {
  return fields
    .map(([id, value]) => {
      if (!/^\d{2}$/.test(id)) throw new Error(`An EMVCo ID is two digits: ${id}`);
      if (value.length > 99) throw new Error(`EMVCo field ${id} is longer than 99 characters`);
      return `${id}${String(value.length).padStart(2, "0")}${value}`;
    })
    .join("");
}

/** A whole QR text: the fields, then 63 with the CRC of all before it. */
export function encodeEmvQr(fields: EmvField[]): string {
  const body = `${encodeFields(fields)}6304`;
  return `${body}${emvCrc(body)}`;
}

/** The fields of a run, or null when it does not parse as ID-length-value to its very end. */
export function parseFields(text: string): EmvField[] | null {
  const fields: EmvField[] = [];
  let at = 0;
  while (at < text.length) {
    const head = text.slice(at, at + 4);
    if (!/^\d{4}$/.test(head)) return null;
    const length = Number(head.slice(2));
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length) return null;
    fields.push([head.slice(0, 2), value]);
    at += 4 + length;
  }
  return fields;
}

/** What a payer's app reads of a merchant-presented QR. */
export interface EmvPayment {
  merchantName: string;
  merchantCity: string;
  /** Tag 26's fields (Fonepay's: 00 fonepay.com, 01 the merchant code). */
  merchantAccount: Record<string, string>;
  /** Tag 54 as written ("1299"); null for a QR without an amount. */
  amount: string | null;
  currency: string;
  country: string;
  /** Tag 62's fields (05: the reference label, Fonepay's PRN here). */
  additionalData: Record<string, string>;
}

export type EmvReading = { ok: true; payment: EmvPayment } | { ok: false; reason: "format" | "crc" };

/**
 * Reads a QR text as a payer's app does: it must parse to its end, begin with 00 "01", end with 63 whose CRC
 * matches (any case of hex), and name a merchant. A damaged text is refused, never guessed at.
 */
export function readEmvQr(raw: string): EmvReading {
  const text = raw.trim();
  const fields = parseFields(text);
  if (!fields || fields.length < 2 || fields[0]![0] !== "00" || fields[0]![1] !== "01")
    return { ok: false, reason: "format" };
  const [lastId, crc] = fields.at(-1)!;
  if (lastId !== "63" || crc.length !== 4) return { ok: false, reason: "format" };
  if (emvCrc(text.slice(0, -4)).toUpperCase() !== crc.toUpperCase()) return { ok: false, reason: "crc" };
  const byId = new Map(fields);
  const template = (id: string) => Object.fromEntries(parseFields(byId.get(id) ?? "") ?? []);
  const merchantName = byId.get("59");
  if (!merchantName) return { ok: false, reason: "format" };
  return {
    ok: true,
    payment: {
      merchantName,
      merchantCity: byId.get("60") ?? "",
      merchantAccount: template("26"),
      amount: byId.get("54") ?? null,
      currency: byId.get("53") ?? "",
      country: byId.get("58") ?? "",
      additionalData: template("62"),
    },
  };
}

/** ISO 4217's number for the Nepalese rupee, as tag 53 writes it. */
export const NPR_NUMERIC = "524";
