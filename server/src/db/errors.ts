// What a database error means to the store, whichever database and adapter raised it.

/** Prisma's P2002: a write met a unique index, because another request wrote the same key first. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === "P2002";
}

/**
 * The row `find` finds, else the one `create` makes. When another process creates the same key at the same
 * moment, the first insert wins and both answer with its row (read again with `find`).
 */
export async function findOrCreate<Row>(
  find: () => Promise<Row | null>,
  create: () => Promise<Row>,
): Promise<Row> {
  const existing = await find();
  if (existing) return existing;
  try {
    return await create();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await find();
    if (!winner) throw error;
    return winner;
  }
}
