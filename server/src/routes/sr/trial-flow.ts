import type { FastifyPluginAsync } from 'fastify';
import { okExactly } from '../../lib/envelope.js';
import { normalizePhone, phoneSchema } from '../../lib/phone.js';
import * as users from '../../repositories/users.js';
import { countHits, rateRules } from '../../services/rate-limit.js';
import { findUserIdResponse } from '../account-schemas.js';
import type * as contract from '../contract.js';

interface PhoneParams {
  phone: string;
}

const findUserIdSchema = {
  params: {
    type: 'object',
    additionalProperties: false,
    required: ['phone'],
    properties: { phone: phoneSchema },
  },
  response: findUserIdResponse,
} as const;

/** `GET /sr/trialFlow/findUserIdByPhone/{phone}` (spec): rate-limited per client address like SMS sending. */
const trialFlow: FastifyPluginAsync = async (app) => {
  app.get<{ Params: PhoneParams }>('/trialFlow/findUserIdByPhone/:phone', { schema: findUserIdSchema }, async (request) => {
    const db = app.database.db;
    await countHits(db, [rateRules.phoneLookupPerAddressHour(request.ip)], app.clock.now());
    const userId = await users.findIdByPhone(db, normalizePhone(request.params.phone));
    return okExactly<contract.UserIdByPhone>()({ userId: userId ?? null });
  });
};

export default trialFlow;
