// The resumable upload (/admin/v1/uploads) against tus's reference client, tus-js-client, over real HTTP: the
// server is proven with the client others will use, not only with the protocol spoken by hand
// (admin-uploads.test.ts). The upload is interrupted after its first chunk and resumed by a new client.
import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { Upload, type UploadOptions } from 'tus-js-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { vodVideos } from '../src/db/video-schema.js';
import { fileSha256 } from '../src/services/ingest/index.js';
import { eventually } from './instances.js';
import { h264, picture, sourceMaker, tone } from './media-sources.js';
import { endedJob, uploadServer } from './upload-helpers.js';

const { server, work, base, token } = await uploadServer('tus-client');

describe('resumable upload with tus-js-client, the tus reference client: interrupted, resumed by a new client, ingested', { timeout: 120_000 }, () => {
  let source = '';
  let video: Buffer;

  beforeAll(async () => {
    source = sourceMaker(work)('lesson.mp4', ...picture(2, '320x180'), ...tone(2), ...h264);
    video = await readFile(source);
  });

  const options = (extra: Partial<UploadOptions>): UploadOptions => ({
    endpoint: `${base()}/admin/v1/uploads`,
    headers: { authorization: `Bearer ${token()}` },
    // Four chunks, one PATCH each: the interruption falls between two of them.
    chunkSize: Math.ceil(video.length / 4),
    metadata: { filename: 'lesson.mp4', filetype: 'video/mp4', title: 'From tus-js-client' },
    retryDelays: [],
    ...extra,
  });

  it('uploads a video in chunks, stops after the first, resumes from the server’s offset with a new client (nothing sent twice) and hands it to the ingestion', async () => {
    // The first client: stopped (abort, as when the page or the process goes away) after its first chunk.
    let uploadUrl = '';
    const firstAccepted = await new Promise<number>((resolve, reject) => {
      const upload: Upload = new Upload(
        video,
        options({
          onError: reject,
          onChunkComplete: (_chunk, accepted) => {
            uploadUrl = upload.url ?? '';
            void upload.abort().then(() => resolve(accepted), reject);
          },
        }),
      );
      upload.start();
    });
    expect(uploadUrl).toMatch(/\/admin\/v1\/uploads\/[0-9a-f-]{36}$/);
    const offset = async () =>
      Number((await fetch(uploadUrl, { method: 'HEAD', headers: { 'tus-resumable': '1.0.0', authorization: `Bearer ${token()}` } })).headers.get('upload-offset'));
    // The server holds exactly what it acknowledged (an in-flight second chunk, if any, was cut off).
    expect(await eventually(async () => (await offset()) >= firstAccepted)).toBe(true);
    const resumedFrom = await offset();
    expect(resumedFrom).toBeGreaterThan(0);
    expect(resumedFrom).toBeLessThan(video.length);

    // A new client given the upload's URL asks the offset (HEAD) and sends only the rest.
    const chunks: number[] = [];
    const finished = await new Promise<{ jobPath: string | undefined }>((resolve, reject) => {
      const upload = new Upload(
        video,
        options({
          uploadUrl,
          onError: reject,
          onChunkComplete: (_chunk, accepted) => chunks.push(accepted),
          onSuccess: ({ lastResponse }) => resolve({ jobPath: lastResponse.getHeader('Ingest-Job') }),
        }),
      );
      upload.start();
    });
    expect(chunks.at(-1)).toBe(video.length);
    expect(chunks[0]).toBeGreaterThan(resumedFrom);
    expect(chunks.every((accepted) => accepted > resumedFrom)).toBe(true);

    const id = uploadUrl.split('/').pop() ?? '';
    expect(finished.jobPath).toBe(`/admin/v1/videos/${id}`);
    const job = await endedJob(base(), token(), `/admin/v1/videos/${id}`);
    expect(job).toMatchObject({ status: 'done', progress: 1 });
    // The bytes arrived whole: the video's recorded source hash is the file's.
    const [row] = await server().database.db.select({ title: vodVideos.title, sourceSha256: vodVideos.sourceSha256 }).from(vodVideos).where(eq(vodVideos.vid, job.vid ?? ''));
    expect(row).toEqual({ title: 'From tus-js-client', sourceSha256: await fileSha256(source) });
  });

  it('reports the server’s refusal through the client: a video setting it cannot take fails at creation, before any byte', async () => {
    const error = await new Promise<Error>((resolve, reject) => {
      const upload = new Upload(video, options({ metadata: { title: 'x', encrypt: 'perhaps' }, onError: resolve, onSuccess: () => reject(new Error('the upload was accepted')) }));
      upload.start();
    });
    expect(error.message).toMatch(/response code: 400, response text: bad-setting: encrypt must be true or false/);
  });
});
