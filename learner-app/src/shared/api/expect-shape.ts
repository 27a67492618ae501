import { ApiError, CLIENT_ERROR_CODES } from './api-error';
import { i18n } from '../i18n/i18n';

/** `data` when `valid` accepts it; else rejects as an answer of the wrong shape ("Oh, loading failed", in the current language). */
export function expectShape<T>(data: unknown, valid: (data: unknown) => data is T): T {
  if (!valid(data)) throw new ApiError(CLIENT_ERROR_CODES.invalidResponse, i18n.t('api.invalidResponse'), data);
  return data;
}
