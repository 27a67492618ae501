// The failed tests of each runner's JSON report, by name, for npm test's summary: a CI log's tail then says
// which test to look at, not only how many failed.
import { relative } from 'node:path';
import { root } from './lib.mjs';

/** The failed tests of a vitest JSON report, as "file › suite › test". */
export function vitestFailures(json) {
  return json.testResults.flatMap((file) => {
    const name = relative(root, file.name);
    const failed = file.assertionResults.filter((test) => test.status === 'failed').map((test) => `${name} › ${test.fullName}`);
    // A file that failed before its tests ran (an import, a hook) has no failed test of its own.
    return failed.length || file.status !== 'failed' ? failed : [`${name} (${(file.message ?? 'failed').split('\n')[0]})`];
  });
}

/** The failed tests of a Playwright JSON report, as "file › describe › test". */
export function playwrightFailures(report) {
  const walk = (suite, path) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.filter((test) => test.status === 'unexpected').map(() => `${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}`),
    ),
    ...(suite.suites ?? []).flatMap((child) => walk(child, [...path, child.title])),
  ];
  return report.suites.flatMap((suite) => walk(suite, []));
}
