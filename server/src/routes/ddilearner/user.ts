import type { FastifyPluginAsync } from 'fastify';
import { ApiFailure, Code, errorMessage, okExactly } from '../../lib/envelope.js';
import { normalizePhone, phoneSchema, smsCodeSchema } from '../../lib/phone.js';
import { sha256Hex } from '../../lib/tokens.js';
import * as sessions from '../../repositories/sessions.js';
import * as users from '../../repositories/users.js';
import { checkPassword, checkPhoneCode, startSession } from '../../services/login.js';
import { intervalResponse, loginResponse, logoutResponse, userInfoResponse } from '../account-schemas.js';
import type * as contract from '../contract.js';
import { accountBodyLimit } from '../schemas.js';

type LoginBody =
  | { loginType: 'account'; username: string; password: string; remember?: boolean }
  | { loginType: 'phone'; phone: string; code: string; remember?: boolean };

interface CompanyBody {
  companyId: number;
}

/** Seconds between the app's session-status checks. */
export const loginStatusIntervalSeconds = 30;

const loginSchema = {
  body: {
    type: 'object',
    required: ['loginType'],
    discriminator: { propertyName: 'loginType' },
    oneOf: [
      {
        type: 'object',
        additionalProperties: false,
        required: ['loginType', 'username', 'password'],
        properties: {
          loginType: { const: 'account' },
          username: { type: 'string', minLength: 1, maxLength: 64 },
          password: { type: 'string', minLength: 1, maxLength: 128 },
          remember: { type: 'boolean' },
        },
      },
      {
        type: 'object',
        additionalProperties: false,
        required: ['loginType', 'phone', 'code'],
        properties: {
          loginType: { const: 'phone' },
          phone: phoneSchema,
          code: smsCodeSchema,
          remember: { type: 'boolean' },
        },
      },
    ],
  },
  response: loginResponse,
} as const;

const logoutSchema = { response: logoutResponse } as const;
const userInfoRouteSchema = { response: userInfoResponse } as const;
const intervalSchema = { response: intervalResponse } as const;

const companySchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['companyId'],
    properties: { companyId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
  },
  response: userInfoResponse,
} as const;

/** Account and session calls under `/ddilearner/v1/user` (docs/api.md "Account and session"). */
const user: FastifyPluginAsync = async (app) => {
  const db = () => app.database.db;

  app.post<{ Body: LoginBody }>('/v1/user/login', { schema: loginSchema, bodyLimit: accountBodyLimit }, async (request, reply) => {
    const body = request.body;
    const now = app.clock.now();
    const userId =
      body.loginType === 'account'
        ? await checkPassword(db(), now, { username: body.username, password: body.password, address: request.ip })
        : await checkPhoneCode(db(), now, { phone: normalizePhone(body.phone), code: body.code, address: request.ip });
    const session = await startSession(db(), now, userId, body.remember ?? false);
    await app.sessionsEnded({ userId });
    const userInfo = await users.getUserInfo(db(), userId);
    if (!userInfo) throw new Error('the user of a new session is missing');
    reply.setSessionCookie(session);
    const answer = okExactly<contract.LoginAnswer>()({ userInfo });
    // A learner imported without a password (only a phone login gets here): logged in, and asked to set one.
    if (!userInfo.hasPassword) return { ...answer, code: Code.passwordNotSet, message: errorMessage(Code.passwordNotSet, request.language) };
    return answer;
  });

  app.get('/v1/user/logout', { schema: logoutSchema }, async (request, reply) => {
    const token = request.sessionToken();
    if (token) {
      app.sessionCache.forget(token);
      const sessionId = await sessions.revoke(db(), sha256Hex(token), 'logout', app.clock.now());
      if (sessionId !== undefined) await app.sessionsEnded({ sessionId });
    }
    reply.clearSessionCookie();
    return okExactly<null>()(null);
  });

  app.get('/v1/user/userinfo', { schema: userInfoRouteSchema, onRequest: app.requireSession }, async (request) => {
    const userInfo = await users.getUserInfo(db(), request.requireUser().userId);
    if (!userInfo) throw new ApiFailure(Code.sessionInvalid);
    return okExactly<contract.UserInfo>()(userInfo);
  });

  app.get('/v1/user/loginstatus/interval', { schema: intervalSchema }, async () => okExactly<contract.LoginStatusInterval>()(loginStatusIntervalSeconds));

  app.post<{ Body: CompanyBody }>(
    '/v1/user/company',
    { schema: companySchema, bodyLimit: accountBodyLimit, onRequest: app.requireSession },
    async (request) => {
      const { userId } = request.requireUser();
      if (!(await users.isMember(db(), userId, request.body.companyId))) throw new ApiFailure(Code.notCompanyMember);
      await users.setCurrentCompany(db(), userId, request.body.companyId);
      const userInfo = await users.getUserInfo(db(), userId);
      if (!userInfo) throw new ApiFailure(Code.sessionInvalid);
      return okExactly<contract.UserInfo>()(userInfo);
    },
  );
};

export default user;
