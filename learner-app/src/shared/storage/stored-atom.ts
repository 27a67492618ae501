/**
 * A jotai atom persisted to localStorage as JSON (the spec's persisted store,
 * §3). Each store reads storage the first time it is asked, so the very first
 * render already knows the value; what is read back is validated, and anything
 * unreadable counts as the fallback. Writing persists (the fallback removes the
 * key). Session state also follows changes made in another tab (the `storage`
 * event, while the atom is in use); where-am-I state of one tab (its module,
 * its course) must not, so that is opt-in.
 */
import { atom } from 'jotai';
import type { WritableAtom } from 'jotai';
import { readStoredJson, removeStored, writeStored } from './local-storage';

export interface StoredAtomOptions<T> {
  /** localStorage key. */
  readonly key: string;
  /** The value stored JSON stands for, or `undefined` when it is not a valid one. */
  readonly parse: (stored: unknown) => T | undefined;
  /** The value when nothing valid is stored; writing it removes the key. */
  readonly fallback: T;
  /** Follow writes made by other tabs; default false. */
  readonly followOtherTabs?: boolean;
}

export type StoredAtom<T> = WritableAtom<T, [T], void>;

export function storedAtom<T>({ key, parse, fallback, followOtherTabs = false }: StoredAtomOptions<T>): StoredAtom<T> {
  const read = (): T => {
    const stored = readStoredJson(key);
    return stored === undefined ? fallback : (parse(stored) ?? fallback);
  };

  /** What this store last wrote or heard from another tab; `undefined` until then. */
  const latestAtom = atom<{ readonly value: T } | undefined>(undefined);
  latestAtom.onMount = (set) => {
    if (!followOtherTabs || typeof window === 'undefined') return undefined;
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) set({ value: read() });
    };
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('storage', onStorage);
    };
  };

  return atom(
    (get) => {
      const latest = get(latestAtom);
      return latest === undefined ? read() : latest.value;
    },
    (_get, set, value: T) => {
      set(latestAtom, { value });
      if (Object.is(value, fallback)) removeStored(key);
      else writeStored(key, JSON.stringify(value));
    },
  );
}
