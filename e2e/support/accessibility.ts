// What the journeys ask of axe: the serious and critical WCAG 2.1 A/AA findings on the page as it is now.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** Each serious or critical finding as "rule: the elements it found", or none; `exclude`: a part axe leaves out. */
export async function seriousAccessibilityFindings(page: Page, exclude?: string): Promise<string[]> {
  let axe = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  if (exclude) axe = axe.exclude(exclude);
  const { violations } = await axe.analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}
