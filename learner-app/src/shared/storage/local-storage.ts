/**
 * Thin, failure-proof access to `localStorage`. Private browsing modes and
 * storage quotas can make every call throw (and outside a browser there is no
 * storage at all); the app must keep working then.
 */

export function readStored(key: string): string | null {
  try {
    return globalThis.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    globalThis.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable or full: the value simply is not remembered.
  }
}

export function removeStored(key: string): void {
  try {
    globalThis.localStorage.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

/** Parses stored JSON; anything unreadable counts as absent. */
export function readStoredJson(key: string): unknown {
  const raw = readStored(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}
