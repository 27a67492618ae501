// <ddi-player> through the fault proxy (fault-proxy.ts) in front of the real server: one test per streaming
// fault family, named after the rule of player spec §8 (error catalogue, behaviours) and §9 (timeouts and
// retries) it checks. The page itself is on the proxy's origin, so the player script, the platform calls,
// the playlists, the segments and the keys all pass through it. Every test ends in playback or a visible
// error within a bounded time: none may hang.
import type { Page } from '@playwright/test';
import { startFaultProxy, type FaultProxy } from './fault-proxy.js';
import { expect, test } from './fixtures.js';
import { mountPlayer, openPlayerPage, readPlayer, vidFor, type PlayerHandle } from './proxy-page.js';

const hlsSource = '/media/lesson/hls/master.m3u8';
const dashSource = '/media/lesson/dash/manifest.mpd';
const mp4Source = '/media/lesson/mp4/lesson-480p.mp4';

let proxy: FaultProxy;
let baseUrl: string;

test.beforeAll(async () => {
  baseUrl = process.env.E2E_BASE_URL ?? '';
  if (!baseUrl) throw new Error('E2E_BASE_URL is not set: the global setup did not start the server');
  proxy = await startFaultProxy(baseUrl);
});
test.afterAll(async () => {
  await proxy.close();
});
test.beforeEach(() => {
  proxy.clear();
  proxy.resetHits();
});

/** Opens a page on the proxy's origin with one player of these options (the engine starts loading at once). */
async function open(page: Page, options: Record<string, unknown>): Promise<void> {
  await openPlayerPage(page, proxy.url);
  await mountPlayer(page, options);
}

/** `open`, then the viewer presses Play. */
async function play(page: Page, options: Record<string, unknown>): Promise<void> {
  await open(page, options);
  const button = page.getByRole('button', { name: 'Play' });
  const alert = page.getByRole('alert');
  // A fault may already have ended in the error layer, which covers the Play button.
  await expect(button.or(alert).first()).toBeVisible();
  await button.click({ timeout: 5000 }).catch(async (error: unknown) => {
    if (!(await alert.isVisible())) throw error;
  });
}

/** Requests per quality level (`360p`, `480p`, `720p`) among the hits matching `pattern`. */
function perLevel(pattern: RegExp): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const hit of proxy.hits(pattern)) {
    const level = /(\d+p)/.exec(hit.url)?.[1] ?? '?';
    counts[level] = (counts[level] ?? 0) + 1;
  }
  return counts;
}

/** Playback reached `seconds` with no error shown. */
async function expectPlaysTo(page: Page, seconds: number, timeout = 25_000): Promise<void> {
  await page.waitForFunction(
    (min) => {
      const player = document.querySelector('ddi-player') as PlayerHandle | null;
      if (player?.error) throw new Error(`the player shows ${player.error.code}`);
      return (player?.currentTime ?? 0) > min;
    },
    seconds,
    { timeout },
  );
  await expect(page.getByRole('alert')).toHaveCount(0);
}

/** The error layer shows `code` (and the catalogue's message) within `timeout` ms. */
async function expectError(page: Page, code: string, timeout = 20_000): Promise<void> {
  await page.waitForFunction(() => (document.querySelector('ddi-player') as PlayerHandle | null)?.error, undefined, { timeout });
  expect(await readPlayer(page, (player) => player.error?.code)).toBe(code);
  await expect(page.getByRole('alert')).toHaveText('The video is temporarily unavailable, please refresh later.');
}

const count = (pattern: RegExp) => proxy.hits(pattern).length;

test.describe('streaming faults (spec §8 behaviours, §9 retries)', () => {
  test('§9 fragment retries: a fragment answering 503 twice is retried and playback continues', async ({ page }) => {
    proxy.fault(/\/segment-001\.ts$/, { kind: 'status', status: 503, times: 2 });
    await play(page, { url: hlsSource });
    await expectPlaysTo(page, 5);
    expect(count(/\/segment-001\.ts$/)).toBeGreaterThanOrEqual(3);
  });

  test('§9 fragment retries: a connection reset on fragments is retried and playback continues', async ({ page }) => {
    proxy.fault(/\/segment-00[01]\.ts$/, { kind: 'reset', times: 2 });
    await play(page, { url: hlsSource });
    await expectPlaysTo(page, 5);
    expect(proxy.hits(/\/segment-00[01]\.ts$/).filter((hit) => hit.fault === 'reset')).toHaveLength(2);
  });

  test('§9 status 400–499 is not retried: a 404 fragment of one level is asked once, the player falls back a level and plays on', async ({ page }) => {
    proxy.fault(/\/720p\/segment-001\.ts$/, { kind: 'status', status: 404 });
    await play(page, { url: hlsSource, hlsConfig: { startLevel: 2 } });
    await expectPlaysTo(page, 9);
    expect(count(/\/720p\/segment-001\.ts$/)).toBe(1);
    expect(count(/\/(360p|480p)\/segment-001\.ts$/)).toBeGreaterThanOrEqual(1);
  });

  test('§8 fatal fragment error: with skipErrorTs false, a fragment answering 404 on every level is not retried and ends in #007', async ({ page }) => {
    proxy.fault(/\/segment-001\.ts$/, { kind: 'status', status: 404 });
    await open(page, { url: hlsSource, skipErrorTs: false });
    await expectError(page, '#007');
    expect(Object.values(perLevel(/\/segment-001\.ts$/)).every((requests) => requests === 1), JSON.stringify(perLevel(/\/segment-001\.ts$/))).toBe(true);
  });

  test('§3 skipErrorTs (default true): a fragment answering 404 on every level is skipped, and playback goes on past it', async ({ page }) => {
    proxy.fault(/\/segment-001\.ts$/, { kind: 'status', status: 404 });
    await play(page, { url: hlsSource });
    await expectPlaysTo(page, 9);
    // Not retried (§9: 4xx): each level asks at most once per visit of that level (ABR may come back to one).
    const requests = perLevel(/\/segment-001\.ts$/);
    expect(Object.values(requests).every((count) => count <= 2), JSON.stringify(requests)).toBe(true);
  });

  test('§9 manifest: a 500 master playlist is retried once (2 requests), then #007', async ({ page }) => {
    proxy.fault(/\/master\.m3u8$/, { kind: 'status', status: 500 });
    await open(page, { url: hlsSource });
    await expectError(page, '#007');
    expect(count(/\/master\.m3u8$/)).toBe(2);
  });

  test('§9 manifest: a 404 master playlist is not retried (1 request), then #007', async ({ page }) => {
    proxy.fault(/\/master\.m3u8$/, { kind: 'status', status: 404 });
    await open(page, { url: hlsSource });
    await expectError(page, '#007');
    await page.waitForTimeout(1500);
    expect(count(/\/master\.m3u8$/)).toBe(1);
  });

  test('§9 the first level playlist request is not retried: every level playlist answering 503 ends in #007, each asked once', async ({ page }) => {
    proxy.fault(/\/\d+p\/index\.m3u8$/, { kind: 'status', status: 503 });
    await open(page, { url: hlsSource });
    await expectError(page, '#007');
    expect(perLevel(/\/\d+p\/index\.m3u8$/)).toEqual({ '360p': 1, '480p': 1, '720p': 1 });
  });

  test('§8 manifest parsing error: a corrupted master playlist ends in #007 without a retry', async ({ page }) => {
    proxy.fault(/\/master\.m3u8$/, { kind: 'corrupt' });
    await open(page, { url: hlsSource });
    await expectError(page, '#007', 10_000);
    expect(count(/\/master\.m3u8$/)).toBe(1);
  });

  test('§8 a truncated master playlist plays the levels it still names or ends in #007, never hangs', async ({ page }) => {
    proxy.fault(/\/master\.m3u8$/, { kind: 'truncate', fraction: 0.4 });
    await play(page, { url: hlsSource });
    await expectPlaybackOrError(page, 20_000);
  });

  test('§8 level parsing error: corrupted level playlists end in #007 within 15 s, never a hang', async ({ page }) => {
    proxy.fault(/\/\d+p\/index\.m3u8$/, { kind: 'corrupt' });
    await open(page, { url: hlsSource });
    await expectError(page, '#007', 15_000);
  });

  test('§8 a truncated level playlist (no end tag: it reads as live) still ends in playback or #007, never hangs', async ({ page }) => {
    proxy.fault(/\/\d+p\/index\.m3u8$/, { kind: 'truncate', fraction: 0.6 });
    await play(page, { url: hlsSource });
    await expectPlaybackOrError(page, 20_000);
  });

  test('§8 fragment parsing: corrupted fragments end in playback or #007 within 20 s, never a hang', async ({ page }) => {
    proxy.fault(/\/segment-\d+\.ts$/, { kind: 'corrupt' });
    await play(page, { url: hlsSource });
    await expectPlaybackOrError(page, 20_000);
  });

  test('§8 DASH: a fragment answering 503 twice is retried by dash.js and playback continues', async ({ page }) => {
    proxy.fault(/\/segment-\d-002\.m4s$/, { kind: 'status', status: 503, times: 2 });
    await play(page, { url: dashSource });
    await expectPlaysTo(page, 5);
    expect(proxy.hits(/\/segment-\d-002\.m4s$/).filter((hit) => hit.fault === 'status')).toHaveLength(2);
    expect(count(/\/segment-\d-002\.m4s$/)).toBeGreaterThanOrEqual(3);
  });

  test('§8 DASH: a 404 manifest ends in #007', async ({ page }) => {
    proxy.fault(/\/manifest\.mpd$/, { kind: 'status', status: 404 });
    await open(page, { url: dashSource });
    await expectError(page, '#007');
  });

  test('§8 video element error: an mp4 answered as text/html still plays (the browser sniffs media)', async ({ page }) => {
    proxy.fault(/\.mp4$/, { kind: 'contentType', type: 'text/html' });
    await play(page, { url: mp4Source });
    await expectPlaysTo(page, 1.5);
    expect(proxy.hits(/\.mp4$/).some((hit) => hit.fault === 'contentType')).toBe(true);
  });

  test('§8 video element error: a corrupted mp4 source shows #007', async ({ page }) => {
    proxy.fault(/\.mp4$/, { kind: 'corrupt' });
    await open(page, { url: mp4Source });
    await expectError(page, '#007');
  });
});

test.describe('streaming faults playing by vid (spec §8 keys, lines, mp4 qualities; §9 slow network)', () => {
  test('§8 mp4 quality fallback: the chosen mp4 answering 404 falls back to the next lower quality, which plays', async ({ page }) => {
    const vid = await vidFor(page, baseUrl, 'mp4');
    proxy.fault(/720p\.mp4$/, { kind: 'status', status: 404 });
    await openPlayerPage(page, proxy.url);
    await mountPlayer(page, { vid });
    await expect.poll(() => readPlayer(page, (player) => player.levels.length)).toBe(3);
    await page.getByRole('button', { name: 'Play' }).click();
    await expectPlaysTo(page, 1.5);
    expect(await readPlayer(page, (player) => player.levels.find((level) => level.index === player.level)?.label)).not.toBe('720P');
  });

  test('§8 mp4 quality fallback: every mp4 quality with the wrong bytes ends in #007', async ({ page }) => {
    const vid = await vidFor(page, baseUrl, 'mp4');
    proxy.fault(/\.mp4$/, { kind: 'corrupt' });
    await open(page, { vid });
    await expectError(page, '#007');
    for (const label of ['360p', '480p', '720p']) expect(count(new RegExp(`${label}\\.mp4$`))).toBeGreaterThanOrEqual(1);
  });

  test('§8 key load errors are retried: an AES key answering 500 twice is retried and the encrypted HLS plays', async ({ page }) => {
    const vid = await vidFor(page, baseUrl, 'encrypted');
    proxy.fault(/\/vod\/keys\//, { kind: 'status', status: 500, times: 2 });
    await play(page, { vid, playsafeUrl: '/vod/playsafe' });
    await expectPlaysTo(page, 1.5);
    expect(count(/\/vod\/keys\//)).toBeGreaterThanOrEqual(3);
  });

  test('§9 status 400–499 is not retried: an AES key answering 404 is asked once, then #007', async ({ page }) => {
    const vid = await vidFor(page, baseUrl, 'encrypted');
    proxy.fault(/\/vod\/keys\//, { kind: 'status', status: 404 });
    await open(page, { vid, playsafeUrl: '/vod/playsafe' });
    await expectError(page, '#007');
    expect(count(/\/vod\/keys\//)).toBe(1);
  });

  // The §8 backoff with 2 retries from 200 ms instead of 6 from 1 s (about a minute), to keep the tests short.
  const retry = { maxNumRetry: 2, retryDelayMs: 200, maxRetryDelayMs: 400, backoff: 'exponential' };
  const shortKeyPolicy = { keyLoadPolicy: { default: { maxTimeToFirstByteMs: 10_000, maxLoadTimeMs: 20_000, timeoutRetry: retry, errorRetry: retry } } };

  test('§8 key errors: a key answering 500 every time is retried with backoff, then #007', async ({ page }) => {
    const vid = await vidFor(page, baseUrl, 'encrypted');
    proxy.fault(/\/vod\/keys\//, { kind: 'status', status: 500 });
    await open(page, { vid, playsafeUrl: '/vod/playsafe', hlsConfig: shortKeyPolicy });
    await expectError(page, '#007');
    expect(count(/\/vod\/keys\//)).toBeGreaterThanOrEqual(3);
  });

  test('§8 key errors: a truncated AES key (it cannot be decrypted) ends in #007, never a hang', async ({ page }) => {
    const vid = await vidFor(page, baseUrl, 'encrypted');
    proxy.fault(/\/vod\/keys\//, { kind: 'truncate', fraction: 0.5 });
    await open(page, { vid, playsafeUrl: '/vod/playsafe', hlsConfig: shortKeyPolicy });
    await expectError(page, '#007');
    expect(count(/\/vod\/keys\//)).toBeGreaterThanOrEqual(1);
  });

  test('§4 network tip: fragments failing on one of several lines are retried 3 times, then "Network error, switch line" switches to the next line, which plays', async ({ page }) => {
    const vid = await vidFor(page, baseUrl, 'lines');
    proxy.fault(/\/line\/line1\/.*segment-001\.ts$/, { kind: 'status', status: 503 });
    await play(page, { vid });
    const tip = page.getByRole('status').filter({ hasText: 'Network error, switch line' });
    await expect(tip).toBeVisible({ timeout: 25_000 });
    // 1 request + 3 retries on the level in use, then at most one request on each other level (falling back a level).
    const requests = perLevel(/\/line\/line1\/.*segment-001\.ts$/);
    expect(Math.max(...Object.values(requests)), JSON.stringify(requests)).toBe(4);
    expect(Object.values(requests).filter((count) => count !== 4).every((count) => count === 1), JSON.stringify(requests)).toBe(true);
    await tip.getByRole('button', { name: 'Switch line' }).click();
    await expect.poll(() => readPlayer(page, (player) => player.line)).toBe('line2');
    // §2 bad-network tip, success variant: the new line plays, the tip confirms it and closes itself.
    const switched = page.getByRole('status').filter({ hasText: 'Switched to line line2' });
    await expect(switched).toBeVisible({ timeout: 20_000 });
    await expectPlaysTo(page, 5);
    await expect(switched).toBeHidden();
  });

  test('§2 bad-network tip, fail variant: when the switched-to line fails too, the tip says so and offers the next line', async ({ page }) => {
    const vid = await vidFor(page, baseUrl, 'lines');
    proxy.fault(/\/line\/line[12]\/.*segment-001\.ts$/, { kind: 'status', status: 503 });
    await play(page, { vid });
    const tip = page.getByRole('status').filter({ hasText: 'Network error, switch line' });
    await expect(tip).toBeVisible({ timeout: 25_000 });
    await tip.getByRole('button', { name: 'Switch line' }).click();
    const failed = page.getByRole('status').filter({ hasText: 'Switching to line line2 failed' });
    await expect(failed).toBeVisible({ timeout: 25_000 });
    expect(await readPlayer(page, (player) => player.error)).toBeNull();
    await expect(failed.getByRole('button', { name: 'Switch line' })).toBeVisible();
  });

  test('§9 slow network: a stalled fragment shows the slow-network tip after 5 s of waiting; playback resumes once the stall ends', async ({ page }) => {
    const vid = await vidFor(page, baseUrl, 'hls');
    proxy.fault(/\/720p\/segment-00[1-5]\.ts$/, { kind: 'stall', fraction: 0.1 });
    await openPlayerPage(page, proxy.url);
    await mountPlayer(page, { vid, hlsConfig: { startLevel: 2 } });
    await expect.poll(() => readPlayer(page, (player) => player.levels.length)).toBe(4);
    await readPlayer(page, (player) => player.setLevel(2));
    await page.getByRole('button', { name: 'Play' }).click();
    const tip = page.getByRole('status').filter({ hasText: 'The network is slow' });
    await page.waitForFunction(() => (document.querySelector('ddi-player') as PlayerHandle).currentTime > 0.5, undefined, { timeout: 15_000 });
    const waitingFrom = Date.now();
    await expect(tip).toBeVisible({ timeout: 20_000 });
    expect(Date.now() - waitingFrom).toBeGreaterThanOrEqual(3000);
    expect(await readPlayer(page, (player) => player.error)).toBeNull();
    proxy.clear();
    await expectPlaysTo(page, 6, 30_000);
  });
});

/** Never a hang: within `timeout` ms the player either plays past 2 s or shows an error. */
async function expectPlaybackOrError(page: Page, timeout: number): Promise<void> {
  await page.waitForFunction(
    () => {
      const player = document.querySelector('ddi-player') as PlayerHandle | null;
      return Boolean(player?.error) || (player?.currentTime ?? 0) > 2;
    },
    undefined,
    { timeout },
  );
  const error = await readPlayer(page, (player) => player.error?.code ?? null);
  if (error) {
    expect(error).toBe('#007');
    await expect(page.getByRole('alert')).toBeVisible();
  }
}
