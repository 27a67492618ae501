import type { FastifyPluginAsync } from 'fastify';
import { ApiFailure, Code, okExactly } from '../../lib/envelope.js';
import { sameText } from '../../lib/vod-crypto.js';
import { statsSign } from '../../services/vod-tokens.js';
import { nullEnvelope } from '../schemas.js';
import type { VodContext } from './index.js';
import { appId, base64, digits, ik, jsonp, lang, pid, vid, vidOrPreview } from './schemas.js';

const param = base64(1024);
const paramFields = { sid: param, param1: param, param2: param, param3: param, param4: param, param5: param } as const;
const viewerParams = { session_id: param, param1: param, param2: param, param3: param, param4: param, param5: param } as const;
/** Every beacon and log is acknowledged with the envelope and no data. */
const ackSchema = nullEnvelope;

interface ViewQuery {
  pid: string;
  vid: string;
  uid: string;
  flow: string;
  ts: string;
  href: string;
  duration: string;
  cts: string;
  sd: string;
  pd: string;
  sign: string;
  pn: string;
  pv: string;
  appId?: string;
  sid?: string;
  param1?: string;
  param2?: string;
  param3?: string;
  param4?: string;
  param5?: string;
  viewerAvatar?: string;
  ute?: 'bop';
  ik?: string;
}

interface QualityQuery {
  pid: string;
  vid: string;
  uid: string;
  href: string;
  domain: string;
  type: 'loading' | 'buffer' | 'end' | 'error' | 'forbidden';
  pn: string;
  pv: string;
  time?: string;
  error?: string;
  request_uri?: string;
  session_id?: string;
  param1?: string;
  param2?: string;
  param3?: string;
  param4?: string;
  param5?: string;
  ik?: string;
}

/**
 * View statistics, quality beacons and ad logs: validated, written in batches, answered once stored. A view or
 * quality beacon with an `ik` already stored for its `pid` (a re-send) answers success and is not stored again.
 */
const beacons: FastifyPluginAsync<VodContext> = async (app) => {
  app.get<{ Querystring: ViewQuery }>(
    '/stats/view',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['pid', 'vid', 'uid', 'flow', 'ts', 'href', 'duration', 'cts', 'sd', 'pd', 'sign', 'pn', 'pv'],
          properties: {
            pid,
            vid: vidOrPreview,
            uid: { type: 'string', pattern: '^[0-9A-Za-z]{10}$' },
            flow: { type: 'string', enum: ['0'] },
            ts: digits(16),
            href: base64(4096),
            duration: digits(9),
            cts: digits(9),
            sd: digits(9),
            pd: digits(9),
            sign: { type: 'string', pattern: '^[0-9a-f]{32}$' },
            pn: { type: 'string', minLength: 1, maxLength: 32 },
            pv: { type: 'string', minLength: 1, maxLength: 64 },
            appId,
            ...paramFields,
            viewerAvatar: base64(4096),
            ute: { type: 'string', enum: ['bop'] },
            ik,
            lang,
          },
        },
        response: { 200: ackSchema },
      },
    },
    async (request) => {
      const q = request.query;
      if (q.uid !== q.vid.slice(0, 10)) throw new ApiFailure(Code.badRequest, { detail: 'querystring/uid must be the first 10 characters of vid' });
      if (Number(q.cts) > Number(q.duration)) throw new ApiFailure(Code.badRequest, { detail: 'querystring/cts must not exceed duration' });
      if (!sameText(q.sign, statsSign(q.pid, q.vid, q.flow, q.pd, q.cts))) {
        throw new ApiFailure(Code.forbidden, { detail: 'querystring/sign does not match' });
      }
      const row = {
        receivedAt: app.clock.now(),
        pid: q.pid,
        vid: q.vid,
        uid: q.uid,
        flow: Number(q.flow),
        ts: Number(q.ts),
        href: q.href,
        duration: Number(q.duration),
        cts: Number(q.cts),
        sd: Number(q.sd),
        pd: Number(q.pd),
        sign: q.sign,
        pn: q.pn,
        pv: q.pv,
        appId: q.appId ?? null,
        sid: q.sid ?? null,
        param1: q.param1 ?? null,
        param2: q.param2 ?? null,
        param3: q.param3 ?? null,
        param4: q.param4 ?? null,
        param5: q.param5 ?? null,
        viewerAvatar: q.viewerAvatar ?? null,
        ute: q.ute ?? null,
        idempotencyKey: q.ik ?? null,
      };
      await app.vodWriters.view.write([row]);
      return okExactly<null>()(null);
    },
  );

  app.get<{ Querystring: QualityQuery }>(
    '/stats/quality',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['pid', 'vid', 'uid', 'href', 'domain', 'type', 'pn', 'pv'],
          properties: {
            pid,
            vid: vidOrPreview,
            uid: { type: 'string', pattern: '^[0-9A-Za-z]{10}$' },
            href: base64(4096),
            domain: { type: 'string', maxLength: 255, pattern: '^[A-Za-z0-9.:\\[\\]-]*$' },
            type: { type: 'string', enum: ['loading', 'buffer', 'end', 'error', 'forbidden'] },
            pn: { type: 'string', minLength: 1, maxLength: 32 },
            pv: { type: 'string', minLength: 1, maxLength: 64 },
            time: digits(9),
            error: { type: 'string', maxLength: 256 },
            request_uri: { type: 'string', maxLength: 2048 },
            ...viewerParams,
            ik,
            lang,
          },
        },
        response: { 200: ackSchema },
      },
    },
    async (request) => {
      const q = request.query;
      if (q.uid !== q.vid.slice(0, 10)) throw new ApiFailure(Code.badRequest, { detail: 'querystring/uid must be the first 10 characters of vid' });
      const row = {
        receivedAt: app.clock.now(),
        pid: q.pid,
        vid: q.vid,
        uid: q.uid,
        href: q.href,
        domain: q.domain,
        type: q.type,
        pn: q.pn,
        pv: q.pv,
        timeMs: q.time === undefined ? null : Number(q.time),
        error: q.error ?? null,
        requestUri: q.request_uri ?? null,
        sessionId: q.session_id ?? null,
        param1: q.param1 ?? null,
        param2: q.param2 ?? null,
        param3: q.param3 ?? null,
        param4: q.param4 ?? null,
        param5: q.param5 ?? null,
        idempotencyKey: q.ik ?? null,
      };
      await app.vodWriters.quality.write([row]);
      return okExactly<null>()(null);
    },
  );

  app.get<{ Querystring: { adid: string; type: string; vid?: string } }>(
    '/ad/log',
    {
      config: { jsonp: true },
      schema: {
        querystring: {
          type: 'object',
          required: ['adid', 'type'],
          properties: { adid: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' }, type: { type: 'string', enum: ['0', '1', '2', '3'] }, vid, lang, ...jsonp },
        },
        response: { 200: ackSchema },
      },
    },
    async (request) => {
      const { adid, type, vid: id } = request.query;
      await app.vodWriters.ad.write([{ receivedAt: app.clock.now(), adid, type: Number(type), vid: id ?? null }]);
      return okExactly<null>()(null);
    },
  );
};

export default beacons;
