import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { test as base, expect, type Page } from "@playwright/test";

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core (WCAG 2.x A and AA, plus best practices) and fails on any violation. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // A client navigation swaps <title> as it commits: axe waits for the page to have one again, so
  // it judges the page, not the instant between two titles.
  await expect(page).toHaveTitle(/\S/);
  // Evaluated through the debugging protocol: the page's policy refuses an inline script tag.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: {
        type: "tag",
        values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"],
      },
    });
    return result.violations;
  });
  const report = violations
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    )
    .join("\n");
  expect(report, "axe found accessibility violations").toBe("");
}

/**
 * Every page test fails when the browser logs an error or a script throws, except for messages a
 * spec declares with `test.use({ expectedConsoleErrors: [...] })`.
 */
export const test = base.extend<{
  consoleErrors: string[];
  expectedConsoleErrors: RegExp[];
  axeAtEnd: boolean;
  finalStateAxe: void;
}>({
  expectedConsoleErrors: [[], { option: true }],
  axeAtEnd: [true, { option: true }],
  /**
   * Every journey is also judged by axe in the state it ends in (WCAG 2.2 AA across every page
   * and state), besides the checks a spec makes on the way: a state no spec thought to check is
   * still checked. Only a passing test on one of the storefront's own pages is judged, and only
   * where scripts run (axe is one).
   */
  finalStateAxe: [
    async ({ page, axeAtEnd, baseURL, javaScriptEnabled }, use, testInfo) => {
      await use();
      if (!axeAtEnd || !javaScriptEnabled || testInfo.status !== testInfo.expectedStatus) return;
      if (testInfo.status !== "passed" || page.isClosed()) return;
      const port = new URL(baseURL ?? "http://localhost").port;
      const here = new URL(page.url());
      if (!["localhost", "127.0.0.1"].includes(here.hostname) || here.port !== port) return;
      const html = (await page.evaluate(() => document.contentType).catch(() => "")) ?? "";
      if (html !== "text/html") return;
      await expectNoAxeViolations(page);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // Chromium's "Failed to load resource" names no address: the location says which one.
        const { url } = message.location();
        errors.push(url ? `${message.text()} (${url})` : message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      const unexpected = errors.filter(
        (text) => !expectedConsoleErrors.some((pattern) => pattern.test(text)),
      );
      expect(unexpected, "unexpected console errors in the browser").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
