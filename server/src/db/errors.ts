// What a database error means to the store, whichever database and adapter raised it.

/** Prisma's P2002: a write met a unique index, because another request wrote the same key first. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === "P2002";
}
