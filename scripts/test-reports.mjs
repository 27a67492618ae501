// npm test's summary rows from each runner's JSON report, with the failed tests by name: a CI log's tail then
// says which test to look at, not only how many failed.
import { relative } from 'node:path';
import { root } from './lib.mjs';

/** The failed tests of a vitest JSON report, as "file › suite › test". */
export function vitestFailures(json) {
  return json.testResults.flatMap((file) => {
    const name = relative(root, file.name);
    const failed = file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${name} › ${test.fullName}${because(test.failureMessages?.[0])}`);
    // A file that failed before its tests ran (an import, a hook) has no failed test of its own.
    return failed.length || file.status !== 'failed' ? failed : [`${name} (${(file.message ?? 'failed').split('\n')[0]})`];
  });
}

/**
 * The first line of a failure's message, without colour codes, after " — " (at most 240 characters), so that the
 * summary says why a test failed as well as which: a CI log's tail is often all there is to read.
 */
export function because(message) {
  // eslint-disable-next-line no-control-regex
  const line = message?.replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((text) => text.trim())?.trim();
  return line ? ` — ${line.length > 240 ? `${line.slice(0, 239)}…` : line}` : '';
}

/** The failed tests of a Playwright JSON report, as "file › describe › test". */
export function playwrightFailures(report) {
  const walk = (suite, path) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected')
        .map((test) => `${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}${because(test.results?.at(-1)?.error?.message)}`),
    ),
    ...(suite.suites ?? []).flatMap((child) => walk(child, [...path, child.title])),
  ];
  return report.suites.flatMap((suite) => walk(suite, []));
}

/** A runner's summary row from its counts, or one failure when it ended without writing any. */
export function counted(name, exitCode, counts) {
  if (!counts) return { name, passed: 0, failed: 1, skipped: 0, note: `no results (exit code ${exitCode})` };
  const failed = counts.failed + (exitCode !== 0 && counts.failed === 0 ? 1 : 0);
  return { name, ...counts, failed, note: failed > counts.failed ? `exit code ${exitCode} with no failed test` : '' };
}

/**
 * The element step's rows, one per browser ("element (chromium)", "element (firefox)"), from one
 * web-test-runner run's exit code and each browser's counts (`.test-results/element-<browser>.json`). A
 * browser in `skipped` (name → reason) is one skipped entry with its reason. A non-zero exit with no failed
 * test anywhere counts once, on the first browser that ran, not on each.
 * @param {number} exitCode
 * @param {Record<string, object | undefined>} countsByBrowser
 * @param {Record<string, string>} skipped
 */
export function elementRows(exitCode, countsByBrowser, skipped = {}) {
  const ran = Object.entries(countsByBrowser);
  const explained = ran.some(([, counts]) => !counts || counts.failed > 0);
  const rows = ran.map(([browser, counts], index) => counted(`element (${browser})`, counts && (explained || index > 0) ? 0 : exitCode, counts));
  for (const [browser, reason] of Object.entries(skipped)) {
    rows.push({ name: `element (${browser})`, passed: 0, failed: 0, skipped: 1, note: `skipped: ${reason}` });
  }
  return rows;
}
