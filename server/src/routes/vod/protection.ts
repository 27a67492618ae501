import type { FastifyPluginAsync } from 'fastify';
import { ApiFailure, Code, exactly } from '../../lib/envelope.js';
import { encryptFor } from '../../lib/vod-crypto.js';
import { checkPlaysafe, keyPathVersion, mintAuthKey, mintPlaysafe } from '../../services/vod-tokens.js';
import { videoOf } from '../../services/vod-video.js';
import { envelope } from '../schemas.js';
import type { TypeOf } from '../contract.js';
import type { VodContext } from './index.js';
import { jsonp, lang, vid, vidOrPreview } from './schemas.js';

const keyFile = { type: 'string', pattern: `${vid.pattern.slice(0, -1)}\\.key$` } as const;
const tokenQuery = { type: 'object', required: ['token'], properties: { token: { type: 'string', maxLength: 200 }, lang } } as const;

const base64url = (bytes: Buffer) => bytes.toString('base64url');

/** `GET /vod/token2`: the envelope with `message` "success" and `data` the encrypted `auth_key` (base64). */
const token2Answer = envelope({ type: 'string' });

/** `GET /vod/playsafe`: `status` "success" and `data` the token (the player reads both). */
const playsafeAnswer = {
  type: 'object',
  required: ['status', 'data'],
  properties: { status: { type: 'string' }, data: { type: 'string' } },
} as const;

/** The kids named by an EME ClearKey licence request (`{"kids":[…],"type":…}`), or undefined when it is not one. */
function requestedKids(body: Buffer): string[] | undefined {
  try {
    const request = JSON.parse(body.toString('utf8')) as { kids?: unknown };
    if (!Array.isArray(request.kids) || request.kids.length === 0 || request.kids.length > 16) return undefined;
    return request.kids.every((kid) => typeof kid === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(kid)) ? (request.kids as string[]) : undefined;
  } catch {
    return undefined;
  }
}

/** Token2 (`auth_key`), playsafe tokens, the encrypted-key path and the ClearKey licence server. */
const protection: FastifyPluginAsync<VodContext> = async (app, context) => {
  const requireToken = (videoId: string, token: string) => {
    const result = checkPlaysafe(context.secret, videoId, token, app.clock.now());
    if (result !== 'ok') throw new ApiFailure(Code.forbidden, { detail: `the playsafe token is ${result}` });
  };

  app.get<{ Querystring: { vid: string; url: string } }>(
    '/token2',
    {
      config: { jsonp: true },
      schema: {
        querystring: {
          type: 'object',
          required: ['vid', 'url'],
          properties: { vid: vidOrPreview, url: { type: 'string', pattern: '^/vod/[A-Za-z0-9_./-]{1,200}$' }, lang, ...jsonp },
        },
        response: { 200: token2Answer },
      },
    },
    async (request) => {
      const { vid: id, url } = request.query;
      await videoOf(app.database.db, id);
      const authKey = mintAuthKey(context.secret, url, app.clock.now());
      return exactly<TypeOf<typeof token2Answer>>()({ code: 0, message: 'success', data: encryptFor(id, authKey).toString('base64') });
    },
  );

  app.get<{ Querystring: { vid: string; viewerId?: string } }>(
    '/playsafe',
    {
      config: { jsonp: true },
      schema: {
        querystring: {
          type: 'object',
          required: ['vid'],
          properties: { vid: vidOrPreview, viewerId: { type: 'string', pattern: '^[A-Za-z0-9_]{1,64}$' }, lang, ...jsonp },
        },
        response: { 200: playsafeAnswer },
      },
    },
    async (request) => {
      const video = await videoOf(app.database.db, request.query.vid);
      return exactly<TypeOf<typeof playsafeAnswer>>()({ status: 'success', data: mintPlaysafe(context.secret, video.vid, request.query.viewerId ?? 'guest', app.clock.now()) });
    },
  );

  app.get<{ Params: { file: string } }>(
    '/keys/:file',
    { schema: { params: { type: 'object', required: ['file'], properties: { file: keyFile } } } },
    async () => {
      throw new ApiFailure(Code.forbidden, { detail: `keys are served under /vod/keys/${keyPathVersion}/ with a token` });
    },
  );

  app.get<{ Params: { file: string }; Querystring: { token: string } }>(
    `/keys/${keyPathVersion}/:file`,
    { schema: { params: { type: 'object', required: ['file'], properties: { file: keyFile } }, querystring: tokenQuery } },
    async (request, reply) => {
      const video = await videoOf(app.database.db, request.params.file.slice(0, -'.key'.length));
      requireToken(video.vid, request.query.token);
      if (!video.hlsKey) throw new ApiFailure(Code.notFound, { detail: 'this video is not encrypted' });
      const key = Buffer.from(video.hlsKey, 'hex');
      return reply
        .header('cache-control', 'no-store')
        .type('application/octet-stream')
        .send(encryptFor(request.query.token + video.vid, key));
    },
  );

  app.register(async (licence) => {
    // A licence request is bytes whatever its label: hls.js sends the ClearKey challenge without a type.
    licence.removeAllContentTypeParsers();
    licence.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 16 * 1024 }, (_request, body, done) => done(null, body));
    licence.post<{ Params: { vid: string }; Querystring: { token: string }; Body: Buffer }>(
      '/drm/clearkey/:vid',
      { schema: { params: { type: 'object', required: ['vid'], properties: { vid } }, querystring: tokenQuery } },
      async (request, reply) => {
        const video = await videoOf(app.database.db, request.params.vid);
        requireToken(video.vid, request.query.token);
        if (!video.drmKid || !video.drmKey) throw new ApiFailure(Code.notFound, { detail: 'this video has no ClearKey protection' });
        const kids = Buffer.isBuffer(request.body) ? requestedKids(request.body) : undefined;
        if (!kids) throw new ApiFailure(Code.badRequest, { detail: 'body must be a ClearKey licence request {"kids":[…]}' });
        const kid = base64url(Buffer.from(video.drmKid, 'hex'));
        if (!kids.includes(kid)) throw new ApiFailure(Code.badRequest, { detail: 'body/kids names no key of this video' });
        const licenceBody = { keys: [{ kty: 'oct', kid, k: base64url(Buffer.from(video.drmKey, 'hex')) }], type: 'temporary' };
        return reply.header('cache-control', 'no-store').type('application/octet-stream').send(Buffer.from(JSON.stringify(licenceBody), 'utf8'));
      },
    );
  });
};

export default protection;
