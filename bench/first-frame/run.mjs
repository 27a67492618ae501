// Time to first frame: navigation start → the first requestVideoFrameCallback, muted autoplay, in headless
// Chromium; our player vs bare hls.js (the floor), video.js and Vidstack; HLS and mp4; unthrottled and
// throttled (DevTools: 5 Mbit/s, 40 ms). For the mp4 a bare <video> with no script is measured too, as context:
// the bare hls.js page fetches all of hls.js before it sets the mp4 as src. Each load in a new browser
// context (cold cache); contestants interleaved run by run.
import {
  buildPeers, emulateNetwork, firstFrameInit, launchChromium, median, ourPage, peerPage, printTable, ratio, requireBuilt,
  round, runs, staticServer, waitFirstFrame, writeResult,
} from '../lib.mjs';

const fixtures = { hls: '/media/lesson/hls/master.m3u8', mp4: '/media/lesson/mp4/lesson-360p.mp4' };
const contestants = ['ddi-player', 'hls.js', 'video.js', 'vidstack', 'bare video'];
const runsFor = (name, fixture) => name !== 'bare video' || fixture === 'mp4';
const conditions = { unthrottled: false, throttled: true };

requireBuilt(['player-element/dist/ddi-player.js']);
await buildPeers(['hls.js', 'video.js', 'vidstack']);

const pages = {};
for (const [fixture, src] of Object.entries(fixtures)) {
  for (const name of ['hls.js', 'video.js', 'vidstack']) pages[`/bench/${name}-${fixture}.html`] = peerPage(name, src);
  pages[`/bench/ddi-player-${fixture}.html`] = ourPage(src);
}
const pageUrl = (name, fixture) => (name === 'bare video' ? `/bench/video.html?src=${fixtures[fixture]}` : `/bench/${name}-${fixture}.html`);
const server = await staticServer(pages);
const browser = await launchChromium();
const times = {}; // `${fixture}/${condition}/${name}` → ms[]
const misses = [];
try {
  for (let run = 0; run < runs; run++) {
    for (const [condition, throttle] of Object.entries(conditions)) {
      for (const fixture of Object.keys(fixtures)) {
        for (const name of contestants.filter((contestant) => runsFor(contestant, fixture))) {
          const context = await browser.newContext();
          const page = await context.newPage();
          await page.addInitScript(firstFrameInit);
          await emulateNetwork(context, page, throttle);
          await page.goto(`${server.url}${pageUrl(name, fixture)}`);
          const time = await waitFirstFrame(page, 20_000);
          await context.close();
          const key = `${fixture}/${condition}/${name}`;
          (times[key] ??= []).push(time ?? NaN);
          if (time == null) misses.push(`${key} run ${run + 1}`);
        }
      }
    }
    console.log(`  run ${run + 1}/${runs} done`);
  }
} finally {
  await browser.close();
  await server.close();
}

const rows = [];
const goals = [];
for (const condition of Object.keys(conditions)) {
  for (const fixture of Object.keys(fixtures)) {
    const floor = median(times[`${fixture}/${condition}/hls.js`]);
    const medians = {};
    for (const name of contestants.filter((contestant) => runsFor(contestant, fixture))) {
      const values = times[`${fixture}/${condition}/${name}`];
      medians[name] = median(values);
      rows.push({
        fixture,
        condition,
        contestant: name,
        medianMs: round(medians[name], 0),
        minMs: round(Math.min(...values.filter(Number.isFinite)), 0),
        maxMs: round(Math.max(...values.filter(Number.isFinite)), 0),
        missed: values.filter((value) => !Number.isFinite(value)).length,
        vsHlsJs: ratio(medians[name], floor),
      });
    }
    const ours = medians['ddi-player'];
    goals.push({
      goal: `${fixture} ${condition}: within 10 % of bare hls.js`,
      value: `${round(ours, 0)} ms vs ${round(floor, 0)} ms (×${ratio(ours, floor)})`,
      met: ours != null && floor != null && ours <= floor * 1.1,
    });
    const peers = ['video.js', 'vidstack'].map((name) => medians[name]);
    goals.push({
      goal: `${fixture} ${condition}: ahead of video.js and Vidstack`,
      value: `${round(ours, 0)} ms vs video.js ${round(peers[0], 0)} ms, Vidstack ${round(peers[1], 0)} ms`,
      met: ours != null && peers.every((peer) => peer == null || ours < peer),
    });
  }
}
printTable(rows);
writeResult('first-frame', {
  runs,
  notes: [
    `Median of ${runs} loads (BENCH_RUNS), each in a new browser context (cold cache), contestants interleaved.`,
    'Time = performance.now() (ms since navigation start) in the first requestVideoFrameCallback of the page\'s <video>; muted autoplay.',
    'The floor is bare hls.js (the product\'s copy, one bundle) on a <video>; for the mp4 it fetches all of hls.js, then sets src. "bare video" (mp4 only) is a <video src muted autoplay> with no script at all: context, not a goal.',
    'Served by a plain static server over the repository (gzip for scripts, styles and playlists, byte ranges for media, no caching); throttled = CDP Network.emulateNetworkConditions 5 Mbit/s down and up, 40 ms latency.',
    'hls.js and the Vidstack HLS provider use the product\'s hls.js; video.js uses its own VHS; ours uses its hls.js engine chunk (HLS) or the native engine (mp4).',
    ...(misses.length ? [`No first frame within 20 s: ${misses.join(', ')}.`] : []),
  ],
  rows,
  goals,
});
