// Makes the store's PNG icons in client/public from its mark (client/public/favicon.svg), with Debian's Chromium
// through Playwright: the web app manifest's 192 and 512 icons, a 512 maskable one and the 180 Apple touch icon.
// Run once after changing the mark, and commit the PNGs:  node scripts/make-icons.mjs
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";

const publicFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../client/public");
const mark = fs.readFileSync(path.join(publicFolder, "favicon.svg"), "utf8");

// A maskable icon is cropped to a shape of the phone's choosing (a circle at worst, 80% of the width): its red
// fills the whole square and the bag sits well inside that circle. iOS rounds the touch icon's corners itself
// and shows transparency as black, so it is the same full square.
const fullSquare = (bagScale) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="#c8102e"/>
  <g transform="translate(32 36) scale(${bagScale}) translate(-32 -36)">
    <path d="M18 24h28l-3 24H21z" fill="#fff"/>
    <path d="M25 24a7 7 0 0 1 14 0" fill="none" stroke="#fff" stroke-width="4"/>
  </g>
</svg>`;

const icons = [
  { file: "icon-192.png", size: 192, svg: mark },
  { file: "icon-512.png", size: 512, svg: mark },
  { file: "icon-maskable-512.png", size: 512, svg: fullSquare(0.8) },
  { file: "apple-touch-icon.png", size: 180, svg: fullSquare(1) },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
try {
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const sized = svg.replace("<svg ", `<svg width="${size}" height="${size}" `);
    await page.setContent(
      `<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`,
    );
    await page.screenshot({ path: path.join(publicFolder, file), omitBackground: true });
    await page.close();
    console.log(`${file} ${size}x${size}`);
  }
} finally {
  await browser.close();
}
