import type { FastifyPluginAsync } from 'fastify';
import { ApiFailure, Code, okExactly } from '../../lib/envelope.js';
import { hashPassword } from '../../lib/password.js';
import * as users from '../../repositories/users.js';
import { countHits, rateRules } from '../../services/rate-limit.js';
import { passwordResponse } from '../account-schemas.js';
import { accountBodyLimit } from '../schemas.js';

/** The rule of a learner's own password (docs/api.md `POST /ddilearner/v1/user/password`). */
export const passwordRule = { minLength: 8, maxLength: 128 } as const;

/**
 * `POST /ddilearner/v1/user/password`: a learner imported without a password (decision 0030), logged in by SMS
 * code, sets their first password, for their own account only (the session's user). An account that has a
 * password already is refused (400) and keeps it. Rate limited: 5 calls per learner and 20 per address in 15
 * minutes (429), counted before the costly hash.
 */
const password: FastifyPluginAsync = async (app) => {
  app.post<{ Body: { password: string } }>(
    '/v1/user/password',
    {
      bodyLimit: accountBodyLimit,
      onRequest: app.requireSession,
      schema: {
        body: { type: 'object', additionalProperties: false, required: ['password'], properties: { password: { type: 'string', ...passwordRule } } },
        response: passwordResponse,
      },
    },
    async (request) => {
      const { userId } = request.requireUser();
      await countHits(app.database.db, [rateRules.firstPasswordPerUser(userId), rateRules.firstPasswordPerAddress(request.ip)], app.clock.now());
      const hash = await hashPassword(request.body.password);
      if (!(await users.setFirstPassword(app.database.db, userId, hash))) {
        throw new ApiFailure(Code.badRequest, { detail: 'this account already has a password' });
      }
      return okExactly<null>()(null);
    },
  );
};

export default password;
