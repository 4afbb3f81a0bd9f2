// Product pictures and brand logos drawn as SVG by the store itself, so every image works offline. The same
// name always draws the same picture.
import { CATEGORIES } from "@store/shared/categories";

interface CategoryLook {
  background: string;
  accent: string;
  /** A simple pictogram of the category in a 200x200 box: `currentColor` is the accent, white the highlights. */
  pictogram: string;
}

const LOOKS: Record<string, CategoryLook> = {
  electronics: {
    background: "#e6effd",
    accent: "#1d4ed8",
    pictogram:
      '<rect x="52" y="8" width="96" height="184" rx="18"/><rect x="62" y="26" width="76" height="140" rx="6" fill="#fff"/>' +
      '<rect x="70" y="36" width="60" height="40" rx="4" opacity=".25"/><rect x="70" y="84" width="40" height="8" rx="4" opacity=".25"/>' +
      '<circle cx="100" cy="179" r="6" fill="#fff"/><rect x="88" y="15" width="24" height="5" rx="2.5" fill="#fff" opacity=".6"/>',
  },
  groceries: {
    background: "#fdf0dc",
    accent: "#c2410c",
    pictogram:
      '<path d="M70 64a30 30 0 0 1 60 0" fill="none" stroke="currentColor" stroke-width="10" stroke-linecap="round"/>' +
      '<path d="M34 60h132l-12 132H46z"/><path d="M60 92h80" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".7"/>' +
      '<path d="M100 150c-22-8-28-30-16-46 20 4 28 24 16 46z" fill="#fff" opacity=".85"/>',
  },
  fruits: {
    background: "#e5f6e8",
    accent: "#16a34a",
    pictogram:
      '<path d="M100 62c-30-18-78-6-78 48 0 44 32 84 56 84 10 0 14-5 22-5s12 5 22 5c24 0 56-40 56-84 0-54-48-66-78-48z"/>' +
      '<path d="M100 62c0-18 4-32 14-44" fill="none" stroke="#78350f" stroke-width="7" stroke-linecap="round"/>' +
      '<path d="M108 38c14-22 40-26 56-20-8 22-34 30-56 20z" fill="#65a30d"/><ellipse cx="60" cy="100" rx="10" ry="20" fill="#fff" opacity=".35"/>',
  },
  "home-kitchen": {
    background: "#fceef6",
    accent: "#be185d",
    pictogram:
      '<path d="M30 88h140v62a36 36 0 0 1-36 36H66a36 36 0 0 1-36-36z"/><rect x="18" y="74" width="164" height="18" rx="9"/>' +
      '<rect x="8" y="104" width="26" height="12" rx="6"/><rect x="166" y="104" width="26" height="12" rx="6"/>' +
      '<rect x="88" y="56" width="24" height="20" rx="6"/><path d="M70 44c-8-10 8-18 0-30M100 40c-8-10 8-18 0-30M130 44c-8-10 8-18 0-30" fill="none" stroke="currentColor" stroke-width="5" stroke-linecap="round" opacity=".5"/>',
  },
  fashion: {
    background: "#f1e8fd",
    accent: "#7e22ce",
    pictogram:
      '<path d="M72 18l28 18 28-18 54 34-22 40-22-12v104H62V80L40 92 18 52z"/>' +
      '<path d="M72 18c4 16 14 24 28 24s24-8 28-24" fill="none" stroke="#fff" stroke-width="6" opacity=".7"/>' +
      '<rect x="112" y="92" width="22" height="26" rx="4" fill="#fff" opacity=".35"/>',
  },
  beauty: {
    background: "#fdecef",
    accent: "#e11d48",
    pictogram:
      '<rect x="62" y="72" width="76" height="122" rx="18"/><rect x="84" y="44" width="32" height="30" rx="4"/>' +
      '<path d="M92 44V26h36v12h-18" fill="none" stroke="currentColor" stroke-width="8" stroke-linejoin="round"/>' +
      '<rect x="74" y="108" width="52" height="50" rx="8" fill="#fff" opacity=".8"/><rect x="74" y="84" width="10" height="96" rx="5" fill="#fff" opacity=".3"/>',
  },
  "home-improvement": {
    background: "#fdf6d8",
    accent: "#b45309",
    pictogram:
      '<g transform="rotate(-35 100 100)"><rect x="90" y="62" width="20" height="132" rx="8"/><rect x="44" y="22" width="112" height="46" rx="10"/>' +
      '<rect x="44" y="30" width="26" height="30" rx="4" fill="#fff" opacity=".4"/></g>',
  },
  "sports-toys": {
    background: "#def7fa",
    accent: "#0e7490",
    pictogram:
      '<circle cx="100" cy="100" r="86"/><path d="M100 62l36 26-14 42H78L64 88z" fill="#fff"/>' +
      '<path d="M100 62V18M136 88l40-14M122 130l26 36M78 130l-26 36M64 88l-40-14" stroke="#fff" stroke-width="6" stroke-linecap="round"/>',
  },
};

const FALLBACK_LOOK = LOOKS.electronics!;

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

export function productImageSvg(categorySlug: string, productSlug: string, n: number): string {
  const look = LOOKS[categorySlug] ?? FALLBACK_LOOK;
  const shot = Number.isInteger(n) && n > 0 ? n : 1;
  const lines = wrapWords(titleFromSlug(productSlug), 22, 3);
  const label = (CATEGORY_NAMES.get(categorySlug) ?? "").toUpperCase();
  // Each picture of a product shows the pictogram from another angle, size and light.
  const spin = hash(productSlug) % 7;
  const angle = [0, -14, 12, -6, 8][(shot - 1) % 5]! + spin - 3;
  const scale = 1.6 + ((shot - 1) % 3) * 0.14;
  const glowX = 250 + ((hash(productSlug) + shot * 170) % 300);
  const glowY = 170 + ((shot * 90) % 160);
  const text = lines
    .map(
      (line, index) =>
        `<text x="400" y="${674 + index * 50 - (lines.length - 1) * 25}">${escapeXml(line)}</text>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800" role="img" aria-label="${escapeXml(lines.join(" "))}">
<rect width="800" height="800" fill="${look.background}"/>
<circle cx="${glowX}" cy="${glowY}" r="${230 + shot * 12}" fill="#fff" opacity="0.55"/>
<circle cx="${800 - glowX}" cy="${glowY + 260}" r="${110 + (shot % 3) * 20}" fill="${look.accent}" opacity="0.07"/>
<ellipse cx="400" cy="${478 + (shot % 2) * 6}" rx="${Math.round(95 * scale)}" ry="18" fill="#0f172a" opacity="0.08"/>
<g transform="translate(400 290) rotate(${angle}) scale(${scale.toFixed(2)}) translate(-100 -100)" fill="${look.accent}" color="${look.accent}">${look.pictogram}</g>
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
