// The element tests run in Chromium and Firefox ESR (decision 0043): which browsers run, a missing Firefox left
// out with its reason, and npm test's summary with one row per browser.
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without types
import { elementBrowsers, wantedBrowsers } from '../element-browsers.mjs';
// @ts-expect-error: a plain ES module script without types
import { elementRows } from '../test-reports.mjs';

const counts = (passed: number, failed = 0, failures: string[] = []) => ({ passed, failed, skipped: 0, failures });

describe('the element tests run in Chromium and in Firefox', () => {
  it('both browsers by default; ELEMENT_BROWSERS picks some, and an unknown name is an error', () => {
    expect(wantedBrowsers({})).toEqual(['chromium', 'firefox']);
    expect(wantedBrowsers({ ELEMENT_BROWSERS: ' Firefox ' })).toEqual(['firefox']);
    expect(() => wantedBrowsers({ ELEMENT_BROWSERS: 'chromium,safari' })).toThrow(/ELEMENT_BROWSERS=chromium,safari: name one or more of chromium, firefox/);
  });

  it('a missing Firefox is left out with the reason, never run or counted as passed', () => {
    const { browsers, skipped } = elementBrowsers({ ELEMENT_BROWSERS: 'firefox', FIREFOX_PATH: '/nonexistent/firefox' });
    expect(browsers).toEqual([]);
    expect(skipped).toEqual([{ name: 'firefox', reason: 'FIREFOX_PATH is set to /nonexistent/firefox, which does not exist.' }]);
  });

  it('a Firefox that exists gets a launcher named Firefox', () => {
    const { browsers, skipped } = elementBrowsers({ ELEMENT_BROWSERS: 'firefox', FIREFOX_PATH: process.execPath });
    expect(skipped).toEqual([]);
    expect(browsers.map((browser: { name: string }) => browser.name)).toEqual(['Firefox']);
  });
});

describe("npm test's summary has a row per browser for the element tests", () => {
  it('each browser its own counts and failed tests; a skipped Firefox is one skipped entry with its reason', () => {
    const rows = elementRows(0, { chromium: counts(10) }, { firefox: 'No Firefox found.' });
    expect(rows).toEqual([
      { name: 'element (chromium)', passed: 10, failed: 0, skipped: 0, failures: [], note: '' },
      { name: 'element (firefox)', passed: 0, failed: 0, skipped: 1, note: 'skipped: No Firefox found.' },
    ]);
    const both = elementRows(1, { chromium: counts(10), firefox: counts(9, 1, ['a.test.ts › fails']) });
    expect(both.map((row: { name: string; failed: number; failures: string[] }) => [row.name, row.failed, row.failures])).toEqual([
      ['element (chromium)', 0, []],
      ['element (firefox)', 1, ['a.test.ts › fails']],
    ]);
  });

  it('a failed run with no failed test counts once, and a browser with no results counts as failed', () => {
    const rows = elementRows(1, { chromium: counts(10), firefox: counts(10) });
    expect(rows.map((row: { failed: number; note: string }) => [row.failed, row.note])).toEqual([
      [1, 'exit code 1 with no failed test'],
      [0, ''],
    ]);
    const lost = elementRows(1, { chromium: counts(10), firefox: undefined });
    expect(lost.map((row: { failed: number; note: string }) => [row.failed, row.note])).toEqual([
      [0, ''],
      [1, 'no results (exit code 1)'],
    ]);
  });
});
