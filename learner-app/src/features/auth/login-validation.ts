/**
 * Client-side login rules (spec §5). Each check returns the first problem in
 * form order (fields first, the privacy agreement last) or `undefined`.
 */
import type { Catalogue } from '../../shared/i18n/locales/en-us';
import { PASSWORD_MAX_LENGTH, passwordLength } from '../../shared/session/password-rules';

export type LoginErrorKey = keyof Catalogue['login']['errors'];
export type LoginField = 'userName' | 'password' | 'phone' | 'code' | 'agreement';

export interface LoginIssue {
  readonly field: LoginField;
  readonly error: LoginErrorKey;
}

/** 2–64 letters, digits, `_ . @ -`. */
export const USER_NAME_PATTERN = /^[A-Za-z0-9_.@-]{2,64}$/;
/** Digits with an optional leading `+`, 8–15 digits. */
export const PHONE_PATTERN = /^\+?\d{8,15}$/;
/** 4–8 digits. */
export const CODE_PATTERN = /^\d{4,8}$/;

export function checkUserName(userName: string): LoginIssue | undefined {
  if (userName === '') return { field: 'userName', error: 'userNameRequired' };
  if (!USER_NAME_PATTERN.test(userName)) return { field: 'userName', error: 'userNameInvalid' };
  return undefined;
}

/**
 * Any password the server can hold logs in (decision 0103): one set before the rule of 8, or one of up to 128
 * characters chosen here; only a longer one, which no account can have, is not correct.
 */
export function checkPassword(password: string): LoginIssue | undefined {
  if (password === '') return { field: 'password', error: 'passwordRequired' };
  if (passwordLength(password) > PASSWORD_MAX_LENGTH) return { field: 'password', error: 'passwordInvalid' };
  return undefined;
}

export function checkPhone(phone: string): LoginIssue | undefined {
  if (phone === '') return { field: 'phone', error: 'phoneRequired' };
  if (!PHONE_PATTERN.test(phone)) return { field: 'phone', error: 'phoneInvalid' };
  return undefined;
}

export function checkCode(code: string): LoginIssue | undefined {
  if (code === '') return { field: 'code', error: 'codeRequired' };
  if (!CODE_PATTERN.test(code)) return { field: 'code', error: 'codeInvalid' };
  return undefined;
}

export function checkAgreement(agreed: boolean): LoginIssue | undefined {
  return agreed ? undefined : { field: 'agreement', error: 'agreementRequired' };
}

export function validateAccountLogin(input: { userName: string; password: string; agreed: boolean }) {
  return checkUserName(input.userName) ?? checkPassword(input.password) ?? checkAgreement(input.agreed);
}

export function validatePhoneLogin(input: { phone: string; code: string; agreed: boolean }) {
  return checkPhone(input.phone) ?? checkCode(input.code) ?? checkAgreement(input.agreed);
}
