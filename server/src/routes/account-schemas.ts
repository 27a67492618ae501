/**
 * Response schemas of the account and session calls (docs/api.md "Account and session"): login, logout, user
 * info, the status interval, company switching, the first password and its reset, data-rights requests, the SMS code and the
 * phone lookup. Like every `*-schemas.ts`, this module imports nothing but other schema files, so that the
 * learner app can type-check the contract types derived from it (decision 0039).
 */
import { envelope, nullEnvelope, userInfoSchema } from './schemas.js';

export const loginResponse = { 200: envelope({ type: 'object', required: ['userInfo'], properties: { userInfo: userInfoSchema } }) } as const;
export const logoutResponse = { 200: nullEnvelope } as const;
/** `userinfo` and `company` both answer the user's info. */
export const userInfoResponse = { 200: envelope(userInfoSchema) } as const;
export const intervalResponse = { 200: envelope({ type: 'integer' }) } as const;
export const passwordResponse = { 200: nullEnvelope } as const;
/** A password reset answers the user name the new password goes with. */
export const passwordResetResponse = { 200: envelope({ type: 'object', required: ['username'], properties: { username: { type: 'string' } } }) } as const;

export const dataRequestSchema = {
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
export const dataRequestResponse = { 200: envelope(dataRequestSchema) } as const;
export const dataRequestsResponse = { 200: envelope({ type: 'array', items: dataRequestSchema }) } as const;

export const smsSendResponse = { 200: envelope({ type: 'object', required: ['resendAfter'], properties: { resendAfter: { type: 'integer' } } }) } as const;
export const findUserIdResponse = {
  200: envelope({ type: 'object', required: ['userId'], properties: { userId: { anyOf: [{ type: 'null' }, { type: 'integer' }] } } }),
} as const;
