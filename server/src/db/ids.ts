// Ids the store makes itself, where a row's id is needed before Prisma would make one.
import crypto from "node:crypto";

let idCount = crypto.randomInt(36 ** 4);

/**
 * A new row's id, shaped like Prisma's cuids (c, time, a counter, randomness: 25 characters). The time (8 base-36
 * digits until 2059) and the counter (4, from a random start) have fixed widths, so the ids one process makes in
 * the same millisecond sort in the order they were made: the cart's lines keep their order on PostgreSQL.
 */
export function newId(): string {
  idCount = (idCount + 1) % 36 ** 4;
  return `c${Date.now().toString(36)}${idCount.toString(36).padStart(4, "0")}${crypto.randomBytes(6).toString("hex")}`;
}
