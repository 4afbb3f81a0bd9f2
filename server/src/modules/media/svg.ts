// Product pictures and brand logos drawn as SVG by the store itself, so every image works offline. The same
// name always draws the same picture.

interface CategoryLook {
  background: string;
  accent: string;
  /** A simple pictogram of the category, drawn in a 200x200 box. */
  pictogram: string;
}

const LOOKS: Record<string, CategoryLook> = {
  electronics: {
    background: "#e8f0fe",
    accent: "#1a56db",
    pictogram:
      '<rect x="55" y="10" width="90" height="180" rx="16"/><rect x="65" y="30" width="70" height="130" rx="4" fill="#fff"/><circle cx="100" cy="175" r="6" fill="#fff"/>',
  },
  groceries: {
    background: "#fef3e2",
    accent: "#c2410c",
    pictogram:
      '<path d="M40 60h120l-12 130H52z"/><path d="M70 60a30 30 0 0 1 60 0" fill="none" stroke-width="10" stroke="currentColor"/>',
  },
  fruits: {
    background: "#e9f8ec",
    accent: "#15803d",
    pictogram:
      '<circle cx="100" cy="115" r="70"/><path d="M100 45c10-25 35-35 55-30-5 25-30 35-55 30z" fill="#65a30d"/>',
  },
  "home-kitchen": {
    background: "#fdf2f8",
    accent: "#be185d",
    pictogram:
      '<rect x="30" y="80" width="140" height="90" rx="20"/><rect x="20" y="70" width="160" height="18" rx="9"/><rect x="90" y="45" width="20" height="25" rx="6"/>',
  },
  fashion: {
    background: "#f3e8ff",
    accent: "#7e22ce",
    pictogram: '<path d="M70 20l30 20 30-20 50 35-20 35-20-10v110H60V80L40 90 20 55z"/>',
  },
  beauty: {
    background: "#fff1f2",
    accent: "#e11d48",
    pictogram:
      '<rect x="70" y="70" width="60" height="120" rx="12"/><rect x="82" y="30" width="36" height="45" rx="6"/>',
  },
  "home-improvement": {
    background: "#fefce8",
    accent: "#a16207",
    pictogram:
      '<rect x="90" y="70" width="22" height="125" rx="8"/><rect x="40" y="20" width="120" height="55" rx="10"/>',
  },
  "sports-toys": {
    background: "#ecfeff",
    accent: "#0e7490",
    pictogram: '<circle cx="100" cy="100" r="85"/><path d="M100 55l40 30-15 45H75L60 85z" fill="#fff"/>',
  },
};

const FALLBACK_LOOK = LOOKS.electronics!;

/** Names whose letters a title-cased slug would get wrong. */
const BRAND_NAMES: Record<string, string> = { lg: "LG", hp: "HP", jbl: "JBL", lego: "LEGO" };

export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!,
  );
}

export function titleFromSlug(slug: string): string {
  return slug
    .split("-")
    .filter(Boolean)
    .map((word) => (/^\d/.test(word) ? word.toUpperCase() : word[0]!.toUpperCase() + word.slice(1)))
    .join(" ");
}

/** Breaks a name into at most `maxLines` lines of about `width` characters, ending with … when cut short. */
export function wrapWords(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(" ")) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

function hue(text: string): number {
  let value = 0;
  for (const character of text) value = (value * 31 + character.charCodeAt(0)) % 360;
  return value;
}

export function productImageSvg(categorySlug: string, productSlug: string, n: number): string {
  const look = LOOKS[categorySlug] ?? FALLBACK_LOOK;
  const lines = wrapWords(titleFromSlug(productSlug), 22, 3);
  // Each picture of a product shows the pictogram from another angle and size.
  const angle = ((n - 1) % 4) * 12 - 12;
  const scale = 1 + ((n - 1) % 3) * 0.12;
  const text = lines
    .map((line, index) => `<text x="400" y="${600 + index * 52}">${escapeXml(line)}</text>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" role="img" aria-label="${escapeXml(lines.join(" "))}">
<rect width="800" height="800" fill="${look.background}"/>
<circle cx="${620 - n * 40}" cy="${160 + n * 30}" r="${120 + n * 15}" fill="${look.accent}" opacity="0.08"/>
<g transform="translate(400 300) rotate(${angle}) scale(${scale}) translate(-100 -100)" fill="${look.accent}" color="${look.accent}">${look.pictogram}</g>
<g font-family="system-ui, sans-serif" font-size="44" font-weight="600" fill="#1f2937" text-anchor="middle">${text}</g>
</svg>`;
}

export function brandLogoSvg(brandSlug: string): string {
  const name = BRAND_NAMES[brandSlug] ?? titleFromSlug(brandSlug);
  const colour = `hsl(${hue(brandSlug)} 65% 38%)`;
  const size = name.length > 12 ? 22 : name.length > 8 ? 28 : 34;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 120" role="img" aria-label="${escapeXml(name)}">
<rect x="4" y="4" width="232" height="112" rx="24" fill="#fff" stroke="${colour}" stroke-width="4"/>
<text x="120" y="${60 + size / 3}" font-family="system-ui, sans-serif" font-size="${size}" font-weight="700" fill="${colour}" text-anchor="middle">${escapeXml(name)}</text>
</svg>`;
}
