// Lists, after the run, the journeys that are expected to fail on a known client bug (support/known-bugs.ts),
// so a green run never hides them.
import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter";

export default class KnownBugsReporter implements Reporter {
  private readonly expectedFailures: { title: string; bug: string }[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (test.expectedStatus !== "failed" || result.status !== "failed") return;
    const bug = test.annotations.find((annotation) => annotation.type === "known bug")?.description ?? "";
    this.expectedFailures.push({ title: test.titlePath().slice(2).join(" › "), bug });
  }

  onEnd() {
    if (this.expectedFailures.length === 0) return;
    console.log(`\n${this.expectedFailures.length} journeys fail, as expected, on known bugs:`);
    for (const { title, bug } of this.expectedFailures) console.log(`  - ${title}\n    ${bug}`);
  }
}
