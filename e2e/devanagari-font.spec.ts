// Devanagari in the store's own face on any system (issue 32). A machine without Devanagari system fonts showed
// empty boxes on Nepali pages although Noto Sans Devanagari had loaded: the font stack named system fonts first,
// and one of them claimed the glyphs. This journey asks Chromium which fonts it actually used for every text node
// with Devanagari in it (CDP CSS.getPlatformFontsForNode) on the home page, a listing, a product page and the
// Search button, header and footer included: the store's face must draw them, and any other font may only have
// drawn the characters outside the face's unicode-range (spaces, Latin, digits).
import { expect, test, type CDPSession, type Page } from "@playwright/test";

/** The characters fonts.css gives to the store's Devanagari face (its unicode-range), as [first, last] code points. */
const STORE_FACE_RANGE: [number, number][] = [
  [0x0900, 0x097f],
  [0x1cd0, 0x1cf9],
  [0x200c, 0x200d],
  [0x20a8, 0x20a8],
  [0x20b9, 0x20b9],
  [0x20f0, 0x20f0],
  [0x25cc, 0x25cc],
  [0xa830, 0xa839],
  [0xa8e0, 0xa8ff],
  [0x11b00, 0x11b09],
];
/** How many characters of a text the store's face does not cover (each drawn by some other font, or not at all). */
function outsideStoreFace(text: string): number {
  return [...text].filter((char) => {
    const code = char.codePointAt(0)!;
    return !STORE_FACE_RANGE.some(([first, last]) => code >= first && code <= last);
  }).length;
}
const DEVANAGARI = /[\u0900-\u097F]/u;
const STORE_FACE = "Noto Sans Devanagari";

type DomNode = { nodeId: number; nodeType: number; nodeValue: string; children?: DomNode[] };
type PlatformFont = { familyName: string; isCustomFont: boolean; glyphCount: number };

/** Every text node of the page that has Devanagari in it. */
function devanagariTextNodes(root: DomNode): DomNode[] {
  const found: DomNode[] = [];
  const walk = (node: DomNode) => {
    if (node.nodeType === 3 && DEVANAGARI.test(node.nodeValue)) found.push(node);
    for (const child of node.children ?? []) walk(child);
  };
  walk(root);
  return found;
}

/**
 * The text nodes whose Devanagari Chromium drew in some other font: either the store's face drew nothing, or the
 * other fonts drew more glyphs than the node has characters outside the face's range (a system font's boxes).
 */
async function textInOtherFonts(cdp: CDPSession): Promise<string[]> {
  const { root } = (await cdp.send("DOM.getDocument", { depth: -1, pierce: true })) as { root: DomNode };
  const nodes = devanagariTextNodes(root);
  expect(nodes.length, "the page has Nepali text").toBeGreaterThan(0);
  const wrong: string[] = [];
  let drawn = 0;
  for (const node of nodes) {
    let fonts: PlatformFont[];
    try {
      ({ fonts } = (await cdp.send("CSS.getPlatformFontsForNode", { nodeId: node.nodeId })) as {
        fonts: PlatformFont[];
      });
    } catch {
      continue; // a node without layout (in <title>, <script> or hidden) draws nothing
    }
    if (fonts.length === 0) continue;
    drawn += 1;
    const outsideFace = outsideStoreFace(node.nodeValue);
    // Chromium names each weight of the face (e.g. "Noto Sans Devanagari SemiBold"); it must be the web font.
    const storeFace = fonts.find((font) => font.familyName.startsWith(STORE_FACE) && font.isCustomFont);
    const others = fonts.filter((font) => font !== storeFace);
    const otherGlyphs = others.reduce((sum, font) => sum + font.glyphCount, 0);
    if (!storeFace || otherGlyphs > outsideFace) {
      const named = fonts.map(
        (font) => `${font.familyName}${font.isCustomFont ? " (web)" : ""}: ${font.glyphCount}`,
      );
      wrong.push(`"${node.nodeValue.trim()}" drawn in ${named.join(", ")}`);
    }
  }
  expect(drawn, "Chromium drew some of the page's Nepali text").toBeGreaterThan(0);
  return wrong;
}

async function openInNepali(page: Page, baseURL: string | undefined, path: string) {
  await page.context().addCookies([{ name: "lang", value: "ne", url: baseURL! }]);
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("lang", "ne");
  // The face is fetched once Devanagari is laid out; wait until every face the page asked for has arrived.
  await page.evaluate(() => document.fonts.ready);
  await expect
    .poll(() => page.evaluate((family) => document.fonts.check(`16px "${family}"`, "क"), STORE_FACE))
    .toBe(true);
}

const PAGES = [
  { name: "the home page", slug: "home", path: "/" },
  { name: "a listing", slug: "listing", path: "/products?category=fashion" },
  { name: "a product page", slug: "product", path: "/product/fashion/nike-air-max-270" },
];

for (const { name, slug, path } of PAGES) {
  test(`${name} in Nepali draws its Devanagari in the store's face`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openInNepali(page, baseURL, path);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    // The header's Search button and the footer are on every page; check they are there, so they are counted.
    await expect(page.getByRole("button", { name: "खोज्नुहोस्", exact: true })).toBeVisible();
    await expect(page.locator("footer")).toContainText(DEVANAGARI);
    expect(await textInOtherFonts(cdp)).toEqual([]);
    // With E2E_SHOTS=<folder>, a picture of the page to look at: Devanagari, not boxes.
    if (process.env.E2E_SHOTS)
      await page.screenshot({ path: `${process.env.E2E_SHOTS}/devanagari-${slug}-390.png` });
  });
}

test("an English page draws its one Nepali word, the language switch, in the store's face", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const languageSwitch = page.getByRole("button", { name: "नेपालीमा हेर्नुहोस् (View in Nepali)" });
  await expect(languageSwitch).toHaveText("नेपाली");
  await expect
    .poll(() => page.evaluate((family) => document.fonts.check(`16px "${family}"`, "क"), STORE_FACE))
    .toBe(true);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  expect(await textInOtherFonts(cdp)).toEqual([]);
});
