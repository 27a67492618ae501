import type { FastifyPluginAsync } from 'fastify';
import { ApiFailure, Code, okExactly } from '../../lib/envelope.js';
import type { NewHeartbeat } from '../../repositories/heartbeats.js';
import type * as contract from '../contract.js';
import { configurationResponse, HEARTBEAT_INTERVAL_SECONDS, heartbeatResponse } from './tracking-schemas.js';

/** The heartbeat payload of learner spec §3 (field types in docs/api.md). */
interface HeartbeatPayload {
  actionContext: string | null;
  actionId: 1000;
  appId: string;
  appName: string;
  appVersion: string;
  learningPathMetaId: number | null;
  result: string | null;
  userId: number;
  objectIds: [string, number | null] | null;
  clientInfo: Record<string, string | number | boolean | null>;
  /** Optional (ours): the client's key for this heartbeat; a re-send with the same key is stored once. */
  idempotencyKey?: string;
}

interface AppIdParams {
  appId: string;
}

/** What every app is told: send a heartbeat every 30 s (learner spec §9). */
const trackingConfiguration = { enabled: true, interval: HEARTBEAT_INTERVAL_SECONDS } as const;
/** At most this many heartbeats in one request (a client's buffered resend). */
const maxHeartbeatsPerRequest = 50;

const appIdSchema = { type: 'string', pattern: '^[A-Za-z0-9._-]{1,64}$' } as const;
const clientValueSchema = { type: ['string', 'number', 'boolean', 'null'], maxLength: 2048 } as const;

const payloadSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'actionContext',
    'actionId',
    'appId',
    'appName',
    'appVersion',
    'learningPathMetaId',
    'result',
    'userId',
    'objectIds',
    'clientInfo',
  ],
  properties: {
    actionContext: { type: ['string', 'null'], maxLength: 2048 },
    actionId: { const: 1000 },
    appId: appIdSchema,
    appName: { type: 'string', minLength: 1, maxLength: 128 },
    appVersion: { type: 'string', minLength: 1, maxLength: 64 },
    learningPathMetaId: { type: ['integer', 'null'], minimum: 0, maximum: 2_147_483_647 },
    result: { type: ['string', 'null'], maxLength: 256 },
    userId: { type: 'integer', minimum: 1 },
    objectIds: {
      type: ['array', 'null'],
      minItems: 2,
      maxItems: 2,
      items: [
        { type: 'string', maxLength: 2048 },
        { type: ['integer', 'null'], minimum: 0, maximum: 2_147_483_647 },
      ],
    },
    clientInfo: {
      type: 'object',
      maxProperties: 64,
      propertyNames: { type: 'string', maxLength: 64 },
      additionalProperties: clientValueSchema,
    },
    idempotencyKey: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,64}$' },
  },
} as const;

const heartbeatSchema = {
  body: {
    type: ['object', 'array'],
    if: { type: 'array' },
    then: { minItems: 1, maxItems: maxHeartbeatsPerRequest, items: payloadSchema },
    else: payloadSchema,
  },
  response: heartbeatResponse,
} as const;

const configurationSchema = {
  params: { type: 'object', additionalProperties: false, required: ['appId'], properties: { appId: appIdSchema } },
  response: configurationResponse,
} as const;

/** 50 payloads of a few KB each, with room to spare. */
const heartbeatBodyLimit = 512 * 1024;

function toRow(payload: HeartbeatPayload, userId: number, receivedAt: Date): NewHeartbeat {
  return {
    userId,
    receivedAt,
    actionId: payload.actionId,
    actionContext: payload.actionContext,
    appId: payload.appId,
    appName: payload.appName,
    appVersion: payload.appVersion,
    learningPathMetaId: payload.learningPathMetaId,
    result: payload.result,
    objectIds: payload.objectIds,
    clientInfo: payload.clientInfo,
    idempotencyKey: payload.idempotencyKey ?? null,
  };
}

/**
 * The tracking service (spec): `GET /hb/v1/configuration/{appId}` and `POST /hb/v1/heartbeat/`.
 *
 * One database round trip per heartbeat request, whatever its size: the session check (one statement,
 * `requireSession`). The rows join the batch writer (group commit: one insert for the heartbeats of many
 * requests) and the answer `accepted` is sent only once they are stored. When they could not be written
 * (the database failing or not keeping up) the request is answered with code 500 and the client keeps its
 * heartbeats to send them again.
 */
const tracking: FastifyPluginAsync = async (app) => {
  // navigator.sendBeacon posts strings as text/plain: read those bodies as JSON too (in this plugin only),
  // with Fastify's own JSON parser (prototype-poisoning checks included).
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));

  app.get<{ Params: AppIdParams }>('/v1/configuration/:appId', { schema: configurationSchema }, async (request) =>
    okExactly<contract.TrackingConfiguration>()({ appId: request.params.appId, ...trackingConfiguration }),
  );

  app.post<{ Body: HeartbeatPayload | HeartbeatPayload[] }>(
    '/v1/heartbeat/',
    { schema: heartbeatSchema, bodyLimit: heartbeatBodyLimit, onRequest: app.requireSession, config: { beaconBody: true } },
    async (request) => {
      const { userId } = request.requireUser();
      const many = Array.isArray(request.body);
      const payloads = many ? (request.body as HeartbeatPayload[]) : [request.body as HeartbeatPayload];
      const stranger = payloads.findIndex((payload) => payload.userId !== userId);
      if (stranger >= 0) {
        throw new ApiFailure(Code.badRequest, { detail: `body${many ? `/${stranger}` : ''}/userId is not the logged-in user` });
      }
      const receivedAt = app.clock.now();
      await app.heartbeatWriter.write(payloads.map((payload) => toRow(payload, userId, receivedAt)));
      return okExactly<contract.HeartbeatsAccepted>()({ accepted: payloads.length });
    },
  );
};

export default tracking;
