// What the journeys ask of axe: the serious and critical WCAG 2.1 A/AA findings on the page as it is now.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** Each serious or critical finding as "rule: the elements it found", or none. */
export async function seriousAccessibilityFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}
