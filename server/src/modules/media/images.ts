// An uploaded image made safe to serve: its bytes checked (image-check.ts), then decoded in full, turned upright,
// stripped of every piece of metadata (EXIF, GPS location, comments, XMP) and re-encoded in its own type at each
// width the storefront shows (IMAGE_WIDTHS), never enlarged. Only the re-encoded pixels are ever stored or
// served, so nothing hidden in the upload survives it.
import crypto from "node:crypto";
import sharp, { type Metadata, type Sharp } from "sharp";
import { IMAGE_WIDTHS, type ImageFormat } from "@store/shared/images";
import { checkImageBytes } from "./image-check.ts";

/** The most pixels an upload may have: a 48-megapixel phone photo passes; a decompression bomb does not. */
export const MAX_INPUT_PIXELS = 50_000_000;

/** Decoded pixels are not kept between uploads: uploads are rare and a cache would only hold memory. */
sharp.cache(false);

export const CONTENT_TYPES: Record<ImageFormat, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
};

export interface Rendition {
  width: number;
  height: number;
  contentType: string;
  bytes: Buffer;
}

export interface ProcessedImage {
  /** The first 32 hex digits of the upload's SHA-256: the same upload always has the same address. */
  hash: string;
  format: ImageFormat;
  /** Narrowest first; the last is the image at its largest stored width. */
  renditions: Rendition[];
}

export type ImageRefusal = "unsupported_type" | "polyglot" | "undecodable" | "too_many_pixels";

export class ImageRefused extends Error {
  constructor(readonly reason: ImageRefusal) {
    super(`image refused: ${reason}`);
    this.name = "ImageRefused";
  }
}

export function contentHash(bytes: Buffer): string {
  return crypto.createHash("sha256").update(bytes).digest("hex").slice(0, 32);
}

/** Each width of IMAGE_WIDTHS narrower than the image, and the image itself up to the largest of them. */
export function widthsFor(width: number): number[] {
  const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
  const narrower = IMAGE_WIDTHS.filter((each) => each < width);
  return [...new Set([...narrower, Math.min(width, largest)])];
}

function encoded(pipeline: Sharp, format: ImageFormat): Sharp {
  if (format === "jpeg") return pipeline.jpeg({ quality: 82, mozjpeg: true });
  if (format === "png") return pipeline.png({ compressionLevel: 9, adaptiveFiltering: true });
  return pipeline.webp({ quality: 82 });
}

/** The check and the decoding of an upload; throws ImageRefused with the reason it is not taken. */
export async function readImage(
  bytes: Buffer,
): Promise<{ format: ImageFormat; width: number; height: number }> {
  const check = checkImageBytes(bytes);
  if (!check.ok) throw new ImageRefused(check.reason);
  let metadata: Metadata;
  try {
    // The header alone: no pixel is decoded here, so the size is read whatever it is, and judged below.
    metadata = await sharp(bytes, { failOn: "warning", limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRefused("undecodable");
  }
  // The decoder must agree with the magic numbers: a file is what both say it is, or it is refused.
  if (metadata.format !== check.format) throw new ImageRefused("undecodable");
  const { width, height } = metadata.autoOrient;
  if (!width || !height) throw new ImageRefused("undecodable");
  if (width * height > MAX_INPUT_PIXELS) throw new ImageRefused("too_many_pixels");
  return { format: check.format, width, height };
}

/** Every stored width of an upload, decoded from the original each time (the decoder shrinks on load). */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const { format, width } = await readImage(bytes);
  const renditions: Rendition[] = [];
  for (const target of widthsFor(width)) {
    // failOn "warning": a truncated or corrupt image is refused, not half-decoded; the pixel limit holds in the
    // decoder too. Metadata is dropped (sharp keeps none unless asked); rotate() applies the EXIF orientation.
    const pipeline = sharp(bytes, { failOn: "warning", limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize({ width: target, withoutEnlargement: true });
    try {
      const { data, info } = await encoded(pipeline, format).toBuffer({ resolveWithObject: true });
      renditions.push({
        width: info.width,
        height: info.height,
        contentType: CONTENT_TYPES[format],
        bytes: data,
      });
    } catch {
      throw new ImageRefused("undecodable");
    }
  }
  return { hash: contentHash(bytes), format, renditions };
}
