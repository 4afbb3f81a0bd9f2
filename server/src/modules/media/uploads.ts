// Images uploaded through the admin: taken (checked, re-encoded at each width, stored once by content hash, with
// an audit event of who uploaded what) and read back for GET /media/uploads/... on any replica.
import { uploadedImageUrl, type ImageFormat } from "@store/shared/images";
import type { AppConfig } from "../../config.ts";
import type { Database, Transaction } from "../../db/client.ts";
import { recordAudit, type AuditContext } from "../audit/audit-log.ts";
import { imageStoreFor } from "./image-store.ts";
import { CONTENT_TYPES, contentHash, processImage, type Rendition } from "./images.ts";

const FORMAT_OF_TYPE = new Map(
  Object.entries(CONTENT_TYPES).map(([format, type]) => [type, format as ImageFormat]),
);

export interface UploadedImage {
  url: string;
  hash: string;
  /** False when the same image was uploaded before: it is stored once and keeps its address. */
  created: boolean;
  widths: number[];
}

/** Takes an upload's bytes; throws ImageRefused (images.ts) when they are not an image the store takes. */
export async function uploadImage(
  config: AppConfig,
  db: Database,
  bytes: Buffer,
  context: AuditContext,
): Promise<UploadedImage> {
  const store = imageStoreFor(config, db);
  const hash = contentHash(bytes);
  const audit = (format: ImageFormat, widths: number[]) => (writer: Transaction, created: boolean) =>
    recordAudit(writer, "admin.image_uploaded", context, {
      hash,
      format,
      widths: widths.join(","),
      bytes: bytes.length,
      created,
    });
  const stored = await store.find(hash);
  if (stored) {
    // The same bytes were checked and taken before: the stored renditions are theirs.
    const format = FORMAT_OF_TYPE.get(stored.contentType)!;
    await audit(format, stored.widths)(db, false);
    return { url: uploadedImageUrl(hash, format), hash, created: false, widths: stored.widths };
  }
  const image = await processImage(bytes);
  const widths = image.renditions.map((each) => each.width);
  const created = await store.save(hash, image.renditions, audit(image.format, widths));
  return { url: uploadedImageUrl(hash, image.format), hash, created, widths };
}

/**
 * An uploaded image by its address's parts: the widest rendition (no width) or the one for a width, when its
 * type is the one asked for; null otherwise.
 */
export async function readUploadedImage(
  config: AppConfig,
  db: Database,
  hash: string,
  width: number | null,
  format: ImageFormat,
): Promise<Rendition | null> {
  const rendition = await imageStoreFor(config, db).read(hash, width);
  return rendition && rendition.contentType === CONTENT_TYPES[format] ? rendition : null;
}
