/**
 * The signed-in user (spec §3–4): persisted to localStorage under `userInfo`
 * and validated when read back, so a tampered or outdated value counts as
 * signed out. Only identity and company data live here, never a password or
 * a token.
 */
import { storedAtom } from '../storage/stored-atom';

export const USER_INFO_STORAGE_KEY = 'userInfo';

export interface Company {
  readonly id: string | number;
  readonly name: string;
}

/** `UserInfo` of docs/api.md; `companyList` only when the user belongs to several companies. */
export interface UserInfo {
  readonly userId: string | number;
  readonly userName: string;
  readonly displayName?: string;
  /** The company the session works in. */
  readonly company?: Company;
  readonly companyList?: readonly Company[];
  /** False for a learner imported without a password, who signs in by SMS code until they set one. */
  readonly hasPassword?: boolean;
}

function isId(value: unknown): value is string | number {
  return (typeof value === 'string' && value !== '') || (typeof value === 'number' && Number.isFinite(value));
}

function parseCompany(value: unknown): Company | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  if (!isId(record.id) || typeof record.name !== 'string') return undefined;
  return { id: record.id, name: record.name };
}

/**
 * Keeps only the fields the app knows, or returns `undefined` when the value
 * is not a user: no usable `userId`, no `userName`, or a malformed company list.
 */
export function parseUserInfo(value: unknown): UserInfo | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  if (!isId(record.userId) || typeof record.userName !== 'string') return undefined;
  let userInfo: UserInfo = { userId: record.userId, userName: record.userName };
  if (typeof record.displayName === 'string') userInfo = { ...userInfo, displayName: record.displayName };
  if (typeof record.hasPassword === 'boolean') userInfo = { ...userInfo, hasPassword: record.hasPassword };
  if (record.company !== undefined && record.company !== null) {
    const company = parseCompany(record.company);
    if (!company) return undefined;
    userInfo = { ...userInfo, company };
  }
  if (record.companyList === undefined || record.companyList === null) return userInfo;
  if (!Array.isArray(record.companyList)) return undefined;
  const companyList: Company[] = [];
  for (const entry of record.companyList) {
    const company = parseCompany(entry);
    if (!company) return undefined;
    companyList.push(company);
  }
  return { ...userInfo, companyList };
}

/**
 * The signed-in user, or `null`. Each store reads localStorage the first time
 * it is asked (so the very first render already knows the session); writing
 * persists the value, and `null` clears it. A sign-out or a new login in
 * another tab is followed through the `storage` event.
 */
export const userInfoAtom = storedAtom<UserInfo | null>({
  key: USER_INFO_STORAGE_KEY,
  parse: parseUserInfo,
  fallback: null,
  followOtherTabs: true,
});

/** The name the header shows: the display name when the server gave one. */
export function displayNameOf(userInfo: UserInfo): string {
  return userInfo.displayName !== undefined && userInfo.displayName !== '' ? userInfo.displayName : userInfo.userName;
}
