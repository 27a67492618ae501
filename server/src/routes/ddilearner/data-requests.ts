import type { FastifyPluginAsync } from 'fastify';
import { dataRequestTypes, type DataRequestType } from '../../db/schema.js';
import { okExactly } from '../../lib/envelope.js';
import { addWorkingDays } from '../../lib/working-days.js';
import * as dataRequests from '../../repositories/data-requests.js';
import type { StoredDataRequest } from '../../repositories/data-requests.js';
import * as users from '../../repositories/users.js';
import { dataRequestResponse, dataRequestsResponse } from '../account-schemas.js';
import type * as contract from '../contract.js';
import { accountBodyLimit } from '../schemas.js';

interface DataRequestBody {
  type: DataRequestType;
  text: string;
}

/** Data-rights requests are answered within this many working days (learner spec §9). */
const dataRequestWorkingDays = 3;

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
  response: dataRequestResponse,
} as const;

const listSchema = { response: dataRequestsResponse } as const;

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
      return okExactly<contract.DataRequest>()(toApi(stored));
    },
  );

  app.get('/v1/user/datarequest', { schema: listSchema, onRequest: app.requireSession }, async (request) => {
    const list = await dataRequests.listForUser(db(), request.requireUser().userId);
    return okExactly<contract.DataRequest[]>()(list.map(toApi));
  });
};

export default dataRequestRoutes;
