import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { repoRoot } from '../config.js';
import * as learningSchema from './learning-schema.js';
import * as coreSchema from './schema.js';
import * as videoSchema from './video-schema.js';

const schema = { ...coreSchema, ...videoSchema, ...learningSchema };

export type Schema = typeof schema;
/** One Drizzle type for both drivers: repositories never know which engine is behind them. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  /** `pglite` (embedded, default) or `postgres` (node-postgres through DATABASE_URL). */
  kind: 'pglite' | 'postgres';
  /** Round trip to the engine; used by `/healthz`. */
  ping(): Promise<void>;
  /** Closes the connections; closing twice is harmless. */
  close(): Promise<void>;
  /**
   * Runs `work` while no other server instance runs its start-up work on this database (migrations, the demo
   * seed): on PostgreSQL under the start-up advisory lock (`startupLockKey`), on PGlite at once.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** PGlite only: the whole data directory as a tarball (for `loadDataDir`). */
  dump?: () => Promise<Blob>;
  /**
   * PostgreSQL only: a new connection of the caller's own, outside the pool, for session state (advisory locks
   * held across requests, LISTEN: the upload locker); the caller ends it.
   */
  connect?: () => Promise<pg.Client>;
}

function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

/** Every migration lives below this folder (tests hash it to know when their cached database is stale). */
export const migrationsFolder = join(repoRoot, 'server/drizzle');

/**
 * The schema's areas, each with its own Drizzle schema file, drizzle-kit config, migrations folder and
 * bookkeeping table, applied in this order (docs/decisions/0006-schema-areas.md). A later area may refer
 * to an earlier one's tables, never the reverse.
 */
export const migrationAreas = [
  { folder: migrationsFolder, table: '__drizzle_migrations' },
  { folder: join(migrationsFolder, 'video'), table: '__drizzle_migrations_video' },
  { folder: join(migrationsFolder, 'learning'), table: '__drizzle_migrations_learning' },
] as const;

const pendingAreas = () => migrationAreas.filter((area) => existsSync(join(area.folder, 'meta/_journal.json')));

/**
 * The key of the session-level advisory lock (`pg_advisory_lock`) that instances starting together on one
 * PostgreSQL take in turn around their start-up work, so that an empty database is migrated once and the
 * others wait and then find nothing to do (decision 0025). Any fixed 64-bit number: these are the bytes of
 * "ddi-boot".
 */
export const startupLockKey = 0x6464692d626f6f74n;

/**
 * Runs `work` on one connection of the pool holding the start-up lock. The lock belongs to the connection:
 * if this process dies meanwhile, PostgreSQL ends the connection and the lock with it, and the next waiting
 * instance goes on. A connection whose unlock failed is discarded rather than returned to the pool.
 */
async function withStartupLock<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1)', [startupLockKey.toString()]);
    try {
      return await work(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [startupLockKey.toString()]).catch((error: unknown) => {
        broken = error instanceof Error ? error : new Error(String(error));
      });
    }
  } finally {
    client.release(broken);
  }
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** PGlite only: start from a dump of another database (`PGlite#dumpDataDir`); tests use it to skip set-up. */
  loadDataDir?: Blob | undefined;
}

/** Opens the database named by the options and applies every pending migration. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server ends (a restart, a failover, an administrator's terminate) is an 'error' of
    // the pool: without a listener it would stop the whole instance. The pool drops that connection and opens
    // a new one for the next query.
    pool.on('error', (error) => {
      console.warn(`PostgreSQL ended an idle connection (${error.message}); the next query opens a new one`);
    });
    const db = drizzlePg(pool, { schema });
    try {
      await withStartupLock(pool, async (client) => {
        const locked = drizzlePg(client, { schema });
        for (const area of pendingAreas()) await migratePg(locked, { migrationsFolder: area.folder, migrationsTable: area.table });
      });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      ping: async () => void (await db.execute(sql`select 1`)),
      close: once(() => pool.end()),
      exclusive: (work) => withStartupLock(pool, () => work()),
      connect: async () => {
        const client = new pg.Client({ connectionString: options.databaseUrl });
        await client.connect();
        return client;
      },
    };
  }
  if (!options.dataDir.startsWith('memory://')) await mkdir(options.dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  const db = drizzlePglite(client, { schema });
  for (const area of pendingAreas()) await migratePglite(db, { migrationsFolder: area.folder, migrationsTable: area.table });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    // One process owns a PGlite database: nobody else can be starting on it.
    exclusive: (work) => work(),
    ping: async () => void (await db.execute(sql`select 1`)),
    close: once(() => client.close()),
    dump: () => client.dumpDataDir('none'),
  };
}
