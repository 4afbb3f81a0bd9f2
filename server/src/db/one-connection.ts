// Prisma's better-sqlite3 adapter gives the whole store one SQLite connection. It queues transactions on it, but
// runs a statement from outside a transaction at once, on that same connection, even while another request's
// transaction is open: the statement then reads that transaction's uncommitted rows, and its own write becomes
// part of that transaction, undone if it rolls back (after the statement's caller was told it succeeded) and not
// on disk until it commits. Today's transactions never wait for a timer or I/O, so nothing else runs while one is
// open; this wrapper keeps that true for any transaction: a statement outside a transaction waits its turn.
//
// The adapter also opens every transaction with a deferred BEGIN, which takes no write lock until the first write.
// When another process writes the same file (a second replica, a migration), a transaction that read before that
// commit and writes after it fails at once with SQLITE_BUSY: SQLite cannot let it write over rows it read stale,
// and does not wait, whatever the busy timeout. So each transaction here is IMMEDIATE: it takes the write lock at
// its start, waiting up to the busy timeout for another process's writer, and so never reads a row another
// process changes before it commits. Readers outside transactions are not held up (WAL).
import type { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";

type Connection = Awaited<ReturnType<PrismaBetterSQLite3["connect"]>>;
type Transaction = Awaited<ReturnType<Connection["startTransaction"]>>;

/** A first-come first-served lock: `acquire` resolves to the function that releases it. */
class Turn {
  #last: Promise<void> = Promise.resolve();

  acquire(): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const ready = this.#last.then(() => release);
    this.#last = this.#last.then(() => released);
    return ready;
  }
}

function takingTurns(connection: Connection): Connection {
  const turn = new Turn();
  const alone = async <T>(work: () => Promise<T>): Promise<T> => {
    const release = await turn.acquire();
    try {
      return await work();
    } finally {
      release();
    }
  };
  return {
    provider: connection.provider,
    adapterName: connection.adapterName,
    queryRaw: (query) => alone(() => connection.queryRaw(query)),
    executeRaw: (query) => alone(() => connection.executeRaw(query)),
    executeScript: (script) => alone(() => connection.executeScript(script)),
    ...(connection.getConnectionInfo && { getConnectionInfo: () => connection.getConnectionInfo!() }),
    dispose: () => connection.dispose(),
    async startTransaction(isolationLevel): Promise<Transaction> {
      const release = await turn.acquire();
      let transaction: Transaction;
      try {
        transaction = await connection.startTransaction(isolationLevel);
        await writingFromTheStart(transaction);
      } catch (error) {
        release();
        throw error;
      }
      let ended = false;
      const end = async (finish: () => Promise<void>) => {
        try {
          await finish();
        } finally {
          if (!ended) release();
          ended = true;
        }
      };
      return {
        provider: transaction.provider,
        adapterName: transaction.adapterName,
        options: transaction.options,
        queryRaw: (query) => transaction.queryRaw(query),
        executeRaw: (query) => transaction.executeRaw(query),
        commit: () => end(() => transaction.commit()),
        rollback: () => end(() => transaction.rollback()),
      };
    },
  };
}

/**
 * Turns the adapter's deferred BEGIN into BEGIN IMMEDIATE. Nothing has been read yet, so ending the empty deferred
 * transaction and beginning again loses nothing; the adapter's own lock on the connection is still held.
 */
async function writingFromTheStart(transaction: Transaction): Promise<void> {
  const statement = (sql: string) => ({ sql, args: [], argTypes: [] });
  await transaction.executeRaw(statement("COMMIT"));
  try {
    await transaction.executeRaw(statement("BEGIN IMMEDIATE"));
  } catch (error) {
    await transaction.rollback();
    throw error;
  }
}

/** The adapter factory with every statement outside a transaction queued behind the open transaction. */
export function oneStatementAtATime(factory: PrismaBetterSQLite3) {
  return {
    provider: "sqlite" as const,
    adapterName: factory.adapterName,
    connect: async () => takingTurns(await factory.connect()),
  };
}
