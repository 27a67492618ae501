import type { ApiLanguage } from './language.js';

/**
 * A business rule refused (assessments, Leadership DNA): answered by the errors plugin with its HTTP status
 * (409, or 400) and an envelope whose message is in the request's language.
 */
export abstract class BusinessFailure extends Error {
  abstract readonly apiCode: number;
  abstract get httpStatus(): number;
  abstract envelope(language: ApiLanguage): { code: number; message: string; data: unknown };
}
