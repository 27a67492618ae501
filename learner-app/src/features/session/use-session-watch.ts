/** Runs the session status check (`session-watch.ts`) for the app's store and client. */
import { useEffect } from 'react';
import { useStore } from 'jotai';
import { useApiClient } from '../../shared/api/api-client-context';
import { remoteLoginAtom } from '../../shared/session/remote-login';
import { fetchLoginStatusInterval, fetchUserInfo } from '../../shared/session/session-api';
import { userInfoAtom } from '../../shared/session/user-info';
import { createSessionWatch } from './session-watch';

export function useSessionWatch(): void {
  const store = useStore();
  const client = useApiClient();
  useEffect(() => {
    const watch = createSessionWatch({
      isLoggedIn: () => store.get(userInfoAtom) !== null,
      isPaused: () => store.get(remoteLoginAtom),
      fetchIntervalSeconds: () => fetchLoginStatusInterval(client),
      checkSession: async () => {
        const fresh = await fetchUserInfo(client);
        const stored = store.get(userInfoAtom);
        // Keep the stored user current (a company joined or renamed), unless the learner left meanwhile.
        if (stored !== null && JSON.stringify(stored) !== JSON.stringify(fresh)) store.set(userInfoAtom, fresh);
      },
    });
    watch.start();
    return () => {
      watch.stop();
    };
  }, [store, client]);
}
