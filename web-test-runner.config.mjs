// Element tests: real Chromium (the system's), real media served from the repository.
import { Buffer } from 'node:buffer';
import { writeFileSync, mkdirSync } from 'node:fs';
import { relative } from 'node:path';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter, summaryReporter } from '@web/test-runner';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { chromiumArgs, requireChromium } from './scripts/chromium.mjs';

/** Writes `{ passed, failed, skipped, failures }` (the failed tests' names) for scripts/test.mjs's summary. */
function countingReporter(file) {
  return {
    onTestRunFinished({ sessions }) {
      const counts = { passed: 0, failed: 0, skipped: 0, failures: [] };
      const walk = (suite, testFile, path) => {
        for (const test of suite?.tests ?? []) {
          if (test.skipped) counts.skipped += 1;
          else if (test.passed) counts.passed += 1;
          else {
            counts.failed += 1;
            counts.failures.push(`${testFile} › ${[...path, test.name].join(' › ')}`);
          }
        }
        for (const child of suite?.suites ?? []) walk(child, testFile, [...path, child.name]);
      };
      for (const session of sessions) {
        const testFile = relative(process.cwd(), session.testFile);
        walk(session.testResults, testFile, []);
        // A file that failed to load counts as one failure.
        if (!session.testResults && !session.passed) {
          counts.failed += 1;
          counts.failures.push(`${testFile} (did not load)`);
        }
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

/**
 * Test-only ClearKey licence server for the DRM element tests (the real one is the server's
 * `POST /vod/drm/clearkey/{vid}`): `POST /__test/clearkey` answers the JWK set of the CENC fixtures
 * (media/vod/cenc*, the server seed's test key) for their key id; `/__test/licence-500` always fails.
 */
const CLEARKEY_FIXTURE = { kid: 'ddd10e5a1f2b3c4d5e6f708192a3b4c5', key: '3c9e1d5a7f2b4c6e8a0d2f4b6c8e0a1c' };
async function clearKeyLicence(context, next) {
  if (context.path === '/__test/licence-500') {
    context.status = 500;
    context.body = 'licence server down';
    return;
  }
  if (context.path !== '/__test/clearkey' || context.method !== 'POST') return next();
  const chunks = [];
  for await (const chunk of context.req) chunks.push(chunk);
  const kid = Buffer.from(CLEARKEY_FIXTURE.kid, 'hex').toString('base64url');
  let kids = [];
  try {
    kids = JSON.parse(Buffer.concat(chunks).toString('utf8')).kids ?? [];
  } catch {
    kids = [];
  }
  if (!kids.includes(kid)) {
    context.status = 400;
    context.body = 'no key of the fixture requested';
    return;
  }
  context.type = 'application/octet-stream';
  context.body = Buffer.from(
    JSON.stringify({ keys: [{ kty: 'oct', kid, k: Buffer.from(CLEARKEY_FIXTURE.key, 'hex').toString('base64url') }], type: 'temporary' }),
  );
}

/** Test-only 302 (the platform's `hls302` index): `/__test/redirect/<path>?<query>` → `/<path>?<query>`. */
async function testRedirect(context, next) {
  if (!context.path.startsWith('/__test/redirect/')) return next();
  context.status = 302;
  context.redirect(`${context.path.slice('/__test/redirect'.length)}${context.search}`);
}

export default {
  rootDir: '.',
  middleware: [clearKeyLicence, testRedirect],
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
