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

/**
 * The answer of a DEMO helper listing stored rows, `{ rows: [...] }`, each row with exactly the given fields
 * (all required), as the envelope's `data` (`GET /dev/vod-beacons` and the overlay logs).
 */
export function rowsEnvelope<const Fields extends Record<string, object>>(fields: Fields) {
  return envelope({
    type: 'object',
    required: ['rows'],
    properties: { rows: { type: 'array', items: { type: 'object', required: Object.keys(fields) as (keyof Fields & string)[], properties: fields } } },
  });
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
