/**
 * The system-upgrade state (spec §8): set when any call answers code 503 with
 * the expected end (`''` when the server gave no readable time), cleared by
 * the next successful call.
 */
import { useEffect } from 'react';
import { atom, useSetAtom } from 'jotai';
import { useApiClient } from './api-client-context';

export const systemUpgradeAtom = atom<string | null>(null);

/** Follows the API client's upgrade reports; mounted once, by the app shell. */
export function useSystemUpgradeWatch(): void {
  const client = useApiClient();
  const setUpgrade = useSetAtom(systemUpgradeAtom);
  useEffect(() => client.onSystemUpgrade(setUpgrade), [client, setUpgrade]);
}
