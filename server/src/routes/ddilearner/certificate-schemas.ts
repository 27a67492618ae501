import { envelope } from '../schemas.js';

/**
 * Certificates of completion (ours, decision 0095; docs/api.md "Certificates"): response and parameter schemas of
 * `/ddilearner/v1/user/certificates` and `/ddilearner/v1/certificates/:code`. Schema files import nothing but one
 * another: the learner app type-checks them too (routes/contract.ts).
 */

/** A certificate as its holder sees it; the course's name in the request's language, times in ISO 8601 (UTC). */
export const certificateSchema = {
  type: 'object',
  required: ['code', 'courseId', 'courseName', 'completedAt', 'issuedAt'],
  properties: {
    /** Twelve characters in three groups of four (`7K2M-9QXD-4HCT`): what a third party checks it by. */
    code: { type: 'string' },
    courseId: { type: 'integer' },
    courseName: { type: 'string' },
    /** When the learner finished the course's last step. */
    completedAt: { type: 'string' },
    issuedAt: { type: 'string' },
  },
} as const;

/** `GET /v1/user/certificates`: the learner's certificates, the most recently earned first. */
export const certificatesResponse = { 200: envelope({ type: 'array', items: certificateSchema }) } as const;

/**
 * `GET /v1/certificates/:code` (no session): the certificate with this code, as typed (dashes, spaces and case do
 * not matter: letters, digits, dashes and spaces only, else 400), and the name of the learner who holds it.
 */
export const checkCertificateParams = {
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string', minLength: 1, maxLength: 32, pattern: '^[0-9A-Za-z -]+$' } },
} as const;
export const checkedCertificateResponse = {
  200: envelope({
    type: 'object',
    required: [...certificateSchema.required, 'learnerName'],
    properties: { ...certificateSchema.properties, learnerName: { type: 'string' } },
  }),
} as const;
