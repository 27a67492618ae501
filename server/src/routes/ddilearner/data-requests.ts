import type { FastifyPluginAsync } from 'fastify';
import { dataRequestTypes, type DataRequestType } from '../../db/schema.js';
import { ok } from '../../lib/envelope.js';
import { addWorkingDays } from '../../lib/working-days.js';
import * as dataRequests from '../../repositories/data-requests.js';
import type { StoredDataRequest } from '../../repositories/data-requests.js';
import * as users from '../../repositories/users.js';
import { accountBodyLimit, envelope } from '../schemas.js';

interface DataRequestBody {
  type: DataRequestType;
  text: string;
}

/** Data-rights requests are answered within this many working days (learner spec §9). */
export const dataRequestWorkingDays = 3;

const dataRequestSchema = {
  type: 'object',
  required: ['id', 'type', 'text', 'status', 'createdAt', 'dueAt'],
  properties: {
    id: { type: 'integer' },
    type: { type: 'string' },
    text: { type: 'string' },
    status: { type: 'string' },
    createdAt: { type: 'string' },
    dueAt: { type: 'string' },
  },
} as const;

const createSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['type', 'text'],
    properties: {
      type: { type: 'string', enum: dataRequestTypes },
      // At least one character that is not white space.
      text: { type: 'string', minLength: 1, maxLength: 2000, pattern: '\\S' },
    },
  },
  response: { 200: envelope(dataRequestSchema) },
} as const;

const listSchema = { response: { 200: envelope({ type: 'array', items: dataRequestSchema }) } } as const;

function toApi(request: StoredDataRequest) {
  return { ...request, createdAt: request.createdAt.toISOString(), dueAt: request.dueAt.toISOString() };
}

/** `POST` and `GET /ddilearner/v1/user/datarequest` (ours): the learner's data-rights requests. */
const dataRequestRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.database.db;

  app.post<{ Body: DataRequestBody }>(
    '/v1/user/datarequest',
    { schema: createSchema, bodyLimit: accountBodyLimit, onRequest: app.requireSession },
    async (request) => {
      const { userId } = request.requireUser();
      const createdAt = app.clock.now();
      const stored = await dataRequests.create(db(), {
        userId,
        companyId: await users.currentCompanyId(db(), userId),
        type: request.body.type,
        text: request.body.text,
        createdAt,
        dueAt: addWorkingDays(createdAt, dataRequestWorkingDays),
      });
      return ok(toApi(stored));
    },
  );

  app.get('/v1/user/datarequest', { schema: listSchema, onRequest: app.requireSession }, async (request) => {
    const list = await dataRequests.listForUser(db(), request.requireUser().userId);
    return ok(list.map(toApi));
  });
};

export default dataRequestRoutes;
