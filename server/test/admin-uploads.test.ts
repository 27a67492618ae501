// Resumable uploads (tus 1.0) at /admin/v1/uploads, over real HTTP: the tests speak the protocol by hand
// (POST to create, PATCH with Upload-Offset, HEAD for the offset, DELETE to terminate), as any tus client does.
import { spawnSync } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { maxUploadBytes } from '../src/routes/admin/index.js';
import { uploadExpiryMs, uploadsFolder } from '../src/routes/admin/uploads.js';
import { logIn } from './helpers.js';
import { endedJob, tusRequest, uploadServer } from './upload-helpers.js';
import { decodeVideoInfo } from './vod-helpers.js';

const { server, work, videosRoot, base, token } = await uploadServer('uploads');
const uploadsDir = join(videosRoot, uploadsFolder);

/** `Upload-Metadata`: each key with its value in base64. */
const metadata = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

/** Files left in the uploads folder and temporary folders left in the videos folder. */
async function leftovers(): Promise<string[]> {
  const temporary = (await readdir(videosRoot)).filter((name) => name.startsWith('.') && name !== uploadsFolder);
  return [...temporary, ...(await readdir(uploadsDir))];
}

async function until(condition: () => Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('resumable upload /admin/v1/uploads (tus): token, resume, terminate, expire, bad input', { timeout: 120_000 }, () => {
  let video: Buffer;

  beforeAll(async () => {
    const source = join(work, 'source.mp4');
    const made = spawnSync('ffmpeg', ['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=duration=2:size=320x180:rate=24', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', source]);
    expect(made.status).toBe(0);
    video = await readFile(source);
  });

  const tus = (method: string, path: string, headers: Record<string, string> = {}, body?: Buffer | string) => tusRequest(base(), token(), method, path, headers, body);
  const create = (length: number, values: Record<string, string> = {}) =>
    tus('POST', '/admin/v1/uploads', { 'upload-length': String(length), ...(Object.keys(values).length ? { 'upload-metadata': metadata(values) } : {}) });
  const patch = (location: string, offset: number, chunk: Buffer | string) =>
    tus('PATCH', location, { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }, chunk);
  const offsetOf = async (location: string) => (await tus('HEAD', location)).headers.get('upload-offset');

  it('is reached only with an admin token: none, a wrong one or a learner session get 403 on create, HEAD and PATCH', async () => {
    const created = await create(video.length);
    expect(created.status).toBe(201);
    const location = created.headers.get('location') ?? '';
    const cookie = await logIn(server());
    const refusals: Record<string, string>[] = [{ authorization: '' }, { authorization: `Bearer ddi_admin_${'0'.repeat(16)}_${'A'.repeat(43)}` }, { authorization: '', cookie }];
    for (const headers of refusals) {
      const refused = [
        await tus('POST', '/admin/v1/uploads', { 'upload-length': '10', ...headers }),
        await tus('HEAD', location, headers),
        await tus('PATCH', location, { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream', ...headers }, video.subarray(0, 100)),
      ];
      expect(refused.map((response) => response.status)).toEqual([403, 403, 403]);
    }
    expect(await offsetOf(location)).toBe('0');
    expect((await tus('DELETE', location)).status).toBe(204);
  });

  it('resumes an upload interrupted half-way from the offset the server reports, then ingests it as a job with the upload’s id', async () => {
    const created = await create(video.length, { title: 'Resumed lesson', password: 'team-2026' });
    expect(created.status).toBe(201);
    const location = created.headers.get('location') ?? '';
    expect(location).toMatch(/^\/admin\/v1\/uploads\/[0-9a-f-]{36}$/);
    const id = location.split('/').pop() ?? '';
    const half = Math.floor(video.length / 2);

    // A PATCH that announces the whole rest but whose connection drops after half of it.
    const { port } = new URL(base());
    const interrupted = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'PATCH',
      path: location,
      headers: { 'tus-resumable': '1.0.0', authorization: `Bearer ${token()}`, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream', 'content-length': String(video.length) },
    });
    interrupted.on('error', () => undefined);
    interrupted.write(video.subarray(0, half));
    await until(async () => (await stat(join(uploadsDir, id)).catch(() => undefined))?.size === half);
    interrupted.destroy();

    await until(async () => (await offsetOf(location)) === String(half));
    const rest = await patch(location, half, video.subarray(half));
    expect(rest.status).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe(String(video.length));
    expect(rest.headers.get('ingest-job')).toBe(`/admin/v1/videos/${id}`);

    const job = await endedJob(base(), token(), `/admin/v1/videos/${id}`);
    expect(job).toMatchObject({ id, status: 'done', progress: 1 });
    const answer = (await (await fetch(`${base()}/vod/secure/${job.vid}.json`)).json()) as { body: string };
    expect(await decodeVideoInfo(job.vid ?? '', answer.body)).toMatchObject({ title: 'Resumed lesson', usepassword: 1 });
    expect(await leftovers()).toEqual([]);
    expect((await tus('HEAD', location)).status).toBe(404);
  });

  it('leaves nothing of an upload terminated half-way (DELETE 204, then 404)', async () => {
    const location = (await create(video.length)).headers.get('location') ?? '';
    expect((await patch(location, 0, video.subarray(0, 1000))).status).toBe(204);
    expect((await tus('DELETE', location)).status).toBe(204);
    expect((await tus('HEAD', location)).status).toBe(404);
    expect(await leftovers()).toEqual([]);
  });

  it(`refuses an upload older than ${uploadExpiryMs / 3_600_000} h (410) and deletes it at the next sweep`, async () => {
    const location = (await create(video.length)).headers.get('location') ?? '';
    expect((await patch(location, 0, video.subarray(0, 1000))).status).toBe(204);
    const info = join(uploadsDir, `${location.split('/').pop()}.json`);
    const stored = JSON.parse(await readFile(info, 'utf8')) as { creation_date: string };
    await writeFile(info, JSON.stringify({ ...stored, creation_date: new Date(Date.now() - uploadExpiryMs - 60_000).toISOString() }));
    expect((await tus('HEAD', location)).status).toBe(410);
    // Creating an upload sweeps the expired ones.
    const next = (await create(10)).headers.get('location') ?? '';
    expect(await readdir(uploadsDir)).toEqual(expect.not.arrayContaining([location.split('/').pop()]));
    expect((await tus('DELETE', next)).status).toBe(204);
    expect(await leftovers()).toEqual([]);
  });

  it('refuses a complete upload that is not a video on its last PATCH with not-a-video, keeping nothing', async () => {
    const notes = 'These are my meeting notes, not a video.\n';
    const location = (await create(notes.length, { title: 'Notes' })).headers.get('location') ?? '';
    const refused = await patch(location, 0, notes);
    expect(refused.status).toBe(400);
    const text = await refused.text();
    expect(text).toMatch(/^not-a-video: /);
    expect(text).not.toContain(videosRoot);
    expect(await leftovers()).toEqual([]);
  });

  it.each([
    ['a reserved line', { lines: 'line1,kw' }, 'bad-setting: lines: "kw" is reserved'],
    ['markers that are not JSON', { keyframes: '[{keytime: 1}]' }, 'bad-setting: keyframes is not valid JSON'],
    ['encrypt that is not true or false', { encrypt: 'yes' }, 'bad-setting: encrypt must be true or false'],
    ['an unknown key', { colour: 'red' }, 'bad-setting: unknown metadata key "colour"'],
  ])('refuses %s in the metadata at creation (400), before any byte is sent', async (_name, values, message) => {
    const refused = await create(video.length, values);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(message);
    expect(refused.headers.get('location')).toBeNull();
    expect(await leftovers()).toEqual([]);
  });

  it('answers a request that breaks the protocol with its status: no Tus-Resumable 412, a wrong offset 409, another body type 400, no length 400', async () => {
    const location = (await create(video.length)).headers.get('location') ?? '';
    const noVersion = await fetch(`${base()}${location}`, { method: 'HEAD', headers: { authorization: `Bearer ${token()}` } });
    expect(noVersion.status).toBe(412);
    const conflict = await patch(location, 5, video.subarray(5, 10));
    expect([conflict.status, await conflict.text()]).toEqual([409, 'Upload-Offset conflict\n']);
    const wrongType = await tus('PATCH', location, { 'upload-offset': '0', 'content-type': 'text/plain' }, 'abc');
    expect([wrongType.status, await wrongType.text()]).toEqual([400, 'Invalid content-type\n']);
    expect(await offsetOf(location)).toBe('0');
    expect((await tus('POST', '/admin/v1/uploads')).status).toBe(400);
    expect((await tus('DELETE', location)).status).toBe(204);
    expect(await leftovers()).toEqual([]);
  });

  it('refuses an upload longer than the limit at creation (413)', async () => {
    const refused = await create(maxUploadBytes + 1);
    expect(refused.status).toBe(413);
    expect(await leftovers()).toEqual([]);
  });
});
