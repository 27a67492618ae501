import type pg from 'pg';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';

/** The PostgreSQL channel on which an instance tells the others that sessions ended. */
export const SESSION_ENDED_CHANNEL = 'ddi_session_ended';

/** Sessions that ended: every session of a user (a new login, a password reset) or one session (a logout). */
export type EndedSessions = { userId: number } | { sessionId: number };

/** The ended sessions a notification's payload names; anything else names none. */
export function parseEndedSessions(payload: string | undefined): EndedSessions | undefined {
  try {
    const value: unknown = JSON.parse(payload ?? '');
    if (typeof value !== 'object' || value === null) return undefined;
    const { userId, sessionId } = value as Record<string, unknown>;
    if (Number.isSafeInteger(userId)) return { userId: userId as number };
    if (Number.isSafeInteger(sessionId)) return { sessionId: sessionId as number };
  } catch {
    // Not JSON: not ours.
  }
  return undefined;
}

/** How long an instance waits before listening again after a failure, doubled up to {@link RELISTEN_MAX_MS}. */
export const RELISTEN_MS = 1_000;
export const RELISTEN_MAX_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Forgets sessions that just ended from this instance's session cache and, on PostgreSQL, from every other
     * instance's (decision 0109): call it once the database says they ended.
     */
    sessionsEnded(ended: EndedSessions): Promise<void>;
  }
}

/**
 * Ended sessions leave every instance's session cache at once (decision 0109). On PostgreSQL each instance listens
 * on {@link SESSION_ENDED_CHANNEL} on a connection of its own and forgets what the others announce. While that
 * connection is down, or on an engine without LISTEN/NOTIFY (a pooler in transaction mode), the cache's own lifetime
 * (`sessionRules.cacheMs`) still bounds what an instance trusts, as before; each time it listens again it starts from
 * an empty cache, so nothing announced meanwhile is missed. On PGlite there is one instance and nothing to tell.
 */
export default fp(
  async (app) => {
    const cache = app.sessionCache;
    const forget = (ended: EndedSessions) => {
      if ('userId' in ended) cache.forgetUser(ended.userId);
      else cache.forgetSession(ended.sessionId);
    };
    app.decorate('sessionsEnded', async (ended: EndedSessions) => {
      forget(ended);
      if (app.database.kind !== 'postgres') return;
      try {
        await app.database.db.execute(sql`select pg_notify(${SESSION_ENDED_CHANNEL}, ${JSON.stringify(ended)})`);
      } catch (error) {
        // The sessions ended all the same; the other instances forget them within the cache's lifetime.
        app.log.warn({ err: error }, 'the other instances could not be told that sessions ended');
      }
    });

    const connect = app.database.connect;
    if (!connect) return;
    let closing = false;
    let client: pg.Client | undefined;
    let retry: NodeJS.Timeout | undefined;
    let delay = RELISTEN_MS;
    const again = (error: unknown) => {
      if (closing) return;
      app.log.warn({ err: error, retryInMs: delay }, 'the session endings listener is not listening; trying again');
      retry = setTimeout(listen, delay);
      retry.unref();
      delay = Math.min(delay * 2, RELISTEN_MAX_MS);
    };
    const open = async (): Promise<void> => {
      const opened = await connect();
      const lost = (error: Error) => {
        if (client !== opened) return;
        client = undefined;
        opened.end().catch(() => undefined);
        again(error);
      };
      opened.on('error', lost);
      opened.on('end', () => lost(new Error('the connection ended')));
      opened.on('notification', (message) => {
        const ended = message.channel === SESSION_ENDED_CHANNEL ? parseEndedSessions(message.payload) : undefined;
        if (ended) forget(ended);
      });
      try {
        await opened.query(`listen ${SESSION_ENDED_CHANNEL}`);
      } catch (error) {
        await opened.end().catch(() => undefined);
        throw error;
      }
      if (closing) {
        await opened.end().catch(() => undefined);
        return;
      }
      client = opened;
      delay = RELISTEN_MS;
      cache.clear();
    };
    function listen() {
      open().catch(again);
    }
    app.addHook('onReady', async () => {
      listen();
    });
    app.addHook('onClose', async () => {
      closing = true;
      clearTimeout(retry);
      const listening = client;
      client = undefined;
      await listening?.end().catch(() => undefined);
    });
  },
  { name: 'session-endings', dependencies: ['db', 'auth'] },
);
