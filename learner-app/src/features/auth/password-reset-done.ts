/**
 * The user name whose password was just reset (decision 0103), from the reset page to the login page: the login
 * fills it in and says the new password is set. Kept in memory only: a reload forgets it, and no password or code
 * is ever kept.
 */
import { atom } from 'jotai';

export const passwordResetForAtom = atom<string | null>(null);
