/**
 * The signed-in user (spec §3–4): persisted to localStorage under `userInfo`
 * and validated when read back, so a tampered or outdated value counts as
 * signed out. Only identity and company data live here, never a password or
 * a token.
 */
import { atom } from 'jotai';
import { readStoredJson, removeStored, writeStored } from '../storage/local-storage';

export const USER_INFO_STORAGE_KEY = 'userInfo';

export interface Company {
  readonly id: string | number;
  readonly name: string;
}

export interface UserInfo {
  readonly userId: string | number;
  readonly userName: string;
  readonly companyList?: readonly Company[];
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
  if (record.companyList === undefined || record.companyList === null) {
    return { userId: record.userId, userName: record.userName };
  }
  if (!Array.isArray(record.companyList)) return undefined;
  const companyList: Company[] = [];
  for (const entry of record.companyList) {
    const company = parseCompany(entry);
    if (!company) return undefined;
    companyList.push(company);
  }
  return { userId: record.userId, userName: record.userName, companyList };
}

function readUserInfo(): UserInfo | null {
  return parseUserInfo(readStoredJson(USER_INFO_STORAGE_KEY)) ?? null;
}

function writeUserInfo(userInfo: UserInfo | null): void {
  if (userInfo === null) removeStored(USER_INFO_STORAGE_KEY);
  else writeStored(USER_INFO_STORAGE_KEY, JSON.stringify(userInfo));
}

/** What this store last wrote or heard from another tab; `undefined` until then. */
const latestUserInfoAtom = atom<UserInfo | null | undefined>(undefined);

latestUserInfoAtom.onMount = (set) => {
  if (typeof window === 'undefined') return undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.key === USER_INFO_STORAGE_KEY || event.key === null) set(readUserInfo());
  };
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener('storage', onStorage);
  };
};

/**
 * The signed-in user, or `null`. Each store reads localStorage the first time
 * it is asked (so the very first render already knows the session); writing
 * persists the value, and `null` clears it.
 */
export const userInfoAtom = atom(
  (get) => {
    const latest = get(latestUserInfoAtom);
    return latest === undefined ? readUserInfo() : latest;
  },
  (_get, set, userInfo: UserInfo | null) => {
    set(latestUserInfoAtom, userInfo);
    writeUserInfo(userInfo);
  },
);
