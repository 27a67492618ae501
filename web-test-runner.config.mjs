// Element tests: real Chromium and real Firefox ESR (the system's), real media served from the repository.
import { Buffer } from 'node:buffer';
import { createReadStream, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { extname, relative, resolve, sep } from 'node:path';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter, summaryReporter } from '@web/test-runner';
import { elementBrowsers } from './scripts/element-browsers.mjs';
import { because } from './scripts/test-reports.mjs';

/**
 * Writes `{ passed, failed, skipped, failures }` (the failed tests' names, each with its error's first line) per browser, to
 * `.test-results/element-<browser>.json` (e.g. element-chromium.json), for scripts/test.mjs's summary.
 */
function countingReporter(directory) {
  return {
    onTestRunFinished({ sessions }) {
      const byBrowser = new Map();
      const countsOf = (browser) => {
        if (!byBrowser.has(browser)) byBrowser.set(browser, { passed: 0, failed: 0, skipped: 0, failures: [] });
        return byBrowser.get(browser);
      };
      const walk = (counts, suite, testFile, path) => {
        for (const test of suite?.tests ?? []) {
          if (test.skipped) counts.skipped += 1;
          else if (test.passed) counts.passed += 1;
          else {
            counts.failed += 1;
            counts.failures.push(`${testFile} › ${[...path, test.name].join(' › ')}${because(test.error?.message)}`);
          }
        }
        for (const child of suite?.suites ?? []) walk(counts, child, testFile, [...path, child.name]);
      };
      for (const session of sessions) {
        const counts = countsOf(session.browser.name.toLowerCase());
        const testFile = relative(process.cwd(), session.testFile);
        walk(counts, session.testResults, testFile, []);
        // A file that failed to load counts as one failure.
        if (!session.testResults && !session.passed) {
          counts.failed += 1;
          counts.failures.push(`${testFile} (did not load)`);
        }
      }
      mkdirSync(directory, { recursive: true });
      for (const [browser, counts] of byBrowser) writeFileSync(`${directory}/element-${browser}.json`, JSON.stringify(counts));
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

/**
 * Test-only page under a Content-Security-Policy header (the CSP element test, decision 0017):
 * `/__test/csp-page?policy=<policy>&module=/player-element/<path>.ts` answers an empty page that loads that
 * module, with the policy as a real response header. (A `srcdoc` frame with a `<meta>` policy is no way to do
 * this in Firefox: there `'self'` does not match the parent page's origin, decision 0043.)
 */
async function cspPage(context, next) {
  if (context.path !== '/__test/csp-page') return next();
  const policy = typeof context.query.policy === 'string' ? context.query.policy : '';
  const module = typeof context.query.module === 'string' ? context.query.module : '';
  if (!policy || /[\r\n]/.test(policy) || !/^\/player-element\/[\w/-]+(\.[\w-]+)*\.ts$/.test(module)) {
    context.status = 400;
    context.body = 'policy (one line) and module (/player-element/….ts) are required';
    return;
  }
  context.set('Content-Security-Policy', policy);
  context.type = 'html';
  context.body = `<!doctype html><html><head><script type="module" src="${module}"></script></head><body></body></html>`;
}

/**
 * Byte ranges for the media fixtures under /media/, as the real server serves them (@fastify/static): one
 * `Range: bytes=a-b` (or `a-`, `-n`) answers 206 with that part. The dev server alone answers every request
 * whole, and Firefox then lets a progressive video seek only within what it has downloaded so far (a seek to
 * 20 s lands at 4.8 s); Chromium seeks anyway. Other range forms get the whole file.
 */
const mediaRoot = resolve('media');
async function mediaRanges(context, next) {
  const range = /^bytes=(\d*)-(\d*)$/.exec(context.get('range'));
  if (!range || (!range[1] && !range[2]) || context.method !== 'GET' || !context.path.startsWith('/media/')) return next();
  const file = resolve(mediaRoot, `.${decodeURIComponent(context.path.slice('/media'.length))}`);
  let size;
  try {
    size = file.startsWith(mediaRoot + sep) ? statSync(file).size : undefined;
  } catch {
    size = undefined;
  }
  if (size === undefined) return next();
  const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
  const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
  context.set('Accept-Ranges', 'bytes');
  if (start > end) {
    context.status = 416;
    context.set('Content-Range', `bytes */${size}`);
    return;
  }
  context.status = 206;
  context.set('Content-Range', `bytes ${start}-${end}/${size}`);
  context.type = extname(file);
  context.length = end - start + 1;
  context.body = createReadStream(file, { start, end });
}

// ELEMENT_BROWSERS=chromium (or firefox) runs one browser; both by default. A missing Firefox is left out here
// with its reason; npm test reports that step skipped.
const { browsers, skipped } = elementBrowsers();
for (const { name, reason } of skipped) console.log(`Element tests in ${name} skipped: ${reason}`);

export default {
  rootDir: '.',
  middleware: [mediaRanges, clearKeyLicence, testRedirect, cspPage],
  files: ['player-element/src/**/*.test.ts'],
  nodeResolve: true,
  concurrency: 1,
  testsFinishTimeout: 300_000,
  plugins: [typescriptOutsideMedia()],
  browsers,
  testFramework: { config: { timeout: 20_000 } },
  reporters: [defaultReporter(), summaryReporter({ flatten: false }), countingReporter('.test-results')],
};
