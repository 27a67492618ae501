import { test, expect, type Page } from '@playwright/test';
import { checkEveryPage, crawlTheApp } from './app-crawl.js';

/**
 * Issue 20 item 7, phones: every page of the learner app works on a 360 × 740 phone in Thai and English (the
 * app's longest texts) — no horizontal scrolling, no interactive elements on top of each other, and every
 * touch target at least 44 × 44 px. Also at 320 × 640: WCAG 1.4.10's reflow width (a 1280-pixel window zoomed to
 * 400 %, and the smallest phones). The routes are the ones the axe audit crawls (scripts/app-pages.mjs).
 * The player's own controls live in its shadow root and are the player's concern (its spec and tests).
 */
const PHONES = [
  { width: 360, height: 740 },
  { width: 320, height: 640 },
] as const;
const LOCALES = ['th', 'en'] as const;
const MIN_TARGET = 44;

/** What breaks the phone layout on the page as it is now, one line per offender. */
async function phoneProblems(page: Page): Promise<string[]> {
  return page.evaluate((minTarget) => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      const wide = Array.from(document.querySelectorAll<HTMLElement>('body *'))
        .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
        .slice(0, 3)
        .map(describe);
      problems.push(`scrolls sideways: scrollWidth ${root.scrollWidth} > clientWidth ${root.clientWidth} (${wide.join('; ')})`);
    }

    /** A short name of an element for a failure message: tag, class, and its accessible text. */
    function describe(element: Element): string {
      const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const className = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
      return `<${element.tagName.toLowerCase()}${className}> "${text}"`;
    }

    function visible(element: Element): boolean {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') return false;
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && !element.closest('[hidden], [inert], [aria-hidden="true"]');
    }

    /**
     * The element a finger actually hits: a visually hidden input (react-aria's checkboxes and radios) is
     * operated through the label around it.
     */
    function target(element: Element): Element | null {
      if (element instanceof HTMLInputElement) {
        const box = element.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1 || getComputedStyle(element).clipPath !== 'none' || getComputedStyle(element).clip !== 'auto') {
          return element.closest('label');
        }
        // A native checkbox or radio is hit through its label as well.
        if ((element.type === 'checkbox' || element.type === 'radio') && element.labels?.[0]?.contains(element)) return element.labels[0];
      }
      // A stretched link (.stretched-link) is hit through its ::after, which covers its positioned ancestor.
      const after = getComputedStyle(element, '::after');
      if (element instanceof HTMLElement && after.content !== 'none' && after.position === 'absolute' && element.offsetParent) {
        return element.offsetParent;
      }
      return element;
    }

    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="menuitem"], [role="option"], [tabindex]:not([tabindex="-1"])';
    const elements = Array.from(document.querySelectorAll(selector)).filter(
      (element) => !element.closest('ddi-player') && !(element as HTMLElement).matches('[disabled]'),
    );
    // Nested controls (a link around a button, a tab list's roving tab stop) count once: the outermost.
    const outermost = elements.filter((element) => !elements.some((other) => other !== element && other.contains(element)));
    const targets = [
      ...new Set(outermost.map(target).filter((element): element is Element => element !== null && visible(element))),
    ];
    for (const element of targets) {
      const box = element.getBoundingClientRect();
      if (box.width < minTarget - 0.5 || box.height < minTarget - 0.5) {
        problems.push(`target under ${minTarget}×${minTarget} px: ${describe(element)} is ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    targets.forEach((first, i) => {
      for (const second of targets.slice(i + 1)) {
        // A control inside a stretched link's card sits above the card's link: one inside the other is by design.
        if (first.contains(second) || second.contains(first)) continue;
        const a = first.getBoundingClientRect();
        const b = second.getBoundingClientRect();
        const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (overlapX > 1 && overlapY > 1) problems.push(`overlap: ${describe(first)} and ${describe(second)} share ${Math.round(overlapX)}×${Math.round(overlapY)} px`);
      }
    });
    return problems;
  }, MIN_TARGET);
}

test.describe('every page of the learner app works on a phone (360 and 320 px): no sideways scrolling, no overlapping controls, 44 × 44 px targets', () => {
  const app = crawlTheApp();

  for (const phone of PHONES) {
    for (const locale of LOCALES) {
      test(`every page at ${phone.width}×${phone.height} in ${locale}`, async ({ browser }) => {
        test.setTimeout(300_000);
        expect(app.pages.length, 'the crawl found the signed-in pages').toBeGreaterThan(10);
        const failures = await checkEveryPage(
          browser,
          app,
          { locale, contextOptions: { viewport: phone, hasTouch: true, isMobile: true } },
          phoneProblems,
        );
        expect(failures, failures.join('\n\n')).toEqual([]);
      });
    }
  }
});
