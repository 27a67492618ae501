import { ERRORS, MemoryLocker, type Lock, type Locker, type RequestRelease } from '@tus/server';
import type pg from 'pg';

/**
 * The first key of the two-key advisory locks of uploads (`pg_try_advisory_lock(namespace, hashtext(id))`): the
 * bytes of "tus1", so they never meet the start-up lock (`startupLockKey`) or anyone else's.
 */
export const uploadLockNamespace = 0x74757331;
/** The channel on which an instance asks the others to release an upload's lock (tus's "request release"). */
export const releaseChannel = 'ddi_tus_release';

export interface PostgresLockerOptions {
  /** Opens a connection of the locker's own (`Database.connect`): its session holds the advisory locks. */
  connect: () => Promise<pg.Client>;
  /** How long a request waits for a lock before tus answers 500 "failed to acquire lock before timeout" (30 s, tus's). */
  acquireLockTimeout?: number;
  /** How often a lock another instance holds is tried again (ms). */
  retryMs?: number;
  /** Told when the dedicated connection fails (its locks are then gone; the next lock opens a new one). */
  onError?: (error: Error) => void;
}

/**
 * A tus {@link Locker} that holds across server instances on PostgreSQL (decision 0061): an upload's requests may
 * reach any instance sharing the upload folder. A lock is first taken in this instance (tus's own in-memory
 * locker, for requests of one instance), then as a session-level advisory lock on one dedicated connection; while
 * another instance holds it, the lock is tried again every `retryMs` and that instance is asked, by a NOTIFY it
 * listens for, to release it (tus's rule: the newer request for an upload wins, the older one is ended after its
 * drain time). If a process or its connection dies, PostgreSQL drops its locks with the session.
 */
export class PostgresLocker implements Locker {
  readonly local: MemoryLocker;
  readonly timeout: number;
  readonly retryMs: number;
  /** The release requests of the requests of this instance holding an advisory lock, by upload id. */
  readonly holders = new Map<string, RequestRelease>();
  #client: Promise<pg.Client> | undefined;
  #closed = false;

  constructor(private readonly options: PostgresLockerOptions) {
    this.timeout = options.acquireLockTimeout ?? 30_000;
    this.retryMs = options.retryMs ?? 100;
    this.local = new MemoryLocker({ acquireLockTimeout: this.timeout });
  }

  newLock(id: string): Lock {
    return new PostgresLock(id, this);
  }

  /** The dedicated connection, opened (and listening for release requests) on first use and after a failure. */
  client(): Promise<pg.Client> {
    if (this.#closed) return Promise.reject(new Error('the upload locker is closed'));
    this.#client ??= this.#open().catch((error: unknown) => {
      this.#client = undefined;
      throw error;
    });
    return this.#client;
  }

  async #open(): Promise<pg.Client> {
    const client = await this.options.connect();
    const lost = (error: Error) => {
      if (this.#client) this.options.onError?.(error);
      this.#client = undefined;
    };
    client.on('error', lost);
    client.on('end', () => lost(new Error('the upload locker’s connection ended')));
    client.on('notification', (message) => {
      if (message.channel === releaseChannel && message.payload) void this.holders.get(message.payload)?.();
    });
    await client.query(`listen ${releaseChannel}`);
    return client;
  }

  /** Ends the dedicated connection (and with it any lock still held). */
  async close(): Promise<void> {
    this.#closed = true;
    const client = await this.#client?.catch(() => undefined);
    this.#client = undefined;
    await client?.end().catch(() => undefined);
  }
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });

class PostgresLock implements Lock {
  readonly #local: Lock;
  #connection: pg.Client | undefined;

  constructor(
    private readonly id: string,
    private readonly locker: PostgresLocker,
  ) {
    this.#local = locker.local.newLock(id);
  }

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const until = Date.now() + this.locker.timeout;
    await this.#local.lock(signal, requestRelease);
    try {
      let asked = false;
      while (!signal.aborted && Date.now() < until) {
        const client = await this.locker.client();
        const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1, hashtext($2)) as locked', [uploadLockNamespace, this.id]);
        if (rows[0]?.locked) {
          this.#connection = client;
          this.locker.holders.set(this.id, requestRelease);
          return;
        }
        if (!asked) {
          await client.query('select pg_notify($1, $2)', [releaseChannel, this.id]);
          asked = true;
        }
        await wait(Math.min(this.locker.retryMs, Math.max(0, until - Date.now())), signal);
      }
      throw ERRORS.ERR_LOCK_TIMEOUT;
    } catch (error) {
      await this.#local.unlock();
      throw error;
    }
  }

  async unlock(): Promise<void> {
    this.locker.holders.delete(this.id);
    const connection = this.#connection;
    this.#connection = undefined;
    try {
      // A connection lost meanwhile took the lock with it; a new one never had it.
      if (connection && (await this.locker.client().catch(() => undefined)) === connection) {
        await connection.query('select pg_advisory_unlock($1, hashtext($2))', [uploadLockNamespace, this.id]).catch(() => undefined);
      }
    } finally {
      await this.#local.unlock();
    }
  }
}
