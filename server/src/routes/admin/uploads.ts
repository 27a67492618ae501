import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server as TusServer } from '@tus/server';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { IngestError } from '../../services/ingest/errors.js';
import type { IngestJobs } from '../../services/ingest/jobs.js';
import { probeSource } from '../../services/ingest/probe.js';
import { PostgresLocker } from './upload-locker.js';
import { checkKeyframesFit, parseVideoSettings, type VideoSettings } from '../../services/ingest/settings.js';

/** An unfinished upload is deleted this long after its creation (tus `Upload-Expires`). */
export const uploadExpiryMs = 24 * 3_600_000;
/** How often the expired uploads are swept (also at every new upload). */
export const uploadSweepMs = 15 * 60_000;
/** The folder of the unfinished uploads, inside the videos directory (same file system, shared by instances). */
export const uploadsFolder = '.uploads';

/** The `Upload-Metadata` keys of a video upload; the keys browsers' tus clients add on their own are ignored. */
const settingKeys = new Set(['title', 'encrypt', 'password', 'lines', 'keyframes']);
const ignoredKeys = new Set(['filename', 'filetype', 'name', 'type', 'relativePath']);

interface UploadSettings {
  title: string;
  encrypt: boolean;
  settings: VideoSettings;
}

/** A refused upload: thrown by the tus hooks, sent by @tus/server with its status and text (like its own errors). */
class UploadRefusal extends Error {
  readonly body: string;

  constructor(
    readonly status_code: number,
    text: string,
  ) {
    super(text);
    this.body = `${text}\n`;
  }
}
const refusal = (statusCode: number, text: string) => new UploadRefusal(statusCode, text);

/**
 * The settings of an upload from its tus metadata, checked as `POST /admin/v1/videos` checks its query (same
 * words); a bad one is thrown as a 400 refusal.
 */
function uploadSettings(metadata: Record<string, string | null> | undefined): UploadSettings {
  const values = metadata ?? {};
  for (const key of Object.keys(values)) {
    if (!settingKeys.has(key) && !ignoredKeys.has(key)) throw refusal(400, `bad-setting: unknown metadata key "${key}"`);
  }
  const text = (key: string) => values[key] ?? undefined;
  const title = text('title') ?? text('filename') ?? 'Uploaded video';
  if (title.trim().length === 0 || title.length > 200) throw refusal(400, 'bad-setting: title must be 1 to 200 characters');
  const encrypt = text('encrypt');
  if (encrypt !== undefined && encrypt !== 'true' && encrypt !== 'false') throw refusal(400, 'bad-setting: encrypt must be true or false');
  try {
    const settings = parseVideoSettings({ password: text('password'), lines: text('lines'), keyframes: text('keyframes') });
    return { title, encrypt: encrypt === 'true', settings };
  } catch (error) {
    if (error instanceof IngestError) throw refusal(400, `${error.code}: ${error.message}`);
    throw error;
  }
}

export interface UploadsOptions {
  videosRoot: string;
  /** The jobs of `GET /admin/v1/videos/{jobId}`: a finished upload's job has the upload's id. */
  jobs: IngestJobs;
  /** The largest upload (bytes; tus answers 413 above it). */
  maxBytes: number;
}

/**
 * Resumable uploads (the tus 1.0 protocol, with @tus/server and its file store) at `/admin/v1/uploads`, inside
 * the admin plugin: its token check and rate limit run first, on every tus request. An upload is kept in
 * `VIDEOS_DIR/.uploads` until it is complete, then handed to the ingestion job (its id is the upload's id); a
 * terminated (DELETE), refused or expired upload is deleted. docs/api.md "Resumable upload".
 */
const uploads: FastifyPluginAsync<UploadsOptions> = async (app, { videosRoot, jobs, maxBytes }) => {
  const directory = join(videosRoot, uploadsFolder);
  await mkdir(directory, { recursive: true });
  const store = new FileStore({ directory, expirationPeriodInMilliseconds: uploadExpiryMs });
  const forget = (id: string) => store.remove(id).catch(() => undefined);
  const sweep = () => store.deleteExpired().catch((error: unknown) => app.log.error({ err: error }, 'sweeping expired uploads failed'));

  // Several instances on one PostgreSQL share the upload folder: an upload's lock must hold across them.
  const connect = app.database.connect;
  const locker = connect ? new PostgresLocker({ connect, onError: (error) => app.log.warn({ err: error }, 'the upload locker lost its connection') }) : undefined;
  if (locker) app.addHook('onClose', () => locker.close());

  const tus = new TusServer({
    path: `${app.prefix}/uploads`,
    datastore: store,
    // PGlite is one process: tus's in-memory locker is right there.
    ...(locker ? { locker } : {}),
    maxSize: maxBytes,
    relativeLocation: true,
    // The admin API is not for browsers of other origins: no CORS header.
    allowedOrigins: [],
    // A finished upload is the running job's source until the job ends.
    disableTerminationForFinishedUploads: true,
    namingFunction: () => randomUUID(),
    onUploadCreate: async (_request, upload) => {
      uploadSettings(upload.metadata);
      await sweep();
      return {};
    },
    onUploadFinish: async (_request, upload) => {
      const { title, encrypt, settings } = uploadSettings(upload.metadata);
      const source = join(directory, upload.id);
      try {
        const { durationSeconds } = await probeSource(source);
        checkKeyframesFit(settings.keyframes, durationSeconds);
      } catch (error) {
        await forget(upload.id);
        if (error instanceof IngestError) throw refusal(400, `${error.code}: ${error.message.replaceAll(source, 'the upload')}`);
        throw error;
      }
      await jobs.start(source, { videosRoot, title, encrypt, settings }, () => forget(upload.id), upload.id);
      return { headers: { 'Ingest-Job': `${app.prefix}/videos/${upload.id}` } };
    },
  });

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void sweep(), uploadSweepMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));

  // A PATCH body is the upload itself: @tus/server reads it from the request, so it is left unread here.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    // @tus/server answers on the raw response: the headers set so far (security headers) go with it.
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
    reply.hijack();
    try {
      await tus.handle(request.raw, reply.raw);
    } catch (error) {
      request.log.error({ err: error }, 'tus upload failed');
      reply.raw.destroy();
    }
  };
  app.route({ method: ['POST'], url: '/uploads', handler: handle });
  app.route({
    method: ['HEAD', 'PATCH', 'DELETE'],
    url: '/uploads/:uploadId',
    // Upload ids are UUIDs (namingFunction): anything else is refused (400) before the token is looked at.
    schema: { params: { type: 'object', required: ['uploadId'], properties: { uploadId: { type: 'string', format: 'uuid' } } } },
    handler: handle,
  });
};

export default uploads;
