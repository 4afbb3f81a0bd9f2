// Where uploaded images live, behind one small interface so that the place can change by configuration: in the
// database by default (the StoredImage table, on SQLite and PostgreSQL alike), which every replica reads. An
// S3-compatible bucket would be a second implementation of ImageStore chosen in imageStoreFor; nothing else
// would change.
import type { AppConfig } from "../../config.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { Prisma } from "../../generated/prisma/client.ts";
import type { Rendition } from "./images.ts";

/** What is stored of one upload: its type and its widths, narrowest first. */
export interface StoredUpload {
  contentType: string;
  widths: number[];
}

export interface ImageStore {
  /** What is stored under this hash, or null (so the same upload is not processed and stored twice). */
  find(hash: string): Promise<StoredUpload | null>;
  /**
   * Stores the renditions of an upload, unless it is stored already; `alongside` (what the store writes besides
   * the image: the audit event) runs with the same writer, in the same transaction where it has one, and whether
   * they were new, so the audit event exists exactly when the upload was taken. Answers whether they were.
   */
  save(
    hash: string,
    renditions: Rendition[],
    alongside: (writer: Transaction, created: boolean) => Promise<unknown>,
  ): Promise<boolean>;
  /**
   * One rendition: the widest no wider than `width` (the narrowest if none is), or the widest of all for null.
   */
  read(hash: string, width: number | null): Promise<Rendition | null>;
}

function isDuplicate(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}

export function databaseImageStore(db: Database): ImageStore {
  const columns = { width: true, height: true, contentType: true, bytes: true } as const;
  const rendition = (row: { width: number; height: number; contentType: string; bytes: Uint8Array } | null) =>
    row && {
      width: row.width,
      height: row.height,
      contentType: row.contentType,
      bytes: Buffer.from(row.bytes),
    };
  return {
    async find(hash) {
      const rows = await db.storedImage.findMany({
        where: { hash },
        orderBy: { width: "asc" },
        select: { width: true, contentType: true },
      });
      return rows.length > 0
        ? { contentType: rows[0]!.contentType, widths: rows.map((row) => row.width) }
        : null;
    },
    async save(hash, renditions, alongside) {
      try {
        await db.$transaction(async (tx) => {
          await tx.storedImage.createMany({
            data: renditions.map((each) => ({
              hash,
              width: each.width,
              height: each.height,
              contentType: each.contentType,
              bytes: new Uint8Array(each.bytes),
              byteSize: each.bytes.length,
            })),
          });
          await alongside(tx, true);
        });
        return true;
      } catch (error) {
        // The same image uploaded at the same moment by someone else: theirs is stored, and is this one.
        if (!isDuplicate(error)) throw error;
        await db.$transaction(async (tx) => alongside(tx, false));
        return false;
      }
    },
    async read(hash, width) {
      if (width === null) {
        return rendition(
          await db.storedImage.findFirst({ where: { hash }, orderBy: { width: "desc" }, select: columns }),
        );
      }
      const fitting = await db.storedImage.findFirst({
        where: { hash, width: { lte: width } },
        orderBy: { width: "desc" },
        select: columns,
      });
      return rendition(
        fitting ??
          (await db.storedImage.findFirst({ where: { hash }, orderBy: { width: "asc" }, select: columns })),
      );
    },
  };
}

/** The store uploads go to. Only the database today; a bucket would be chosen here by configuration. */
export function imageStoreFor(_config: AppConfig, db: Database): ImageStore {
  return databaseImageStore(db);
}
