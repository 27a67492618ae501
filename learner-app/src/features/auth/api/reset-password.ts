/** `POST /ddilearner/v1/user/password/reset` (docs/api.md, decision 0103): a forgotten password, reset with an SMS code. */
import type * as contract from '@ddi/server/contract';
import type { ApiClient } from '../../../shared/api/client';
import { expectShape } from '../../../shared/api/expect-shape';

export const RESET_PASSWORD_API_PATH = '/ddilearner/v1/user/password/reset';

export interface PasswordResetRequest {
  readonly phone: string;
  readonly code: string;
  readonly password: string;
}

const isPasswordReset = (data: unknown): data is contract.PasswordReset =>
  typeof data === 'object' && data !== null && typeof (data as { username?: unknown }).username === 'string' && (data as { username: string }).username !== '';

/**
 * Sets a new password for the account of the phone, proven by the code sent to it; resolves with that account's
 * user name. Rejects with the server's `ApiError` (1002 for a wrong or used code, 429 after too many).
 */
export async function resetPassword(client: ApiClient, request: PasswordResetRequest): Promise<string> {
  return expectShape(await client.post(RESET_PASSWORD_API_PATH, request), isPasswordReset).username;
}
