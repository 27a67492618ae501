import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { heartbeats } from '../src/db/schema.js';
import { vodQualityBeacons, vodViewStats } from '../src/db/video-schema.js';
import { adminUrl, beaconPath, call, freshDatabase, type Instance, type Reachable, signIn, startInstance } from './instances.js';

/**
 * An instance killed with SIGKILL while learners' heartbeats and the player's beacons flow to three instances on one PostgreSQL:
 * two in this process and one child process (`node --import tsx server/src/server.ts`, as `npm start`
 * runs it but from the sources) that the test kills mid-stream.
 */

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Starts server.ts in a child process on a free port; resolves once it says where it listens. */
async function startChild(databaseUrl: string): Promise<Reachable & { child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: '0', HOST: '127.0.0.1', DEMO: '1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const origin = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /Listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (found?.[1]) resolve(found[1]);
    });
    child.once('exit', (code) => reject(new Error(`the child server exited (${code}) before listening:\n${output}`)));
  });
  return { origin, child };
}

describe.skipIf(!adminUrl)('an instance killed with SIGKILL while heartbeats and beacons flow to three instances', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  const local: Instance[] = [];
  let killed: (Reachable & { child: ChildProcess }) | undefined;

  beforeAll(async () => {
    database = await freshDatabase();
    local.push(await startInstance('A', { databaseUrl: database.url }));
    local.push(await startInstance('B', { databaseUrl: database.url }));
    killed = await startChild(database.url);
  }, 60_000);

  afterAll(async () => {
    if (killed?.child.exitCode === null && killed.child.signalCode === null) killed.child.kill('SIGKILL');
    await Promise.all(local.map((instance) => instance.stop()));
    await database?.drop();
  });

  it('nothing acknowledged is lost, and with idempotency keys every heartbeat and every beacon is stored exactly once', async () => {
    const child = killed;
    if (!child) throw new Error('the child instance did not start');
    const { cookie, userId } = await signIn(local[0] as Instance);
    const total = 240;
    const waiting = Array.from({ length: total }, (_, index) => ({
      actionContext: `/course/${index}`,
      actionId: 1000,
      appId: 'ddi-learner-pc',
      appName: 'DDI Leadership Learning',
      appVersion: '0.1.0-en',
      learningPathMetaId: null,
      result: 'active',
      userId,
      objectIds: null,
      clientInfo: { page: '/pc/home' },
      idempotencyKey: `kill-${index}-${randomBytes(4).toString('hex')}`,
    }));
    // The players' view and quality beacons, each with its own key, in eight player sessions.
    const beaconTotal = 160;
    const beacons = Array.from({ length: beaconTotal }, (_, index) => {
      const kind = index % 2 === 0 ? ('view' as const) : ('quality' as const);
      const ik = `beacon-${index}-${randomBytes(4).toString('hex')}`;
      return { kind, ik, path: beaconPath(kind, `kill-pid-${index % 8}`, ik) };
    });
    const targets: Reachable[] = [local[0] as Instance, local[1] as Instance, child];
    const acknowledged = new Set<string>();
    const acknowledgedBeacons = { view: new Set<string>(), quality: new Set<string>() };
    let answeredByChild = 0;
    let failed = 0;
    let turn = 0;
    // Every 7th answer is lost on its way back (once per request): the request was stored, the client does
    // not know it and sends it again, to the next instance. Without the keys those would be stored twice.
    const lost = new Set<string>();
    let answers = 0;
    const answerLost = (key: string) => {
      if (++answers % 7 !== 0 || lost.has(key)) return false;
      lost.add(key);
      return true;
    };
    const exited = once(child.child, 'exit');

    // Eight clients, each sending buffered heartbeats (one to three per request) and beacons in turn to the next
    // instance, and keeping what was not acknowledged (refused, failed, or its answer lost) to send again, to
    // the instance after.
    const client = async () => {
      while (waiting.length > 0 || beacons.length > 0) {
        const target = targets[turn++ % targets.length] as Reachable;
        const acknowledge = () => {
          if (target === child && ++answeredByChild === 15) child.child.kill('SIGKILL');
        };
        if (beacons.length > 0 && (waiting.length === 0 || turn % 2 === 0)) {
          const beacon = beacons.shift() as (typeof beacons)[number];
          const answer = await call(target, 'GET', beacon.path).catch(() => undefined);
          if (answer?.body.code === 0 && !answerLost(beacon.ik)) {
            acknowledgedBeacons[beacon.kind].add(beacon.ik);
            acknowledge();
          } else {
            failed += 1;
            beacons.push(beacon);
          }
          continue;
        }
        const batch = waiting.splice(0, 1 + (turn % 3));
        const answer = await call<{ accepted: number }>(target, 'POST', '/hb/v1/heartbeat/', { cookie, json: batch }).catch(() => undefined);
        if (answer?.body.code === 0 && !answerLost(batch[0]?.idempotencyKey ?? '')) {
          for (const beat of batch) acknowledged.add(beat.idempotencyKey);
          acknowledge();
        } else {
          failed += 1;
          waiting.push(...batch);
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, client));
    await exited;

    expect(child.child.signalCode).toBe('SIGKILL');
    expect(answeredByChild).toBeGreaterThanOrEqual(15);
    expect(failed).toBeGreaterThan(lost.size);
    expect(lost.size).toBeGreaterThan(10);
    expect(acknowledged.size).toBe(total);
    expect(acknowledgedBeacons.view.size + acknowledgedBeacons.quality.size).toBe(beaconTotal);
    const check = await openDatabase({ dataDir: 'memory://', databaseUrl: database.url });
    try {
      const rows = await check.db.select({ key: heartbeats.idempotencyKey }).from(heartbeats).where(eq(heartbeats.userId, userId));
      const keys = rows.map((row) => row.key);
      expect(new Set(keys)).toEqual(acknowledged);
      expect(keys).toHaveLength(total);
      // The database is this test's own: every beacon row in it is one of the acknowledged ones, each once.
      const views = (await check.db.select({ key: vodViewStats.idempotencyKey }).from(vodViewStats)).map((row) => row.key);
      const qualities = (await check.db.select({ key: vodQualityBeacons.idempotencyKey }).from(vodQualityBeacons)).map((row) => row.key);
      expect(new Set(views)).toEqual(acknowledgedBeacons.view);
      expect(views).toHaveLength(beaconTotal / 2);
      expect(new Set(qualities)).toEqual(acknowledgedBeacons.quality);
      expect(qualities).toHaveLength(beaconTotal / 2);
    } finally {
      await check.close();
    }
  });
});
