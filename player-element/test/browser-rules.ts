// What an element test cannot do in one of the browsers the suite runs in (Chromium and Firefox ESR, decision
// 0043), each by name with the reason. A test that needs one is skipped in that browser only, and counted skipped.

/** A thing one browser's test driver cannot do, and why. */
export interface BrowserRule {
  readonly browser: 'firefox';
  readonly reason: string;
}

const inFirefox = navigator.userAgent.includes('Firefox/');

/**
 * `emulateMedia({ reducedMotion })` needs the Chrome DevTools Protocol: Firefox is driven over WebDriver BiDi
 * (puppeteer-core), which has no media-feature emulation, so `prefers-reduced-motion` cannot be switched
 * there. The CSS under test is the standard `@media (prefers-reduced-motion: reduce)`; Chromium checks it.
 */
export const reducedMotionEmulation: BrowserRule = {
  browser: 'firefox',
  reason: 'prefers-reduced-motion cannot be emulated over WebDriver BiDi (CDP only)',
};

/** True when the browser running the tests is the one `rule` is about. */
export function cannot(rule: BrowserRule): boolean {
  return rule.browser === 'firefox' && inFirefox;
}

/** Skips the running test (`this` of a mocha `it`) in the browser `rule` is about. */
export function skipWhere(test: Mocha.Context, rule: BrowserRule): void {
  if (cannot(rule)) test.skip();
}
