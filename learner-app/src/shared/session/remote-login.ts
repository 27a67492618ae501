/**
 * The store's `remoteLogin` flag (spec §3–4): set when a code 106 ended a
 * signed-in session, until the learner confirms the "session expired" modal.
 * It is persisted, so every open tab of the app shows the modal too (they
 * follow it through the `storage` event).
 */
import { storedAtom } from '../storage/stored-atom';

export const REMOTE_LOGIN_STORAGE_KEY = 'remoteLogin';

export const remoteLoginAtom = storedAtom<boolean>({
  key: REMOTE_LOGIN_STORAGE_KEY,
  parse: (stored) => (stored === true ? true : undefined),
  fallback: false,
  followOtherTabs: true,
});
