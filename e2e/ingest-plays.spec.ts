// Issue 24 "Tests and figures": a real ffmpeg source, uploaded through the admin API (POST /admin/v1/videos),
// plays in <ddi-player vid=…> once its job is done — HLS with the ladder's qualities (never upscaled), the
// audio mode, its mp4 renditions and its thumbnail sprite, its DASH through dash.js, the AES-128 encrypted HLS, and in the app after a
// course import that references it. This file starts its own server on a throw-away PGlite folder because the
// admin token is made the documented way, by the admin-token command against that database (the shared e2e
// server's database lives in its memory, out of the command's reach).
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { expect, expectPlayback, test } from './fixtures.js';
import { hashPassword } from '../server/src/lib/password.js';
import { logIn } from './learner-helpers.js';
import { useOwnServer } from './own-server.js';

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

const server = useOwnServer({}, { adminToken: true });
let source = '';
/** The plain HLS vid ingested by the first test, which the course import then references. */
let ingestedVid = '';

/** The size in a baseline or progressive JPEG's frame header (SOF0–SOF2). */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  for (let at = 2; at + 9 < bytes.length; at += 2 + bytes.readUInt16BE(at + 2)) {
    if (bytes[at] !== 0xff) break;
    const marker = bytes[at + 1]!;
    if (marker >= 0xc0 && marker <= 0xc2) return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
  }
  throw new Error('not a JPEG with a frame header');
}

/** Runs ffmpeg (Debian's) and fails with its own message. */
function ffmpeg(args: string[]): void {
  const run = spawnSync('ffmpeg', ['-loglevel', 'error', '-y', ...args], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`ffmpeg failed: ${run.stderr}`);
}

/** Uploads the source through the admin API and waits on its job's status until it is no longer running. */
async function ingest(request: APIRequestContext, query: string): Promise<string> {
  const base = server.baseUrl;
  const headers = { authorization: `Bearer ${server.adminToken}` };
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
  const url = `${server.baseUrl}/e2e-ingest.html`;
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
  // Serial: the course import uses the vid the first test ingested.
  test.describe.configure({ mode: 'serial', timeout: 150_000 });

  test.beforeAll(async () => {
    // 854×480 (480P): the ladder gives 360P and 480P and must not upscale to 720P.
    source = join(server.work, 'lesson.mp4');
    ffmpeg([
      ...['-f', 'lavfi', '-i', 'testsrc=duration=4:size=854x480:rate=25', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=4'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', source],
    ]);
  });

  test('HLS: plays, offers the ladder up to the source (360P, 480P; no 720P upscale), and switches to audio mode', async ({ page, request }) => {
    const vid = await ingest(request, 'title=Ingested%20lesson');
    ingestedVid = vid;
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

  test('mp4: each ingested rendition plays from its /vod/mp4 address; the thumbnail sprite is served, and a video under 300 s shows none (spec §9)', async ({ page, request }) => {
    expect(ingestedVid).not.toBe('');
    for (const level of ['360p', '480p']) {
      const address = `/vod/mp4/${ingestedVid}/${level}.mp4`;
      const head = await request.get(`${server.baseUrl}${address}`, { headers: { range: 'bytes=0-7' } });
      expect(head.headers()['content-type'], address).toBe('video/mp4');
      await open(page, {});
      await page.evaluate((src) => document.querySelector('ddi-player')!.setAttribute('src', src), address);
      await page.getByRole('button', { name: 'Play' }).click();
      await expectPlayback(page, 1);
      expect(await state(page, (element) => element.error), address).toBeNull();
    }
    const sprite = await request.get(`${server.baseUrl}/vod/files/${ingestedVid}/sprite.jpg`);
    expect(sprite.headers()['content-type']).toBe('image/jpeg');
    expect(jpegSize(await sprite.body())).toEqual({ width: 160, height: 90 }); // one 160×90 tile for 4 s (a tile every 5 s)
    // Spec §9: thumbnails only from 300 s; under that the seek bar's tooltip is the plain 50 px time.
    await open(page, { vid: ingestedVid });
    await page.waitForFunction(() => (document.querySelector('ddi-player') as PlayerHandle & { duration: number }).duration > 3, undefined, { timeout: 20_000 });
    const box = (await page.locator('ddi-player').getByRole('slider', { name: 'Seek' }).boundingBox())!;
    await page.mouse.move(box.x + box.width / 4, box.y + box.height / 2);
    await expect(page.locator('ddi-player').locator('[part="tooltip"]')).toHaveCSS('width', '50px');
    await expect(page.locator('ddi-player').locator('[part="thumbnail"]')).toHaveCount(0);
  });

  test('DASH: the ingested video’s manifest at /vod/dash/{vid}/manifest.mpd plays through dash.js like the seeded DASH', async ({ page, request }) => {
    expect(ingestedVid).not.toBe('');
    const address = `/vod/dash/${ingestedVid}/manifest.mpd`;
    const manifest = await request.get(`${server.baseUrl}${address}`);
    expect(manifest.headers()['content-type']).toContain('application/dash+xml');
    const segments: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes(`/vod/dash/${ingestedVid}/segment-`)) segments.push(new URL(sent.url()).pathname);
    });
    await open(page, {});
    await page.evaluate((src) => document.querySelector('ddi-player')!.setAttribute('src', src), address);
    await page.getByRole('button', { name: 'Play' }).click();
    await expectPlayback(page, 1);
    expect(await state(page, (element) => element.error)).toBeNull();
    expect(segments.length).toBeGreaterThan(0);
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

  test('a course imported with a unit on the ingested vid, and a learner enrolled by the learners CSV: the unit plays it in the app', async ({ page, request }) => {
    expect(ingestedVid).not.toBe('');
    const base = server.baseUrl;
    const headers = { authorization: `Bearer ${server.adminToken}` };
    const text = (words: string) => ({ EN: words, CN: words, TW: words, TH: words });
    const always = { opensAt: null, closesAt: null };
    const course = {
      format: 'ddi-course/1',
      course: {
        code: 'ingested-e2e',
        name: text('Own Content Course'),
        description: text('A course on an ingested video.'),
        estimatedMinutes: 5,
        steps: { abilityAnalysis: always, lessons: always, scenarioSimulation: always, postTest: always },
        units: [{ title: text('Unit 1: Our own lesson'), video: { vid: ingestedVid }, essenceNotes: text('Notes.'), case: text('A case.'), jobAid: text('A job aid.') }],
      },
    };
    const imported = await request.post(`${base}/admin/v1/courses`, { headers: { ...headers, 'content-type': 'application/json' }, data: JSON.stringify(course) });
    expect(imported.status(), await imported.text()).toBe(201);
    const { courseId } = ((await imported.json()) as { data: { courseId: number } }).data;
    const csv = `account,name,phone,language,enrolments,password_hash\nown_learner,Own Learner,+66800000024,EN,ingested-e2e,${await hashPassword('Demo@1234')}\n`;
    const learners = await request.post(`${base}/admin/v1/learners`, { headers: { ...headers, 'content-type': 'text/csv' }, data: csv });
    expect(learners.status(), await learners.text()).toBe(200);
    expect(((await learners.json()) as { data: { imported: number; enrolled: number } }).data).toMatchObject({ imported: 1, enrolled: 1 });

    await logIn(page, { baseURL: base, username: 'own_learner' });
    await page.goto(`${base}/pc/course?id=${courseId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Own Content Course' })).toBeVisible();
    await page.locator('.unit-rows__row').first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/pc/course/videoLearning\\?id=${courseId}&unitId=\\d+$`));
    const player = page.locator('ddi-player');
    await expect.poll(() => player.evaluate((element) => (element as HTMLElement & { vid: string }).vid)).toBe(ingestedVid);
    await player.getByRole('button', { name: 'Play', exact: true }).click();
    await expectPlayback(page, 1);
  });
});
