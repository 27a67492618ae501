/** The "Remember me" user name, kept in localStorage under `userName`. */
import { readStored, removeStored, writeStored } from '../../shared/storage/local-storage';
import { USER_NAME_PATTERN } from './login-validation';

export const REMEMBERED_USER_NAME_KEY = 'userName';

/** The remembered user name, or `undefined` when none (or an invalid one) is stored. */
export function readRememberedUserName(): string | undefined {
  const stored = readStored(REMEMBERED_USER_NAME_KEY);
  return stored !== null && USER_NAME_PATTERN.test(stored) ? stored : undefined;
}

export function rememberUserName(userName: string): void {
  writeStored(REMEMBERED_USER_NAME_KEY, userName);
}

export function forgetUserName(): void {
  removeStored(REMEMBERED_USER_NAME_KEY);
}
