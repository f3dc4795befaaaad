/** axe-core in a page under test: the serious and critical findings, each named with its rule and where. */
import axe from "axe-core";
import type { Page } from "playwright-core";

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown }[];
}

export interface AxeScope {
  /** A selector: only that part of the page is checked. */
  readonly within?: string;
  /** Only these rules run (the colour rules after a theme switch). */
  readonly rules?: readonly string[];
}

/**
 * axe is evaluated through the DevTools protocol, which the page's CSP does not govern, and once a page: its
 * 0.5 MB of source took about a second each time.
 */
export const seriousViolations = async (page: Page, scope: AxeScope = {}): Promise<string[]> => {
  if (!(await page.evaluate(() => "axe" in globalThis))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async ({ within, rules }) => {
    const runner = (
      globalThis as unknown as {
        axe: { run: (context: string | Document, options: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const options = rules ? { runOnly: { type: "rule", values: rules } } : {};
    return (await runner.run(within ?? document, options)).violations;
  }, scope);
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${JSON.stringify(v.nodes.map((n) => n.target))}`);
};
