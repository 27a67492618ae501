import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { createServer } from '../src/app.js';
import { defaultStaticPaths } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { seedDemo } from '../src/db/seed.js';
import { users } from '../src/db/schema.js';

/**
 * The same server on real PostgreSQL through node-postgres. `npm test` starts a throw-away PostgreSQL
 * (scripts/postgres.mjs) and passes its admin URL as TEST_POSTGRES_URL; without one these are skipped
 * and the summary line says so.
 */
const adminUrl = process.env.TEST_POSTGRES_URL;

describe.skipIf(!adminUrl)('on PostgreSQL (DATABASE_URL)', () => {
  const name = `ddi_test_${randomBytes(4).toString('hex')}`;
  let databaseUrl = '';
  let server: FastifyInstance;

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

  it('seeds the demo learners once, as on PGlite', async () => {
    await seedDemo(server.database.db);
    const rows = await server.database.db.select({ username: users.username }).from(users);
    expect(rows.map((row) => row.username).sort()).toEqual(['demo', 'multi']);
  });

  it('re-applying the migrations on an existing database changes nothing', async () => {
    const again = await openDatabase({ dataDir: 'memory://', databaseUrl });
    await again.ping();
    await again.close();
  });
});
