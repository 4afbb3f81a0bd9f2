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

/** `/media/uploads/<hash>.<ext>` (the largest) or `/media/uploads/<hash>-<width>.<ext>` (one width). */
export const UPLOADED_IMAGE_PATH = /^\/media\/uploads\/([0-9a-f]{32})(?:-([1-9]\d{1,3}))?\.(jpg|png|webp)$/;

export function uploadedImageUrl(hash: string, format: ImageFormat, width?: ImageWidth): string {
  return `/media/uploads/${hash}${width ? `-${width}` : ""}.${IMAGE_EXTENSIONS[format]}`;
}

/**
 * A `srcset` for an uploaded image's address (each width it is kept at), so the browser fetches the smallest
 * that fills the space; undefined for any other address (the generated pictures are SVG: one size fits all).
 */
export function uploadedImageSrcSet(url: string): string | undefined {
  const match = UPLOADED_IMAGE_PATH.exec(url);
  if (!match || match[2]) return undefined;
  return IMAGE_WIDTHS.map((width) => `/media/uploads/${match[1]}-${width}.${match[3]} ${width}w`).join(", ");
}

/**
 * An `<img>`'s `srcSet` and `sizes` for an address: both for an uploaded image, neither for any other (a `sizes`
 * without a `srcset` is invalid HTML).
 */
export function responsiveSources(url: string, sizes: string): { srcSet?: string; sizes?: string } {
  const srcSet = uploadedImageSrcSet(url);
  return srcSet ? { srcSet, sizes } : {};
}
