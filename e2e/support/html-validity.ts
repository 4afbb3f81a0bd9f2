// The page as the browser holds it after the app has run, checked by html-validate with the project's one
// configuration (.htmlvalidate.json at the repository root: the recommended and accessibility presets).
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test, type Page } from "@playwright/test";
import { FileSystemConfigLoader, HtmlValidate, type Message } from "html-validate";

const validator = new HtmlValidate(new FileSystemConfigLoader());
const here = path.dirname(fileURLToPath(import.meta.url));

/** The rendered document: the DOM serialised, with the doctype the served page starts with. */
export async function renderedHtml(page: Page): Promise<string> {
  return page.evaluate(() => `<!DOCTYPE html>\n${document.documentElement.outerHTML}`);
}

const describe = (message: Message) =>
  `${message.ruleId}: ${message.message}${message.selector ? ` (at ${message.selector})` : ""}`;

/**
 * Validates the page as it is now and records the errors (a soft failure, so one run lists every screen's).
 * The file name is only where html-validate starts looking for its configuration, and what a report names.
 */
export async function expectValidHtml(page: Page, screen: string): Promise<void> {
  const html = await renderedHtml(page);
  const report = await validator.validateString(html, path.join(here, "..", `${screen}.html`));
  const errors = report.results.flatMap((result) => result.messages).filter((m) => m.severity === 2);
  if (errors.length > 0) {
    console.log(`html-validate ${screen}: ${errors.length} error(s)`);
    const file = test.info().outputPath(`${screen}.html`);
    await fs.writeFile(file, html);
    await test.info().attach(`${screen}.html`, { path: file, contentType: "text/html" });
  }
  expect.soft(errors.map(describe), `HTML errors on ${screen} (${page.url()})`).toEqual([]);
}
