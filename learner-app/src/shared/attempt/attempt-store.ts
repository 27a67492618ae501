/**
 * The learner's place in a timed attempt (assessment or DNA survey) and the
 * answers still waiting to be saved, kept in sessionStorage so a reload
 * resumes there. Only ids and a position are kept, never a secret; what is
 * read back is checked, and anything unreadable counts as absent.
 */

export function readSession(key: string): unknown {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: unknown): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage may be full or blocked; the server still has every saved answer.
  }
}

/**
 * A waiting answer names its attempt, so one left from an earlier attempt is
 * never re-sent, and its question: a newer answer to the same question replaces it.
 */
export interface PendingAnswer {
  readonly attemptId: number;
  readonly questionId: number;
}

export interface AttemptStore<P extends PendingAnswer> {
  /** The answers of `attemptId` still waiting to be saved. */
  readPending(attemptId: number): P[];
  /** Keeps the waiting answers (none removes the key). */
  writePending(items: readonly P[]): void;
  /** The question index the learner was on in `attemptId`, if stored. */
  readPosition(attemptId: number): number | undefined;
  writePosition(attemptId: number, index: number): void;
  /** Forgets both, once the attempt is finished or over. */
  clear(): void;
}

/**
 * The store under `${prefix}:position` and `${prefix}:pending`; `isPending`
 * checks each stored item's shape beyond its attempt id.
 */
export function attemptStore<P extends PendingAnswer>(prefix: string, isPending: (item: object) => boolean): AttemptStore<P> {
  const positionKey = `${prefix}:position`;
  const pendingKey = `${prefix}:pending`;
  return {
    readPending(attemptId) {
      const stored = readSession(pendingKey);
      if (!Array.isArray(stored)) return [];
      return stored.filter(
        (item: unknown): item is P => typeof item === 'object' && item !== null && (item as PendingAnswer).attemptId === attemptId &&
          typeof (item as PendingAnswer).questionId === 'number' &&
          isPending(item),
      );
    },
    writePending(items) {
      writeSession(pendingKey, items.length > 0 ? items : null);
    },
    readPosition(attemptId) {
      const stored = readSession(positionKey) as { attemptId?: unknown; index?: unknown } | null;
      return stored && stored.attemptId === attemptId && typeof stored.index === 'number' && Number.isFinite(stored.index)
        ? Math.max(0, Math.floor(stored.index))
        : undefined;
    },
    writePosition(attemptId, index) {
      writeSession(positionKey, { attemptId, index });
    },
    clear() {
      writeSession(positionKey, null);
      writeSession(pendingKey, null);
    },
  };
}
