/**
 * Log out (spec §2): the logout call, then the stored user info is cleared
 * and the learner goes to / with the language. The remembered user name (if
 * "Remember me" was ticked) stays.
 */
import { useSetAtom } from 'jotai';
import { useLocation } from 'wouter';
import { useApiClient } from '../../shared/api/api-client-context';
import { queryCodeOf } from '../../shared/i18n/language';
import { useLocale } from '../../shared/i18n/use-locale';
import { remoteLoginAtom } from '../../shared/session/remote-login';
import { logout } from '../../shared/session/session-api';
import { userInfoAtom } from '../../shared/session/user-info';

export function useLogout(): () => Promise<void> {
  const client = useApiClient();
  const locale = useLocale();
  const setUserInfo = useSetAtom(userInfoAtom);
  const setRemoteLogin = useSetAtom(remoteLoginAtom);
  const [, navigate] = useLocation();

  return async () => {
    try {
      await logout(client);
    } catch {
      // Signed out locally either way; the server session expires on its own.
    }
    setRemoteLogin(false);
    setUserInfo(null);
    navigate(`/?lang=${queryCodeOf(locale)}`, { replace: true });
  };
}
