/**
 * The remote-login flow (spec §4): on code 106 from any call the stored user
 * info is cleared. A learner who was logged in gets the session-expired modal
 * (the persisted `remoteLogin` flag, so other tabs show it too); anyone else
 * goes straight to /login with the language, unless already on a login page
 * (`/` or `/login`: a late 106 after logging out must not move them).
 */
import { useEffect, useRef } from 'react';
import { useStore } from 'jotai';
import { useLocation } from 'wouter';
import { useApiClient } from '../../shared/api/api-client-context';
import { getLocale } from '../../shared/i18n/i18n';
import { queryCodeOf } from '../../shared/i18n/language';
import { LOGIN_PATH } from '../../shared/routing/paths';
import { remoteLoginAtom } from '../../shared/session/remote-login';
import { userInfoAtom } from '../../shared/session/user-info';

export function useRemoteLoginFlow(): void {
  const client = useApiClient();
  const store = useStore();
  const [location, navigate] = useLocation();
  const locationRef = useRef(location);
  useEffect(() => {
    locationRef.current = location;
  });
  useEffect(
    () =>
      client.onRemoteLogin(() => {
        const wasLoggedIn = store.get(userInfoAtom) !== null;
        // The flag first: other tabs then see it before the user info disappears.
        if (wasLoggedIn) store.set(remoteLoginAtom, true);
        store.set(userInfoAtom, null);
        const onLoginPage = locationRef.current === '/' || locationRef.current === LOGIN_PATH;
        if (!store.get(remoteLoginAtom) && !onLoginPage) {
          navigate(`${LOGIN_PATH}?lang=${queryCodeOf(getLocale())}`, { replace: true });
        }
      }),
    [client, store, navigate],
  );
}
