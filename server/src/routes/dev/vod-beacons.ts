import type { FastifyPluginAsync } from 'fastify';
import { okExactly } from '../../lib/envelope.js';
import * as beacons from '../../repositories/vod-beacons.js';
import type { AnswerOf } from '../contract.js';
import { rowsEnvelope } from '../schemas.js';
import { vid } from '../vod/schemas.js';

/** At most this many rows are listed. */
const beaconLimit = 20;

/** The stored columns of a view-statistics beacon (docs/api.md "View statistics"). */
const rowFields = {
  receivedAt: { type: 'string' },
  pid: { type: 'string' },
  vid: { type: 'string' },
  uid: { type: 'string' },
  flow: { type: 'integer' },
  ts: { type: 'integer' },
  href: { type: 'string' },
  duration: { type: 'integer' },
  cts: { type: 'integer' },
  sd: { type: 'integer' },
  pd: { type: 'integer' },
  sign: { type: 'string' },
  pn: { type: 'string' },
  pv: { type: 'string' },
  appId: { type: ['string', 'null'] },
  sid: { type: ['string', 'null'] },
  param1: { type: ['string', 'null'] },
  param2: { type: ['string', 'null'] },
  param3: { type: ['string', 'null'] },
  param4: { type: ['string', 'null'] },
  param5: { type: ['string', 'null'] },
  viewerAvatar: { type: ['string', 'null'] },
  ute: { type: ['string', 'null'] },
} as const;

const beaconsSchema = {
  querystring: { type: 'object', required: ['vid'], properties: { vid } },
  response: {
    200: rowsEnvelope(rowFields),
  },
} as const;

/**
 * `GET /dev/vod-beacons?vid=` (DEMO only): the stored view-statistics rows of a video, newest first, at most
 * 20, so end-to-end tests can read back what the player sent (pending batched rows are written first).
 */
const vodBeaconRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { vid: string } }>('/vod-beacons', { schema: beaconsSchema }, async (request) => {
    // Rows still waiting in the batch writer are written first, so a beacon just answered is listed.
    await app.vodWriters.view.flush();
    const rows = await beacons.listViewStats(app.database.db, request.query.vid, beaconLimit);
    return okExactly<AnswerOf<typeof beaconsSchema.response>>()({ rows: rows.map(({ id: _id, idempotencyKey: _key, receivedAt, ...row }) => ({ ...row, receivedAt: receivedAt.toISOString() })) });
  });
};

export default vodBeaconRoutes;
