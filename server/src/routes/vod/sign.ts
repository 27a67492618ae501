import type { FastifyPluginAsync } from 'fastify';
import { ApiFailure, Code, exactly } from '../../lib/envelope.js';
import { sameText } from '../../lib/vod-crypto.js';
import * as videos from '../../repositories/vod-videos.js';
import { countHits, rateRules } from '../../services/rate-limit.js';
import { mintPasswordGrant, passwordHash, passwordWindowMs, playerSign, sign2 } from '../../services/vod-tokens.js';
import { videoOf } from '../../services/vod-video.js';
import type { TypeOf } from '../contract.js';
import type { VodContext } from './index.js';
import { digits, jsonp, lang, vid, vidOrPreview } from './schemas.js';

const text128 = { type: 'string', maxLength: 128 } as const;

interface SignQuery {
  t: string;
  vid: string;
  code?: string;
  verificationcode?: string;
}

interface VerifyQuery {
  t: string;
  vid: string;
  status: string;
  username: string;
  code?: string;
}

/** `GET /vod/sign/player` (and `-backup`): docs/api.md "Player sign and verification"; `code` "0" is success. */
const playerSignAnswer = {
  type: 'object',
  required: ['code', 'sign', 'status', 'username'],
  properties: { code: { type: 'string' }, sign: { type: 'string' }, status: { type: 'integer', enum: [0, 1] }, username: { type: 'string' } },
} as const;

/** `GET /vod/sign/verify`: the player compares `sign` with the player sign's and `sign2` with md5(sign + vid + t). */
const verifyAnswer = {
  type: 'object',
  required: ['sign', 'sign2'],
  properties: { sign: { type: 'string' }, sign2: { type: 'string' } },
} as const;

/** `GET /vod/password/check`: `result` 0 wrong, 1 right (with its `grant`), 2 time error. */
const passwordAnswer = {
  type: 'object',
  required: ['result'],
  properties: { result: { type: 'integer', enum: [0, 1, 2] }, grant: { type: 'string' } },
} as const;

type PasswordAnswer = TypeOf<typeof passwordAnswer>;

/** The viewer codes the demo refuses (status 0), to exercise `#012`. */
const refusedCodes = new Set(['deny']);

/** Play authorisation (player sign + verification) and the password check. */
const sign: FastifyPluginAsync<VodContext> = async (app, context) => {
  const signSchema = {
    querystring: {
      type: 'object',
      required: ['t', 'vid'],
      properties: { t: digits(16), vid: vidOrPreview, code: text128, verificationcode: text128, lang, ...jsonp },
    },
    response: { 200: playerSignAnswer },
  } as const;
  for (const path of ['/sign/player', '/sign/player-backup']) {
    app.get<{ Querystring: SignQuery }>(path, { config: { jsonp: true }, schema: signSchema }, async (request) => {
      const { t, vid: id, code = '' } = request.query;
      await videoOf(app.database.db, id);
      const status = refusedCodes.has(code) ? '0' : '1';
      const username = code || 'guest';
      return exactly<TypeOf<typeof playerSignAnswer>>()({ code: '0', sign: playerSign(context.secret, id, t, status, username, code), status: status === '0' ? 0 : 1, username });
    });
  }

  app.get<{ Querystring: VerifyQuery }>(
    '/sign/verify',
    {
      config: { jsonp: true },
      schema: {
        querystring: {
          type: 'object',
          required: ['t', 'vid', 'status', 'username'],
          properties: { t: digits(16), vid: vidOrPreview, status: { type: 'string', enum: ['0', '1'] }, username: text128, code: text128, lang, ...jsonp },
        },
        response: { 200: verifyAnswer },
      },
    },
    async (request) => {
      const { t, vid: id, status, username, code = '' } = request.query;
      await videoOf(app.database.db, id);
      const signed = playerSign(context.secret, id, t, status, username, code);
      return exactly<TypeOf<typeof verifyAnswer>>()({ sign: signed, sign2: sign2(signed, id, t) });
    },
  );

  app.get<{ Querystring: { vid: string; password: string; ts: string } }>(
    '/password/check',
    {
      config: { jsonp: true },
      schema: {
        querystring: {
          type: 'object',
          required: ['vid', 'password', 'ts'],
          properties: { vid, password: { type: 'string', pattern: '^[0-9a-fA-F]{32}$' }, ts: digits(16), lang, ...jsonp },
        },
        response: { 200: passwordAnswer },
      },
    },
    async (request) => {
      const { vid: id, password, ts } = request.query;
      const video = await videos.findByVid(app.database.db, id);
      if (!video) throw new ApiFailure(Code.notFound, { detail: `no video ${id}` });
      if (Math.abs(app.clock.now().getTime() - Number(ts)) > passwordWindowMs) return exactly<PasswordAnswer>()({ result: 2 });
      if (!video.password) return exactly<PasswordAnswer>()({ result: 0 });
      // Guessing is limited: 10 wrong answers per client address and video in 15 minutes, then 429.
      const hits = await countHits(app.database.db, [rateRules.videoPasswordFailures(request.ip, id)], app.clock.now());
      const right = sameText(password.toLowerCase(), passwordHash(video.password, id, ts));
      if (right) await hits.refund();
      // The grant proves the check to the media calls of a password video (docs/api.md "Password check").
      return exactly<PasswordAnswer>()(right ? { result: 1, grant: mintPasswordGrant(context.secret, video.vid, app.clock.now()) } : { result: 0 });
    },
  );
};

export default sign;
