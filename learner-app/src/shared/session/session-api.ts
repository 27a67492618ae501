/**
 * Account and session calls of the main service (spec §7, docs/api.md):
 * userinfo, logout and the status-check interval. Login and the SMS code live
 * with the login page (`features/auth/api/`).
 */
import { ApiError, CLIENT_ERROR_CODES } from '../api/api-error';
import type { ApiClient } from '../api/client';
import { i18n } from '../i18n/i18n';
import { parseUserInfo } from './user-info';
import type { UserInfo } from './user-info';

export const USER_INFO_PATH = '/ddilearner/v1/user/userinfo';
export const LOGOUT_PATH = '/ddilearner/v1/user/logout';
export const LOGIN_STATUS_INTERVAL_PATH = '/ddilearner/v1/user/loginstatus/interval';

/** Seconds between status checks when the server does not say (spec §9). */
export const FALLBACK_STATUS_INTERVAL_SECONDS = 30;

function invalidResponse(data: unknown): ApiError {
  return new ApiError(CLIENT_ERROR_CODES.invalidResponse, i18n.t('api.invalidResponse'), data);
}

/** GET userinfo: the session's user; code 106 when the session is gone. */
export async function fetchUserInfo(client: ApiClient): Promise<UserInfo> {
  const data = await client.get(USER_INFO_PATH);
  const userInfo = parseUserInfo(data);
  if (!userInfo) throw invalidResponse(data);
  return userInfo;
}

/** GET logout: ends the server session (always code 0). */
export async function logout(client: ApiClient): Promise<void> {
  await client.get(LOGOUT_PATH);
}

/** GET loginstatus/interval: seconds between status checks (a positive number). */
export async function fetchLoginStatusInterval(client: ApiClient): Promise<number> {
  const data = await client.get(LOGIN_STATUS_INTERVAL_PATH);
  const seconds = typeof data === 'string' && data.trim() !== '' ? Number(data) : data;
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) throw invalidResponse(data);
  return seconds;
}
