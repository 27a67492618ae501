/**
 * The server's rule of a learner's password (server `passwordRule`, docs/api.md): what a new password must be
 * wherever one is chosen (the first, a change, a reset), and the longest the login sends.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** A rule a new password and its confirmation break (the `account` namespace's `setPassword.errors`). */
export type NewPasswordError = 'required' | 'tooShort' | 'tooLong' | 'confirmRequired' | 'mismatch';

/** Characters as the server counts them (code points, not UTF-16 units). */
export function passwordLength(password: string): number {
  return [...password].length;
}

/** The first rule the new password and its confirmation break, field by field (none: both undefined). */
export function validateNewPassword(password: string, confirmation: string): { password?: NewPasswordError; confirmation?: NewPasswordError } {
  if (password === '') return { password: 'required' };
  if (passwordLength(password) < PASSWORD_MIN_LENGTH) return { password: 'tooShort' };
  if (passwordLength(password) > PASSWORD_MAX_LENGTH) return { password: 'tooLong' };
  if (confirmation === '') return { confirmation: 'confirmRequired' };
  if (confirmation !== password) return { confirmation: 'mismatch' };
  return {};
}
