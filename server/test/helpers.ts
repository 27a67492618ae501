import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { app, createServer, serverDefaults, type AppOptions } from '../src/app.js';
import { defaultStaticPaths, loadAssessmentConfig, loadDnaConfig, type StaticPaths } from '../src/config.js';
import { migrationsFolder, openDatabase, type Database } from '../src/db/client.js';
import { seedDemo } from '../src/db/seed.js';
import type { Clock } from '../src/lib/clock.js';
import { createAdminToken } from '../src/services/admin-tokens.js';
import type { SmsMessage, SmsTransport } from '../src/services/sms.js';

/** A clock that only moves when told to. Starts on Monday 5 January 2026, 10:00 in Bangkok (03:00 UTC). */
export class TestClock implements Clock {
  #time: number;

  constructor(start: Date | string = '2026-01-05T03:00:00.000Z') {
    this.#time = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.#time);
  }

  set(time: Date | string): void {
    this.#time = new Date(time).getTime();
  }

  advance(ms: number): void {
    this.#time += ms;
  }
}

/**
 * Starting PGlite and migrating costs ~3 s; loading a dump of a migrated database costs a fraction of that.
 * The dump is made once and kept in the temporary folder under a name that hashes everything it depends on
 * (migrations, seed, password hashing, PGlite's version), so every test file of a run, and the next runs,
 * start from it; a stale one is simply never read again, and is deleted when a new one is written.
 */
const templates = new Map<boolean, Promise<Blob>>();
const templatePrefix = 'ddi-pglite-template-';

async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  for (const name of (await readdir(migrationsFolder, { recursive: true })).sort()) {
    if (name.endsWith('.sql') || name.endsWith('_journal.json')) hash.update(name).update(await readFile(join(migrationsFolder, name)));
  }
  // Every schema and seed file, whatever area it belongs to.
  const dbSources = new URL('../src/db/', import.meta.url);
  for (const name of (await readdir(dbSources, { recursive: true })).sort()) {
    if (name.endsWith('.ts')) hash.update(name).update(await readFile(new URL(name, dbSources)));
  }
  // The demo content's course files (db/learning-seed.ts loads them) and the import that reads them.
  for (const folder of ['../content/demo/', '../src/services/course-import/']) {
    const url = new URL(folder, import.meta.url);
    for (const name of (await readdir(url)).sort()) hash.update(name).update(await readFile(new URL(name, url)));
  }
  for (const file of ['../src/lib/password.ts', '../../node_modules/@electric-sql/pglite/package.json']) {
    hash.update(await readFile(new URL(file, import.meta.url)));
  }
  return hash.digest('hex').slice(0, 16);
}

async function makeTemplate(seeded: boolean): Promise<Blob> {
  const database = await openDatabase({ dataDir: 'memory://' });
  if (seeded) await seedDemo(database.db);
  const blob = await database.dump?.();
  await database.close();
  if (!blob) throw new Error('PGlite did not dump its data directory');
  return blob;
}

function template(seeded: boolean): Promise<Blob> {
  let dump = templates.get(seeded);
  if (!dump) {
    dump = (async () => {
      const key = await templateKey();
      const name = `${templatePrefix}${seeded ? 'seeded' : 'empty'}-${key}.tar`;
      const path = join(tmpdir(), name);
      try {
        return new Blob([await readFile(path)]);
      } catch {
        const blob = await makeTemplate(seeded);
        const partial = `${path}.${process.pid}.partial`;
        await writeFile(partial, Buffer.from(await blob.arrayBuffer()));
        await rename(partial, path);
        for (const other of await readdir(tmpdir())) {
          if (other.startsWith(templatePrefix) && other.endsWith('.tar') && !other.endsWith(`-${key}.tar`)) {
            await rm(join(tmpdir(), other), { force: true });
          }
        }
        return blob;
      }
    })();
    templates.set(seeded, dump);
  }
  return dump;
}

/** A fresh in-memory PGlite database, migrated, with the demo content when `seeded`. */
export async function testDatabase(seeded = true): Promise<Database> {
  return openDatabase({ dataDir: 'memory://', loadDataDir: await template(seeded) });
}

export interface TestServerOptions extends Partial<Omit<AppOptions, 'config'>> {
  demo?: boolean;
  paths?: Partial<StaticPaths>;
  /** Fastify's own options, e.g. `trustProxy`. */
  fastify?: FastifyServerOptions;
}

/** A server on a fresh in-memory PGlite database, driven with `inject` (no port). */
export async function testServer(options: TestServerOptions = {}): Promise<FastifyInstance> {
  const { demo = true, paths, database, fastify, ...rest } = options;
  return createServer(
    {
      ...rest,
      config: { demo, paths: { ...defaultStaticPaths(), ...paths }, assessments: loadAssessmentConfig(), dna: loadDnaConfig() },
      database: database ?? (await testDatabase(demo)),
    },
    fastify,
  );
}

/** A line of the server's log (pino's JSON). */
export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

/** A destination for Fastify's `logger.stream` that keeps every line it is given, parsed, in `logs`. */
export function logCollector<Line extends LogLine = LogLine>(): { stream: Writable; logs: Line[] } {
  const logs: Line[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line.trim()) logs.push(JSON.parse(line) as Line);
      done();
    },
  });
  return { stream, logs };
}

/** A test server with an SMS gateway of its own (no outbox), and its log kept. */
export interface GatewayServer {
  server: FastifyInstance;
  /** The messages the gateway sent, oldest first. */
  sent: SmsMessage[];
  /** The server's log lines, level info (30) and above. */
  logs: LogLine[];
}

/**
 * A DEMO server whose SMS gateway records what it sends instead of the outbox; with `failNotices` it throws on
 * every notice (`code: null`) and still sends login codes, as a gateway outage just after a code went out would.
 * Close it after.
 */
export async function serverWithGateway(gatewayOptions: { failNotices?: boolean } = {}): Promise<GatewayServer> {
  const sent: SmsMessage[] = [];
  const gateway: SmsTransport = {
    async send(message) {
      if (gatewayOptions.failNotices && message.code === null) throw new Error('the SMS gateway is down');
      sent.push(message);
    },
  };
  const { stream, logs } = logCollector();
  const server = await testServer({ sms: gateway, fastify: { logger: { level: 'info', stream } } });
  return { server, sent, logs };
}

/**
 * A demo server whose every answer passes through `beforeSerialization` (Fastify's `preSerialization` hook,
 * added before the app's routes) just before its response schema serialises it: the response-schema tests
 * record what each handler returned, or add a field no schema lists. Close it after.
 */
export async function serverSeeingAnswers(
  beforeSerialization: (request: FastifyRequest, payload: unknown) => unknown,
  paths: Partial<StaticPaths> = {},
): Promise<FastifyInstance> {
  const server = Fastify(serverDefaults);
  server.addHook('preSerialization', async (request, _reply, payload: unknown) => beforeSerialization(request, payload));
  await server.register(app, {
    config: { demo: true, paths: { ...defaultStaticPaths(), ...paths }, assessments: loadAssessmentConfig(), dna: loadDnaConfig() },
    database: await testDatabase(true),
  });
  await server.ready();
  return server;
}

/**
 * One server for the tests of a `describe` (started before them, closed after them), for tests that do not
 * interfere with one another. Returns a getter.
 */
export function sharedServer(options: TestServerOptions | (() => TestServerOptions) = {}): () => FastifyInstance {
  let server: FastifyInstance | undefined;
  beforeAll(async () => {
    server = await testServer(typeof options === 'function' ? options() : options);
  });
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('the shared server has not started');
    return server;
  };
}

/**
 * Sets an environment variable for the rest of this test file (from its first hook) and puts the old value back
 * after it. The server's test files share their worker processes (vitest.config.ts: `isolate: false`), so a
 * variable set at a file's top level would still be set in the files that run after it in the same process.
 * Call it at the file's top level, before its `sharedServer`s, so it is set before they start.
 */
export function envForThisFile(name: string, value: string): void {
  const before = process.env[name];
  beforeAll(() => {
    process.env[name] = value;
  });
  afterAll(() => {
    if (before === undefined) delete process.env[name];
    else process.env[name] = before;
  });
}

/** How many rows a table holds. */
export async function countRows(server: FastifyInstance, table: PgTable): Promise<number> {
  const [row] = await server.database.db.select({ total: count() }).from(table);
  return row?.total ?? 0;
}

/** A throw-away built learner app: just an index.html and one asset. */
export async function fakeLearnerAppBuild(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'ddi-app-'));
  await mkdir(join(root, 'assets'));
  await writeFile(join(root, 'index.html'), '<!doctype html><title>learner app</title><div id="root"></div>');
  await writeFile(join(root, 'assets/main.js'), 'export {};');
  return root;
}

/** The demo logins (db/seed.ts). */
export const demo = { username: 'demo', password: 'Demo@1234', phone: '+66810000001' } as const;
export const multi = { username: 'multi', password: 'Demo@1234', phone: '+66810000002' } as const;

export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

export function body<T = unknown>(response: LightMyRequestResponse): Envelope<T> {
  return response.json<Envelope<T>>();
}

/** The `ddi_session` cookie a response set, as a request `cookie` header (`undefined` when none was set). */
export function sessionCookie(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((entry) => entry.name === 'ddi_session');
  return cookie && cookie.value ? `ddi_session=${cookie.value}` : undefined;
}

export interface LoginOptions {
  username?: string;
  password?: string;
  remember?: boolean;
  address?: string;
}

/** Logs in by account and returns the response. */
export function loginRequest(server: FastifyInstance, options: LoginOptions = {}): Promise<LightMyRequestResponse> {
  return server.inject({
    method: 'POST',
    url: '/ddilearner/v1/user/login',
    remoteAddress: options.address ?? '127.0.0.1',
    payload: {
      loginType: 'account',
      username: options.username ?? demo.username,
      password: options.password ?? demo.password,
      remember: options.remember ?? false,
    },
  });
}

/** A message of the DEMO outbox (`GET /dev/sms-outbox`): `code` is null for a notice. */
export interface OutboxMessage {
  phone: string;
  code: string | null;
  text: string;
  sentAt: string;
}

/** The DEMO outbox's messages to `phone`, newest first. */
export async function outboxMessages(server: FastifyInstance, phone: string): Promise<OutboxMessage[]> {
  return body<{ messages: OutboxMessage[] }>(await server.inject(`/dev/sms-outbox?phone=${encodeURIComponent(phone)}`)).data.messages;
}

/**
 * Sends an SMS code to `phone` from `address` and reads it back from the DEMO outbox: the newest message that has a
 * code, so a notice sent after it (a password change) is passed over.
 */
export async function sentSmsCode(server: FastifyInstance, phone: string, address = '127.0.0.1'): Promise<string> {
  const sent = await server.inject({ method: 'POST', url: '/api/sms/send', remoteAddress: address, payload: { phone } });
  if (sent.statusCode !== 200) throw new Error(`no code was sent: ${sent.statusCode} ${sent.body}`);
  const code = (await outboxMessages(server, phone)).find((message) => message.code !== null)?.code;
  if (!code) throw new Error(`no code was sent to ${phone}`);
  return code;
}

/** Imports learners (`account,phone,name,language` rows, or the columns of `header`) through `POST /admin/v1/learners`; fails the test when refused. */
export async function importLearnerRows(server: FastifyInstance, rows: string[], header = 'account,phone,name,language'): Promise<void> {
  const token = await createAdminToken(server.database.db);
  const response = await server.inject({
    method: 'POST',
    url: '/admin/v1/learners',
    headers: { 'content-type': 'text/csv', authorization: `Bearer ${token}` },
    payload: [header, ...rows].join('\n'),
  });
  if (response.statusCode !== 200) throw new Error(`the learners were not imported: ${response.statusCode} ${response.body}`);
}

/** Logs in by account and returns the session cookie header; fails the test when the login fails. */
export async function logIn(server: FastifyInstance, options: LoginOptions = {}): Promise<string> {
  const response = await loginRequest(server, options);
  const cookie = sessionCookie(response);
  if (response.statusCode !== 200 || body(response).code !== 0 || !cookie) {
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  }
  return cookie;
}
