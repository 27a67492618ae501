/**
 * The axe-core audit of the end-to-end specs: WCAG 2.0–2.2 A and AA with best practices, every rule on (colour
 * contrast included), and its violations written out for an assertion message.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// Evaluated by the browser's debugging protocol, not added as a <script>: the page's Content-Security-Policy (no
// inline scripts) stays on while it is audited.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** The violations on the page as it is now. */
export async function audit(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return result.violations as Violation[];
  });
}

/**
 * The violations in the light and the dark theme (decision 0098): the page as it is, then with the device's colour
 * scheme turned over, which the learner app follows under "Match my device" (`<html data-theme>` flips), and back.
 * Each violation's help says in which theme it was found. For the states a crawl does not reach (an open dialog, a
 * toast, a form with its errors shown).
 */
export async function auditBothThemes(page: Page): Promise<Violation[]> {
  const theme = () => page.evaluate(() => document.documentElement.dataset.theme ?? '');
  const first = await theme();
  if (first !== 'light' && first !== 'dark') throw new Error(`the page has no data-theme to turn over (it has "${first}")`);
  const turnedOver = first === 'light' ? 'dark' : 'light';
  const found = (violations: Violation[], name: string) => violations.map((violation) => ({ ...violation, help: `${violation.help} (${name} theme)` }));
  // Colours that ease from one theme to the other (or from a state just left), and a dialog fading in, are read once
  // they arrive; endless animations (a skeleton's shimmer) are not waited for.
  const settled = () =>
    page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition || (animation instanceof CSSAnimation && animation.effect?.getComputedTiming().endTime !== Infinity))
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
  await settled();
  const violations = found(await audit(page), first);
  await page.emulateMedia({ colorScheme: turnedOver });
  try {
    await page.waitForFunction((wanted) => document.documentElement.dataset.theme === wanted, turnedOver);
    await settled();
    violations.push(...found(await audit(page), turnedOver));
  } finally {
    await page.emulateMedia({ colorScheme: first });
  }
  await page.waitForFunction((wanted) => document.documentElement.dataset.theme === wanted, first);
  // The page is left as it was found, its colours back too, for whatever the test does next.
  await settled();
  return violations;
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
