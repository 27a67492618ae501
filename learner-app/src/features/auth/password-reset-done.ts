/**
 * A password just reset (decision 0103), from the reset page to the login page: the user name, which the login
 * fills in, and the sentence saying the new password is set, in the reset page's words (its strings load with it,
 * not with the login). Kept in memory only: a reload forgets it, and no password or code is ever kept.
 */
import { atom } from 'jotai';

export interface PasswordResetDone {
  readonly userName: string;
  readonly notice: string;
}

export const passwordResetDoneAtom = atom<PasswordResetDone | null>(null);
