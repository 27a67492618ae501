/**
 * Valid sessions recently found in the database, so that frequent calls (heartbeats every 30 s from
 * every open page) do not each cost a database round trip, nor hashing the token: entries are found by the
 * cookie's token itself, which this process holds anyway while it answers (the database keeps only hashes).
 * An entry lives `ttlMs` at most. Logout, a new login (which replaces the user's other sessions) and a password reset
 * forget entries at once in this process and, told by PostgreSQL, in every other instance (decision 0109); `ttlMs`
 * still bounds an entry while that message cannot come (decision 0011).
 */
export interface CachedSession {
  sessionId: number;
  userId: number;
}

export class SessionCache {
  readonly #entries = new Map<string, CachedSession & { until: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(token: string, now: Date): CachedSession | undefined {
    const entry = this.#entries.get(token);
    if (!entry) return undefined;
    if (entry.until <= now.getTime()) {
      this.#entries.delete(token);
      return undefined;
    }
    return { sessionId: entry.sessionId, userId: entry.userId };
  }

  set(token: string, session: CachedSession, now: Date): void {
    if (this.ttlMs <= 0) return;
    // Oldest first: a Map keeps insertion order.
    if (this.#entries.size >= this.maxEntries) this.#entries.delete(this.#entries.keys().next().value as string);
    this.#entries.set(token, { ...session, until: now.getTime() + this.ttlMs });
  }

  forget(token: string): void {
    this.#entries.delete(token);
  }

  forgetUser(userId: number): void {
    for (const [token, entry] of this.#entries) if (entry.userId === userId) this.#entries.delete(token);
  }

  forgetSession(sessionId: number): void {
    for (const [token, entry] of this.#entries) if (entry.sessionId === sessionId) this.#entries.delete(token);
  }

  /** Forgets every entry: what ended while the instance could not be told is then looked up again. */
  clear(): void {
    this.#entries.clear();
  }
}
