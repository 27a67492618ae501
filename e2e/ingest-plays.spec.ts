// Issue 24 "Tests and figures": a real ffmpeg source, uploaded through the admin API (POST /admin/v1/videos),
// plays in <ddi-player vid=…> once its job is done — HLS with the ladder's qualities (never upscaled), the
// audio mode, and the AES-128 encrypted HLS. This file starts its own server on a throw-away PGlite folder
// because the admin token is made the documented way, by the admin-token command against that database
// (the shared e2e server's database lives in its memory, out of the command's reach).
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { expect, expectPlayback, test } from './fixtures.js';
import { startServer } from './server.js';

interface Job {
  id: string;
  status: 'running' | 'done' | 'failed';
  progress: number;
  vid?: string;
  error?: { code: string; message: string };
}

type PlayerHandle = HTMLElement & {
  currentTime: number;
  mode: string;
  levels: { index: number; label: string }[];
  error: { code: string; message: string } | null;
  switchMode(mode: string): void;
};

const root = resolve(import.meta.dirname, '..');
let work = '';
let server: { baseUrl: string; stop: () => Promise<void> } | undefined;
let token = '';
let source = '';

/** Runs ffmpeg (Debian's) and fails with its own message. */
function ffmpeg(args: string[]): void {
  const run = spawnSync('ffmpeg', ['-loglevel', 'error', '-y', ...args], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`ffmpeg failed: ${run.stderr}`);
}

/** Uploads the source through the admin API and waits on its job's status until it is no longer running. */
async function ingest(request: APIRequestContext, query: string): Promise<string> {
  const base = server!.baseUrl;
  const headers = { authorization: `Bearer ${token}` };
  const answer = await request.post(`${base}/admin/v1/videos?${query}`, {
    headers: { ...headers, 'content-type': 'application/octet-stream' },
    data: await readFile(source),
  });
  expect(answer.status(), await answer.text()).toBe(202);
  const { id } = ((await answer.json()) as { data: Job }).data;
  let job: Job | undefined;
  await expect
    .poll(
      async () => {
        job = ((await (await request.get(`${base}/admin/v1/videos/${id}`, { headers })).json()) as { data: Job }).data;
        return job.status;
      },
      { timeout: 90_000, intervals: [250, 500, 1000] },
    )
    .not.toBe('running');
  expect(job, JSON.stringify(job)).toMatchObject({ status: 'done', progress: 1 });
  expect(job!.vid).toMatch(/^[0-9a-f]{32}_[0-9a-f]$/);
  return job!.vid!;
}

/** A page on the server's origin (the domain rule and the player's platform are that origin) with one player. */
async function open(page: Page, options: Record<string, unknown>): Promise<void> {
  const url = `${server!.baseUrl}/e2e-ingest.html`;
  await page.route(url, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>ingested video</title><script type="module" src="/player/ddi-player.js"></script></head>
<body><main><ddi-player lang="en"></ddi-player></main>
<script type="module">
  await customElements.whenDefined('ddi-player');
  document.querySelector('ddi-player').options = ${JSON.stringify(options)};
</script></body></html>`,
    }),
  );
  await page.goto(url);
}

const state = <T>(page: Page, read: (player: PlayerHandle) => T) =>
  page.evaluate((code) => new Function('player', `return (${code})(player)`)(document.querySelector('ddi-player')) as T, read.toString());

test.describe('an ingested video plays in <ddi-player vid=…>', () => {
  test.describe.configure({ timeout: 150_000 });

  test.beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'ddi-e2e-ingest-'));
    const env = { DATA_DIR: join(work, 'db'), VIDEOS_DIR: join(work, 'videos') };
    const made = spawnSync(process.execPath, [join(root, 'server/dist/admin-token.js')], { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8' });
    if (made.status !== 0) throw new Error(`admin-token failed: ${made.stderr}`);
    token = made.stdout.trim();
    server = await startServer(env);
    // 854×480 (480P): the ladder gives 360P and 480P and must not upscale to 720P.
    source = join(work, 'lesson.mp4');
    ffmpeg([
      ...['-f', 'lavfi', '-i', 'testsrc=duration=4:size=854x480:rate=25', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=4'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', source],
    ]);
  });

  test.afterAll(async () => {
    await server?.stop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  test('HLS: plays, offers the ladder up to the source (360P, 480P; no 720P upscale), and switches to audio mode', async ({ page, request }) => {
    const vid = await ingest(request, 'title=Ingested%20lesson');
    await open(page, { vid });
    await expect.poll(() => state(page, (element) => element.levels.map((level) => level.label).filter((label) => label !== 'Auto'))).toEqual(['360P', '480P']);
    await page.getByRole('button', { name: 'Play' }).click();
    await expectPlayback(page, 1);
    expect(await state(page, (element) => element.error)).toBeNull();
    await page.evaluate(() => (document.querySelector('ddi-player') as PlayerHandle).switchMode('audio'));
    await expect(page.getByRole('group', { name: 'Audio mode' })).toBeVisible();
    expect(await state(page, (element) => element.mode)).toBe('audio');
    const position = await state(page, (element) => element.currentTime);
    await expectPlayback(page, position + 0.5);
  });

  test('encrypted HLS (encrypt=true): plays with the playsafe token, its key fetched from /vod/keys/v1102', async ({ page, request }) => {
    const vid = await ingest(request, 'title=Ingested%20secret&encrypt=true');
    const keys: Request[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/vod/keys/')) keys.push(sent);
    });
    await open(page, { vid, playsafeUrl: '/vod/playsafe' });
    await page.getByRole('button', { name: 'Play' }).click();
    await expectPlayback(page, 1);
    expect(await state(page, (element) => element.error)).toBeNull();
    expect(keys.map((key) => new URL(key.url()).pathname)).toContain(`/vod/keys/v1102/${vid}.key`);
  });
});
