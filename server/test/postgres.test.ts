import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { createServer } from '../src/app.js';
import { defaultStaticPaths } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { seedDemo } from '../src/db/seed.js';
import { heartbeats, rateLimits, sessions, users } from '../src/db/schema.js';
import { TestClock } from './helpers.js';

/**
 * The same server on real PostgreSQL through node-postgres. `npm test` starts a throw-away PostgreSQL
 * (scripts/postgres.mjs) and passes its admin URL as TEST_POSTGRES_URL; without one these are skipped
 * and the summary line says so.
 */
const adminUrl = process.env.TEST_POSTGRES_URL;

/**
 * What the database holds: every column, index and constraint of the `public` and `drizzle` schemas,
 * and a digest of every table's rows (the migrations' bookkeeping tables included).
 */
async function snapshot(connectionString: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const schemas = ['public', 'drizzle'];
    const columns = (
      await client.query(
        `select table_schema, table_name, column_name, ordinal_position, data_type, is_nullable, column_default
           from information_schema.columns where table_schema = any($1) order by 1, 2, 4`,
        [schemas],
      )
    ).rows;
    const indexes = (
      await client.query('select schemaname, tablename, indexname, indexdef from pg_indexes where schemaname = any($1) order by 1, 2, 3', [schemas])
    ).rows;
    const constraints = (
      await client.query(
        `select n.nspname, c.conrelid::regclass::text as "table", c.conname, pg_get_constraintdef(c.oid) as definition
           from pg_constraint c join pg_namespace n on n.oid = c.connamespace where n.nspname = any($1) order by 1, 2, 3`,
        [schemas],
      )
    ).rows;
    const tables = (
      await client.query<{ name: string }>(
        `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
          where table_schema = any($1) and table_type = 'BASE TABLE' order by 1`,
        [schemas],
      )
    ).rows;
    const rows: Record<string, { count: number; digest: string }> = {};
    for (const { name } of tables) {
      const result = await client.query<{ count: number; digest: string }>(
        `select count(*)::int as count, md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as digest from ${name} t`,
      );
      rows[name.replaceAll('"', '')] = result.rows[0]!;
    }
    return { columns, indexes, constraints, rows };
  } finally {
    await client.end();
  }
}

describe.skipIf(!adminUrl)('on PostgreSQL (DATABASE_URL)', () => {
  const name = `ddi_test_${randomBytes(4).toString('hex')}`;
  let databaseUrl = '';
  let server: FastifyInstance;
  const clock = new TestClock();

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    server = await createServer({
      config: { demo: true, paths: defaultStaticPaths() },
      database: await openDatabase({ dataDir: 'memory://', databaseUrl }),
      clock,
    });
  });

  afterAll(async () => {
    await server?.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  });

  it('applies the migrations and answers /healthz with database "postgres"', async () => {
    const response = await server.inject('/healthz');
    expect(response.json()).toEqual({ status: 'ok', database: 'postgres' });
  });

  it('an idle connection the server ends (restart, failover, an administrator) does not stop the instance: the next query opens a new one', async () => {
    const own = `${name}_idle`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${own}`);
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${own}`;
    const database = await openDatabase({ dataDir: 'memory://', databaseUrl: url.toString() });
    const original = console.warn;
    try {
      await database.ping();
      // Every idle connection of the pool is ended; each one's error arrives on its own, so the test waits for
      // all of them before querying (a query handed a connection whose error is still on its way would fail).
      const warnings: string[] = [];
      let allEnded = () => {};
      console.warn = (message: string) => {
        warnings.push(message);
        allEnded();
      };
      const { rowCount } = await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and backend_type = 'client backend'", [own]);
      expect(rowCount).toBeGreaterThan(0);
      await new Promise<void>((resolve) => {
        allEnded = () => {
          if (warnings.length >= (rowCount ?? 0)) resolve();
        };
        allEnded();
      });
      expect(warnings).toEqual(Array.from({ length: rowCount ?? 0 }, () => expect.stringMatching(/PostgreSQL ended an idle connection/)));
      await expect(database.ping()).resolves.toBeUndefined();
    } finally {
      console.warn = original;
      await database.close();
      await admin.query(`drop database if exists ${own} with (force)`);
      await admin.end();
    }
  });

  it('seeds the demo learners once, as on PGlite', async () => {
    await seedDemo(server.database.db);
    const rows = await server.database.db.select({ username: users.username }).from(users);
    expect(rows.map((row) => row.username).sort()).toEqual(['demo', 'graduate', 'multi', 'newcomer']);
  });

  it('re-applying the migrations on an existing database changes nothing', async () => {
    const before = await snapshot(databaseUrl);
    expect(before.columns.length).toBeGreaterThan(0);
    expect(Object.keys(before.rows)).toContain('drizzle.__drizzle_migrations');
    const again = await openDatabase({ dataDir: 'memory://', databaseUrl });
    await again.close();
    expect(await snapshot(databaseUrl)).toEqual(before);
  });

  const login = (username: string, password = 'Demo@1234') =>
    server.inject({ method: 'POST', url: '/ddilearner/v1/user/login', payload: { loginType: 'account', username, password } });
  const cookieOf = (response: Awaited<ReturnType<typeof login>>) =>
    `ddi_session=${response.cookies.find((cookie) => cookie.name === 'ddi_session')?.value ?? ''}`;

  it('sessions: login, the one-statement session check, takeover by a newer login (106) and expiry', async () => {
    clock.set('2026-01-05T03:00:00Z');
    const first = cookieOf(await login('demo'));
    expect((await server.inject({ url: '/ddilearner/v1/user/userinfo', headers: { cookie: first } })).json()).toMatchObject({ code: 0 });
    const second = cookieOf(await login('demo'));
    expect((await server.inject({ url: '/ddilearner/v1/user/userinfo', headers: { cookie: first } })).json()).toMatchObject({ code: 106 });
    clock.advance(25 * 3_600_000);
    expect((await server.inject({ url: '/ddilearner/v1/user/userinfo', headers: { cookie: second } })).json()).toMatchObject({ code: 106 });
    const reasons = (await server.database.db.select({ reason: sessions.revokedReason }).from(sessions)).map((row) => row.reason);
    expect(reasons.sort()).toEqual(['expired', 'replaced']);
  });

  it('rate limits: the atomic upsert counts and opens again after the window', async () => {
    const send = () => server.inject({ method: 'POST', url: '/api/sms/send', payload: { phone: '+66810000002' } });
    expect((await send()).json()).toMatchObject({ code: 0 });
    expect((await send()).statusCode).toBe(429);
    clock.advance(60_000);
    expect((await send()).json()).toMatchObject({ code: 0 });
    expect((await server.database.db.select().from(rateLimits)).length).toBeGreaterThan(0);
  });

  it('a password change notice is kept in the outbox without a code (migration 0006: sms_outbox.code is nullable)', async () => {
    const cookie = cookieOf(await login('graduate'));
    const change = { currentPassword: 'Demo@1234', password: 'Changed@2026' };
    expect((await server.inject({ method: 'POST', url: '/ddilearner/v1/user/password/change', headers: { cookie }, payload: change })).json()).toMatchObject({ code: 0 });
    const outbox = (await server.inject('/dev/sms-outbox?phone=%2B66810000004')).json<{ data: { messages: { code: string | null }[] } }>();
    expect(outbox.data.messages).toEqual([expect.objectContaining({ code: null })]);
  });

  it('heartbeats: a batch is written with its JSON columns', async () => {
    const cookie = cookieOf(await login('multi'));
    const beat = {
      actionContext: '/home',
      actionId: 1000,
      appId: 'ddi-learner-pc',
      appName: 'DDI Leadership Learning',
      appVersion: '0.1.0-en',
      learningPathMetaId: null,
      result: 'active',
      userId: 2,
      objectIds: ['/course/case', 3],
      clientInfo: { page: '/pc/home', screenWidth: 1920, cookiesEnabled: true, latitude: '' },
    };
    const response = await server.inject({ method: 'POST', url: '/hb/v1/heartbeat/', headers: { cookie }, payload: [beat, beat] });
    expect(response.json()).toMatchObject({ code: 0, data: { accepted: 2 } });
    await server.heartbeatWriter.flush();
    const rows = await server.database.db.select().from(heartbeats);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ userId: 2, objectIds: ['/course/case', 3], clientInfo: beat.clientInfo });
  });
});
