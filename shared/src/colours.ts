// The colours products come in, as the catalogue names them ("Sky Blue", "Awesome Navy", "Black/White"), and the
// hex each stands for: one source for the product pictures (server/src/modules/media/) and the product page's
// swatches, so the chip a shopper picks and the picture it shows are the same colour. A name the list does not
// know (the admin may type any) takes the colour its last known word names, else a stable colour of its own.

/** Plain colour words; a maker's name for a colour usually ends in one of these ("Midnight Blue"). */
const WORDS: Record<string, string> = {
  black: "#1f2328",
  white: "#f8f8f6",
  grey: "#8a8f98",
  gray: "#8a8f98",
  silver: "#c4c8cf",
  gold: "#d4a93c",
  red: "#d62828",
  maroon: "#7a1f2b",
  pink: "#f08cb4",
  peach: "#f6b48f",
  orange: "#f08a24",
  mustard: "#d6a21e",
  yellow: "#f2cc2f",
  volt: "#c8e62a",
  green: "#2f9e55",
  olive: "#6b7530",
  teal: "#1a8f8f",
  blue: "#2563eb",
  navy: "#1e2f5c",
  indigo: "#3f3d9e",
  purple: "#7e3fb8",
  violet: "#8b5cf6",
  lilac: "#b9a2e0",
  brown: "#7b4a2a",
  beige: "#d9c6a5",
  cream: "#f1e6cc",
  ivory: "#f4efdf",
  natural: "#d8cbb0",
  terracotta: "#c8623f",
  titanium: "#9a968e",
  graphite: "#4a4d52",
  steel: "#a9b0b8",
  midnight: "#232b3a",
  starlight: "#ece4d6",
  multicolour: "#c2410c",
};

/** Whole names whose last word would mislead, or that no word names. */
const NAMES: Record<string, string> = {
  "natural-titanium": "#bdb6aa",
  "blue-titanium": "#4b5a6e",
  "black-titanium": "#34363a",
  "titanium-gray": "#8d8f92",
  "titanium-black": "#2c2d30",
  "titanium-violet": "#6c5a86",
  "awesome-iceblue": "#a9cfe6",
  "ocean-teal": "#16707a",
  "sky-blue": "#6cb8e6",
  "dark-grey": "#4b5058",
  "space-gray": "#5b5e63",
  "arctic-grey": "#c9ced4",
  "shiny-steel": "#b8bec6",
  "dazzle-steel": "#9aa3ad",
  "cloud-white": "#f4f4f2",
  "brilliant-white": "#fbfbfb",
  "triple-black": "#16181b",
  "core-black": "#1a1c1f",
};

/**
 * A colour name as it appears in a picture's address: lower case, words joined by hyphens, the two tones of a
 * two-tone name joined by "and" ("Sky Blue" is "sky-blue", "Black/White" and "Black and White" "black-and-white").
 */
export function colourSlug(name: string): string {
  return name
    .replace(/\s*[/&+]\s*/g, " and ")
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 40)
    .replace(/-$/, "");
}

/** What a colour's address may hold: letters in up to six hyphenated words, no digits, at most 40 characters. */
export const COLOUR_SLUG = /^[a-z]{1,20}(?:-[a-z]{1,20}){0,5}$/;

export function isColourSlug(text: string): boolean {
  return text.length <= 40 && COLOUR_SLUG.test(text);
}

function hashOf(text: string): number {
  let value = 0x811c9dc5;
  for (const character of text) value = Math.imul(value ^ character.charCodeAt(0), 0x01000193) >>> 0;
  return value;
}

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** A table's own entry: never one an object inherits ("constructor"). */
function own(table: Record<string, string>, key: string): string | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** One part of a name ("black", "sky-blue"): its own hex, its last known word's, else a stable colour of its own. */
function partHex(slug: string): string {
  const named = own(NAMES, slug) ?? own(WORDS, slug);
  if (named) return named;
  const words = slug.split("-").filter(Boolean);
  for (let index = words.length - 1; index >= 0; index -= 1) {
    const known = own(WORDS, words[index]!);
    if (known) return known;
  }
  const value = hashOf(slug);
  return hslToHex(value % 360, 45 + (value % 30), 40 + ((value >> 8) % 25));
}

/**
 * The hexes a colour name (or its slug) stands for, main colour first: one for most names, two for a two-tone
 * name ("Black/White", "Black and White"). A name and its slug give the same.
 */
export function colourHexes(nameOrSlug: string): string[] {
  const parts = colourSlug(nameOrSlug)
    .split("-and-")
    .filter((part) => part !== "");
  if (parts.length === 0) return [partHex("none")];
  return [...new Set(parts.slice(0, 2).map(partHex))];
}

/** The main hex of a colour name or of its slug: what a picture of that colour is tinted with. */
export function colourHex(nameOrSlug: string): string {
  return colourHexes(nameOrSlug)[0]!;
}

/** Relative luminance (0 black to 1 white) of a #rrggbb hex: light colours need an outline to be seen. */
export function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** `hex` mixed with white: `amount` 0 keeps the colour, 1 is white. A picture's background behind its object. */
export function lighten(hex: string, amount: number): string {
  const mix = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16);
    return Math.round(channel + (255 - channel) * amount)
      .toString(16)
      .padStart(2, "0");
  });
  return `#${mix.join("")}`;
}
