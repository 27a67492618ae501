// Lighthouse 12 (mobile preset: simulated slow 4G, 4× CPU slowdown, a phone screen) of /pc/login, /pc/home
// (signed in as the demo learner) and /demo/, with Debian's Chromium against the built server that `npm start`
// runs (its compression and caching included): performance, accessibility and best practices, the median of
// BENCH_RUNS runs (default 3 here: one run takes about half a minute). Issue 20 asks accessibility and best
// practices ≥ 95; issue 22 asks performance ≥ 95 on the two app pages and ≥ 90 on /demo/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumArgs, requireChromium } from '../../scripts/chromium.mjs';
import { median, printTable, requireBuilt, root, startServer, writeResult } from '../lib.mjs';

requireBuilt(['learner-app/dist/index.html', 'server/dist/server.js']);

/** Where the last run's full Lighthouse report of each page goes, to study its findings (not committed). */
const reportsDir = join(root, '.test-results', 'lighthouse');
const runs = Math.max(1, Number(process.env.BENCH_RUNS) || 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
/** The pages and their performance goal (issue 22); accessibility and best practices are ≥ 95 for all. */
const GOAL_PAGES = [
  { path: '/pc/login', performance: 95 },
  { path: '/pc/home', performance: 95, signedIn: true },
  { path: '/demo/', performance: 90 },
];
/**
 * `LIGHTHOUSE_PAGES=/pc/course?id=1,…` measures those signed-in app addresses instead (reported without a
 * performance goal: accessibility and best practices keep theirs), to study a page that is not one of the issue's.
 */
const PAGES = process.env.LIGHTHOUSE_PAGES
  ? process.env.LIGHTHOUSE_PAGES.split(',').map((path) => ({ path, performance: 0, signedIn: true }))
  : GOAL_PAGES;
const METRICS = {
  'first-contentful-paint': 'fcpMs',
  'largest-contentful-paint': 'lcpMs',
  'total-blocking-time': 'tbtMs',
  'cumulative-layout-shift': 'cls',
  'speed-index': 'siMs',
};

/**
 * The demo learner's session: the login API's httpOnly cookie (sent by Lighthouse as an extra header, since
 * it clears the origin's cookies and storage before it loads the page) and the userInfo the app keeps in
 * localStorage (written by a script that runs before the app's on every document).
 */
async function demoSession(baseUrl) {
  const response = await fetch(`${baseUrl}/ddilearner/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginType: 'account', username: 'demo', password: 'Demo@1234', remember: true }),
  });
  const body = await response.json();
  if (body.code !== 0) throw new Error(`demo login failed: ${JSON.stringify(body)}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error('the login answer set no cookie');
  return { cookie, userInfo: JSON.stringify(body.data.userInfo) };
}

/** One Lighthouse run of a page in a fresh browser context: its category scores, metrics and failed audits. */
async function audit(browser, url, session) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    if (session) await page.evaluateOnNewDocument((userInfo) => localStorage.setItem('userInfo', userInfo), session.userInfo);
    const result = await lighthouse(
      url,
      { output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, ...(session ? { extraHeaders: { Cookie: session.cookie } } : {}) },
      undefined,
      page,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    mkdirSync(reportsDir, { recursive: true });
    writeFileSync(join(reportsDir, `${new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '')}.json`), JSON.stringify(lhr));
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? NaN) * 100)]));
    const metrics = Object.fromEntries(Object.entries(METRICS).map(([id, key]) => [key, lhr.audits[id]?.numericValue]));
    // Audits that cost points: a scored audit below 1 in the accessibility and best-practices categories, and
    // the performance opportunities with savings.
    const failed = ['accessibility', 'best-practices'].flatMap((category) =>
      lhr.categories[category].auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
        .map((ref) => ref.id),
    );
    const opportunities = Object.values(lhr.audits)
      .filter((entry) => entry.details?.type === 'opportunity' && (entry.details.overallSavingsMs ?? 0) > 0)
      .map((entry) => `${entry.id} ${Math.round(entry.details.overallSavingsMs)} ms`);
    return { scores, metrics, failed, opportunities, finalUrl: lhr.finalDisplayedUrl };
  } finally {
    await context.close();
  }
}

// A loaded machine (other benches, other engineers' tests) can take more than the default minute to start it.
const server = await startServer({}, { timeoutMs: 180_000 });
const browser = await puppeteer.launch({
  executablePath: requireChromium(),
  headless: true,
  args: chromiumArgs.filter((arg) => !arg.startsWith('--autoplay-policy')),
});
const samples = new Map(PAGES.map((entry) => [entry.path, []]));
try {
  const session = await demoSession(server.url);
  for (let run = 0; run < runs; run++) {
    for (const entry of PAGES) {
      const sample = await audit(browser, `${server.url}${entry.path}`, entry.signedIn ? session : undefined);
      const landed = new URL(sample.finalUrl).pathname;
      if (landed !== new URL(entry.path, server.url).pathname) throw new Error(`${entry.path} ended on ${landed}: not the page meant to be measured`);
      samples.get(entry.path).push(sample);
    }
    console.log(`  run ${run + 1}/${runs} done`);
  }
} finally {
  await browser.close();
  await server.stop();
}

const rows = PAGES.map((entry) => {
  const values = samples.get(entry.path);
  const row = { page: entry.path };
  for (const id of CATEGORIES) row[id] = median(values.map((value) => value.scores[id]));
  for (const key of Object.values(METRICS)) {
    const value = median(values.map((sample) => sample.metrics[key]));
    row[key] = value == null ? null : key === 'cls' ? Number(value.toFixed(3)) : Math.round(value);
  }
  return row;
});
printTable(rows);
const findings = PAGES.map((entry) => {
  const values = samples.get(entry.path);
  const failed = [...new Set(values.flatMap((value) => value.failed))];
  const opportunities = values.at(-1).opportunities;
  return `${entry.path}: audits below full marks (accessibility, best practices): ${failed.join(', ') || 'none'}; performance opportunities (last run): ${opportunities.join(', ') || 'none'}.`;
});
// A study of other pages is printed, not recorded as the bench's result.
if (!process.env.LIGHTHOUSE_PAGES) writeResult('lighthouse', {
  runs,
  notes: [
    `Lighthouse 12.8.2, default (mobile) config: simulated throttling (150 ms RTT, 1.6 Mbit/s, 4× CPU), 412 × 823 phone screen; median of ${runs} runs (BENCH_RUNS), each in a fresh browser context with a cold cache.`,
    'Debian Chromium (scripts/chromium.mjs, new headless) driven by puppeteer-core; the built server with the demo content (what `npm start` runs: compression, cache headers).',
    '/pc/home: the demo learner logs in through the API; the session cookie is sent as an extra header, the app\'s localStorage userInfo is written before the app starts.',
    ...findings,
  ],
  rows,
  goals: rows.flatMap((row) => {
    const goal = PAGES.find((entry) => entry.path === row.page).performance;
    return [
      { goal: `${row.page}: Lighthouse performance ≥ ${goal}`, value: String(row.performance), met: row.performance >= goal },
      { goal: `${row.page}: Lighthouse accessibility ≥ 95`, value: String(row.accessibility), met: row.accessibility >= 95 },
      { goal: `${row.page}: Lighthouse best practices ≥ 95`, value: String(row['best-practices']), met: row['best-practices'] >= 95 },
    ];
  }),
});
