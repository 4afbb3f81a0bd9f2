// What an uploaded file is, decided by its bytes alone (never its name or declared type): a JPEG, PNG or WebP
// whose structure ends where the file ends and that hides no markup. Anything else is refused before a decoder
// sees it; images.ts then proves the rest by decoding it. Polyglots (a file that is an image and something else,
// such as HTML or a script, at once) are refused here: bytes after the image's end, markup anywhere, or the
// JPEG/JavaScript trick of a JFIF header whose length is really the start of a comment.
import type { ImageFormat } from "@store/shared/images";

export type ImageCheck =
  { ok: true; format: ImageFormat } | { ok: false; reason: "unsupported_type" | "polyglot" | "undecodable" };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The type the file's first bytes say it is, if it is one the store takes. */
export function sniffFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return "png";
  if (
    bytes.length >= 12 &&
    bytes.toString("latin1", 0, 4) === "RIFF" &&
    bytes.toString("latin1", 8, 12) === "WEBP"
  )
    return "webp";
  return null;
}

/**
 * Markup a browser, a PHP interpreter or an XML reader would act on. No image needs it (metadata such as XMP is
 * XML, but never these elements), and random compressed bytes spell none of them in practice.
 */
const MARKUP = /<(?:script|html|body|svg|iframe|object|embed|!doctype|\?php)[\s>/]/i;

/** Where a PNG ends: after its IEND chunk; null if its chunks run off the end. */
function pngEnd(bytes: Buffer): number | null {
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString("latin1", offset + 4, offset + 8);
    const next = offset + 12 + length;
    if (next > bytes.length) return null;
    if (type === "IEND") return next;
    offset = next;
  }
  return null;
}

/** Where a WebP ends: its RIFF header says how long it is. */
function webpEnd(bytes: Buffer): number | null {
  const size = bytes.readUInt32LE(4);
  const end = 8 + size + (size % 2);
  return end > bytes.length ? null : end;
}

type JpegScan = { end: number } | { polyglot: true } | null;

/**
 * Where a JPEG that starts at `start` ends: after its EOI marker, found by walking its segments (a marker in the
 * compressed data is always escaped, so the first unescaped marker after a scan is the next segment).
 */
function jpegEnd(bytes: Buffer, start: number): JpegScan {
  let offset = start + 2;
  while (offset + 2 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) return { end: offset + 2 };
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    if (offset + 4 > bytes.length) return null;
    const length = bytes.readUInt16BE(offset + 2);
    if (length < 2) return null;
    const segmentEnd = offset + 2 + length;
    if (segmentEnd > bytes.length) return null;
    // JFIF's APP0 is exactly 16 bytes plus its thumbnail's pixels: any other length hides something in it (the
    // JPEG/JavaScript polyglot makes the length bytes read "/*" and puts a script in the padding).
    if (marker === 0xe0 && bytes.toString("latin1", offset + 4, offset + 9) === "JFIF\0" && length >= 16) {
      const thumbnail = bytes[offset + 16]! * bytes[offset + 17]!;
      if (length !== 16 + 3 * thumbnail) return { polyglot: true };
    }
    offset = segmentEnd;
    if (marker === 0xda) {
      // Compressed data up to the next marker that is neither an escaped 0xFF nor a restart marker.
      while (offset + 1 < bytes.length) {
        if (bytes[offset] === 0xff) {
          const following = bytes[offset + 1]!;
          if (following !== 0x00 && !(following >= 0xd0 && following <= 0xd7) && following !== 0xff) break;
        }
        offset += 1;
      }
    }
  }
  return null;
}

/**
 * A JPEG may be followed by further whole JPEGs (a phone's multi-picture or HDR gain-map images, MPF): those are
 * images too. Anything else after the first image's end is not.
 */
function jpegTrailerCheck(bytes: Buffer): "ok" | "polyglot" | "undecodable" {
  let start = 0;
  for (;;) {
    const scan = jpegEnd(bytes, start);
    if (scan === null) return start === 0 ? "undecodable" : "polyglot";
    if ("polyglot" in scan) return "polyglot";
    if (scan.end === bytes.length) return "ok";
    start = scan.end;
    if (sniffFormat(bytes.subarray(start)) !== "jpeg") return "polyglot";
  }
}

/** The checks made on the bytes before any decoder sees them. */
export function checkImageBytes(bytes: Buffer): ImageCheck {
  const format = sniffFormat(bytes);
  if (!format) return { ok: false, reason: "unsupported_type" };
  if (MARKUP.test(bytes.toString("latin1"))) return { ok: false, reason: "polyglot" };
  if (format === "jpeg") {
    const verdict = jpegTrailerCheck(bytes);
    return verdict === "ok" ? { ok: true, format } : { ok: false, reason: verdict };
  }
  const end = format === "png" ? pngEnd(bytes) : webpEnd(bytes);
  if (end === null) return { ok: false, reason: "undecodable" };
  if (end !== bytes.length) return { ok: false, reason: "polyglot" };
  return { ok: true, format };
}
