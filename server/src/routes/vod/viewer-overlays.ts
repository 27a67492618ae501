import type { FastifyPluginAsync } from 'fastify';
import { ApiFailure, Code } from '../../lib/envelope.js';
import { hmac } from '../../lib/vod-crypto.js';
import { videoOf } from '../../services/vod-video.js';
import type { VodContext } from './index.js';
import { digits, jsonp, vid } from './schemas.js';

interface MarqueeQuery {
  vid: string;
  t: string;
  setting?: number;
  username?: string;
  sign?: string;
}

/** The sign of a marquee answer: HMAC of the vid, the player's time stamp and the text shown. */
const marqueeSign = (secret: string, query: Pick<MarqueeQuery, 'vid' | 't'>, username: string) => hmac(secret, `marquee|${query.vid}|${query.t}|${username}`);

/**
 * The danmu list and the signed marquee of the platform samples (player spec §5 and §7; docs/api.md
 * "Danmu and marquee"): what a host page passes as the player's `danmu` and `marqueeUrl` options.
 */
const viewerOverlays: FastifyPluginAsync<VodContext> = async (app, context) => {
  app.get<{ Params: { vid: string } }>(
    '/danmu/:vid',
    { schema: { params: { type: 'object', required: ['vid'], properties: { vid } } } },
    async (request) => (await videoOf(app.database.db, request.params.vid)).overlays.danmu ?? [],
  );

  /**
   * `marqueeUrl` (player-element/src/ddi-marquee/marquee-data.ts `fetchSignedMarquee`): without `sign`, the
   * video's marquee data (pattern `setting` 1–7 when given, else the video's) and its sign; with `sign`, the
   * second signed answer `{ sign2 }`, the sign of the text the player received, which equals the first sign
   * only when that text arrived unchanged.
   */
  app.get<{ Querystring: MarqueeQuery }>(
    '/marquee',
    {
      config: { jsonp: true },
      schema: {
        querystring: {
          type: 'object',
          required: ['vid', 't'],
          properties: {
            vid,
            t: digits(16),
            setting: { type: 'integer', minimum: 1, maximum: 7 },
            username: { type: 'string', maxLength: 256 },
            sign: { type: 'string', pattern: '^[0-9a-f]{32}$' },
            ...jsonp,
          },
        },
      },
    },
    async (request) => {
      const { query } = request;
      const video = await videoOf(app.database.db, query.vid);
      const marquee = video.overlays.marquee;
      if (!marquee) throw new ApiFailure(Code.notFound, { detail: `video ${query.vid} has no marquee` });
      if (query.sign !== undefined) return { sign2: marqueeSign(context.secret, query, query.username ?? '') };
      const data = { ...marquee, ...(query.setting ? { setting: query.setting } : {}) };
      return { data, sign: marqueeSign(context.secret, query, String(data.username)) };
    },
  );
};

export default viewerOverlays;
