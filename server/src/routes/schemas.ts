/** JSON schemas shared by the learner-API routes (docs/api.md). */

/** The response envelope around `data`; `data` is null in error envelopes answered with the same status. */
export function envelope<const T extends object>(data: T) {
  return {
    type: 'object',
    required: ['code', 'message', 'data'],
    properties: {
      code: { type: 'integer' },
      message: { type: 'string' },
      data: { anyOf: [{ type: 'null' }, data] },
    },
  } as const;
}

/** An envelope whose `data` is always null. */
export const nullEnvelope = {
  type: 'object',
  required: ['code', 'message', 'data'],
  properties: { code: { type: 'integer' }, message: { type: 'string' }, data: { type: 'null' } },
} as const;

export const companySchema = {
  type: 'object',
  required: ['id', 'name'],
  properties: { id: { type: 'integer' }, name: { type: 'string' } },
} as const;

/** `UserInfo`: listing its fields also keeps anything else (a password hash) out of every response. */
export const userInfoSchema = {
  type: 'object',
  required: ['userId', 'userName', 'displayName', 'company', 'hasPassword'],
  properties: {
    userId: { type: 'integer' },
    userName: { type: 'string' },
    displayName: { type: 'string' },
    company: { anyOf: [{ type: 'null' }, companySchema] },
    companyList: { type: 'array', items: companySchema },
    hasPassword: { type: 'boolean' },
  },
} as const;

/** Bodies of the account calls are small; this bounds what is parsed at all. */
export const accountBodyLimit = 16 * 1024;
