import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { heartbeats } from '../src/db/schema.js';
import { adminUrl, call, freshDatabase, type Instance, type Reachable, signIn, startInstance } from './instances.js';

/**
 * An instance killed with SIGKILL while learners' heartbeats flow to three instances on one PostgreSQL:
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

describe.skipIf(!adminUrl)('an instance killed with SIGKILL while heartbeats flow to three instances', () => {
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

  it('nothing acknowledged is lost, and with idempotency keys every heartbeat is stored exactly once', async () => {
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
    const targets: Reachable[] = [local[0] as Instance, local[1] as Instance, child];
    const acknowledged = new Set<string>();
    let answeredByChild = 0;
    let failed = 0;
    let turn = 0;
    const exited = once(child.child, 'exit');

    // Eight learners' clients, each sending its buffered heartbeats (one to three per request) to the next
    // instance in turn, and keeping what was not acknowledged to send again, to the instance after.
    const client = async () => {
      while (waiting.length > 0) {
        const batch = waiting.splice(0, 1 + (turn % 3));
        const target = targets[turn++ % targets.length] as Reachable;
        const answer = await call<{ accepted: number }>(target, 'POST', '/hb/v1/heartbeat/', { cookie, json: batch }).catch(() => undefined);
        if (answer?.body.code === 0) {
          for (const beat of batch) acknowledged.add(beat.idempotencyKey);
          if (target === child && ++answeredByChild === 15) child.child.kill('SIGKILL');
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
    expect(failed).toBeGreaterThan(0);
    expect(acknowledged.size).toBe(total);
    const check = await openDatabase({ dataDir: 'memory://', databaseUrl: database.url });
    try {
      const rows = await check.db.select({ key: heartbeats.idempotencyKey }).from(heartbeats).where(eq(heartbeats.userId, userId));
      const keys = rows.map((row) => row.key);
      expect(new Set(keys)).toEqual(acknowledged);
      expect(keys).toHaveLength(total);
    } finally {
      await check.close();
    }
  });
});
