// Uploads in tests: multipart bodies written byte by byte (so a test controls every header, name and boundary an
// attacker could), images made with sharp on the spot, and the upload call itself.
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { TEST_ADMIN } from "./constants.ts";
import { bearer } from "./factories.ts";

export const BOUNDARY = "----store-test-boundary-7MA4YWxkTrZu0gW";

export interface Part {
  /** The form field's name (`file` for the upload). */
  name: string;
  /** A file name makes the part a file; left out, a plain field. */
  filename?: string;
  contentType?: string;
  content: Buffer | string;
}

/** A multipart/form-data body of the parts, in order. */
export function multipartBody(parts: Part[], boundary = BOUNDARY): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ""}`;
    const headers = [
      `--${boundary}`,
      `Content-Disposition: ${disposition}`,
      ...(part.contentType ? [`Content-Type: ${part.contentType}`] : []),
      "",
      "",
    ].join("\r\n");
    chunks.push(Buffer.from(headers, "latin1"), Buffer.from(part.content), Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** One file in the field `file`: what the admin's upload form sends. */
export function fileBody(
  content: Buffer | string,
  filename = "picture.jpg",
  contentType = "image/jpeg",
): Buffer {
  return multipartBody([{ name: "file", filename, contentType, content }]);
}

export const multipartHeaders = (boundary = BOUNDARY) => ({
  "content-type": `multipart/form-data; boundary=${boundary}`,
});

export function upload(app: FastifyInstance, token: string | null, body: Buffer, boundary = BOUNDARY) {
  return app.inject({
    method: "POST",
    url: "/api/admin/uploads",
    headers: { ...multipartHeaders(boundary), ...(token ? bearer(token) : {}) },
    payload: body,
  });
}

export async function adminToken(app: FastifyInstance): Promise<string> {
  const login = await app.inject({ method: "POST", url: "/api/auth/login", payload: TEST_ADMIN });
  return login.json().token as string;
}

/**
 * A photo-like image (a gradient with noise, so it neither compresses to nothing nor looks like any other test's
 * image): `seed` makes each distinct.
 */
export async function testImage(
  format: "jpeg" | "png" | "webp",
  width: number,
  height: number,
  seed = 1,
): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed * 2654435761;
  for (let index = 0; index < pixels.length; index += 3) {
    state = (state * 1103515245 + 12345) >>> 0;
    const x = (index / 3) % width;
    const y = Math.floor(index / 3 / width);
    pixels[index] = (x * 255) / width;
    pixels[index + 1] = (y * 255) / height;
    pixels[index + 2] = (state >>> 24) & 0x3f;
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  if (format === "jpeg") return image.jpeg({ quality: 90 }).toBuffer();
  if (format === "png") return image.png().toBuffer();
  return image.webp({ quality: 90 }).toBuffer();
}
