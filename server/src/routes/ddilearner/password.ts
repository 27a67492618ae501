import type { FastifyPluginAsync } from 'fastify';
import { ApiFailure, Code, okExactly } from '../../lib/envelope.js';
import { hashPassword } from '../../lib/password.js';
import * as users from '../../repositories/users.js';
import { passwordResponse } from '../account-schemas.js';
import { accountBodyLimit } from '../schemas.js';

/** The rule of a learner's own password (docs/api.md `POST /ddilearner/v1/user/password`). */
export const passwordRule = { minLength: 8, maxLength: 128 } as const;

/**
 * `POST /ddilearner/v1/user/password`: a learner imported without a password (decision 0030), logged in by SMS
 * code, sets their first password. An account that has a password already is refused (400) and keeps it.
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
      const hash = await hashPassword(request.body.password);
      if (!(await users.setFirstPassword(app.database.db, request.requireUser().userId, hash))) {
        throw new ApiFailure(Code.badRequest, { detail: 'this account already has a password' });
      }
      return okExactly<null>()(null);
    },
  );
};

export default password;
