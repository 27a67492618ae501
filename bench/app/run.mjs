/* global window, location */
// Learner app: LCP and total blocking time of /pc/login and /pc/home (logged in as the demo user) in headless
// Chromium against the built server, cold (new context) and warm (same context, second load) cache.
import { launchChromium, median, printTable, requireBuilt, round, runs, startServer, writeResult } from '../lib.mjs';

requireBuilt(['learner-app/dist/index.html']);

/** Records LCP entries and long tasks from navigation start (buffered observers, installed before any script). */
const observe = `(() => {
  window.__lcp = null;
  window.__longTasks = [];
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__lcp = entry.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]); })
    .observe({ type: 'longtask', buffered: true });
})();`;

/** Loads a path, waits for the network to go quiet plus 500 ms, and reads LCP and TBT up to that point. */
async function measure(page, url) {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForTimeout(500);
  return page.evaluate(() => {
    const settle = performance.now();
    const tbt = window.__longTasks
      .filter(([start]) => start <= settle)
      .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    return { lcp: window.__lcp, tbt, longTasks: window.__longTasks.length, path: location.pathname };
  });
}

const server = await startServer();
const browser = await launchChromium();
const samples = {}; // `${path}/${cache}` → [{ lcp, tbt }]
const wrongPage = [];
try {
  for (let run = 0; run < runs; run++) {
    for (const path of ['/pc/login', '/pc/home']) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addInitScript(observe);
      if (path === '/pc/home') {
        // The API login sets the httpOnly session cookie in this context; the app keeps the user in localStorage.
        const response = await context.request.post(`${server.url}/ddilearner/v1/user/login`, {
          data: { loginType: 'account', username: 'demo', password: 'Demo@1234', remember: true },
        });
        const body = await response.json();
        if (body.code !== 0) throw new Error(`demo login failed: ${JSON.stringify(body)}`);
        await context.addInitScript((userInfo) => localStorage.setItem('userInfo', userInfo), JSON.stringify(body.data.userInfo));
      }
      const page = await context.newPage();
      for (const cache of ['cold', 'warm']) {
        const result = await measure(page, `${server.url}${path}`);
        if (result.path !== path) wrongPage.push(`${path} ${cache} ended on ${result.path}`);
        (samples[`${path}/${cache}`] ??= []).push(result);
      }
      await context.close();
    }
    console.log(`  run ${run + 1}/${runs} done`);
  }
} finally {
  await browser.close();
  await server.stop();
}

const rows = Object.entries(samples).map(([key, values]) => {
  const [path, cache] = [key.slice(0, key.lastIndexOf('/')), key.slice(key.lastIndexOf('/') + 1)];
  return {
    page: path,
    cache,
    lcpMs: round(median(values.map((value) => value.lcp ?? NaN)), 0),
    lcpMaxMs: round(Math.max(...values.map((value) => value.lcp ?? NaN)), 0),
    tbtMs: round(median(values.map((value) => value.tbt)), 0),
    longTasks: median(values.map((value) => value.longTasks)),
  };
});
printTable(rows);
writeResult('app', {
  runs,
  notes: [
    `Median of ${runs} runs (BENCH_RUNS); built server (DATA_DIR=memory://, DEMO=1) on localhost, unthrottled, viewport 1280×800.`,
    'cold = first load in a new browser context; warm = the second load of the same page in that context.',
    '/pc/home: the demo user logs in through POST /ddilearner/v1/user/login (session cookie in the context) and the app\'s localStorage userInfo is set from the answer, as the login page does.',
    'LCP = the last largest-contentful-paint entry once the network is idle + 500 ms; TBT = Σ (long task − 50 ms) from navigation start to that moment.',
    ...(wrongPage.length ? [`Redirected: ${[...new Set(wrongPage)].join('; ')}.`] : []),
  ],
  rows,
  goals: rows.map((row) => ({ goal: `${row.page} ${row.cache}: LCP < 1 s`, value: `${row.lcpMs} ms`, met: row.lcpMs != null && row.lcpMs < 1000 })),
});
