import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { IngestError, ingestVideo, type IngestOptions } from './index.js';

/** The state of an upload's ingestion, as `GET /admin/v1/videos/{jobId}` reports it. */
export interface IngestJob {
  id: string;
  status: 'running' | 'done' | 'failed';
  /** 0 to 1. */
  progress: number;
  vid?: string;
  error?: { code: string; message: string };
}

/**
 * Ingestion jobs of this server instance, in memory (a restart forgets them; the videos they made stay).
 * Finished jobs are forgotten after an hour.
 */
export class IngestJobs {
  readonly #jobs = new Map<string, IngestJob>();

  constructor(
    private readonly db: Db,
    private readonly keepMs = 60 * 60 * 1000,
  ) {}

  /**
   * Starts ingesting `source` (deleted afterwards by `cleanUp`); answers at once with the running job. `id`: the
   * job's id (a UUID; default: a new one), e.g. the id of the resumable upload it comes from.
   */
  start(source: string, options: IngestOptions, cleanUp: () => Promise<void>, id: string = randomUUID()): IngestJob {
    const job: IngestJob = { id, status: 'running', progress: 0 };
    this.#jobs.set(job.id, job);
    // The job ends (done or failed) only once its upload is deleted: a finished job leaves nothing behind.
    void (async () => {
      let outcome: Partial<IngestJob>;
      try {
        const result = await ingestVideo(this.db, source, { ...options, onProgress: (fraction) => (job.progress = fraction) });
        outcome = { status: 'done', progress: 1, vid: result.vid };
      } catch (error) {
        outcome = {
          status: 'failed',
          error: error instanceof IngestError ? { code: error.code, message: error.message.replaceAll(source, 'the upload') } : { code: 'internal', message: 'the ingestion failed' },
        };
      }
      await cleanUp().catch(() => undefined);
      Object.assign(job, outcome);
      setTimeout(() => this.#jobs.delete(job.id), this.keepMs).unref();
    })();
    return job;
  }

  get(id: string): IngestJob | undefined {
    return this.#jobs.get(id);
  }
}
