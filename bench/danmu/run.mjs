// npm run bench (danmu): serves the benchmark page (its TypeScript bundled in memory by esbuild, nothing
// written), opens it in the system Chromium through playwright-core and, for each contestant (our
// <ddi-danmu>, the `danmaku` library's DOM and canvas engines from bench/peers), keeps about 1,000 comments
// on screen for 10 s: frames per second (requestAnimationFrame count, and the frames the compositor drew,
// from a trace), long tasks and the JS heap. Medians of DANMU_RUNS runs (default 3), contestants
// interleaved, each run in a new page. Writes bench/results/danmu.json. Goal: >= 55 fps.
// DANMU_LONG=600 adds a long run of our layer (600 s of continuous comments) reporting the heap at its
// start and end (after a forced GC): the "no memory growth" goal. Off by default.
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { chromiumArgs, requireChromium } from '../../scripts/chromium.mjs';
import { ensurePeers, median, ratio, writeResult } from '../lib.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../..');
const env = process.env;
const base = { warmup: Number(env.DANMU_WARMUP ?? 7000), duration: Number(env.DANMU_DURATION ?? 10_000), rate: Number(env.DANMU_RATE ?? 260) };
// The library never drops a comment (it overlaps them when the screen is full): it is fed at the rate that
// keeps about as many on screen as ours (1920 px / 320 px/s = 6 s on screen each).
const peerRate = Number(env.DANMU_PEER_RATE ?? 175);
const runs = Math.max(1, Number(env.DANMU_RUNS) || 3);
const long = Math.max(0, Number(env.DANMU_LONG) || 0);
const contestants = (env.DANMU_ONLY ?? 'ddi-danmu,danmaku-dom,danmaku-canvas').split(',');
const viewport = { width: 1920, height: 1080 };

ensurePeers();
const bundle = await build({
  entryPoints: [join(here, 'page.ts')],
  bundle: true,
  write: false,
  format: 'esm',
  target: 'es2022',
  minify: true,
  nodePaths: [join(root, 'bench/peers/node_modules')],
  tsconfig: join(root, 'player-element/tsconfig.json'),
  logLevel: 'warning',
});
const files = {
  '/': ['text/html', '<!doctype html><meta charset="utf-8"><title>danmu bench</title><body style="margin:0"><script type="module" src="/page.js"></script>'],
  '/page.js': ['text/javascript', bundle.outputFiles[0].contents],
};
const server = createServer((request, response) => {
  const file = files[new URL(request.url ?? '/', 'http://x').pathname];
  response.writeHead(file ? 200 : 404, { 'content-type': file?.[0] ?? 'text/plain' });
  response.end(file?.[1] ?? 'not found');
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address();

/** Frames the compositor drew (trace events) between two timestamps of the page's clock. */
async function drawnFrames(session, run) {
  const chunks = [];
  session.on('Tracing.dataCollected', ({ value }) => chunks.push(...value));
  const done = new Promise((resolve) => session.once('Tracing.tracingComplete', resolve));
  await session.send('Tracing.start', { traceConfig: { includedCategories: ['disabled-by-default-devtools.timeline.frame'] }, transferMode: 'ReportEvents' });
  const result = await run();
  await session.send('Tracing.end');
  await done;
  const draws = chunks.filter((event) => event.name === 'DrawFrame');
  if (draws.length < 2) return { result, drawnFps: null };
  const first = draws[0].ts;
  const last = draws.at(-1).ts;
  return { result, drawnFps: Math.round(((draws.length - 1) / ((last - first) / 1e6)) * 10) / 10 };
}

const browser = await chromium.launch({
  executablePath: requireChromium(),
  args: [...chromiumArgs, '--enable-precise-memory-info', '--js-flags=--expose-gc'],
  headless: true,
});
const measured = Object.fromEntries(contestants.map((name) => [name, []]));
let longRun;
try {
  const once = async (options, trace = true) => {
    const page = await browser.newPage({ viewport });
    page.on('pageerror', (error) => console.error('page error:', error.message));
    try {
      await page.goto(`http://127.0.0.1:${port}/`);
      await page.waitForFunction(() => 'runBench' in globalThis);
      const evaluate = () => page.evaluate((o) => globalThis.runBench(o), options);
      if (!trace) return { ...(await evaluate()), drawnFps: null };
      const session = await page.context().newCDPSession(page);
      const { result, drawnFps } = await drawnFrames(session, evaluate);
      return { ...result, drawnFps };
    } finally {
      await page.close();
    }
  };
  for (let run = 1; run <= runs; run += 1) {
    for (const contestant of contestants) {
      const result = await once({ ...base, contestant, rate: contestant === 'ddi-danmu' ? base.rate : peerRate });
      measured[contestant].push(result);
      console.log(`  run ${run} ${contestant}: ${result.fps} fps (drawn ${result.drawnFps}), ${result.onScreen.mean} on screen, ${result.longTasks} long tasks (${result.longTaskMs} ms), heap ${result.heapMB.after} MB`);
    }
  }
  if (long > 0) {
    console.log(`  long run: ${long} s of continuous comments…`);
    longRun = await once({ ...base, contestant: 'ddi-danmu', duration: long * 1000, heapEvery: 30_000 }, false);
    console.log(`  long run: ${longRun.fps} fps, heap ${longRun.heapMB.before} MB -> ${longRun.heapMB.after} MB`);
  }
} finally {
  await browser.close();
  server.close();
}

const rows = contestants.map((contestant) => {
  const list = measured[contestant];
  const pick = (get) => median(list.map(get));
  return {
    contestant,
    fps: pick((r) => r.fps),
    drawnFps: pick((r) => r.drawnFps),
    onScreen: pick((r) => r.onScreen.mean),
    longTasks: pick((r) => r.longTasks),
    longTaskMs: pick((r) => r.longTaskMs),
    worstFrameMs: pick((r) => r.worstFrameMs),
    heapMB: pick((r) => r.heapMB.after),
  };
});
const ours = rows.find((row) => row.contestant === 'ddi-danmu');
for (const row of rows) row.fpsVsOurs = ratio(row.fps, ours?.fps);
const goals = [];
if (ours) goals.push({ goal: '>= 55 fps with ~1,000 comments on screen (median rAF rate)', value: `${ours.fps} fps, ${ours.onScreen} on screen`, met: ours.fps >= 55 });
for (const row of rows.filter((r) => r !== ours && ours)) {
  goals.push({ goal: `at least as fast as ${row.contestant}`, value: `${ours.fps} vs ${row.fps} fps (x${ratio(ours.fps, row.fps)})`, met: ours.fps >= row.fps });
}
if (longRun) {
  const growth = Math.round((longRun.heapMB.after - longRun.heapMB.before) * 10) / 10;
  rows.push({ contestant: `ddi-danmu, ${long} s run`, fps: longRun.fps, drawnFps: null, onScreen: longRun.onScreen.mean, longTasks: longRun.longTasks, longTaskMs: longRun.longTaskMs, worstFrameMs: longRun.worstFrameMs, heapMB: longRun.heapMB.after, heapStartMB: longRun.heapMB.before, heapSamplesMB: longRun.heapMB.samples.join(' ') });
  goals.push({ goal: `no memory growth over ${long} s of continuous comments (heap after GC, end - start < 1 MB)`, value: `${longRun.heapMB.before} -> ${longRun.heapMB.after} MB (${growth >= 0 ? '+' : ''}${growth})`, met: growth < 1 });
}
writeResult('danmu', {
  runs,
  viewport,
  ...base,
  peerRate,
  notes: [
    `Median of ${runs} runs (DANMU_RUNS), contestants interleaved, each a new page in one headless Chromium (${chromiumArgs.includes('--disable-gpu') ? 'software compositing, --disable-gpu' : 'GPU'}), ${viewport.width}x${viewport.height}.`,
    `Same comments for every contestant: 12 px bold, 320 px/s right to left, 4-11 characters, 4 colours; ${base.warmup / 1000} s to fill the screen, then ${base.duration / 1000} s measured. Ours gets ${base.rate} per second of video (DANMU_RATE; its collision-free tracks drop what does not fit), danmaku ${peerRate} (DANMU_PEER_RATE), so that each keeps about 1,000 on screen.`,
    'fps = requestAnimationFrame callbacks per second on the page; drawnFps = DrawFrame trace events per second (frames the compositor produced); long tasks from PerformanceObserver; heap = usedJSHeapSize after a forced GC.',
    'danmaku (npm, bench/peers) runs in media mode on a media-like clock read each frame; ours gets currentTime from the player state every 250 ms. Ours: rolling comments pre-rendered once each, drawn on one canvas per frame.',
    long ? `Long run: DANMU_LONG=${long} s of continuous comments at ${base.rate}/s; heap sampled every 30 s after a forced GC.` : 'Long memory run off (DANMU_LONG=600 to run it).',
  ],
  rows,
  goals,
});
