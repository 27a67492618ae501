import type { FastifyPluginAsync } from 'fastify';
import { ApiFailure, Code } from '../../lib/envelope.js';
import { encryptVideoInfo, parseVideoId } from '../../lib/vod-crypto.js';
import * as overlays from '../../repositories/vod-overlays.js';
import * as videos from '../../repositories/vod-videos.js';
import type { VideoRow } from '../../repositories/vod-videos.js';
import { videoInfo } from '../../services/vod-info.js';
import type { VodContext } from './index.js';
import { digits, lang, vidOrPreview } from './schemas.js';

type Variant = 'secure' | 'static' | 'beta';

const schema = (variant: Variant) =>
  ({
    params: { type: 'object', required: ['file'], properties: { file: { type: 'string', pattern: `${vidOrPreview.pattern.slice(0, -1)}\\.json$` } } },
    querystring: {
      type: 'object',
      required: variant === 'beta' ? ['nocache'] : [],
      properties: { lang, nocache: digits(20) },
    },
    response: {
      200: { type: 'object', required: ['code', 'body'], properties: { code: { type: 'integer' }, body: { type: 'string' } } },
    },
  }) as const;

/** The video of a vid or preview id, or 404 (a preview id of a video without preview is unknown too). */
export async function videoOf(app: Parameters<FastifyPluginAsync>[0], id: string): Promise<VideoRow> {
  const { vid, preview } = parseVideoId(id);
  const video = await videos.findByVid(app.database.db, vid);
  if (!video || (preview && video.previewDuration <= 0)) throw new ApiFailure(Code.notFound, { detail: `no video ${id}` });
  return video;
}

/** Video info: `GET /vod/{secure,static,beta}/{vid}.json`, encrypted with derive(vid). */
const info: FastifyPluginAsync<VodContext> = async (app) => {
  for (const variant of ['secure', 'static', 'beta'] as const) {
    app.get<{ Params: { file: string } }>(`/${variant}/:file`, { schema: schema(variant) }, async (request, reply) => {
      const id = request.params.file.slice(0, -'.json'.length);
      const video = await videoOf(app, id);
      if (video.jsonMode === 'missing') throw new ApiFailure(Code.notFound, { detail: `no video ${id}` });
      if (video.jsonMode === 'static-only' && variant !== 'static') {
        return reply.status(503).send({ code: 503, message: 'Service unavailable', data: null });
      }
      reply.header('cache-control', variant === 'beta' ? 'no-store' : 'public, max-age=60');
      if (video.jsonMode === 'corrupt') return { code: 0, body: Buffer.from('this is not a video-info ciphertext!!').toString('base64') };
      const interactive = (await overlays.interactiveVids(app.database.db, [video.vid])).has(video.vid);
      return { code: 0, body: encryptVideoInfo(id, videoInfo(video, id, interactive)) };
    });
  }
};

export default info;
