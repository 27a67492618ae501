/**
 * Codes the client uses for failures that carry no server envelope. Server
 * codes are non-negative, so these cannot collide with them.
 */
export const CLIENT_ERROR_CODES = {
  network: -1,
  timeout: -2,
  invalidResponse: -3,
  aborted: -4,
} as const;

/** Envelope code meaning the session was taken over or has expired. */
export const REMOTE_LOGIN_CODE = 106;

/** Envelope code of the system-upgrade notice (docs/api.md): data `{ until }`, the expected end (ISO 8601). */
export const SYSTEM_UPGRADE_CODE = 503;

/** What every failed call of the main service rejects with. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: number;
  /** The envelope's `data` (the "response data" the spec rejects with), or `null`. */
  readonly data: unknown;

  constructor(code: number, message: string, data: unknown = null) {
    super(message);
    this.code = code;
    this.data = data;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/**
 * What to tell the learner of a failed call: the server's message (already in the learner's language) or the
 * client's own (no network, a timeout), else `fallback`.
 */
export function failureMessage(failure: unknown, fallback: string): string {
  return isApiError(failure) && failure.message !== '' ? failure.message : fallback;
}
