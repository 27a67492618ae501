/** POST /ddilearner/v1/user/login (spec §7). */
import { ApiError, CLIENT_ERROR_CODES } from '../../../shared/api/api-error';
import type { ApiClient } from '../../../shared/api/client';
import { i18n } from '../../../shared/i18n/i18n';
import { parseUserInfo } from '../../../shared/session/user-info';
import type { UserInfo } from '../../../shared/session/user-info';

export const LOGIN_PATH = '/ddilearner/v1/user/login';

export type LoginRequest =
  | { readonly loginType: 'account'; readonly username: string; readonly password: string; readonly remember: boolean }
  | { readonly loginType: 'phone'; readonly phone: string; readonly code: string; readonly remember: boolean };

/**
 * Envelope code of a login that succeeded (session set, data as a success) for an account that has no password
 * yet: a learner imported without one, signed in by SMS code (docs/api.md, ours).
 */
export const PASSWORD_NOT_SET_CODE = 1004;

/** Envelope code of a wrong, used or expired SMS code (the phone login's and the password reset's). */
export const WRONG_VERIFICATION_CODE = 1002;

export interface LoginResult {
  readonly userInfo: UserInfo;
  /** The server asks the learner to set a password now (code 1004). */
  readonly mustSetPassword: boolean;
}

/** Logs in; resolves with the user, rejects with an `ApiError` (server message included). */
export async function login(client: ApiClient, request: LoginRequest): Promise<LoginResult> {
  let data: unknown;
  let mustSetPassword = false;
  try {
    data = await client.post(LOGIN_PATH, request);
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== PASSWORD_NOT_SET_CODE) throw error;
    data = error.data;
    mustSetPassword = true;
  }
  const userInfo =
    typeof data === 'object' && data !== null ? parseUserInfo((data as Record<string, unknown>).userInfo) : undefined;
  if (!userInfo) throw new ApiError(CLIENT_ERROR_CODES.invalidResponse, i18n.t('api.invalidResponse'), data);
  return { userInfo, mustSetPassword };
}
