import type { FastifyPluginAsync } from 'fastify';
import { ApiFailure, Code, exactly } from '../../lib/envelope.js';
import { encryptVideoInfo } from '../../lib/vod-crypto.js';
import * as overlays from '../../repositories/vod-overlays.js';
import { videoInfo } from '../../services/vod-info.js';
import { videoOf } from '../../services/vod-video.js';
import { nullEnvelope } from '../schemas.js';
import type { TypeOf } from '../contract.js';
import type { VodContext } from './index.js';
import { digits, lang, vidOrPreview } from './schemas.js';

type Variant = 'secure' | 'static' | 'beta';

/** The video info: `body` is the encrypted JSON (docs/api.md "Video info"). */
const infoAnswer = { type: 'object', required: ['code', 'body'], properties: { code: { type: 'integer' }, body: { type: 'string' } } } as const;
type InfoAnswer = TypeOf<typeof infoAnswer>;

const schema = (variant: Variant) =>
  ({
    params: { type: 'object', required: ['file'], properties: { file: { type: 'string', pattern: `${vidOrPreview.pattern.slice(0, -1)}\\.json$` } } },
    querystring: {
      type: 'object',
      required: variant === 'beta' ? ['nocache'] : [],
      properties: { lang, nocache: digits(20) },
    },
    response: {
      200: infoAnswer,
      // The `json-fallback` video's primary path, answered by the handler itself.
      503: nullEnvelope,
    },
  }) as const;

/** Video info: `GET /vod/{secure,static,beta}/{vid}.json`, encrypted with derive(vid). */
const info: FastifyPluginAsync<VodContext> = async (app) => {
  for (const variant of ['secure', 'static', 'beta'] as const) {
    app.get<{ Params: { file: string } }>(`/${variant}/:file`, { schema: schema(variant) }, async (request, reply) => {
      const id = request.params.file.slice(0, -'.json'.length);
      const video = await videoOf(app.database.db, id);
      if (video.jsonMode === 'missing') throw new ApiFailure(Code.notFound, { detail: `no video ${id}` });
      if (video.jsonMode === 'static-only' && variant !== 'static') {
        return reply.status(503).send({ code: 503, message: 'Service unavailable', data: null });
      }
      reply.header('cache-control', variant === 'beta' ? 'no-store' : 'public, max-age=60');
      if (video.jsonMode === 'corrupt') return exactly<InfoAnswer>()({ code: 0, body: Buffer.from('this is not a video-info ciphertext!!').toString('base64') });
      const interactive = (await overlays.interactiveVids(app.database.db, [video.vid])).has(video.vid);
      return exactly<InfoAnswer>()({ code: 0, body: encryptVideoInfo(id, videoInfo(video, id, interactive)) });
    });
  }
};

export default info;
