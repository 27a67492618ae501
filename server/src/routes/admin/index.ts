import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyPluginAsync } from 'fastify';
import { ApiFailure, Code, fail, okExactly } from '../../lib/envelope.js';
import { isAdminToken } from '../../services/admin-tokens.js';
import { IngestError } from '../../services/ingest/errors.js';
import { IngestJobs, uploadFolder } from '../../services/ingest/jobs.js';
import { probeSource } from '../../services/ingest/probe.js';
import { checkKeyframesFit, parseVideoSettings } from '../../services/ingest/settings.js';
import { countHits } from '../../services/rate-limit.js';
import courses from './courses.js';
import learners from './learners.js';
import { ingestJobAnswer, type IngestJobAnswer } from './schemas.js';
import uploads from './uploads.js';

/** Admin calls a minute per token (job polling included). */
export const adminCallsPerMinute = 300;
/** Refused admin calls (no or a wrong token) per address in 15 minutes, then 429. */
export const adminFailuresPerQuarterHour = 20;
/** The largest upload (bytes). */
export const maxUploadBytes = 8 * 1024 ** 3;
const minute = 60_000;

/**
 * The admin API under `/admin/v1` (docs/api.md "Admin API"): its own plugin, reached only with an admin token
 * (`Authorization: Bearer …`, from `npm run admin:token`); a learner session is no credential here. The token
 * is checked after the request's validation; refused calls count per address ({@link adminFailuresPerQuarterHour}),
 * accepted ones per token ({@link adminCallsPerMinute}).
 */
const admin: FastifyPluginAsync<{ videosRoot: string }> = async (app, { videosRoot }) => {
  const jobs = new IngestJobs(app.database.db);

  app.addHook('preHandler', async (request) => {
    const [scheme, token = ''] = (request.headers.authorization ?? '').split(' ');
    const now = app.clock.now();
    if (scheme !== 'Bearer' || !(await isAdminToken(app.database.db, token))) {
      await countHits(app.database.db, [{ key: `admin:failures:15m:${request.ip}`, limit: adminFailuresPerQuarterHour, windowMs: 15 * minute }], now);
      throw new ApiFailure(Code.forbidden, { detail: 'an admin token is required (Authorization: Bearer <token from npm run admin:token>)' });
    }
    await countHits(app.database.db, [{ key: `admin:token:1m:${token.slice(10, 26)}`, limit: adminCallsPerMinute, windowMs: minute }], now);
  });
  // The body of an upload is the video itself, streamed to disk (never buffered).
  app.addContentTypeParser(/^(application\/octet-stream|video\/)/, (_request, payload, done) => done(null, payload));
  app.setNotFoundHandler((request, reply) => reply.status(404).send(fail(Code.notFound, request.language)));
  await app.register(learners);
  await app.register(courses);
  await app.register(uploads, { videosRoot, jobs, maxBytes: maxUploadBytes });

  app.post<{ Querystring: { title?: string; encrypt?: boolean; password?: string; lines?: string; keyframes?: string }; Body: NodeJS.ReadableStream }>(
    '/videos',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            title: { type: 'string', minLength: 1, maxLength: 200 },
            encrypt: { type: 'boolean' },
            // Checked by parseVideoSettings, as on the command line.
            password: { type: 'string' },
            lines: { type: 'string', maxLength: 200 },
            keyframes: { type: 'string', maxLength: 32_768 },
          },
        },
        response: { 202: ingestJobAnswer },
      },
    },
    async (request, reply) => {
      if (!request.body || typeof request.body.pipe !== 'function') {
        throw new ApiFailure(Code.badRequest, { detail: 'send the video as the body (Content-Type application/octet-stream or video/*)' });
      }
      const { title, encrypt, ...settingsInput } = request.query;
      let settings;
      try {
        // Before the upload is read: a bad setting costs no transfer.
        settings = parseVideoSettings(settingsInput);
      } catch (error) {
        if (error instanceof IngestError) throw new ApiFailure(Code.badRequest, { detail: `${error.code}: ${error.message}` });
        throw error;
      }
      await mkdir(videosRoot, { recursive: true });
      const jobId = randomUUID();
      const folder = uploadFolder(videosRoot, jobId);
      await mkdir(folder);
      const cleanUp = () => rm(folder, { recursive: true, force: true });
      const source = join(folder, 'source');
      try {
        await pipeline(request.body, limit(maxUploadBytes), createWriteStream(source));
        const { durationSeconds } = await probeSource(source);
        checkKeyframesFit(settings.keyframes, durationSeconds);
      } catch (error) {
        await cleanUp();
        if (error instanceof IngestError) throw new ApiFailure(Code.badRequest, { detail: `${error.code}: ${error.message.replaceAll(source, 'the upload')}` });
        throw error;
      }
      const job = await jobs.start(source, { videosRoot, title: title ?? 'Uploaded video', encrypt: encrypt ?? false, settings }, cleanUp, jobId);
      return reply.status(202).send(okExactly<IngestJobAnswer>()(job));
    },
  );

  app.get<{ Params: { jobId: string } }>(
    '/videos/:jobId',
    { schema: { params: { type: 'object', required: ['jobId'], properties: { jobId: { type: 'string', format: 'uuid' } } }, response: { 200: ingestJobAnswer } } },
    async (request) => {
      const job = await jobs.get(request.params.jobId);
      if (!job) throw new ApiFailure(Code.notFound, { detail: `no ingestion job ${request.params.jobId}` });
      return okExactly<IngestJobAnswer>()(job);
    },
  );
};

/** Passes bytes through until `max`, then fails with 413. */
function limit(max: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > max) return callback(new ApiFailure(Code.payloadTooLarge, { detail: `an upload is at most ${max} bytes` }));
      callback(null, chunk);
    },
  });
}

export default admin;
