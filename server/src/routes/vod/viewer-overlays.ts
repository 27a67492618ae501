import type { FastifyPluginAsync } from 'fastify';
import { ApiFailure, Code, exactly } from '../../lib/envelope.js';
import { hmac } from '../../lib/vod-crypto.js';
import { videoOf } from '../../services/vod-video.js';
import type { TypeOf } from '../contract.js';
import type { VodContext } from './index.js';
import { digits, jsonp, vid } from './schemas.js';

interface MarqueeQuery {
  vid: string;
  t: string;
  setting?: number;
  username?: string;
  sign?: string;
}

/** `GET /vod/danmu/{vid}`: a bare array of danmu items (`DanmuEntry`, player spec §3 "Danmu item"). */
const danmuAnswer = {
  type: 'array',
  items: {
    type: 'object',
    required: ['msg', 'time'],
    properties: {
      msg: { type: 'string' },
      time: { type: 'number' },
      fontColor: { type: 'string' },
      fontSize: { type: 'number' },
      fontMode: { type: 'string', enum: ['roll', 'top', 'bottom'] },
    },
  },
} as const;

/** The marquee data of the first answer (`MarqueeData`, player spec §3 "Marquee data"). */
const marqueeData = {
  type: 'object',
  required: ['username', 'setting'],
  properties: {
    username: { type: 'string' },
    setting: { type: 'integer' },
    lifeTime: { type: 'number' },
    interval: { type: 'number' },
    speed: { type: 'number' },
    fontSize: { type: 'number' },
    fontColor: { type: 'string' },
    alpha: { type: 'number' },
  },
} as const;

/**
 * `GET /vod/marquee`: the first answer `{ data, sign }`, or (asked with `sign`) the second `{ sign2 }`. The
 * serialiser takes the first shape the value matches, so each lists exactly its own fields.
 */
const marqueeAnswer = {
  anyOf: [
    { type: 'object', required: ['data', 'sign'], properties: { data: marqueeData, sign: { type: 'string' } } },
    { type: 'object', required: ['sign2'], properties: { sign2: { type: 'string' } } },
  ],
} as const;

/** The sign of a marquee answer: HMAC of the vid, the player's time stamp and the text shown. */
const marqueeSign = (secret: string, query: Pick<MarqueeQuery, 'vid' | 't'>, username: string) => hmac(secret, `marquee|${query.vid}|${query.t}|${username}`);

/**
 * The danmu list and the signed marquee of the platform samples (player spec §5 and §7; docs/api.md
 * "Danmu and marquee"): what a host page passes as the player's `danmu` and `marqueeUrl` options.
 */
const viewerOverlays: FastifyPluginAsync<VodContext> = async (app, context) => {
  app.get<{ Params: { vid: string } }>(
    '/danmu/:vid',
    { schema: { params: { type: 'object', required: ['vid'], properties: { vid } }, response: { 200: danmuAnswer } } },
    async (request) => exactly<TypeOf<typeof danmuAnswer>>()((await videoOf(app.database.db, request.params.vid)).overlays.danmu ?? []),
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
        response: { 200: marqueeAnswer },
      },
    },
    async (request) => {
      const { query } = request;
      const video = await videoOf(app.database.db, query.vid);
      const marquee = video.overlays.marquee;
      if (!marquee) throw new ApiFailure(Code.notFound, { detail: `video ${query.vid} has no marquee` });
      if (query.sign !== undefined) return exactly<TypeOf<typeof marqueeAnswer>>()({ sign2: marqueeSign(context.secret, query, query.username ?? '') });
      const data = { ...marquee, ...(query.setting ? { setting: query.setting } : {}) };
      return exactly<TypeOf<typeof marqueeAnswer>>()({ data, sign: marqueeSign(context.secret, query, String(data.username)) });
    },
  );
};

export default viewerOverlays;
