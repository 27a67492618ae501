// Ingestion jobs are stored in the database, so every instance answers for every job (docs/decisions/0066). A job
// reports its end (done or failed) only once the upload it came from is deleted: whoever sees the job finished finds
// nothing of it left on disk (docs/decisions/0061). A running job whose instance stopped writing is reported failed.
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { ingestJobs } from '../src/db/video-schema.js';
import { IngestJobs, jobFolder, lostJobError, uploadFolder } from '../src/services/ingest/jobs.js';
import { testDatabase } from './helpers.js';

describe('ingestion jobs', () => {
  const folders: string[] = [];
  let database: Database;
  beforeAll(async () => {
    database = await testDatabase(false);
  });
  afterAll(async () => {
    await database?.close();
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  /** A file that is not a video (probing it fails before the database is needed) and a deletion the test releases. */
  async function notAVideo(): Promise<{ folder: string; source: string; cleanUp: () => Promise<void>; deleteUpload: () => void }> {
    const folder = await mkdtemp(join(tmpdir(), 'ingest-job-'));
    folders.push(folder);
    const source = join(folder, 'source');
    await writeFile(source, 'meeting notes, not a video\n');
    let deleteUpload!: () => void;
    const deleted = new Promise<void>((resolve) => (deleteUpload = resolve));
    return { folder, source, deleteUpload, cleanUp: async () => (await deleted, await rm(source)) };
  }

  it('a job stays running until its upload is deleted, then ends with its reason and nothing left behind', async () => {
    const { folder, source, cleanUp, deleteUpload } = await notAVideo();
    const jobs = new IngestJobs(database.db);
    const { id } = await jobs.start(source, { videosRoot: folder, title: 'Notes', encrypt: false }, cleanUp);
    // Long enough for the probe to fail; the deletion is still pending, so the job must still be running.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await jobs.get(id))?.status).toBe('running');
    deleteUpload();
    await expect.poll(async () => (await jobs.get(id))?.status, { timeout: 10_000 }).toBe('failed');
    expect((await jobs.get(id))?.error?.code).toBe('not-a-video');
    await expect(stat(source)).rejects.toThrow();
  });

  it('a job is answered by any reader of the database, not only by the one that started it', async () => {
    const { folder, source, cleanUp, deleteUpload } = await notAVideo();
    const { id } = await new IngestJobs(database.db).start(source, { videosRoot: folder, title: 'Notes', encrypt: false }, cleanUp);
    const other = new IngestJobs(database.db);
    expect(await other.get(id)).toEqual({ id, status: 'running', progress: 0 });
    deleteUpload();
    await expect.poll(async () => (await other.get(id))?.status, { timeout: 10_000 }).toBe('failed');
    expect(await other.get(randomUUID())).toBeUndefined();
  });

  it('a running job is touched while it runs, so a live job never looks lost', async () => {
    const { folder, source, cleanUp, deleteUpload } = await notAVideo();
    const { id } = await new IngestJobs(database.db, { keepAliveMs: 20 }).start(source, { videosRoot: folder, title: 'Notes', encrypt: false }, cleanUp);
    const touched = async () => (await database.db.select({ later: sql<boolean>`${ingestJobs.updatedAt} > ${ingestJobs.createdAt}` }).from(ingestJobs).where(eq(ingestJobs.id, id)))[0]?.later;
    await expect.poll(touched, { timeout: 10_000 }).toBe(true);
    deleteUpload();
  });

  it('a running job not written for the timeout (its instance died) is reported failed, and its row is left as it was', async () => {
    const id = randomUUID();
    await database.db.insert(ingestJobs).values({ id, progress: 0.4, updatedAt: sql`now() - interval '3 minutes'` });
    expect(await new IngestJobs(database.db).get(id)).toEqual({ id, status: 'failed', progress: 0.4, error: lostJobError });
    // Within the timeout it is still running.
    expect((await new IngestJobs(database.db, { staleMs: 3_600_000 }).get(id))?.status).toBe('running');
  });

  it('a dead instance’s folders are swept: an ended, lost or never-stored job’s; a live job’s and an upload still arriving stay', async () => {
    const videosRoot = await mkdtemp(join(tmpdir(), 'ingest-sweep-'));
    folders.push(videosRoot);
    const hourAgo = new Date(Date.now() - 3_600_000);
    /** A folder with a file in it, both last changed `when`. */
    const folderAt = async (path: string, when: Date) => {
      await mkdir(path);
      await writeFile(join(path, 'part'), 'x');
      await utimes(join(path, 'part'), when, when);
      await utimes(path, when, when);
      return path;
    };
    const [ended, lost, live] = [randomUUID(), randomUUID(), randomUUID()];
    await database.db.insert(ingestJobs).values([
      { id: ended, status: 'failed', errorCode: 'not-a-video', finishedAt: sql`now()` },
      { id: lost, updatedAt: sql`now() - interval '3 minutes'` },
      { id: live },
    ]);
    await folderAt(jobFolder(videosRoot, ended), hourAgo);
    await folderAt(jobFolder(videosRoot, lost), new Date());
    await folderAt(jobFolder(videosRoot, live), hourAgo);
    await folderAt(uploadFolder(videosRoot, randomUUID()), hourAgo); // never became a job
    const arriving = await folderAt(uploadFolder(videosRoot, randomUUID()), new Date()); // no job yet: still arriving
    await folderAt(join(videosRoot, 'abc_a'), hourAgo); // a video
    const before = (await readdir(videosRoot)).sort();

    const deleted = await new IngestJobs(database.db).sweep(videosRoot);

    expect(deleted.sort()).toEqual([`.job-${ended}`, `.job-${lost}`, before.find((name) => name.startsWith('.upload-') && join(videosRoot, name) !== arriving)].sort());
    expect((await readdir(videosRoot)).sort()).toEqual([`.job-${live}`, arriving.slice(videosRoot.length + 1), 'abc_a'].sort());
  });

  it('a job works in a folder of its own under the videos directory, gone when the job ends', async () => {
    const { folder, source, cleanUp, deleteUpload } = await notAVideo();
    const { id } = await new IngestJobs(database.db).start(source, { videosRoot: folder, title: 'Notes', encrypt: false }, cleanUp);
    await expect.poll(() => stat(jobFolder(folder, id)).then(() => true, () => false), { timeout: 10_000 }).toBe(true);
    deleteUpload();
    await expect.poll(async () => (await new IngestJobs(database.db).get(id))?.status, { timeout: 10_000 }).toBe('failed');
    await expect(stat(jobFolder(folder, id))).rejects.toThrow();
  });
});
