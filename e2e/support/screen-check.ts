// One look at a screen, as the issue journeys take it: photographed at 1280 and 390 px (into the folder the
// environment variable `shotsVariable` names, else the test's output folder), once the Devanagari face a Nepali
// page uses has loaded; axe (nothing serious or critical); and nothing running off a phone's side.
import fs from "node:fs/promises";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { seriousAccessibilityFindings } from "./accessibility.ts";

export interface ScreenCheck {
  /** The environment variable naming the screenshots' folder (SMS_SHOTS and the like). */
  shotsVariable: string;
  /** A part of the page axe leaves out (the mail viewer's frame: the email's own HTML, made for mail clients). */
  exclude?: string;
}

export async function checkScreen(page: Page, name: string, { shotsVariable, exclude }: ScreenCheck) {
  const folder = process.env[shotsVariable] ?? test.info().outputPath("shots");
  await fs.mkdir(folder, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // The Devanagari face loads when a Nepali page first needs it: photographed once it has.
    await page.evaluate(async () => {
      if (document.documentElement.lang === "ne")
        for (const weight of [400, 600, 700])
          await document.fonts.load(`${weight} 1em "Noto Sans Devanagari"`, "क");
      await document.fonts.ready;
    });
    await page.screenshot({ path: path.join(folder, `${name}-${width}.png`), fullPage: true });
    expect.soft(await seriousAccessibilityFindings(page, exclude), `${name} at ${width} px`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect.soft(overflow, `${name} runs off the side at ${width} px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
