import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain Node ES module without types
import { playwrightFailures, vitestFailures } from '../test-reports.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const test = (fullName: string, status: string, failureMessages: string[] = []) => ({ ancestorTitles: [], fullName, title: fullName, status, duration: 1, failureMessages });

describe("npm test's summary names the failed tests, so a CI log's tail says which test to look at", () => {
  it('names each failed vitest test by file and full name with the first line of its error, and a file that failed before its tests ran by its error', () => {
    const report = {
      numFailedTests: 1,
      testResults: [
        { name: join(root, 'server/test/a.test.ts'), status: 'failed', message: '', assertionResults: [test('routes › answers 200', 'passed'), test('routes › answers 404', 'failed', ['\u001b[31mAssertionError: expected 200 to be 404\u001b[39m\n    at a.test.ts:9'])] },
        { name: join(root, 'server/test/b.test.ts'), status: 'failed', message: 'Error: Cannot find package x\n    at import', assertionResults: [] },
        { name: join(root, 'server/test/c.test.ts'), status: 'passed', message: '', assertionResults: [test('all good', 'passed')] },
      ],
    };
    expect(vitestFailures(report)).toEqual(['server/test/a.test.ts › routes › answers 404 — AssertionError: expected 200 to be 404', 'server/test/b.test.ts (Error: Cannot find package x)']);
  });

  it('names each unexpected Playwright result by file, line and describe path with the first line of its error; a flaky one that passed on retry is not named', () => {
    const spec = (title: string, line: number, status: string, message?: string) => ({
      title,
      file: 'login.spec.ts',
      line,
      tests: [{ status, results: message ? [{ error: { message } }] : [] }],
    });
    const report = {
      suites: [
        {
          title: 'login.spec.ts',
          specs: [spec('top-level test', 3, 'unexpected')],
          suites: [{ title: 'login', specs: [spec('wrong password', 10, 'unexpected', 'Error: Timed out 5000ms waiting for expect(locator).toBeVisible()\n\nLocator: …'), spec('right password', 20, 'expected'), spec('slow', 30, 'flaky')] }],
        },
      ],
    };
    expect(playwrightFailures(report)).toEqual(['login.spec.ts:3 › top-level test', 'login.spec.ts:10 › login › wrong password — Error: Timed out 5000ms waiting for expect(locator).toBeVisible()']);
  });
});
