import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationAreas, openDatabase } from '../src/db/client.js';
import { assessmentAttempts, assessmentReports, learningPaths } from '../src/db/learning-schema.js';
import { heartbeats, sessions } from '../src/db/schema.js';
import { vodQualityBeacons, vodViewStats } from '../src/db/video-schema.js';
import { createAdminToken } from '../src/services/admin-tokens.js';
import { sessionRules } from '../src/services/login.js';
import { demo, multi, TestClock } from './helpers.js';
import { adminUrl, beaconPath, call, eventually, freshDatabase, type Instance, login, rowCounts, signIn, startInstance, userInfo } from './instances.js';

/**
 * Three server instances (real Fastify apps listening on their own ports, each with its own connection pool)
 * on ONE PostgreSQL database, driven over real HTTP: what docs/deploy.md "Several instances" promises.
 * `npm test` starts a throw-away PostgreSQL (scripts/postgres.mjs) and passes its admin URL as
 * TEST_POSTGRES_URL; without one these are skipped, as in postgres.test.ts.
 */

describe.skipIf(!adminUrl)('three instances on one PostgreSQL', () => {
  const clock = new TestClock('2026-01-05T03:00:00Z');
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  const instances: Instance[] = [];
  const at = (name: 'A' | 'B' | 'C') => instances.find((instance) => instance.name === name) as Instance;

  beforeAll(async () => {
    database = await freshDatabase();
    // One after the other: starting together is the migrations test's subject, below.
    for (const name of ['A', 'B', 'C']) instances.push(await startInstance(name, { databaseUrl: database.url, clock, sweepIntervalMs: 10 }));
  }, 60_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await database?.drop();
  });

  it('a learner logged in through A is answered by B and C; a new login through C ends the session on A (106 at its next status check)', async () => {
    const first = await login(at('A'), demo.username, demo.password);
    expect(first.body.code).toBe(0);
    const cookie = first.cookie ?? '';
    expect(cookie).toMatch(/^ddi_session=./);
    for (const name of ['A', 'B', 'C'] as const) {
      const answer = await userInfo(at(name), cookie);
      expect(answer.body).toMatchObject({ code: 0, data: { userId: first.body.data.userInfo.userId } });
    }

    const second = await login(at('C'), demo.username, demo.password);
    expect(second.body.code).toBe(0);
    // The app checks its session every `loginstatus/interval` (30 s); A and B trust a valid session they
    // found for `sessionRules.cacheMs` (5 s, decision 0011), so the next check is past that.
    const interval = await call<number>(at('A'), 'GET', '/ddilearner/v1/user/loginstatus/interval');
    expect(interval.body.data * 1000).toBeGreaterThan(sessionRules.cacheMs);
    clock.advance(interval.body.data * 1000);
    for (const name of ['A', 'B', 'C'] as const) expect((await userInfo(at(name), cookie)).body.code).toBe(106);
    for (const name of ['A', 'B', 'C'] as const) expect((await userInfo(at(name), second.cookie ?? '')).body.code).toBe(0);
    const rows = await at('B').app.database.db.select({ reason: sessions.revokedReason }).from(sessions);
    expect(rows.map((row) => row.reason ?? 'valid').sort()).toEqual(['replaced', 'valid']);
  });

  it('decision 0109: a logout through B, or a new login through C, ends the session on every instance at once, not after their cache\'s lifetime', async () => {
    const codesAt = async (names: readonly ('A' | 'B' | 'C')[], cookie: string) => Promise.all(names.map(async (name) => (await userInfo(at(name), cookie)).body.code));
    const first = await login(at('A'), demo.username, demo.password);
    const cookie = first.cookie ?? '';
    // Each instance has now found the session valid and trusts it for `sessionRules.cacheMs`; the clock stays still.
    expect(await codesAt(['A', 'B', 'C'], cookie)).toEqual([0, 0, 0]);
    expect((await call(at('B'), 'GET', '/ddilearner/v1/user/logout', { cookie })).body.code).toBe(0);
    expect(await eventually(async () => (await codesAt(['A', 'C'], cookie)).every((code) => code === 106), 2_000)).toBe(true);

    const second = await login(at('A'), demo.username, demo.password);
    expect(await codesAt(['A', 'B', 'C'], second.cookie ?? '')).toEqual([0, 0, 0]);
    const third = await login(at('C'), demo.username, demo.password);
    expect(await eventually(async () => (await codesAt(['A', 'B'], second.cookie ?? '')).every((code) => code === 106), 2_000)).toBe(true);
    expect(await codesAt(['A', 'B', 'C'], third.cookie ?? '')).toEqual([0, 0, 0]);
  });

  it('the login failure limit is counted once across instances, not per instance', async () => {
    // 5 failures per account in 15 minutes (docs/api.md): spread over three instances they still add up.
    const order = ['A', 'B', 'C', 'A', 'B'] as const;
    for (const name of order) expect((await login(at(name), multi.username, 'wrong password')).body.code).toBe(1001);
    for (const name of ['C', 'A', 'B'] as const) {
      const blocked = await login(at(name), multi.username, multi.password);
      expect(blocked.status).toBe(429);
      expect(blocked.body.code).toBe(429);
    }
    clock.advance(15 * 60_000);
    expect((await login(at('C'), multi.username, multi.password)).body.code).toBe(0);
  });

  it('heartbeats re-sent to other instances with their idempotency keys are stored once; without a key, once per send', async () => {
    const { cookie, userId } = await signIn(at('B'));
    const beat = (idempotencyKey?: string) => ({
      actionContext: '/home',
      actionId: 1000,
      appId: 'ddi-learner-pc',
      appName: 'DDI Leadership Learning',
      appVersion: '0.1.0-en',
      learningPathMetaId: null,
      result: 'active',
      userId,
      objectIds: null,
      clientInfo: { page: '/pc/home' },
      ...(idempotencyKey ? { idempotencyKey } : {}),
    });
    const keys = [`k-${randomBytes(6).toString('hex')}`, `k-${randomBytes(6).toString('hex')}`];
    const batch = [beat(keys[0]), beat(keys[1]), beat()];
    // The same buffered batch, as a client sends it again when it did not see the answer, to each instance.
    for (const name of ['A', 'B', 'C'] as const) {
      const answer = await call(at(name), 'POST', '/hb/v1/heartbeat/', { cookie, json: batch });
      expect(answer.body).toMatchObject({ code: 0, data: { accepted: 3 } });
    }
    const stored = await at('A').app.database.db
      .select({ key: heartbeats.idempotencyKey })
      .from(heartbeats)
      .where(eq(heartbeats.userId, userId));
    expect(stored.filter((row) => row.key === keys[0])).toHaveLength(1);
    expect(stored.filter((row) => row.key === keys[1])).toHaveLength(1);
    expect(stored.filter((row) => row.key === null)).toHaveLength(3);
  });

  it('view and quality beacons re-sent to A, B and C with their idempotency key ik are stored once; without a key, three times', async () => {
    const pid = `multi-${randomBytes(4).toString('hex')}`;
    const ik = `ik-${randomBytes(6).toString('hex')}`;
    // The same requests, as a browser or proxy repeats them when an answer is lost, to each instance in turn.
    for (const name of ['A', 'B', 'C'] as const) {
      for (const path of [beaconPath('view', pid, ik), beaconPath('view', pid), beaconPath('quality', pid, ik), beaconPath('quality', pid)]) {
        expect((await call(at(name), 'GET', path)).body).toEqual({ code: 0, message: '', data: null });
      }
    }
    const db = at('C').app.database.db;
    const views = await db.select({ key: vodViewStats.idempotencyKey }).from(vodViewStats).where(eq(vodViewStats.pid, pid));
    const qualities = await db.select({ key: vodQualityBeacons.idempotencyKey }).from(vodQualityBeacons).where(eq(vodQualityBeacons.pid, pid));
    for (const rows of [views, qualities]) {
      expect(rows.filter((row) => row.key === ik)).toHaveLength(1);
      expect(rows.filter((row) => row.key === null)).toHaveLength(3);
    }
  });

  it('a progress write answered by one instance is in the course page of the other two at once (read-your-writes; no instance caches progress)', async () => {
    // The guarantee (decision 0050, addendum): once an instance has answered a write, every later read on any
    // instance includes it. Each read below is sent only after the write's answer, with no wait or retry.
    const { cookie } = await signIn(at('A'));
    type Course = { id: number; units: { id: number; videoSeconds: number; watchedSeconds: number; status: string }[] };
    const list = await call<{ learningPathMetaId: number }[]>(at('B'), 'GET', '/ddilearner/v2/user/learning/progress', { cookie });
    const courseId = list.body.data[0]!.learningPathMetaId;
    const page = async (name: 'A' | 'B' | 'C') => (await call<Course>(at(name), 'GET', `/ddilearner/v2/user/learningpathes/${courseId}`, { cookie })).body.data;
    const unit = (await page('C')).units.find((candidate) => candidate.videoSeconds >= 20 && candidate.status === 'notStarted');
    expect(unit, 'a unit not started, with a video of 20 s or more').toBeDefined();
    const init = await call<{ tickId: number }>(at('A'), 'POST', '/ddilearner/v1/user/tick/init/video', { cookie, json: { learningPathMetaId: courseId, unitId: unit!.id } });
    expect(init.body.code).toBe(0);
    for (const name of ['B', 'C'] as const) expect((await page(name)).units.find((row) => row.id === unit!.id)?.status, name).toBe('notFinished');
    const order = ['A', 'B', 'C'] as const;
    for (let step = 1; step <= 6; step++) {
      const writer = order[step % 3]!;
      const position = Math.floor((unit!.videoSeconds * step) / 10);
      const update = await call(at(writer), 'POST', `/ddilearner/v1/user/tick/update/${init.body.data.tickId}`, { cookie, json: { position } });
      expect(update.body.code, writer).toBe(0);
      for (const reader of order.filter((name) => name !== writer)) {
        expect((await page(reader)).units.find((row) => row.id === unit!.id)?.watchedSeconds, `written on ${writer}, read on ${reader}`).toBe(position);
      }
    }
  });

  it('a course re-imported through B is in A’s next course page call (each instance caches course content by the content version it reads per call)', async () => {
    const { cookie } = await signIn(at('A'));
    type Course = { id: number; name: string; units: { id: number; title: string }[] };
    const list = await call<{ learningPathMetaId: number }[]>(at('A'), 'GET', '/ddilearner/v2/user/learning/progress', { cookie });
    const courseId = list.body.data[0]!.learningPathMetaId;
    const page = async (name: 'A' | 'B' | 'C') => (await call<Course>(at(name), 'GET', `/ddilearner/v2/user/learningpathes/${courseId}?lang=EN`, { cookie })).body.data;
    // A reads the course twice: its content is in A's cache.
    const before = await page('A');
    expect(await page('A')).toEqual(before);
    const [path] = await at('B').app.database.db.select({ code: learningPaths.code }).from(learningPaths).where(eq(learningPaths.id, courseId));
    const token = await createAdminToken(at('B').app.database.db);
    const admin = (method: string, url: string, payload?: unknown) =>
      fetch(`${at('B').origin}/admin/v1${url}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: payload === undefined ? undefined : JSON.stringify(payload) });
    const exported = (await (await admin('GET', `/courses/${path!.code}`)).json()) as { data: { course: { name: Record<string, string>; units: { title: Record<string, string> }[] } } };
    const file = exported.data;
    file.course.name.EN = `${before.name} (re-imported)`;
    file.course.units[0]!.title.EN = 'A unit title changed by a re-import';
    expect((await admin('POST', '/courses', file)).status).toBe(200);
    // A's next call, at once, with no wait or retry; and C's, which had nothing cached.
    for (const name of ['A', 'C'] as const) {
      const after = await page(name);
      expect(after.name, name).toBe(`${before.name} (re-imported)`);
      expect(after.units[0]?.title, name).toBe('A unit title changed by a re-import');
      expect(after.units.map((unit) => unit.id), name).toEqual(before.units.map((unit) => unit.id));
    }
  });

  it('an attempt started on A and answered on B is finished exactly once at its deadline, whichever sweeper gets there first', async () => {
    const { cookie } = await signIn(at('A'));
    const [course] = await at('A').app.database.db.select({ id: learningPaths.id }).from(learningPaths).where(eq(learningPaths.code, 'feedback'));
    const started = await call<{ attemptId: number; deadline: string; questions: { id: number; type: string; options: { id: number }[] }[] }>(
      at('A'),
      'GET',
      `/sr/survey/show/${course?.id}/1/0`,
      { cookie },
    );
    expect(started.body.code).toBe(0);
    const { attemptId, deadline, questions } = started.body.data;
    const question = questions.find((entry) => entry.type === 'single');
    const saved = await call<{ answeredCount: number }>(at('B'), 'POST', '/sr/survey/saveSurveyAnswer', {
      cookie,
      json: { courseId: course?.id, moduleId: 1, attemptId, questionId: question?.id, optionIds: [question?.options[0]?.id] },
    });
    expect(saved.body).toMatchObject({ code: 0, data: { answeredCount: 1 } });

    // Past the deadline every instance's sweeper (every 10 ms here) races for the attempt; so do three
    // explicit sweeps, one through each instance, started at the same moment.
    clock.set(new Date(new Date(deadline).getTime() + 1000));
    const direct = await Promise.all(instances.map((instance) => instance.app.assessments.finishOverdue()));
    const status = async () =>
      (await at('C').app.database.db.select({ status: assessmentAttempts.status }).from(assessmentAttempts).where(eq(assessmentAttempts.id, attemptId)))[0]
        ?.status;
    expect(await eventually(async () => (await status()) !== 'inProgress')).toBe(true);
    // Stopping waits for any sweep still running, so that every close that happened is counted.
    await Promise.all(instances.map((instance) => instance.stop()));

    const swept = instances.flatMap((instance) => instance.logs.filter((line) => line.msg === 'overdue assessment attempts finished'));
    const closes = direct.reduce((sum, count) => sum + count, 0) + swept.reduce((sum, line) => sum + (line.count ?? 0), 0);
    expect(closes).toBe(1);
    const check = await openDatabase({ dataDir: 'memory://', databaseUrl: database.url });
    try {
      const [attempt] = await check.db.select().from(assessmentAttempts).where(eq(assessmentAttempts.id, attemptId));
      expect(attempt).toMatchObject({ status: 'expired', finishedAt: new Date(deadline) });
      expect(await check.db.select().from(assessmentReports).where(eq(assessmentReports.attemptId, attemptId))).toHaveLength(1);
    } finally {
      await check.close();
    }
  });
});

describe.skipIf(!adminUrl)('three instances starting at the same moment on an empty database', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let instances: Instance[] = [];

  beforeAll(async () => {
    database = await freshDatabase();
  });

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await database?.drop();
  });

  it('migrate it once (an advisory lock) and seed it once, and none fails', async () => {
    const clock = new TestClock();
    const started = await Promise.allSettled(['A', 'B', 'C'].map((name) => startInstance(name, { databaseUrl: database.url, clock })));
    instances = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    expect(started.filter((result) => result.status === 'rejected').map((result) => String((result as PromiseRejectedResult).reason))).toEqual([]);

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      for (const area of migrationAreas) {
        const journal = JSON.parse(readFileSync(join(area.folder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
        const applied = await client.query<{ hash: string }>(`select hash from drizzle.${area.table}`);
        expect(applied.rows).toHaveLength(journal.entries.length);
      }
    } finally {
      await client.end();
    }
    // Seeded once: every table holds as many rows as in a database one instance started on alone.
    const alone = await freshDatabase();
    try {
      const single = await startInstance('alone', { databaseUrl: alone.url, clock });
      await single.stop();
      const raced = await rowCounts(database.url);
      expect(raced.users).toBeGreaterThan(0);
      expect(raced).toEqual(await rowCounts(alone.url));
    } finally {
      await alone.drop();
    }
    for (const instance of instances) expect((await call(instance, 'GET', '/healthz')).body).toEqual({ status: 'ok', database: 'postgres' });
  });

  it('start-up work (migrations, the demo seed) of instances on one database runs one instance at a time', async () => {
    const opened = await Promise.all([1, 2, 3].map(() => openDatabase({ dataDir: 'memory://', databaseUrl: database.url })));
    try {
      let inside = 0;
      let most = 0;
      await Promise.all(
        opened.map((each) =>
          each.exclusive(async () => {
            inside += 1;
            most = Math.max(most, inside);
            // Long enough for the others to try to enter meanwhile.
            await each.db.execute(sql`select pg_sleep(0.05)`);
            inside -= 1;
          }),
        ),
      );
      expect(most).toBe(1);
    } finally {
      await Promise.all(opened.map((each) => each.close()));
    }
  });
});
