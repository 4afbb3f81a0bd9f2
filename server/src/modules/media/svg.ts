// Product pictures and brand logos drawn as SVG by the store itself, so every image works offline. The same
// name always draws the same picture.
import { CATEGORIES } from "@store/shared/categories";
import { colourHexes, isColourSlug, lighten, luminance } from "@store/shared/colours";
import { drawingFor } from "./art.ts";

/** A category's colours: the picture's background, and the object's fill when the product has no colour. */
interface CategoryLook {
  background: string;
  accent: string;
}

const LOOKS: Record<string, CategoryLook> = {
  electronics: { background: "#e6effd", accent: "#1d4ed8" },
  groceries: { background: "#fdf0dc", accent: "#c2410c" },
  fruits: { background: "#e5f6e8", accent: "#16a34a" },
  "home-kitchen": { background: "#fceef6", accent: "#be185d" },
  fashion: { background: "#f1e8fd", accent: "#7e22ce" },
  beauty: { background: "#fdecef", accent: "#e11d48" },
  "home-improvement": { background: "#fdf6d8", accent: "#b45309" },
  "sports-toys": { background: "#def7fa", accent: "#0e7490" },
};

const FALLBACK_LOOK: CategoryLook = { background: "#eef0f3", accent: "#475569" };

const CATEGORY_NAMES = new Map(CATEGORIES.map((category) => [category.slug, category.name]));

/** Names whose letters a title-cased slug would get wrong. */
const BRAND_NAMES: Record<string, string> = {
  lg: "LG",
  hp: "HP",
  jbl: "JBL",
  lego: "LEGO",
  ddc: "DDC",
  sg: "SG",
};

export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!,
  );
}

/** Words a slug spells in lower case that a name writes otherwise. */
const WORDS: Record<string, string> = {
  ...BRAND_NAMES,
  and: "and",
  for: "for",
  of: "of",
  with: "with",
  g: "g",
  kg: "kg",
  l: "L",
  ml: "ml",
  mm: "mm",
  cm: "cm",
  m: "m",
  led: "LED",
  tv: "TV",
  uhd: "UHD",
  usb: "USB",
  ups: "UPS",
  ctc: "CTC",
  spf: "SPF",
  gps: "GPS",
  dslr: "DSLR",
  eos: "EOS",
  iphone: "iPhone",
  macbook: "MacBook",
  airpods: "AirPods",
};

export function titleFromSlug(slug: string): string {
  return slug
    .split("-")
    .filter(Boolean)
    .map((word, index) => {
      const known = WORDS[word];
      if (known !== undefined && (index > 0 || known !== word)) return known;
      return /^\d/.test(word) ? word.toUpperCase() : word[0]!.toUpperCase() + word.slice(1);
    })
    .join(" ");
}

/** Breaks a name into at most `maxLines` lines of about `width` characters, ending with … when cut short. */
export function wrapWords(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(" ").filter(Boolean)) {
    const last = lines[lines.length - 1];
    const piece = word.length > width ? `${word.slice(0, width - 1)}…` : word;
    if (last !== undefined && `${last} ${piece}`.length <= width)
      lines[lines.length - 1] = `${last} ${piece}`;
    else lines.push(piece);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/…$/, "")}…`;
  return kept;
}

/** A stable number for a name, to pick colours and positions. */
function hash(text: string): number {
  let value = 0;
  for (const character of text) value = (value * 31 + character.charCodeAt(0)) % 1_000_003;
  return value;
}

export interface PictureOptions {
  /** The product's subcategory slug: which drawing it gets (its category's, or a price tag, when unknown). */
  subcategory?: string;
  /** A colour slug (shared/src/colours.ts colourSlug): the object's fill and a light background of it. */
  colour?: string;
}

/**
 * Picture `n` of a product: its subcategory's drawing in the product's colour (else the category's accent), its
 * name below. The same arguments always draw the same bytes. A colour that is not a well-formed colour slug is
 * ignored (the route refuses it before it gets here).
 */
export function productImageSvg(
  categorySlug: string,
  productSlug: string,
  n: number,
  options: PictureOptions = {},
): string {
  const look = LOOKS[categorySlug] ?? FALLBACK_LOOK;
  const drawing = drawingFor(categorySlug, options.subcategory, productSlug);
  const tones =
    options.colour !== undefined && isColourSlug(options.colour) ? colourHexes(options.colour) : [];
  const tint = tones[0] ?? null;
  // A two-tone colour ("White/Red") paints the drawing's white details in its second tone.
  const art = tones[1] ? drawing.art.replaceAll('fill="#fff"', `fill="${tones[1]}"`) : drawing.art;
  const fill = tint ?? look.accent;
  // A light colour (white, cream, volt) stands on a cool grey; any other on a pale wash of itself.
  const background = tint ? (luminance(tint) > 0.5 ? "#dde2e8" : lighten(tint, 0.86)) : look.background;
  // A light object (white, cream, silver) on its light background needs an outline to be seen.
  const outline = luminance(fill) > 0.45 ? ' stroke="#0f172a" stroke-opacity=".3" stroke-width="2.5"' : "";
  const shot = Number.isInteger(n) && n > 0 ? n : 1;
  const lines = wrapWords(titleFromSlug(productSlug), 22, 3);
  const label = (CATEGORY_NAMES.get(categorySlug) ?? "").toUpperCase();
  // Each picture of a product shows the drawing from another angle, size and light.
  const spin = hash(productSlug) % 7;
  const angle = [0, -10, 9, -5, 6][(shot - 1) % 5]! + spin - 3;
  const scale = 1.68 + ((shot - 1) % 3) * 0.1;
  const glowX = 250 + ((hash(productSlug) + shot * 170) % 300);
  const glowY = 170 + ((shot * 90) % 160);
  const name = escapeXml(lines.join(" "));
  const text = lines
    .map(
      (line, index) =>
        `<text x="400" y="${674 + index * 50 - (lines.length - 1) * 25}">${escapeXml(line)}</text>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800" role="img" aria-label="${name}">
<title>${name}</title>
<rect width="800" height="800" fill="${background}"/>
<circle cx="${glowX}" cy="${glowY}" r="${230 + shot * 12}" fill="#fff" opacity="0.55"/>
<ellipse cx="400" cy="${486 + (shot % 2) * 6}" rx="${Math.round(95 * scale)}" ry="18" fill="#0f172a" opacity="0.08"/>
<g data-art="${drawing.id}" transform="translate(400 290) rotate(${angle}) scale(${scale.toFixed(2)}) translate(-100 -100)" fill="${fill}" color="${fill}"${outline}>${art}</g>
<rect x="80" y="530" width="640" height="220" rx="28" fill="#fff" opacity="0.88"/>
<text x="400" y="576" font-family="system-ui, sans-serif" font-size="20" font-weight="700" letter-spacing="3" fill="${look.accent}" text-anchor="middle">${escapeXml(label)}</text>
<g font-family="system-ui, sans-serif" font-size="40" font-weight="600" fill="#1f2937" text-anchor="middle">${text}</g>
</svg>`;
}

/** Splits a long brand name over two lines, as evenly as its words allow. */
function logoLines(name: string): string[] {
  const words = name.split(" ");
  if (name.length <= 12 || words.length < 2) return [name];
  let best = [name];
  let longest = Infinity;
  for (let cut = 1; cut < words.length; cut += 1) {
    const lines = [words.slice(0, cut).join(" "), words.slice(cut).join(" ")];
    const width = Math.max(...lines.map((line) => line.length));
    if (width < longest) [best, longest] = [lines, width];
  }
  return best;
}

export function brandLogoSvg(brandSlug: string): string {
  const name = BRAND_NAMES[brandSlug] ?? titleFromSlug(brandSlug);
  const hue = hash(brandSlug) % 360;
  const colour = `hsl(${hue} 62% 36%)`;
  const lines = logoLines(name);
  const longest = Math.max(1, ...lines.map((line) => line.length));
  // Bold system-ui letters are about 0.62em wide; keep the name inside 200 of the badge's 232 units.
  const size = Math.min(38, Math.floor(200 / (longest * 0.62)));
  const top = 60 - ((lines.length - 1) * size * 1.1) / 2 + size * 0.35;
  const text = lines
    .map(
      (line, index) =>
        `<tspan x="120" y="${(top + index * size * 1.1).toFixed(1)}">${escapeXml(line)}</tspan>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 120" width="240" height="120" role="img" aria-label="${escapeXml(name)}">
<rect x="4" y="4" width="232" height="112" rx="24" fill="hsl(${hue} 70% 96%)" stroke="${colour}" stroke-width="4"/>
<text font-family="system-ui, sans-serif" font-size="${size}" font-weight="800" fill="${colour}" text-anchor="middle">${text}</text>
</svg>`;
}
