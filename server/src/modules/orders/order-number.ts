import crypto from "node:crypto";

/** No 0/O or 1/I/L, so an order number read out over the phone is never misheard. */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** A human-friendly order number: NS-20261123-7K3QX (the day it was placed and five random characters). */
export function newOrderNumber(now = new Date()): string {
  const day = now.toISOString().slice(0, 10).replaceAll("-", "");
  const suffix = Array.from({ length: 5 }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]).join("");
  return `NS-${day}-${suffix}`;
}
