import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { vodSecrets } from '../src/db/video-schema.js';
import { adminFailuresPerQuarterHour } from '../src/routes/admin/index.js';
import { uploadsFolder } from '../src/routes/admin/uploads.js';
import { createAdminToken } from '../src/services/admin-tokens.js';
import type { IngestJob } from '../src/services/ingest/jobs.js';
import { body, logIn, sharedServer } from './helpers.js';
import { decodeVideoInfo } from './vod-helpers.js';

const work = await mkdtemp(join(tmpdir(), 'ddi-admin-test-'));
const videosRoot = join(work, 'videos');

describe('admin API /admin/v1: token, upload, job status', { timeout: 120_000 }, () => {
  const server = sharedServer(() => ({ paths: { videos: videosRoot } }));
  afterAll(() => rm(work, { recursive: true, force: true }));

  const upload = (token: string | undefined, payload: Buffer | string, query = '?title=Uploaded%20lesson', cookie?: string) =>
    server().inject({
      method: 'POST',
      url: `/admin/v1/videos${query}`,
      headers: { 'content-type': 'application/octet-stream', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(cookie ? { cookie } : {}) },
      payload,
    });

  it('stores only a hash of the admin token', async () => {
    const token = await createAdminToken(server().database.db);
    expect(token).toMatch(/^ddi_admin_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$/);
    const stored = await server().database.db.select().from(vodSecrets);
    expect(stored.some((row) => row.value.includes(token.slice(-43)) || row.value === token)).toBe(false);
  });

  it('is never reached with a learner session, a wrong token or none (403)', async () => {
    const cookie = await logIn(server());
    expect((await upload(undefined, 'x', '', cookie)).statusCode).toBe(403);
    expect((await upload(`ddi_admin_${'0'.repeat(16)}_${'A'.repeat(43)}`, 'x')).statusCode).toBe(403);
    expect((await server().inject({ url: `/admin/v1/videos/${crypto.randomUUID()}`, headers: { cookie } })).statusCode).toBe(403);
  });

  it('uploads a video, reports progress on the job and ends with a vid the platform serves, with the password and lines of the query', async () => {
    const token = await createAdminToken(server().database.db);
    const source = join(work, 'upload.mp4');
    const made = spawnSync('ffmpeg', ['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=duration=2:size=640x360:rate=24', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', source]);
    expect(made.status).toBe(0);
    const response = await upload(token, await readFile(source), '?title=Uploaded%20lesson&password=team-2026&lines=line1,line2');
    expect(response.statusCode).toBe(202);
    const { id } = body<IngestJob>(response).data;
    let job: IngestJob = body<IngestJob>(response).data;
    // Wait on the job's own state: poll it (4 times a second, within the token's rate limit) until it is no longer running.
    while (job.status === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 250));
      job = body<IngestJob>(await server().inject({ url: `/admin/v1/videos/${id}`, headers: { authorization: `Bearer ${token}` } })).data;
      expect(job.progress).toBeGreaterThanOrEqual(0);
    }
    expect(job).toMatchObject({ status: 'done', progress: 1 });
    const info = await decodeVideoInfo(job.vid ?? '', (await server().inject({ url: `/vod/secure/${job.vid}.json` })).json<{ body: string }>().body);
    expect(info).toMatchObject({ title: 'Uploaded lesson', usepassword: 1, lines: 'line1,line2' });
    expect((await readdir(videosRoot)).filter((name) => name.startsWith('.') && name !== uploadsFolder)).toEqual([]);
  });

  it('refuses an upload that is not a video with its reason, keeping nothing', async () => {
    const token = await createAdminToken(server().database.db);
    const response = await upload(token, 'These are my meeting notes, not a video.\n');
    expect(response.statusCode).toBe(400);
    expect(body(response).message).toContain('not-a-video');
    expect(body(response).message).not.toContain(videosRoot);
    expect((await readdir(videosRoot)).filter((name) => name.startsWith('.') && name !== uploadsFolder)).toEqual([]);
  });

  it.each([
    ['a reserved line', '?lines=line1,kw', /bad-setting: lines: "kw" is reserved/],
    ['markers that are not JSON', `?keyframes=${encodeURIComponent('[{keytime: 1}]')}`, /bad-setting: keyframes is not valid JSON/],
    ['a marker past the video’s end', `?keyframes=${encodeURIComponent('[{"keytime": 60, "keycontext": "Too late"}]')}`, /bad-setting: keyframes: the marker at 60 s is past the video's end/],
  ])('refuses %s with 400 naming the setting, keeping nothing', async (_name, query, message) => {
    const token = await createAdminToken(server().database.db);
    const source = join(work, 'settings.mp4');
    expect(spawnSync('ffmpeg', ['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=duration=2:size=320x180:rate=24', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', source]).status).toBe(0);
    const response = await upload(token, await readFile(source), query);
    expect(response.statusCode).toBe(400);
    expect(body(response).message).toMatch(message);
    expect((await readdir(videosRoot)).filter((name) => name.startsWith('.') && name !== uploadsFolder)).toEqual([]);
  });

  it(`is rate limited: over ${adminFailuresPerQuarterHour} refused calls from one address answer 429 with Retry-After`, async () => {
    const call = () => server().inject({ url: `/admin/v1/videos/${crypto.randomUUID()}`, remoteAddress: '10.9.9.9', headers: { authorization: 'Bearer guess' } });
    for (let index = 0; index < adminFailuresPerQuarterHour; index += 1) expect((await call()).statusCode).toBe(403);
    const limited = await call();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
