import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ingestJobs } from '../../db/video-schema.js';
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

export interface IngestJobsOptions {
  /** A running job not written for this long is reported failed: the instance running it died (default 2 min). */
  staleMs?: number;
  /** How often a running job is touched while no progress is written (default 15 s; well under `staleMs`). */
  keepAliveMs?: number;
  /** At most one progress write per this many ms (default 250: four a second). */
  progressEveryMs?: number;
  /** Finished jobs are deleted this long after their end, when a new job starts (default a day). */
  keepMs?: number;
}

/** The folder a job works in, under the videos directory: its transcoding's temporary folders (`workRoot`). */
export const jobFolder = (videosRoot: string, id: string) => join(videosRoot, `.job-${id}`);

/**
 * The folder for an upload sent in one request (`POST /admin/v1/videos`), before its job starts; the job's
 * `cleanUp` deletes it. Named by the job's id, so a sweep can tell whose it is.
 */
export const uploadFolder = (videosRoot: string, id: string) => join(videosRoot, `.upload-${id}`);

const ownedFolder = /^\.(?:job|upload)-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** What a job whose instance stopped answering is reported with. */
export const lostJobError = { code: 'instance-lost', message: 'the server running this ingestion stopped; upload the video again' } as const;

/**
 * Ingestion jobs, stored in the database (`ingest_jobs`) so that every instance answers for every job; the
 * job itself runs on the instance that received the upload. That instance writes the job's progress at most
 * every `progressEveryMs` and touches it at least every `keepAliveMs`; a running job untouched for `staleMs`
 * (its instance was killed, or stopped mid-job) is answered as failed with {@link lostJobError}. A job ends
 * (done or failed) only once its upload is deleted: whoever sees it finished finds nothing of it left on disk.
 */
export class IngestJobs {
  readonly #staleMs: number;
  readonly #keepAliveMs: number;
  readonly #progressEveryMs: number;
  readonly #keepMs: number;

  constructor(
    private readonly db: Db,
    options: IngestJobsOptions = {},
  ) {
    this.#staleMs = options.staleMs ?? 120_000;
    this.#keepAliveMs = options.keepAliveMs ?? 15_000;
    this.#progressEveryMs = options.progressEveryMs ?? 250;
    this.#keepMs = options.keepMs ?? 24 * 3_600_000;
  }

  /**
   * Stores a running job and starts ingesting `source` (deleted afterwards by `cleanUp`); resolves, once the
   * job is stored, with the running job. `id`: the job's id (a UUID; default: a new one), e.g. the id of the
   * resumable upload it comes from.
   */
  async start(source: string, options: IngestOptions, cleanUp: () => Promise<void>, id: string = randomUUID()): Promise<IngestJob> {
    await this.db.delete(ingestJobs).where(lt(ingestJobs.finishedAt, sql`now() - make_interval(secs => ${this.#keepMs / 1000})`));
    try {
      await this.db.insert(ingestJobs).values({ id });
    } catch (error) {
      // Not stored, not started: the upload goes too.
      await cleanUp().catch(() => undefined);
      throw error;
    }
    void this.sweep(options.videosRoot);
    void this.#run(id, source, options, cleanUp);
    return { id, status: 'running', progress: 0 };
  }

  /**
   * Deletes what dead instances left in the videos directory (shared by the instances): a job's folder or a
   * one-request upload's folder whose job has ended, went stale (its instance died) or was never stored, once
   * nothing in it changed for `staleMs` (an upload still arriving has no job yet). Runs when a job starts; never
   * throws. Resolves with the folders deleted.
   */
  async sweep(videosRoot: string): Promise<string[]> {
    const deleted: string[] = [];
    try {
      for (const name of await readdir(videosRoot)) {
        const id = ownedFolder.exec(name)?.[1];
        if (!id) continue;
        const folder = join(videosRoot, name);
        const job = await this.get(id);
        if (job?.status === 'running') continue;
        if (!job && !(await untouchedFor(folder, this.#staleMs))) continue;
        await rm(folder, { recursive: true, force: true });
        deleted.push(name);
      }
    } catch {
      // A sweep that fails is tried again at the next job's start.
    }
    return deleted;
  }

  async #run(id: string, source: string, options: IngestOptions, cleanUp: () => Promise<void>): Promise<void> {
    const writer = new ProgressWriter(this.db, id, this.#progressEveryMs);
    const keepAlive = setInterval(() => writer.touch(), this.#keepAliveMs);
    keepAlive.unref();
    let outcome: { status: 'done'; vid: string } | { status: 'failed'; errorCode: string; errorMessage: string };
    const workRoot = jobFolder(options.videosRoot, id);
    try {
      await mkdir(workRoot, { recursive: true });
      const result = await ingestVideo(this.db, source, { ...options, workRoot, onProgress: (fraction) => writer.progress(fraction) });
      outcome = { status: 'done', vid: result.vid };
    } catch (error) {
      outcome =
        error instanceof IngestError
          ? { status: 'failed', errorCode: error.code, errorMessage: error.message.replaceAll(source, 'the upload') }
          : { status: 'failed', errorCode: 'internal', errorMessage: 'the ingestion failed' };
    }
    // The job ends (done or failed) only once its upload is deleted: a finished job leaves nothing behind.
    await Promise.all([cleanUp().catch(() => undefined), rm(workRoot, { recursive: true, force: true }).catch(() => undefined)]);
    clearInterval(keepAlive);
    await writer.settled();
    const ended = { ...outcome, ...(outcome.status === 'done' ? { progress: 1 } : {}), updatedAt: sql`now()`, finishedAt: sql`now()` };
    // A lost database connection here leaves the job running until it goes stale: reported failed then.
    await this.db
      .update(ingestJobs)
      .set(ended)
      .where(and(eq(ingestJobs.id, id), eq(ingestJobs.status, 'running')))
      .catch(() => undefined);
  }

  /** The job `id` as stored (any instance's), or undefined when there is none. */
  async get(id: string): Promise<IngestJob | undefined> {
    const [row] = await this.db
      .select({
        id: ingestJobs.id,
        status: ingestJobs.status,
        progress: ingestJobs.progress,
        vid: ingestJobs.vid,
        errorCode: ingestJobs.errorCode,
        errorMessage: ingestJobs.errorMessage,
        stale: sql<boolean>`${ingestJobs.updatedAt} < now() - make_interval(secs => ${this.#staleMs / 1000})`,
      })
      .from(ingestJobs)
      .where(eq(ingestJobs.id, id));
    if (!row) return undefined;
    const job: IngestJob = { id: row.id, status: row.status, progress: row.progress };
    if (row.status === 'running' && row.stale) return { ...job, status: 'failed', error: { ...lostJobError } };
    if (row.vid !== null) job.vid = row.vid;
    if (row.errorCode !== null) job.error = { code: row.errorCode, message: row.errorMessage ?? '' };
    return job;
  }
}

/**
 * A running job's writes, one at a time and in order: a progress value is written at most every `everyMs`
 * (the latest one wins; the ones between are dropped), a keep-alive only when nothing else is being written.
 */
class ProgressWriter {
  #chain: Promise<void> = Promise.resolve();
  #inFlight = 0;
  #lastWrite = 0;
  #pending: number | undefined;
  #timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly id: string,
    private readonly everyMs: number,
  ) {}

  progress(fraction: number): void {
    this.#pending = Math.min(1, Math.max(0, fraction));
    if (this.#timer) return;
    const wait = Math.max(0, this.#lastWrite + this.everyMs - Date.now());
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      const value = this.#pending;
      this.#pending = undefined;
      if (value !== undefined) this.#write({ progress: value });
    }, wait);
    this.#timer.unref();
  }

  touch(): void {
    if (this.#inFlight === 0) this.#write({});
  }

  /** Drops a progress value not yet written and resolves once every write begun has ended. */
  async settled(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#pending = undefined;
    await this.#chain;
  }

  #write(values: { progress?: number }): void {
    this.#lastWrite = Date.now();
    this.#inFlight += 1;
    this.#chain = this.#chain
      .then(() => this.db.update(ingestJobs).set({ ...values, updatedAt: sql`now()` }).where(and(eq(ingestJobs.id, this.id), eq(ingestJobs.status, 'running'))))
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => (this.#inFlight -= 1));
  }
}

/** True when neither `folder` nor anything directly in it changed for `ms`. */
async function untouchedFor(folder: string, ms: number): Promise<boolean> {
  const since = Date.now() - ms;
  const names = await readdir(folder).catch(() => []);
  const times = await Promise.all([folder, ...names.map((name) => join(folder, name))].map((path) => stat(path).then((info) => info.mtimeMs, () => 0)));
  return Math.max(...times) < since;
}
