/** Signs a learner in the way the app keeps a session on the client: the user in localStorage (the cookie is the server's). */
import { USER_INFO_STORAGE_KEY } from '../src/shared/session/user-info';
import type { UserInfo } from '../src/shared/session/user-info';

export function signIn(user: UserInfo = { userId: 42, userName: 'alice' }): void {
  localStorage.setItem(USER_INFO_STORAGE_KEY, JSON.stringify(user));
}
