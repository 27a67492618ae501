/** POST /ddilearner/v1/user/password (docs/api.md): a learner without a password sets their first one. */
import type { ApiClient } from '../../../shared/api/client';

export const SET_PASSWORD_API_PATH = '/ddilearner/v1/user/password';

/** The server's rule of a learner's password (server `passwordRule`). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordError = 'required' | 'tooShort' | 'tooLong' | 'confirmRequired' | 'mismatch';

/** The first rule the new password and its confirmation break, field by field (none: both undefined). */
export function validateNewPassword(password: string, confirmation: string): { password?: PasswordError; confirmation?: PasswordError } {
  if (password === '') return { password: 'required' };
  if ([...password].length < PASSWORD_MIN_LENGTH) return { password: 'tooShort' };
  if ([...password].length > PASSWORD_MAX_LENGTH) return { password: 'tooLong' };
  if (confirmation === '') return { confirmation: 'confirmRequired' };
  if (confirmation !== password) return { confirmation: 'mismatch' };
  return {};
}

/** Sets the first password; rejects with the server's ApiError (e.g. the account has one already). */
export async function setFirstPassword(client: ApiClient, password: string): Promise<void> {
  await client.post(SET_PASSWORD_API_PATH, { password });
}
