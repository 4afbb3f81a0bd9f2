// The addresses of images uploaded through the admin (POST /api/admin/uploads), shared by the store that serves
// them and the storefront that shows them. No zod here: the product card imports this into the home bundle.

/**
 * The widths an upload is kept at, from what the storefront shows at one to three device pixels per CSS pixel:
 * thumbnails (72px) and cart lines (88px) → 160; listing cards (160–300px) → 400 and 800; the product page's main
 * picture (up to 600px) → 800 and 1200. An image narrower than a width is never enlarged to it.
 */
export const IMAGE_WIDTHS = [160, 400, 800, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The file types an upload is stored as: the type it came in (JPEG, PNG or WebP), re-encoded. */
export const IMAGE_EXTENSIONS = { jpeg: "jpg", png: "png", webp: "webp" } as const;
export type ImageFormat = keyof typeof IMAGE_EXTENSIONS;

/** Where uploads are served: `<UPLOADS_PATH><file>`, the file as `parseUploadedImageFile` reads it. */
export const UPLOADS_PATH = "/media/uploads/";

/** `<hash>.<ext>` (the largest) or `<hash>-<width>.<ext>` (one width): the hash is the content's, never a name. */
const UPLOADED_FILE = /^([0-9a-f]{32})(?:-([1-9]\d{1,3}))?\.(jpg|png|webp)$/;

const FORMAT_OF_EXTENSION: Record<string, ImageFormat> = { jpg: "jpeg", png: "png", webp: "webp" };

/** The parts of an uploaded image's file name, or null for any name the store never gives. */
export function parseUploadedImageFile(
  file: string,
): { hash: string; width: ImageWidth | null; format: ImageFormat } | null {
  const match = UPLOADED_FILE.exec(file);
  if (!match) return null;
  const width = match[2] ? Number(match[2]) : null;
  if (width !== null && !(IMAGE_WIDTHS as readonly number[]).includes(width)) return null;
  return { hash: match[1]!, width: width as ImageWidth | null, format: FORMAT_OF_EXTENSION[match[3]!]! };
}

export function uploadedImageUrl(hash: string, format: ImageFormat, width?: ImageWidth): string {
  return `${UPLOADS_PATH}${hash}${width ? `-${width}` : ""}.${IMAGE_EXTENSIONS[format]}`;
}

/**
 * A `srcset` for an uploaded image's address (each width it is kept at), so the browser fetches the smallest
 * that fills the space; undefined for any other address (the generated pictures are SVG: one size fits all).
 */
export function uploadedImageSrcSet(url: string): string | undefined {
  const image = url.startsWith(UPLOADS_PATH) ? parseUploadedImageFile(url.slice(UPLOADS_PATH.length)) : null;
  if (!image || image.width !== null) return undefined;
  return IMAGE_WIDTHS.map((width) => `${uploadedImageUrl(image.hash, image.format, width)} ${width}w`).join(
    ", ",
  );
}

/**
 * An `<img>`'s `srcSet` and `sizes` for an address: both for an uploaded image, neither for any other (a `sizes`
 * without a `srcset` is invalid HTML).
 */
export function responsiveSources(url: string, sizes: string): { srcSet?: string; sizes?: string } {
  const srcSet = uploadedImageSrcSet(url);
  return srcSet ? { srcSet, sizes } : {};
}
