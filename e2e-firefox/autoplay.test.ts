// Autoplay under Firefox's own policy (spec §4: with sound; when refused, muted if `mutedAutoplay`; else paused
// with the cover). Firefox ESR blocks audible autoplay by default (media.autoplay.default 1) until the page has
// had a gesture. Nothing here may call into the page before the verdict: puppeteer's BiDi evaluate runs with
// user activation, which would lift the block. The page reports through the console instead.
import type { Browser, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchFirefox, newPage, playerButton, url, type PlayerHandle } from './firefox.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchFirefox();
});

afterAll(async () => {
  await browser?.close();
});

/** What the page reported: each `play()` of the video and how it ended, then the playback past 1 s. */
type Report = { event: 'play'; result: 'resolved' | 'rejected'; error?: string; muted: boolean } | { event: 'playing'; muted: boolean; paused: boolean };

/**
 * Opens a page of the server's origin (served by request interception) whose `<ddi-player autoplay>` gets
 * `options` and an mp4. The page wraps `HTMLMediaElement.prototype.play` to report how each call ended, and
 * reports once the video has played past 1 s. Resolves the reports up to `until` (or rejects after 30 s).
 */
async function autoplayReports(page: Page, options: Record<string, unknown>, until: (report: Report) => boolean): Promise<Report[]> {
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>autoplay</title>
<script>
  const report = (data) => console.info('autoplay-report ' + JSON.stringify(data));
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function () {
    const promise = play.call(this);
    promise.then(() => report({ event: 'play', result: 'resolved', muted: this.muted }), (error) => report({ event: 'play', result: 'rejected', error: error.name, muted: this.muted }));
    const onTime = () => {
      if (this.currentTime <= 1) return;
      this.removeEventListener('timeupdate', onTime);
      report({ event: 'playing', muted: this.muted, paused: this.paused });
    };
    this.addEventListener('timeupdate', onTime);
    return promise;
  };
</script>
<script type="module" src="/player/ddi-player.js"></script></head>
<body><main><ddi-player lang="en" autoplay></ddi-player></main>
<script type="module">
  await customElements.whenDefined('ddi-player');
  const player = document.querySelector('ddi-player');
  player.options = ${JSON.stringify(options)};
  player.setAttribute('src', '/media/lesson/mp4/lesson-360p.mp4');
</script></body></html>`;
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.url().endsWith('/e2e-firefox-autoplay.html')) void request.respond({ status: 200, contentType: 'text/html', body });
    else void request.continue();
  });
  const reports: Report[] = [];
  const done = new Promise<Report[]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no final autoplay report in 30 s: ${JSON.stringify(reports)}`)), 30_000);
    page.on('console', (message) => {
      const match = /^autoplay-report (.*)$/.exec(message.text());
      if (!match) return;
      const report = JSON.parse(match[1]!) as Report;
      reports.push(report);
      if (until(report)) {
        clearTimeout(timer);
        resolve(reports);
      }
    });
  });
  await page.goto(url('/e2e-firefox-autoplay.html'), { waitUntil: 'domcontentloaded' });
  return done;
}

describe('autoplay under Firefox ESR’s policy (audible autoplay blocked without a gesture)', () => {
  test('with mutedAutoplay: play with sound is refused (NotAllowedError), the muted retry plays, and it stays muted with no gesture', async () => {
    const { page } = await newPage(browser);
    const reports = await autoplayReports(page, { mutedAutoplay: true }, (report) => report.event === 'playing');
    expect(reports).toEqual([
      { event: 'play', result: 'rejected', error: 'NotAllowedError', muted: false },
      { event: 'play', result: 'resolved', muted: true },
      { event: 'playing', muted: true, paused: false },
    ]);
    await page.close();
  });

  test('without mutedAutoplay: play with sound is refused and the player stays paused, showing Play', async () => {
    const { page } = await newPage(browser);
    const reports = await autoplayReports(page, {}, (report) => report.event === 'play');
    expect(reports).toEqual([{ event: 'play', result: 'rejected', error: 'NotAllowedError', muted: false }]);
    // From here on a call into the page may count as a gesture; the refusal has already happened.
    await playerButton(page, 'Play');
    expect(await page.$eval('ddi-player', (element) => (element as PlayerHandle).paused)).toBe(true);
    await page.close();
  });
});
