// Resumable uploads (tus) on several instances of one PostgreSQL sharing one upload folder: an upload's lock holds
// across instances (PostgresLocker: advisory locks on a dedicated connection), so its requests may reach any of
// them. Real instances over real HTTP, on the throw-away PostgreSQL `npm test` starts (skipped without it).
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vodVideos } from '../src/db/video-schema.js';
import { PostgresLocker } from '../src/routes/admin/upload-locker.js';
import { createAdminToken } from '../src/services/admin-tokens.js';
import { fileSha256 } from '../src/services/ingest/index.js';
import { adminUrl, freshDatabase, startInstance, type Instance } from './instances.js';
import { picture, sourceMaker } from './media-sources.js';
import { endedJob, tusRequest } from './upload-helpers.js';

const work = await mkdtemp(join(tmpdir(), 'ddi-upload-instances-test-'));
const videosRoot = join(work, 'videos');

/** A promise and the function that settles it. */
function signal(): { promise: Promise<void>; fire: () => void } {
  let fire = () => {};
  const promise = new Promise<void>((resolve) => (fire = resolve));
  return { promise, fire };
}

describe.skipIf(!adminUrl)('resumable uploads on two instances of one PostgreSQL, one shared upload folder', { timeout: 120_000 }, () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  const instances: Instance[] = [];
  const lockers: PostgresLocker[] = [];
  let token = '';
  let source = '';
  let video: Buffer;
  const a = () => instances[0] as Instance;
  const b = () => instances[1] as Instance;
  const locker = (options: { acquireLockTimeout?: number } = {}) => {
    const made = new PostgresLocker({ connect: a().app.database.connect as NonNullable<Instance['app']['database']['connect']>, retryMs: 20, ...options });
    lockers.push(made);
    return made;
  };
  const tus = (instance: Instance, method: string, path: string, headers: Record<string, string> = {}, body?: Buffer) => tusRequest(instance.origin, token, method, path, headers, body);
  const patch = (instance: Instance, location: string, offset: number, chunk: Buffer) =>
    tus(instance, 'PATCH', location, { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }, chunk);

  beforeAll(async () => {
    database = await freshDatabase();
    for (const name of ['A', 'B']) instances.push(await startInstance(name, { databaseUrl: database.url, videosRoot }));
    token = await createAdminToken(a().app.database.db);
    source = sourceMaker(work)('source.mp4', ...picture(2, '320x180'), '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p');
    video = await readFile(source);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(lockers.map((made) => made.close()));
    await Promise.all(instances.map((instance) => instance.stop()));
    await database?.drop();
    await rm(work, { recursive: true, force: true });
  });

  it('an upload’s lock is held by one instance at a time: another waits, asks the holder to release (tus’s rule), and gets it once released', async () => {
    const id = randomUUID();
    const holder = locker().newLock(id);
    const asked = signal();
    await holder.lock(new AbortController().signal, asked.fire);
    let acquired = false;
    const waiter = locker().newLock(id);
    const taking = waiter.lock(new AbortController().signal, () => {}).then(() => (acquired = true));
    await asked.promise;
    expect(acquired).toBe(false);
    await holder.unlock();
    await taking;
    expect(acquired).toBe(true);
    await waiter.unlock();
  });

  it('a lock another instance keeps past the wait is refused as tus refuses it (500 "failed to acquire lock before timeout"); the waiter holds nothing after', async () => {
    const id = randomUUID();
    const holder = locker().newLock(id);
    await holder.lock(new AbortController().signal, () => {});
    const impatient = locker({ acquireLockTimeout: 200 });
    await expect(impatient.newLock(id).lock(new AbortController().signal, () => {})).rejects.toMatchObject({ status_code: 500, body: 'failed to acquire lock before timeout' });
    await holder.unlock();
    const again = impatient.newLock(id);
    await again.lock(new AbortController().signal, () => {});
    await again.unlock();
  });

  it('a PATCH to A while another instance holds the upload’s lock waits until it is released, then is answered (204); an upload begun on A finishes on B and is ingested once, its job answered by A and B', async () => {
    const created = await tus(a(), 'POST', '/admin/v1/uploads', { 'upload-length': String(video.length), 'upload-metadata': `title ${Buffer.from('Across instances').toString('base64')}` });
    expect(created.status).toBe(201);
    const location = created.headers.get('location') ?? '';
    const id = location.split('/').pop() ?? '';
    const half = Math.floor(video.length / 2);

    const holder = locker().newLock(id);
    const asked = signal();
    await holder.lock(new AbortController().signal, asked.fire);
    let answered = false;
    const first = patch(a(), location, 0, video.subarray(0, half)).then((response) => ((answered = true), response));
    await asked.promise;
    expect(answered).toBe(false);
    await holder.unlock();
    const firstAnswer = await first;
    expect(firstAnswer.status).toBe(204);
    expect(firstAnswer.headers.get('upload-offset')).toBe(String(half));

    // B sees what A received (the shared folder) and takes the rest.
    expect((await tus(b(), 'HEAD', location)).headers.get('upload-offset')).toBe(String(half));
    const rest = await patch(b(), location, half, video.subarray(half));
    expect(rest.status).toBe(204);
    expect(rest.headers.get('ingest-job')).toBe(`/admin/v1/videos/${id}`);
    // The job runs on B (it got the last byte) and is stored in the database: A answers for it as well as B.
    const job = await endedJob(a().origin, token, `/admin/v1/videos/${id}`);
    expect(job).toMatchObject({ id, status: 'done', progress: 1 });
    expect(await endedJob(b().origin, token, `/admin/v1/videos/${id}`)).toEqual(job);
    const rows = await a().app.database.db.select({ vid: vodVideos.vid, title: vodVideos.title }).from(vodVideos).where(eq(vodVideos.sourceSha256, await fileSha256(source)));
    expect(rows).toEqual([{ vid: job.vid, title: 'Across instances' }]);
    // Either instance serves it (one database, one videos folder).
    for (const instance of instances) expect((await fetch(`${instance.origin}/vod/hls/${job.vid}/master.m3u8`)).status, instance.name).toBe(200);
    expect((await tus(a(), 'HEAD', location)).status).toBe(404);
  });
});
