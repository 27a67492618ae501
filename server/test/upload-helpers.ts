// The set-up the resumable-upload tests share: a server of their own listening on a loopback port with a videos
// folder in a temporary work folder and an admin token, tus requests with that token, and an ingestion job
// polled until it ends.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createAdminToken } from '../src/services/admin-tokens.js';
import type { IngestJob } from '../src/services/ingest/jobs.js';
import { sharedServer, type Envelope } from './helpers.js';

export interface UploadServer {
  server: () => FastifyInstance;
  /** The temporary work folder (removed after the file's tests) and the server's videos folder inside it. */
  work: string;
  videosRoot: string;
  /** The server's origin, e.g. `http://127.0.0.1:41234` (set before the tests). */
  base: () => string;
  /** An admin token of the server's database (set before the tests). */
  token: () => string;
}

/**
 * A server on a fresh database with its videos in a new temporary folder, listening on a loopback port, and an
 * admin token, for the tests of one file: call it at the file's top level (it registers the file's `beforeAll`
 * and `afterAll`: started before its tests, closed and removed after them).
 */
export async function uploadServer(name: string): Promise<UploadServer> {
  const work = await mkdtemp(join(tmpdir(), `ddi-${name}-test-`));
  const videosRoot = join(work, 'videos');
  const server = sharedServer(() => ({ paths: { videos: videosRoot } }));
  let base = '';
  let token = '';
  beforeAll(async () => {
    base = await server().listen({ port: 0, host: '127.0.0.1' });
    token = await createAdminToken(server().database.db);
  });
  afterAll(() => rm(work, { recursive: true, force: true }));
  return { server, work, videosRoot, base: () => base, token: () => token };
}

/** A tus 1.0 request with the admin token to `origin` (headers given override the defaults). */
export function tusRequest(origin: string, token: string, method: string, path: string, headers: Record<string, string> = {}, body?: Buffer | string): Promise<Response> {
  return fetch(`${origin}${path}`, { method, headers: { 'tus-resumable': '1.0.0', authorization: `Bearer ${token}`, ...headers }, body });
}

/**
 * The ingestion job at `jobPath` of `origin` once it is no longer running: polled four times a second (within the
 * admin token's rate limit); throws with the last answer if it still runs after `ms`.
 */
export async function endedJob(origin: string, token: string, jobPath: string, ms = 90_000): Promise<IngestJob> {
  const until = Date.now() + ms;
  for (;;) {
    const answer = await fetch(`${origin}${jobPath}`, { headers: { authorization: `Bearer ${token}` } });
    const text = await answer.text();
    if (answer.status !== 200) throw new Error(`the ingestion job ${jobPath} answered ${answer.status}: ${text}`);
    const job = (JSON.parse(text) as Envelope<IngestJob>).data;
    if (job.status !== 'running') return job;
    if (Date.now() > until) throw new Error(`the ingestion job ${jobPath} still runs after ${ms} ms: ${text}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
