import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";
import { settled } from "./settled";

const require = createRequire(import.meta.url);
/** axe-core's browser build, read once. It is evaluated in the page: the server's CSP forbids inline <script>. */
const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

type Violation = { id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> };

/**
 * Runs axe-core (WCAG 2.x A/AA rules) on the page, or on `selector`, and answers the violations. It
 * checks the still page (`settled`): a dialog caught in its 0.2-s fade-in has every text at a fraction
 * of its opacity, which axe reports as too little contrast (seen on the student's card at 390 px).
 */
export const runAxe = async (page: Page, selector?: string): Promise<Violation[]> => {
  await settled(page);
  // Once per document: a second run on the same load (another width) reuses it.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (context) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Violation[] }> };
      }
    ).axe;
    const result = await axe.run(context ?? document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
      // Only the violations are wanted: axe then skips gathering the details of every node that passed.
      resultTypes: ["violations"],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  }, selector ?? null);
};

/** One line per violation: impact, rule, what it asks for and the elements it found. */
const describe = (v: Violation): string =>
  `${v.impact} ${v.id}: ${v.help} — ${JSON.stringify(v.nodes.map((n) => n.target))}`;

/** Every violation, whatever its impact (minor, moderate, serious, critical): the page sweep wants none (issue #31). */
export const axeViolations = async (page: Page, selector?: string): Promise<string[]> =>
  (await runAxe(page, selector)).map(describe);

/** The serious and critical violations, one line each: impact, rule, what it asks for and the elements it found. */
export const seriousViolations = async (page: Page, selector?: string): Promise<string[]> => {
  const violations = await runAxe(page, selector);
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical").map(describe);
};

/** Fails on any serious or critical axe violation, listing each with the elements it found. */
export const expectNoSeriousViolations = async (page: Page, selector?: string): Promise<void> => {
  expect(await seriousViolations(page, selector)).toEqual([]);
};
