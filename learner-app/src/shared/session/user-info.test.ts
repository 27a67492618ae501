import type * as contract from '@ddi/server/contract';
import { createStore } from 'jotai';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { USER_INFO_STORAGE_KEY, parseUserInfo, userInfoAtom } from './user-info';
import type { UserInfo } from './user-info';

describe('user info is persisted under "userInfo" and validated when read back', () => {
  it('a new store starts from what is stored', () => {
    localStorage.setItem(USER_INFO_STORAGE_KEY, JSON.stringify({ userId: '7', userName: 'somchai' }));
    expect(createStore().get(userInfoAtom)).toEqual({ userId: '7', userName: 'somchai' });
  });

  it('writing persists, writing null clears', () => {
    const store = createStore();
    store.set(userInfoAtom, { userId: 1, userName: 'a', companyList: [{ id: 2, name: 'B' }] });
    expect(JSON.parse(localStorage.getItem(USER_INFO_STORAGE_KEY) ?? 'null')).toEqual({
      userId: 1,
      userName: 'a',
      companyList: [{ id: 2, name: 'B' }],
    });
    store.set(userInfoAtom, null);
    expect(localStorage.getItem(USER_INFO_STORAGE_KEY)).toBeNull();
    expect(store.get(userInfoAtom)).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['no userId', JSON.stringify({ userName: 'a' })],
    ['an empty userId', JSON.stringify({ userId: '', userName: 'a' })],
    ['no userName', JSON.stringify({ userId: 1 })],
    ['a malformed company list', JSON.stringify({ userId: 1, userName: 'a', companyList: [{ id: 1 }] })],
    ['a bare string', JSON.stringify('alice')],
  ])('%s counts as signed out', (_case, stored) => {
    localStorage.setItem(USER_INFO_STORAGE_KEY, stored);
    expect(createStore().get(userInfoAtom)).toBeNull();
  });

  it('keeps hasPassword when it is a boolean (false: the learner has no password yet), and drops any other value', () => {
    expect(parseUserInfo({ userId: 1, userName: 'a', hasPassword: false })).toEqual({ userId: 1, userName: 'a', hasPassword: false });
    expect(parseUserInfo({ userId: 1, userName: 'a', hasPassword: 'no' })).toEqual({ userId: 1, userName: 'a' });
  });

  it('keeps only the known fields', () => {
    expect(parseUserInfo({ userId: 1, userName: 'a', token: 't', password: 'p', companyList: null })).toEqual({
      userId: 1,
      userName: 'a',
    });
  });

  it('follows a sign-out in another tab', () => {
    const store = createStore();
    store.set(userInfoAtom, { userId: 1, userName: 'a' });
    const unsubscribe = store.sub(userInfoAtom, () => undefined);
    localStorage.removeItem(USER_INFO_STORAGE_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: USER_INFO_STORAGE_KEY }));
    expect(store.get(userInfoAtom)).toBeNull();
    unsubscribe();
  });
});

describe('the server\'s UserInfo answer (its response schema, decision 0039) is a UserInfo the app keeps', () => {
  it('by type: a field renamed or dropped in the schema fails the type-check here', () => {
    // Every field the app keeps is in the answer, with a type the app accepts (`company: null` is dropped).
    type Kept = 'userId' | 'userName' | 'displayName' | 'hasPassword' | 'companyList';
    expectTypeOf<Pick<contract.UserInfo, Kept>>().toExtend<Pick<UserInfo, Kept>>();
    expectTypeOf<NonNullable<contract.UserInfo['company']>>().toExtend<NonNullable<UserInfo['company']>>();
  });

  it('and parseUserInfo keeps every field of it', () => {
    const answer: contract.UserInfo = { userId: 7, userName: 'demo', displayName: 'Demo', company: { id: 1, name: 'DDI' }, companyList: [{ id: 1, name: 'DDI' }], hasPassword: true };
    expect(parseUserInfo(answer)).toEqual(answer);
  });
});
