// <ddi-player vid=…> end to end against the real server (DEMO content): the encrypted HLS and the
// ClearKey stream by vid, the error codes with their seeded videos, lines, modes, password, preview and
// the statistics beacon verified by the server. Videos are found by feature tag in /demo/catalog.json.
import { createHash } from 'node:crypto';
import type { Page, Request } from '@playwright/test';
import { expect, expectPlayback, test } from './fixtures.js';

interface CatalogEntry {
  vid?: string;
  src?: string;
  title: string;
  features: string[];
}

let catalog: CatalogEntry[] | undefined;

/** The vid of the seeded video with this feature tag. */
async function vidFor(page: Page, feature: string): Promise<string> {
  if (!catalog) {
    const response = await page.request.get('/demo/catalog.json');
    catalog = (await response.json()) as CatalogEntry[];
  }
  const entry = catalog.find((candidate) => candidate.vid && candidate.features.includes(feature));
  if (!entry?.vid) throw new Error(`/demo/catalog.json has no vid tagged "${feature}"`);
  return entry.vid;
}

/**
 * A page on the server's origin (so the domain rule sees 127.0.0.1 and the platform is the script's
 * origin) holding one player with these options.
 */
async function open(page: Page, options: Record<string, unknown>): Promise<void> {
  await page.route('**/e2e-player.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>player</title><script type="module" src="/player/ddi-player.js"></script></head>
<body><main><ddi-player lang="en"></ddi-player></main>
<script type="module">
  const player = document.querySelector('ddi-player');
  window.events = [];
  for (const name of ['ddi-ready', 'ddi-error', 'ddi-line-change', 'ddi-mode-change', 'ddi-over']) player.addEventListener(name, (event) => window.events.push({ name, detail: event.detail }));
  await customElements.whenDefined('ddi-player');
  player.options = ${JSON.stringify(options)};
</script></body></html>`,
    }),
  );
  await page.goto('/e2e-player.html');
}

type PlayerHandle = HTMLElement & {
  currentTime: number;
  paused: boolean;
  playbackRate: number;
  mode: string;
  lines: string[];
  line: string;
  levels: { index: number; label: string }[];
  error: { code: string; message: string } | null;
  switchLine(name: string): boolean;
  nextLine(): boolean;
  switchMode(mode: string): void;
  play(): Promise<void>;
  pause(): void;
  seek(seconds: number): void;
};

const player = (page: Page) => page.locator('ddi-player');
const state = <T>(page: Page, read: (player: PlayerHandle) => T) =>
  page.evaluate((source) => new Function('player', `return (${source})(player)`)(document.querySelector('ddi-player')) as T, read.toString());

async function errorCode(page: Page): Promise<string> {
  await page.waitForFunction(() => (document.querySelector('ddi-player') as PlayerHandle | null)?.error !== null, undefined, { timeout: 20_000 });
  return state(page, (element) => element.error!.code);
}

const HLS_CHUNK = /\/player\/chunks\/hls-engine-[^/]*\.js$/;

/**
 * Holds the answers to requests whose URL `held` accepts until the page has requested the hls.js chunk (at most
 * 15 s, only reached when it never does): the chunk and the held request overlap exactly when every
 * returned flag is true. A chained flow requests the chunk only after the answer, so it sees false.
 */
async function holdUntilEngine(page: Page, held: (url: URL) => boolean): Promise<boolean[]> {
  const overlapped: boolean[] = [];
  let seen!: () => void;
  const engine = new Promise<boolean>((resolve) => (seen = () => resolve(true)));
  page.on('request', (request) => HLS_CHUNK.test(new URL(request.url()).pathname) && seen());
  await page.route(held, async (route) => {
    overlapped.push(await Promise.race([engine, new Promise<boolean>((resolve) => setTimeout(resolve, 15_000, false))]));
    await route.continue();
  });
  return overlapped;
}

test.describe('<ddi-player vid=…> on the video platform', () => {
  test('plays the AES-128 encrypted HLS by vid: key path v1102 with the playsafe token, key decrypted in the page', async ({ page }) => {
    const vid = await vidFor(page, 'encrypted');
    const keys: Request[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/vod/keys/')) keys.push(request);
    });
    await open(page, { vid, playsafeUrl: '/vod/playsafe' });
    await page.getByRole('button', { name: 'Play' }).click();
    await expectPlayback(page, 1.5);
    expect(keys.length).toBeGreaterThan(0);
    const key = new URL(keys[0]!.url());
    expect(key.pathname).toBe(`/vod/keys/v1102/${vid}.key`);
    expect(key.searchParams.get('token')).toMatch(/-/);
    expect(await state(page, (element) => element.error)).toBeNull();
  });

  test('an encrypted video without playsafe or playsafeUrl warns "missing playsafe" and does not play', async ({ page }) => {
    const vid = await vidFor(page, 'encrypted');
    const warnings: string[] = [];
    page.on('console', (message) => warnings.push(message.text()));
    await open(page, { vid });
    expect(await errorCode(page)).toBe('#007');
    expect(warnings.join('\n')).toContain('missing playsafe');
  });

  test('plays the ClearKey stream through EME (hls.js drmSystems, org.w3.clearkey licence POST)', async ({ page }) => {
    const vid = await vidFor(page, 'drm');
    const licences: Request[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/vod/drm/clearkey/')) licences.push(request);
    });
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    await open(page, { vid, playsafeUrl: '/vod/playsafe' });
    await page.getByRole('button', { name: 'Play' }).click();
    await expectPlayback(page, 1.5).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${logs.join('\n')}`);
    });
    expect(licences.length).toBeGreaterThan(0);
    expect(licences[0]!.method()).toBe('POST');
    expect(new URL(licences[0]!.url()).searchParams.get('token')).toBeTruthy();
  });

  test('seed 0 plays mp4 qualities by vid', async ({ page }) => {
    const vid = await vidFor(page, 'mp4');
    await open(page, { vid });
    await expect.poll(() => state(page, (element) => element.levels.map((level) => level.label))).toEqual(['360P', '480P', '720P']);
    await page.getByRole('button', { name: 'Play' }).click();
    await expectPlayback(page, 1);
  });

  const codes: [string, string, string][] = [
    ['status-51', '#005', 'This video did not pass review.'],
    ['status-deleted', '#004', 'This video has been deleted.'],
    ['status-transcoding', '#010', 'This video is being transcoded.'],
    ['status-48', '#048', 'This video is abnormal.'],
    ['status-53', '#10000', 'This video is blocked, please contact the administrator.'],
    ['status-unaudited', '#009', 'This video has not been reviewed yet.'],
    ['domain-deny', '#006', 'This video is not available, please contact the administrators.'],
    ['forbidden-client', '#024', 'Encrypted video is not supported in this browser.'],
    ['timeoutflow', '#001', 'This video is not available, please contact the administrators.'],
    ['outflow', '#002', 'This video is not available, please contact the administrators.'],
    ['json-missing', '#003', 'The video is temporarily unavailable, please refresh later.'],
    ['json-corrupt', '#003', 'The video is temporarily unavailable, please refresh later.'],
  ];
  for (const [feature, code, message] of codes) {
    test(`the "${feature}" video shows ${code} with its message, and playback stops`, async ({ page }) => {
      const vid = await vidFor(page, feature);
      const quality = page.waitForRequest((request) => request.url().includes('/vod/stats/quality'));
      await open(page, { vid });
      expect(await errorCode(page)).toBe(code);
      await expect(page.getByRole('alert')).toHaveText(message);
      const beacon = new URL((await quality).url());
      expect(beacon.searchParams.get('type')).toBe(code === '#003' ? 'error' : 'forbidden');
      expect(beacon.searchParams.get('error')).toBe(code);
    });
  }

  for (const feature of ['json-fallback', 'domain-allow', 'playauth']) {
    test(`the "${feature}" video plays`, async ({ page }) => {
      const vid = await vidFor(page, feature);
      await open(page, { vid });
      await page.getByRole('button', { name: 'Play' }).click();
      await expectPlayback(page, 1);
      expect(await state(page, (element) => element.error)).toBeNull();
    });
  }

  test('lines: current first without kw; switching keeps playing, and switching to a broken line shows the fail variant of the line-switch tip', async ({ page }) => {
    const vid = await vidFor(page, 'lines');
    await open(page, { vid });
    await page.getByRole('button', { name: 'Play' }).click();
    await expectPlayback(page, 1);
    const lines = await state(page, (element) => element.lines);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines).not.toContain('kw');
    expect(await state(page, (element) => element.switchLine('no-such-line'))).toBe(false);
    const good = lines.find((line, index) => index > 0 && line !== 'broken');
    if (good) {
      expect(await state(page, (element) => element.switchLine(element.lines.find((line, index) => index > 0 && line !== 'broken')!))).toBe(true);
      const position = await state(page, (element) => element.currentTime);
      await expectPlayback(page, position + 1);
    }
    if (lines.includes('broken')) {
      const fragments: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/vod/line/')) fragments.push(request.url());
      });
      expect(await state(page, (element) => element.switchLine('broken'))).toBe(true);
      // The line-switch tip's fail variant (spec §2): the switched-to line's fragments fail.
      await expect(page.getByText('Switching to line broken failed')).toBeVisible({ timeout: 40_000 });
      expect(fragments.some((url) => url.includes('/vod/line/broken/'))).toBe(true);
      await page.getByRole('button', { name: 'Switch line' }).click();
      await expect.poll(() => state(page, (element) => element.line)).not.toBe('broken');
    }
  });

  test('audio mode: switching keeps position, paused state and rate; the panel offers "Switch to video"', async ({ page }) => {
    const vid = await vidFor(page, 'audio');
    await open(page, { vid });
    await page.getByRole('button', { name: 'Play' }).click();
    await expectPlayback(page, 2);
    await page.evaluate(() => {
      const element = document.querySelector('ddi-player') as PlayerHandle;
      element.pause();
      element.playbackRate = 1.5;
    });
    const before = await state(page, (element) => element.currentTime);
    await page.evaluate(() => (document.querySelector('ddi-player') as PlayerHandle).switchMode('audio'));
    await expect(page.getByRole('group', { name: 'Audio mode' })).toBeVisible();
    await expect.poll(() => state(page, (element) => element.currentTime)).toBeGreaterThan(before - 0.5);
    expect(await state(page, (element) => [element.mode, element.paused, element.playbackRate])).toEqual(['audio', true, 1.5]);
    await expect(page.getByRole('button', { name: 'Quality' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Switch to video' }).click();
    await expect.poll(() => state(page, (element) => element.mode)).toBe('video');
    await expect.poll(async () => Math.abs((await state(page, (element) => element.currentTime)) - before)).toBeLessThan(0.6);
    expect(await state(page, (element) => [element.paused, element.playbackRate])).toEqual([true, 1.5]);
  });

  test('password: empty, wrong, then right plays', async ({ page }) => {
    const vid = await vidFor(page, 'password');
    await open(page, { vid });
    const input = page.getByLabel('Password', { exact: true }).last();
    await expect(input).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Please enter password!')).toBeVisible();
    await input.fill('wrong');
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('The password you entered is incorrect!')).toBeVisible();
    await input.fill('ddi123');
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: 'Play' }).click();
    await expectPlayback(page, 1);
  });

  test('preview: stops at previewDuration', async ({ page }) => {
    test.setTimeout(90_000);
    const vid = await vidFor(page, 'preview');
    expect(vid).toHaveLength(35);
    await open(page, { vid });
    await page.getByRole('button', { name: 'Play' }).click();
    await page.waitForFunction(() => (document.querySelector('ddi-player') as PlayerHandle).currentTime >= 9.5, undefined, { timeout: 40_000 });
    await expect.poll(() => state(page, (element) => element.paused), { timeout: 10_000 }).toBe(true);
    expect(await state(page, (element) => element.currentTime)).toBeLessThan(11);
  });

  test('statistics: the view beacon every reportFreq with a sign the server accepts; ute=bop first', async ({ page }) => {
    test.setTimeout(60_000);
    const vid = await vidFor(page, 'hls');
    await open(page, { vid, viewerInfo: { viewerId: 'e2e_viewer', viewerName: 'E2E' } });
    const view = page.waitForResponse((response) => response.url().includes('/vod/stats/view'), { timeout: 30_000 });
    await page.getByRole('button', { name: 'Play' }).click();
    const response = await view;
    expect(response.status()).toBe(200);
    const query = new URL(response.url()).searchParams;
    expect(query.get('ute')).toBe('bop');
    expect(query.get('uid')).toBe(vid.slice(0, 10));
    expect(Buffer.from(query.get('sid')!, 'base64').toString()).toBe('e2e_viewer');
    expect(Number(query.get('pd'))).toBeGreaterThan(0);
  });

  test('statistics read back: the stored beacon row has pid, vid, uid = first 10 chars of vid, pd > 0, cts ≤ duration and an md5 sign that verifies', async ({ page }) => {
    test.setTimeout(60_000);
    const vid = await vidFor(page, 'beacons');
    await open(page, { vid });
    const view = page.waitForResponse((response) => response.url().includes('/vod/stats/view') && response.status() === 200, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Play' }).click();
    const pid = new URL((await view).url()).searchParams.get('pid')!;
    expect(pid).toBeTruthy();
    interface Row { pid: string; vid: string; uid: string; flow: number; pd: number; cts: number; duration: number; sign: string; pn: string }
    let row: Row | undefined;
    await expect
      .poll(async () => {
        const answer = await page.request.get(`/dev/vod-beacons?vid=${vid}`);
        const rows = ((await answer.json()) as { data: { rows: Row[] } }).data.rows;
        row = rows.find((candidate) => candidate.pid === pid);
        return row !== undefined;
      })
      .toBe(true);
    const stored = row!;
    expect(stored.vid).toBe(vid);
    expect(stored.uid).toBe(vid.slice(0, 10));
    expect(stored.flow).toBe(0);
    expect(stored.pn).toBe('HTML5');
    expect(stored.pd).toBeGreaterThan(0);
    expect(stored.cts).toBeLessThanOrEqual(stored.duration);
    const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');
    expect(stored.sign).toBe(md5(`ddi-vod-stats${stored.pid}${stored.vid}${stored.flow}${stored.pd}${stored.cts}`));
  });

  test('token2 on HLS: the auth_key of the index path is on every playlist and fragment, and the video plays', async ({ page }) => {
    const vid = await vidFor(page, 'token2');
    const media: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/vod/hls/${vid}/`) || request.url().includes(`/vod/line/`)) media.push(request.url());
    });
    await open(page, { vid });
    await page.getByRole('button', { name: 'Play' }).click();
    await expectPlayback(page, 1);
    expect(media.length).toBeGreaterThan(2);
    expect(media.every((url) => new URL(url).searchParams.get('auth_key'))).toBe(true);
    expect(await state(page, (element) => element.error)).toBeNull();
  });

  for (const feature of ['hls-index2', 'hls302']) {
    test(`the "${feature}" video plays (hlsIndex2 after a failed first index / an index answering 302)`, async ({ page }) => {
      const vid = await vidFor(page, feature);
      await open(page, { vid });
      await page.getByRole('button', { name: 'Play' }).click();
      await expectPlayback(page, 1);
      expect(await state(page, (element) => element.error)).toBeNull();
    });
  }

  test('key-frame markers and thumbnails on the progress bar', async ({ page }) => {
    const markersVid = await vidFor(page, 'markers');
    await open(page, { vid: markersVid });
    await expect(page.getByRole('group', { name: 'Key points' }).getByRole('button').first()).toBeVisible();
    const thumbsVid = await vidFor(page, 'thumbnails');
    await open(page, { vid: thumbsVid });
    await page.waitForFunction(() => (document.querySelector('ddi-player') as PlayerHandle & { duration: number }).duration > 300, undefined, { timeout: 20_000 });
    const seek = page.getByRole('slider', { name: 'Seek' });
    const box = (await seek.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const tile = player(page).locator('[part="thumbnail"]');
    await expect(tile).toBeVisible();
    await expect(tile).toHaveCSS('width', '160px');
    await expect(tile).toHaveCSS('height', '90px');
    await expect(player(page).locator('[part="tooltip"]')).toHaveCSS('width', '166px');
  });
  test('issue 22: an HLS vid requests the hls.js chunk while its auth-key request is unanswered, and plays', async ({ page }) => {
    const vid = await vidFor(page, 'hls');
    const overlapped = await holdUntilEngine(page, (url) => url.pathname.startsWith('/vod/token2'));
    await open(page, { vid });
    await page.getByRole('button', { name: 'Play' }).click();
    await expectPlayback(page, 1);
    expect(overlapped.length).toBeGreaterThan(0);
    expect(overlapped.every(Boolean)).toBe(true);
  });

  test('issue 22: after an HLS vid, the next vid requests the hls.js chunk while its video info is unanswered; an mp4 vid then plays', async ({ page, browser, baseURL }) => {
    const hlsVid = await vidFor(page, 'hls');
    const mp4Vid = await vidFor(page, 'mp4');
    await open(page, { vid: hlsVid });
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('ddi-player') ?? '{}').hlsVid)).toBe(true);
    // A new context with that storage and an empty HTTP cache, so the chunk is fetched again.
    const context = await browser.newContext({ baseURL, storageState: await page.context().storageState() });
    try {
      const next = await context.newPage();
      const overlapped = await holdUntilEngine(next, (url) => url.pathname.startsWith('/vod/secure/'));
      await open(next, { vid: mp4Vid });
      await next.getByRole('button', { name: 'Play' }).click();
      await expectPlayback(next, 1);
      expect(overlapped).toEqual([true]);
      // An mp4 vid: the next vid no longer guesses HLS.
      expect(await next.evaluate(() => JSON.parse(localStorage.getItem('ddi-player') ?? '{}').hlsVid)).toBeUndefined();
    } finally {
      await context.close();
    }
  });

  test('issue 22: an mp4 vid on a fresh page never requests the hls.js chunk', async ({ page }) => {
    const vid = await vidFor(page, 'mp4');
    const chunks: string[] = [];
    page.on('request', (request) => HLS_CHUNK.test(new URL(request.url()).pathname) && chunks.push(request.url()));
    await open(page, { vid });
    await page.getByRole('button', { name: 'Play' }).click();
    await expectPlayback(page, 1);
    expect(chunks).toEqual([]);
  });
});
