import { eq, getTableName, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { runErase } from '../src/cli/erase.js';
import { certificates, learningPaths } from '../src/db/learning-schema.js';
import { dataErasures, dataRequests, rateLimits, smsCodes, smsOutbox, users } from '../src/db/schema.js';
import { newCertificateCode } from '../src/lib/tokens.js';
import { ErasureError, eraseLearner, personalTables, remainingRows } from '../src/services/erasure.js';
import { allTables } from './db-fingerprint.js';
import { body, demo, logIn, loginRequest, multi, testServer, TestClock } from './helpers.js';

interface Attempt {
  attemptId: number;
  moduleId: number;
  questions: { id: number; type: string; options: { id: number }[] }[];
}

/** Gives a learner rows in every personal table through the API (and a failed login, an SMS code). */
async function useEverything(server: FastifyInstance, username: string, phone: string, address: string): Promise<{ cookie: string; requestId: number }> {
  const db = server.database.db;
  // A failed login (a rate-limit counter of the account) and an SMS code (sms_codes, sms_outbox).
  await loginRequest(server, { username, password: 'wrong', address });
  await server.inject({ method: 'POST', url: '/api/sms/send', remoteAddress: address, payload: { phone } });
  const cookie = await logIn(server, { username, address });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) =>
    server.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const ok = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) => {
    const response = await call(method, url, payload);
    expect(body(response).code, `${method} ${url}: ${response.body}`).toBe(0);
    return body<never>(response).data;
  };
  const [path] = await db.select({ id: learningPaths.id }).from(learningPaths).where(eq(learningPaths.code, 'feedback'));
  const course = path?.id ?? 0;

  const request = await ok('POST', '/ddilearner/v1/user/datarequest', { type: 'erasure', text: `Please erase everything about me, ${username}-marker` });
  const unit = (await ok('GET', `/ddilearner/v2/learningpathes/${course}`)) as { units: { id: number }[] };
  const unitId = unit.units[0]?.id ?? 0;
  await ok('POST', '/ddilearner/v1/user/tick/init/essenceNotes', { learningPathMetaId: course, unitId });
  await ok('POST', '/ddilearner/v1/user/notes/add', { unitId, position: 3, text: `My note, ${username}-marker` });
  const view = (await ok('GET', `/ddilearner/v2/user/units/${unitId}`)) as { questions: { id: number; type: string; options: { id: string }[] }[] };
  const question = view.questions.find((entry) => entry.type !== 'open') ?? view.questions[0];
  if (question) await ok('POST', `/ddilearner/v2/user/units/${unitId}/answers`, { questionId: question.id, answer: question.type === 'open' ? ['text'] : [question.options[0]?.id] });
  const metas = (await ok('GET', '/ddilearner/v1/usersSatisficingMetas')) as { id: number; kind: string }[];
  await ok('POST', '/ddilearner/v1/usersSatisficing', { learningPathMetaId: course, answers: metas.map((meta) => (meta.kind === 'rating' ? { metaId: meta.id, score: 5 } : { metaId: meta.id, text: 'Great' })) });
  await ok('POST', '/sr/onceino/welcome');
  await ok('POST', '/ddilearner/v1/user/activity/goal', { minutes: 60 });
  // Pre-test: start, answer every question, finish (attempt, answers, report).
  const attempt = (await ok('GET', `/sr/survey/show/${course}/1/0`)) as Attempt;
  for (const entry of attempt.questions) {
    const answer = entry.type === 'open' ? { text: 'My reflection' } : { optionIds: [entry.options[0]?.id] };
    await ok('POST', '/sr/survey/saveSurveyAnswer', { courseId: course, moduleId: 1, attemptId: attempt.attemptId, questionId: entry.id, ...answer });
  }
  await ok('POST', `/sr/survey/finish/${course}/1`, { attemptId: attempt.attemptId });
  // Module 3: key actions and a scenario choice.
  const actions = (await ok('GET', `/ddilearner/v2/user/keyActions/${course}`)) as { options: { id: number }[] };
  await ok('PUT', `/ddilearner/v2/user/keyActions/${course}`, { chosen: actions.options.slice(0, 2).map((option) => option.id) });
  const scenes = (await ok('GET', `/ddilearner/v2/user/scenarios/${course}`)) as { scenes: { id: number; choices: { id: number }[] }[] };
  await ok('POST', `/ddilearner/v2/user/scenarios/${course}/${scenes.scenes[0]?.id}`, { choiceId: scenes.scenes[0]?.choices[0]?.id });
  // Leadership DNA: every question, finish (attempt, answers, report), an audio play.
  const dna = (await ok('POST', '/sr/learningtourEN/1/showSurvey/1')) as Attempt;
  for (const entry of dna.questions) await ok('PATCH', '/api/surveys/1', { questionId: entry.id, optionId: entry.options[2]?.id });
  await ok('POST', '/api/learningtour/1/finishSurvey/1');
  await ok('POST', '/sr/coursedna/saveDNAUserAudioRecord/1/2', { playedSeconds: 3, completed: true });
  // A heartbeat.
  const userId = ((await ok('GET', '/ddilearner/v1/user/userinfo')) as { userId: number }).userId;
  await ok('POST', '/hb/v1/heartbeat/', { actionContext: 'ctx', actionId: 1000, appId: 'ddi', appName: 'DDI', appVersion: '1', learningPathMetaId: course, result: null, userId, objectIds: null, clientInfo: { name: `${username}-marker` } });
  // A certificate (finishing every step of a course through the API is the certificates test's work).
  const now = new Date();
  await server.database.db.insert(certificates).values({ userId, learningPathId: course, code: newCertificateCode(), completedAt: now, issuedAt: now });
  return { cookie, requestId: (request as { id: number }).id };
}

async function userIdOf(server: FastifyInstance, username: string): Promise<number> {
  const [row] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

describe('the personal tables are derived from the schema', () => {
  it('every table with a foreign key to users is personal, and so are their children', () => {
    const names = new Set(personalTables.map((entry) => entry.name));
    for (const name of ['sessions', 'memberships', 'data_requests', 'heartbeats', 'enrolments', 'ticks', 'unit_notes', 'certificates', 'learning_goal_changes', 'answers', 'feedback', 'assessment_attempts', 'attempt_answers', 'assessment_reports', 'dna_attempts', 'dna_answers', 'dna_reports', 'dna_audio_records']) {
      expect(names, name).toContain(name);
    }
    expect(names).not.toContain('users');
    expect(names).not.toContain('learning_paths');
    expect(allTables.length).toBeGreaterThan(names.size);
  });
});

describe('erasing a learner removes all their personal data, ends their sessions and is logged', () => {
  it('after rows in every personal table: zero remain, the other learner is untouched, an audit row tells who/when/what', async () => {
    const clock = new TestClock();
    const server = await testServer({ clock });
    try {
      const { cookie, requestId } = await useEverything(server, demo.username, demo.phone, '10.81.0.1');
      const other = await useEverything(server, multi.username, multi.phone, '10.81.0.2');
      const userId = await userIdOf(server, demo.username);
      const otherId = await userIdOf(server, multi.username);
      await server.heartbeatWriter.flush();

      const before = await remainingRows(server.database.db, userId);
      for (const entry of personalTables) expect(before[entry.name], `the test gives the learner rows in ${entry.name}`).toBeGreaterThan(0);
      const otherBefore = await remainingRows(server.database.db, otherId);
      const db = server.database.db;
      const phoneRows = async (phone: string) => [
        (await db.select().from(smsCodes).where(eq(smsCodes.phone, phone))).length,
        (await db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone))).length,
      ];
      expect(await phoneRows(demo.phone)).toEqual([1, 1]);
      expect((await db.select().from(rateLimits).where(eq(rateLimits.key, 'login:account:15m:user:demo'))).length).toBe(1);

      const now = clock.now();
      const result = await eraseLearner(db, userId, { requestId, actor: 'dpo@example.com', now });

      expect(Object.values(await remainingRows(db, userId)).every((count) => count === 0)).toBe(true);
      expect(await phoneRows(demo.phone)).toEqual([0, 0]);
      // Independently of the derived list: no row of any table still holds their name, phone or texts.
      for (const table of allTables) {
        const result = await db.execute(sql`select t::text as row from ${table} t`);
        const rows = (result as unknown as { rows: { row: string }[] }).rows.map((row) => row.row);
        expect(rows.filter((row) => /Demo Learner|66810000001|demo-marker/.test(row)), getTableName(table)).toEqual([]);
      }
      expect(before.heartbeats).toBeGreaterThan(0);
      expect((await db.select().from(rateLimits).where(eq(rateLimits.key, 'login:account:15m:user:demo'))).length).toBe(0);
      expect((await db.select().from(users).where(eq(users.username, demo.username))).length).toBe(0);
      // The other learner is untouched.
      expect(await remainingRows(db, otherId)).toEqual(otherBefore);
      expect(await phoneRows(multi.phone)).toEqual([1, 1]);
      expect((await db.select().from(dataRequests).where(eq(dataRequests.id, other.requestId))).length).toBe(1);
      // The audit row: who, when, which request, how many rows per table; no personal data.
      const [audit] = await db.select().from(dataErasures).where(eq(dataErasures.id, result.auditId));
      expect(audit).toMatchObject({ requestId, erasedUserId: userId, actor: 'dpo@example.com', erasedAt: now });
      for (const entry of personalTables) expect(audit?.counts[entry.name], entry.name).toBe(before[entry.name]);
      expect(audit?.counts).toMatchObject({ users: 1, sms_codes: 1, sms_outbox: 1 });
      expect(JSON.stringify(audit)).not.toMatch(/Demo Learner|66810000001|marker/);
      // The session no longer works: at once on this instance once its cache entry lapses (5 s, decision 0011).
      clock.advance(5_000);
      expect(body(await server.inject({ method: 'GET', url: '/ddilearner/v1/user/userinfo', headers: { cookie } })).code).toBe(106);
      expect(body(await server.inject({ method: 'GET', url: '/ddilearner/v1/user/userinfo', headers: { cookie: other.cookie } })).code).toBe(0);
      // Nor can the learner log in again.
      expect(body(await loginRequest(server, { address: '10.81.0.9' })).code).toBe(1001);
    } finally {
      await server.close();
    }
  });

  it('refuses what is not an open erasure request of that learner, and changes nothing', async () => {
    const server = await testServer();
    try {
      const db = server.database.db;
      const demoId = await userIdOf(server, demo.username);
      const multiId = await userIdOf(server, multi.username);
      const cookie = await logIn(server, { address: '10.82.0.1' });
      const make = async (type: string) =>
        body<{ id: number }>(await server.inject({ method: 'POST', url: '/ddilearner/v1/user/datarequest', headers: { cookie }, payload: { type, text: 'x' } })).data.id;
      const access = await make('access');
      const erasure = await make('erasure');
      await expect(eraseLearner(db, demoId, { requestId: access, actor: 'dpo' })).rejects.toThrow(/type access/);
      await expect(eraseLearner(db, multiId, { requestId: erasure, actor: 'dpo' })).rejects.toThrow(/not a request of user/);
      await expect(eraseLearner(db, demoId, { requestId: erasure, actor: ' ' })).rejects.toBeInstanceOf(ErasureError);
      await expect(eraseLearner(db, 999_999, { requestId: erasure, actor: 'dpo' })).rejects.toThrow(/no user/);
      await db.update(dataRequests).set({ status: 'rejected' }).where(eq(dataRequests.id, erasure));
      await expect(eraseLearner(db, demoId, { requestId: erasure, actor: 'dpo' })).rejects.toThrow(/already rejected/);
      expect(await db.select().from(dataErasures)).toEqual([]);
      expect(body(await server.inject({ method: 'GET', url: '/ddilearner/v1/user/userinfo', headers: { cookie } })).code).toBe(0);
    } finally {
      await server.close();
    }
  });

  it('the operator CLI erases by request id and prints the counts; bad arguments print the usage', async () => {
    const server = await testServer();
    try {
      const db = server.database.db;
      const cookie = await logIn(server, { username: multi.username, address: '10.83.0.1' });
      const id = body<{ id: number }>(await server.inject({ method: 'POST', url: '/ddilearner/v1/user/datarequest', headers: { cookie }, payload: { type: 'erasure', text: 'x' } })).data.id;
      await expect(runErase(['--request', 'abc', '--actor', 'dpo'], db)).rejects.toThrow(/usage/);
      await expect(runErase(['--request', String(id)], db)).rejects.toThrow(/usage/);
      await expect(runErase(['--request', '999999', '--actor', 'dpo'], db)).rejects.toThrow(/no data request 999999/);
      const output = await runErase(['--request', String(id), '--actor', 'dpo@example.com'], db);
      expect(output).toMatch(new RegExp(`^Erased user \\d+ for data request ${id} \\(audit row \\d+\\):`));
      expect(output).toMatch(/ {2}users: 1\n?/);
      expect(output).toMatch(/ {2}sessions: 1/);
      expect((await db.select().from(users).where(eq(users.username, multi.username))).length).toBe(0);
      expect((await db.select().from(users).where(eq(users.username, demo.username))).length).toBe(1);
    } finally {
      await server.close();
    }
  });
});
