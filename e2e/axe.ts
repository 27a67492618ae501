/**
 * The axe-core audit of the end-to-end specs: WCAG 2.0–2.2 A and AA with best practices, every rule on (colour
 * contrast included), and its violations written out for an assertion message.
 */
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** The violations on the page as it is now. */
export async function audit(page: Page): Promise<Violation[]> {
  await page.addScriptTag({ path: axeSource });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return result.violations as Violation[];
  });
}

/** One paragraph per violation, with up to five of its nodes. */
export function describeViolations(violations: Violation[]): string {
  return violations
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
      .slice(0, 5)
      .map((node) => `    ${node.target.join(' ')} — ${node.failureSummary?.split('\n').join(' ') ?? ''}`)
      .join('\n')}`)
    .join('\n');
}
