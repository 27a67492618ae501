import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ApiFailure, Code, okExactly } from '../../lib/envelope.js';
import { hashPassword, passwordNotSet, verifyPassword } from '../../lib/password.js';
import { normalizePhone, phoneSchema, smsCodeSchema } from '../../lib/phone.js';
import * as sessions from '../../repositories/sessions.js';
import * as users from '../../repositories/users.js';
import { checkPhoneCode } from '../../services/login.js';
import { countHits, rateRules } from '../../services/rate-limit.js';
import { sendPasswordNotice } from '../../services/sms.js';
import { passwordResetResponse, passwordResponse } from '../account-schemas.js';
import type * as contract from '../contract.js';
import { accountBodyLimit } from '../schemas.js';

/** The rule of a learner's own password (docs/api.md `POST /ddilearner/v1/user/password`). */
export const passwordRule = { minLength: 8, maxLength: 128 } as const;

const passwordSchema = { type: 'string', ...passwordRule } as const;

/**
 * Tells the learner by SMS that their password was changed (decision 0105), once the change is stored: in their own
 * language when their account keeps one (the learner import's `language`), else the request's. A learner without a
 * phone gets nothing, and a failure to send (no gateway, an outage) is logged and never answered, for the change stands.
 */
async function sendNoticeOfChange(app: FastifyInstance, request: FastifyRequest, userId: number, at: Date): Promise<void> {
  try {
    const contact = await users.smsContactOf(app.database.db, userId);
    if (contact) await sendPasswordNotice(app.smsTransport, { phone: contact.phone, language: contact.language ?? request.language, at });
  } catch (error) {
    request.log.warn({ err: error, userId }, 'the SMS notice of a password change was not sent');
  }
}

/**
 * The learner's own password, for the session's account only; both calls rate limited together: 5 per learner and
 * 20 per address in 15 minutes (429), counted before the costly hash.
 * - `POST /ddilearner/v1/user/password`: a learner imported without a password (decision 0030), logged in by SMS
 *   code, sets their first password. An account that has a password already is refused (400) and keeps it. No SMS
 *   notice follows: the learner has just proven their phone with a code (decision 0105).
 * - `POST /ddilearner/v1/user/password/change` (decision 0102): a learner with a password changes it, giving the
 *   current one: a wrong one is code 1005; the same password again, or an account without one, is 400. Their
 *   phone is then told by SMS (decision 0105).
 * - `POST /ddilearner/v1/user/password/reset` (decision 0103), without a session: a learner who forgot their password
 *   proves their phone with an SMS code (as the phone login does, within its failure limits: a wrong code is 1002) and
 *   sets a new one; every session of theirs ends, and their phone is told by SMS (decision 0105). Answers the user
 *   name, to log in with.
 */
const password: FastifyPluginAsync = async (app) => {
  app.post<{ Body: { password: string } }>(
    '/v1/user/password',
    {
      bodyLimit: accountBodyLimit,
      onRequest: app.requireSession,
      schema: {
        body: { type: 'object', additionalProperties: false, required: ['password'], properties: { password: passwordSchema } },
        response: passwordResponse,
      },
    },
    async (request) => {
      const { userId } = request.requireUser();
      await countHits(app.database.db, [rateRules.passwordPerUser(userId), rateRules.passwordPerAddress(request.ip)], app.clock.now());
      const hash = await hashPassword(request.body.password);
      if (!(await users.setFirstPassword(app.database.db, userId, hash))) {
        throw new ApiFailure(Code.badRequest, { detail: 'this account already has a password' });
      }
      return okExactly<null>()(null);
    },
  );

  app.post<{ Body: { currentPassword: string; password: string } }>(
    '/v1/user/password/change',
    {
      bodyLimit: accountBodyLimit,
      onRequest: app.requireSession,
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['currentPassword', 'password'],
          // The current password as the login takes it (1–128): one set before the rule of 8 still changes.
          properties: { currentPassword: { type: 'string', minLength: 1, maxLength: passwordRule.maxLength }, password: passwordSchema },
        },
        response: passwordResponse,
      },
    },
    async (request) => {
      const { userId } = request.requireUser();
      const { currentPassword, password: next } = request.body;
      await countHits(app.database.db, [rateRules.passwordPerUser(userId), rateRules.passwordPerAddress(request.ip)], app.clock.now());
      const stored = await users.passwordHashOf(app.database.db, userId);
      if (stored === undefined || stored === passwordNotSet) {
        throw new ApiFailure(Code.badRequest, { detail: 'this account has no password yet: set one with POST /ddilearner/v1/user/password' });
      }
      if (!(await verifyPassword(currentPassword, stored))) throw new ApiFailure(Code.wrongCurrentPassword);
      if (next === currentPassword) throw new ApiFailure(Code.badRequest, { detail: 'the new password is the current one' });
      // Replaced only if unchanged since it was checked: two changes at once cannot both pass with one old password.
      if (!(await users.replacePassword(app.database.db, userId, stored, await hashPassword(next)))) {
        throw new ApiFailure(Code.wrongCurrentPassword);
      }
      await sendNoticeOfChange(app, request, userId, app.clock.now());
      return okExactly<null>()(null);
    },
  );

  app.post<{ Body: { phone: string; code: string; password: string } }>(
    '/v1/user/password/reset',
    {
      bodyLimit: accountBodyLimit,
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['phone', 'code', 'password'],
          properties: { phone: phoneSchema, code: smsCodeSchema, password: passwordSchema },
        },
        response: passwordResetResponse,
      },
    },
    async (request) => {
      const { phone, code, password: next } = request.body;
      const now = app.clock.now();
      const userId = await checkPhoneCode(app.database.db, now, { phone: normalizePhone(phone), code, address: request.ip });
      const username = await sessions.resetPasswordEndingSessions(app.database.db, userId, await hashPassword(next), now);
      await app.sessionsEnded({ userId });
      await sendNoticeOfChange(app, request, userId, now);
      return okExactly<contract.PasswordReset>()({ username });
    },
  );
};

export default password;
