// Products keep their lists (images, colours, memory, storage) as JSON text; these read them back.

export const PLACEHOLDER_IMAGE = "/placeholder-product.svg";

/** A JSON list of strings; anything damaged reads as an empty list rather than failing the page. */
export function parseTextList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

/** The picture that stands for a product: its first, or the placeholder. */
export function primaryImage(images: readonly string[]): string {
  return images[0] ?? PLACEHOLDER_IMAGE;
}
