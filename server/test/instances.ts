import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { createServer } from '../src/app.js';
import { defaultStaticPaths, loadAssessmentConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { demo, logCollector, type LogLine as BaseLogLine, type TestClock } from './helpers.js';
import { md5, vids } from './vod-helpers.js';

/**
 * Server instances on one PostgreSQL for the multi-instance tests: real Fastify apps listening on loopback
 * ports, each with its own connection pool, driven over HTTP. `adminUrl` is the throw-away PostgreSQL's
 * admin URL that `npm test` passes (TEST_POSTGRES_URL); the tests skip without it.
 */
export const adminUrl = process.env.TEST_POSTGRES_URL;

/** A new, empty database on the test PostgreSQL; `drop` removes it. */
export async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `ddi_multi_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl ?? '');
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** How many rows each table of the `public` schema holds. */
export async function rowCounts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables.rows) {
      counts[name] = (await client.query<{ count: number }>(`select count(*)::int as count from "${name}"`)).rows[0]?.count ?? 0;
    }
    return counts;
  } finally {
    await client.end();
  }
}

export interface LogLine extends BaseLogLine {
  count?: number;
}

/** One running instance: the app, its HTTP origin and what it logged. */
/** Anything answering HTTP: an in-process instance or a child process. */
export interface Reachable {
  origin: string;
}

export interface Instance extends Reachable {
  name: string;
  app: FastifyInstance;
  origin: string;
  logs: LogLine[];
  stop(): Promise<void>;
}

export interface InstanceOptions {
  databaseUrl: string;
  /** The system clock when absent. */
  clock?: TestClock;
  demo?: boolean;
  sweepIntervalMs?: number;
  /** The videos directory (`VIDEOS_DIR`; with its upload folder): instances given the same one share it. */
  videosRoot?: string;
}

/** Starts one instance as server.ts does (open the database, migrate, build the app, listen on a port). */
export async function startInstance(name: string, options: InstanceOptions): Promise<Instance> {
  const { stream, logs } = logCollector<LogLine>();
  const database = await openDatabase({ dataDir: 'memory://', databaseUrl: options.databaseUrl });
  const assessments = { ...loadAssessmentConfig({}), sweepIntervalMs: options.sweepIntervalMs ?? 5000 };
  const app = await createServer(
    { config: { demo: options.demo ?? true, paths: { ...defaultStaticPaths(), ...(options.videosRoot ? { videos: options.videosRoot } : {}) }, assessments }, database, clock: options.clock },
    { logger: { level: 'info', stream } },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('the instance is not listening');
  let stopping: Promise<void> | undefined;
  return { name, app, origin: `http://127.0.0.1:${address.port}`, logs, stop: () => (stopping ??= app.close()) };
}

export interface Answer<T = unknown> {
  status: number;
  body: { code: number; message: string; data: T };
  cookie: string | undefined;
}

/** One HTTP call to an instance, with a JSON body when given. */
export async function call<T = unknown>(instance: Reachable, method: string, path: string, options: { cookie?: string; json?: unknown } = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${instance.origin}${path}`, {
    method,
    headers,
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
  });
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith('ddi_session='));
  return { status: response.status, body: (await response.json()) as Answer<T>['body'], cookie: session?.split(';')[0] };
}

export const login = (instance: Reachable, username: string, password: string) =>
  call<{ userInfo: { userId: number } }>(instance, 'POST', '/ddilearner/v1/user/login', { json: { loginType: 'account', username, password } });

/** A learner signed in through one instance: the session cookie to send to any instance, and who it is. */
export interface SignedIn {
  cookie: string;
  userId: number;
}

/**
 * Logs `who` (the demo learner unless told) in through `instance` with an account login and returns the
 * session; a refused login or an answer without a session cookie throws with the answer, so a test never goes
 * on with an empty cookie.
 */
export async function signIn(instance: Reachable, who: { username: string; password: string } = demo): Promise<SignedIn> {
  const answer = await login(instance, who.username, who.password);
  if (answer.body.code !== 0 || !answer.cookie) {
    throw new Error(`login of ${who.username} through ${instance.origin} was refused: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return { cookie: answer.cookie, userId: answer.body.data.userInfo.userId };
}

export const userInfo = (instance: Reachable, cookie: string) => call<{ userId: number }>(instance, 'GET', '/ddilearner/v1/user/userinfo', { cookie });

/** Polls `check` until it holds or `ms` pass; returns whether it held. */
export async function eventually(check: () => Promise<boolean>, ms = 10_000): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return check();
}

/**
 * The URL path of a view-statistics (signed, as the player signs it) or quality beacon of the seeded beacons
 * video, in player session `pid`, with the idempotency key `ik` when given (docs/api.md "View statistics").
 */
export function beaconPath(kind: 'view' | 'quality', pid: string, ik?: string): string {
  const vid = vids.beacons;
  const common = { pid, vid, uid: vid.slice(0, 10), href: Buffer.from('https://host.example/lesson').toString('base64'), pn: 'HTML5', pv: 'v1.0.0' };
  const fields =
    kind === 'view'
      ? { ...common, flow: '0', ts: '1767582000000', duration: '24', cts: '12', sd: '10', pd: '10', sign: md5(`ddi-vod-stats${pid}${vid}01012`) }
      : { ...common, domain: 'host.example', type: 'buffer', time: '250' };
  return `/vod/stats/${kind}?${new URLSearchParams(ik ? { ...fields, ik } : fields).toString()}`;
}
