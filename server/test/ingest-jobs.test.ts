// An ingestion job reports its end (done or failed) only once the upload it came from is deleted: whoever sees
// the job finished finds nothing of it left on disk (docs/decisions/0061).
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.js';
import { IngestJobs } from '../src/services/ingest/jobs.js';

describe('ingestion jobs', () => {
  const folders: string[] = [];
  afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

  it('a job stays running until its upload is deleted, then ends with its reason and nothing left behind', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'ingest-job-'));
    folders.push(folder);
    const source = join(folder, 'source');
    await writeFile(source, 'meeting notes, not a video\n');
    let deleteUpload!: () => void;
    const deleted = new Promise<void>((resolve) => (deleteUpload = resolve));
    // The database is never reached: probing a file that is not a video fails first.
    const job = new IngestJobs({} as Db).start(source, { videosRoot: folder, title: 'Notes', encrypt: false }, async () => {
      await deleted;
      await rm(source);
    });
    // Long enough for the probe to fail; the deletion is still pending, so the job must still be running.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(job.status).toBe('running');
    deleteUpload();
    await expect.poll(() => job.status, { timeout: 10_000 }).toBe('failed');
    expect(job.error?.code).toBe('not-a-video');
    await expect(stat(source)).rejects.toThrow();
  });
});
