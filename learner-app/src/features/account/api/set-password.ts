/**
 * The learner's own password (docs/api.md): `POST /ddilearner/v1/user/password`, a learner without one sets their
 * first; `POST /ddilearner/v1/user/password/change`, a learner changes theirs, giving the current one (decision 0102).
 */
import type { ApiClient } from '../../../shared/api/client';
import { validateNewPassword } from '../../../shared/session/password-rules';
import type { NewPasswordError } from '../../../shared/session/password-rules';

export const SET_PASSWORD_API_PATH = '/ddilearner/v1/user/password';

export const CHANGE_PASSWORD_API_PATH = '/ddilearner/v1/user/password/change';

/** The server's code for a wrong current password. */
export const WRONG_CURRENT_PASSWORD = 1005;

export type PasswordError = NewPasswordError | 'currentRequired' | 'sameAsCurrent' | 'wrongCurrent';

/** Sets the first password; rejects with the server's ApiError (e.g. the account has one already). */
export async function setFirstPassword(client: ApiClient, password: string): Promise<void> {
  await client.post(SET_PASSWORD_API_PATH, { password });
}

/** The first rule a password change breaks, field by field: the current password given, then as a new password, then the same as the current one. */
export function validatePasswordChange(current: string, password: string, confirmation: string): { current?: PasswordError; password?: PasswordError; confirmation?: PasswordError } {
  if (current === '') return { current: 'currentRequired' };
  const found = validateNewPassword(password, confirmation);
  if (found.password === undefined && password === current) return { password: 'sameAsCurrent' };
  return found;
}

/** Changes the password; rejects with the server's ApiError (code `WRONG_CURRENT_PASSWORD` for a wrong current one). */
export async function changePassword(client: ApiClient, currentPassword: string, password: string): Promise<void> {
  await client.post(CHANGE_PASSWORD_API_PATH, { currentPassword, password });
}
