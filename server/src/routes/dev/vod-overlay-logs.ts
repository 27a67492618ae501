import type { FastifyPluginAsync } from 'fastify';
import { okExactly } from '../../lib/envelope.js';
import * as overlays from '../../repositories/vod-overlays.js';
import type { AnswerOf } from '../contract.js';
import { rowsEnvelope } from '../schemas.js';
import { vidOrPreview } from '../vod/schemas.js';

/** At most this many rows are listed. */
const rowLimit = 20;

const nullable = <const Type extends string>(type: Type) => ({ type: [type, 'null'] }) as const;
const strings = { type: 'array', items: { type: 'string' } } as const;

const rowsSchema = <const Fields extends Record<string, object>>(fields: Fields) =>
  ({
    querystring: { type: 'object', required: ['vid'], properties: { vid: vidOrPreview } },
    response: { 200: rowsEnvelope(fields) },
  }) as const;
/** The `data` of a log listing with these fields. */
type RowsOf<Fields extends Record<string, object>> = AnswerOf<ReturnType<typeof rowsSchema<Fields>>['response']>;

const examLogFields = {
  receivedAt: { type: 'string' },
  eid: { type: 'string' },
  question: { type: 'string' },
  vid: { type: 'string' },
  uid: { type: 'string' },
  pid: { type: 'string' },
  correct: { type: 'integer' },
  answer: strings,
  viewerId: nullable('string'),
} as const;

const visitorRecordFields = {
  receivedAt: { type: 'string' },
  qid: { type: 'string' },
  vid: { type: 'string' },
  time: { type: 'string' },
  title: { type: 'string' },
  userhref: { type: 'string' },
  img: { type: 'string' },
  link: { type: 'string' },
  fields: {
    type: 'array',
    items: {
      type: 'object',
      required: ['name', 'value', 'msg', 'type'],
      properties: { name: { type: 'string' }, value: { type: 'string' }, msg: { type: 'string' }, type: { type: 'string' } },
    },
  },
} as const;

const adLogFields = { receivedAt: { type: 'string' }, adid: { type: 'string' }, type: { type: 'integer' }, vid: nullable('string') } as const;

/**
 * `GET /dev/vod-exam-logs?vid=`, `/dev/vod-visitor-records?vid=`, `/dev/vod-ad-logs?vid=` (DEMO only): the stored
 * quiz answers, visitor records and ad logs of a video, newest first, at most 20, so end-to-end tests can read
 * back what the player sent.
 */
const vodOverlayLogRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.database.db;
  app.get<{ Querystring: { vid: string } }>('/vod-exam-logs', { schema: rowsSchema(examLogFields) }, async (request) => {
    const rows = await overlays.listExamLogs(db(), request.query.vid, rowLimit);
    return okExactly<RowsOf<typeof examLogFields>>()({ rows: rows.map(({ id: _id, receivedAt, ...row }) => ({ ...row, receivedAt: receivedAt.toISOString() })) });
  });
  app.get<{ Querystring: { vid: string } }>('/vod-visitor-records', { schema: rowsSchema(visitorRecordFields) }, async (request) => {
    const rows = await overlays.listVisitorRecords(db(), request.query.vid, rowLimit);
    return okExactly<RowsOf<typeof visitorRecordFields>>()({ rows: rows.map(({ id: _id, receivedAt, ...row }) => ({ ...row, receivedAt: receivedAt.toISOString() })) });
  });
  app.get<{ Querystring: { vid: string } }>('/vod-ad-logs', { schema: rowsSchema(adLogFields) }, async (request) => {
    const rows = await overlays.listAdLogs(db(), request.query.vid, rowLimit);
    return okExactly<RowsOf<typeof adLogFields>>()({ rows: rows.map(({ id: _id, receivedAt, ...row }) => ({ ...row, receivedAt: receivedAt.toISOString() })) });
  });
};

export default vodOverlayLogRoutes;
