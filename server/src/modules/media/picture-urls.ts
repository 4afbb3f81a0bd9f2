// The addresses of the generated product pictures. The catalogue stores `/media/products/<category>/<slug>-<n>.svg`
// (and orders and carts made before keep such addresses: they are still served, with the category's drawing).
// The storefront answers them with the product's subcategory, and a variant's with its colour:
// `/media/products/<category>/<subcategory>/<slug>-<n>[-<colour>].svg`. Derived when a product is answered, so
// stored rows never need rewriting, and a product moved to another subcategory or given a new colour shows it.
import { colourSlug, isColourSlug } from "@store/shared/colours";

/** What may name a category or a subcategory in an address. */
export const SLUG_SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SEGMENT = 60;

/**
 * A picture's file: the product's slug, the picture's number (1 to 99) and an optional colour slug. A colour has
 * no digits, so a name ending in `-<digits>.svg` has none and one ending in letters has one: never ambiguous.
 */
const PICTURE_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*?)-(\d{1,2})(?:-([a-z]+(?:-[a-z]+)*))?\.svg$/;
const PICTURE_URL = /^\/media\/products\/([a-z0-9-]+)\/(?:([a-z0-9-]+)\/)?([^/]+)$/;

export interface PictureFile {
  productSlug: string;
  n: number;
  colour: string | undefined;
}

/** Reads a picture's file name, or null when it is not one of ours (no number, a bad colour, too long). */
export function parsePictureFile(file: string): PictureFile | null {
  if (file.length > 200) return null;
  const match = PICTURE_FILE.exec(file);
  if (!match) return null;
  const n = Number(match[2]);
  const colour = match[3];
  if (n < 1 || match[1]!.length > 120) return null;
  if (colour !== undefined && !isColourSlug(colour)) return null;
  return { productSlug: match[1]!, n, colour };
}

function isSegment(text: string): boolean {
  return text.length <= MAX_SEGMENT && SLUG_SEGMENT.test(text);
}

/**
 * A generated picture's address as the storefront shows it: with `subcategory`, and with `colour` (a colour name
 * as the catalogue writes it) when given, else the colour the address already had. Any other address (an upload,
 * the placeholder) is answered as it is.
 */
export function pictureUrl(url: string, subcategory: string, colour?: string): string {
  const match = PICTURE_URL.exec(url);
  if (!match || !isSegment(subcategory)) return url;
  const file = parsePictureFile(match[3]!);
  if (!file) return url;
  const slug = colour === undefined ? file.colour : colourSlug(colour);
  const tint = slug !== undefined && isColourSlug(slug) ? `-${slug}` : "";
  return `/media/products/${match[1]}/${subcategory}/${file.productSlug}-${file.n}${tint}.svg`;
}

export function isGeneratedPicture(url: string): boolean {
  const match = PICTURE_URL.exec(url);
  return match !== null && parsePictureFile(match[3]!) !== null;
}

/** A product's pictures as the storefront shows them. */
export function productPictures(images: readonly string[], subcategory: string): string[] {
  return images.map((url) => pictureUrl(url, subcategory));
}

/**
 * A variant's picture: its own (in its colour when generated), else, for a variant with a colour of a product
 * whose pictures are generated, the product's first in that colour; else null (the product's pictures stand).
 */
export function variantPicture(
  product: { images: readonly string[]; subcategory: string },
  variant: { color: string; image: string | null },
): string | null {
  const colour = variant.color === "" ? undefined : variant.color;
  if (variant.image) return pictureUrl(variant.image, product.subcategory, colour);
  const first = product.images[0];
  if (colour === undefined || first === undefined || !isGeneratedPicture(first)) return null;
  return pictureUrl(first, product.subcategory, colour);
}

/**
 * Whether two addresses show the same picture: a stored address and the one the store answered for it (with the
 * subcategory) are one picture, so an editor that sends back what it was given changes nothing.
 */
export function samePicture(a: string | null, b: string | null, subcategory: string): boolean {
  if (a === null || b === null) return a === b;
  return a === b || pictureUrl(a, subcategory) === pictureUrl(b, subcategory);
}

/** The pictures an editor sent back, each at its stored address where it is a stored picture as answered. */
export function storedPictures(
  stored: readonly string[],
  given: readonly string[],
  subcategory: string,
): string[] {
  return given.map((url) => stored.find((kept) => samePicture(kept, url, subcategory)) ?? url);
}
