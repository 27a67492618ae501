// Element tests: real Chromium (the system's), real media served from the repository.
import { writeFileSync, mkdirSync } from 'node:fs';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter, summaryReporter } from '@web/test-runner';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { chromiumArgs, requireChromium } from './scripts/chromium.mjs';

/** Writes `{ passed, failed, skipped }` for scripts/test.mjs's summary line. */
function countingReporter(file) {
  return {
    onTestRunFinished({ sessions }) {
      const counts = { passed: 0, failed: 0, skipped: 0 };
      const walk = (suite) => {
        for (const test of suite?.tests ?? []) {
          if (test.skipped) counts.skipped += 1;
          else if (test.passed) counts.passed += 1;
          else counts.failed += 1;
        }
        for (const child of suite?.suites ?? []) walk(child);
      };
      for (const session of sessions) {
        walk(session.testResults);
        // A file that failed to load counts as one failure.
        if (!session.testResults && !session.passed) counts.failed += 1;
      }
      mkdirSync('.test-results', { recursive: true });
      writeFileSync(file, JSON.stringify(counts));
    },
  };
}

/**
 * TypeScript for the sources only: HLS segments under /media/ end in .ts too but are MPEG-TS video, and
 * built output under /dist/ is served as built.
 */
function typescriptOutsideMedia() {
  const esbuild = esbuildPlugin({ ts: true, target: 'es2022', tsconfig: './player-element/tsconfig.json' });
  const isMedia = (context) => context.path.startsWith('/media/') || context.path.includes('/dist/');
  const resolveMimeType = esbuild.resolveMimeType.bind(esbuild);
  const transform = esbuild.transform.bind(esbuild);
  esbuild.resolveMimeType = (context) => (isMedia(context) ? undefined : resolveMimeType(context));
  esbuild.transform = (context) => (isMedia(context) ? undefined : transform(context));
  return esbuild;
}

export default {
  rootDir: '.',
  files: ['player-element/src/**/*.test.ts'],
  nodeResolve: true,
  concurrency: 1,
  testsFinishTimeout: 300_000,
  plugins: [typescriptOutsideMedia()],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: requireChromium(), args: chromiumArgs, headless: true },
    }),
  ],
  testFramework: { config: { timeout: 20_000 } },
  reporters: [defaultReporter(), summaryReporter({ flatten: false }), countingReporter('.test-results/element.json')],
};
