// Installability, as Chromium itself judges it: Lighthouse 13 has no PWA category any more, so the bench asks the
// browser over the DevTools protocol (Page.getInstallabilityErrors) what stops the page being installed: no
// manifest, a manifest without a usable icon or start URL, no service worker controlling the page, and so on.
import * as chromeLauncher from "chrome-launcher";
import { chromium } from "@playwright/test";

export interface Installability {
  url: string;
  /** Chromium's reasons the page cannot be installed, each as its id and arguments ("" when none). */
  errors: string[];
}

interface InstallabilityError {
  errorId: string;
  errorArguments: { name: string; value: string }[];
}

/** One error as a line: its id, then its arguments (e.g. "manifest-missing-suitable-icon (minimum-icon-size-in-pixels=144)"). */
export function describeError(error: InstallabilityError): string {
  const details = error.errorArguments.map((argument) => `${argument.name}=${argument.value}`).join(", ");
  return details ? `${error.errorId} (${details})` : error.errorId;
}

/**
 * Loads `url` in a fresh headless Chromium, waits until the page is loaded and a service worker (if the page
 * registers one) controls it or a few seconds have passed, then reads Chromium's installability errors.
 */
export async function installabilityErrors(url: string): Promise<Installability> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    try {
      const context = browser.contexts()[0] ?? (await browser.newContext());
      const page = await context.newPage();
      await page.goto(url, { waitUntil: "load" });
      // A worker registered on load takes a moment to install and claim the page; without one, this just waits.
      await page
        .waitForFunction("navigator.serviceWorker?.controller != null", undefined, { timeout: 5_000 })
        .catch(() => undefined);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors: errors } = (await cdp.send("Page.getInstallabilityErrors")) as {
        installabilityErrors: InstallabilityError[];
      };
      return { url, errors: errors.map(describeError) };
    } finally {
      await browser.close();
    }
  } finally {
    chrome.kill();
  }
}
