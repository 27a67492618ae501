import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  answers,
  assessmentAttempts,
  attemptAnswers,
  dnaAnswers,
  dnaAttempts,
  dnaAudioRecords,
  feedback,
  keyActionChoices,
  learningPaths,
  onceFlags,
  scenarioChoicesMade,
  ticks,
} from '../src/db/learning-schema.js';
import { dataRequests, heartbeats, sessions } from '../src/db/schema.js';
import { sha256Hex } from '../src/lib/tokens.js';
import { dbFingerprint } from './db-fingerprint.js';
import { body, logIn, multi, sharedServer, TestClock } from './helpers.js';
import { fillUrl, inCookieArea, routeInventory, routeKey } from './route-inventory.js';

/**
 * Access control on every learner route: without a valid session every call marked "session" answers code
 * 106 and writes nothing; and one learner can never read or write another's rows, checked with two
 * learners (demo = A, multi = B) per resource, with database reads.
 *
 * Covered elsewhere (not repeated here): cookie flags httpOnly/SameSite=Lax/Path=/, Secure over TLS behind a
 * trusted proxy (account.test.ts "account login: success sets …"); login failure limits per account and
 * address, SMS limits per phone and address, phone-lookup limit (sms-login.test.ts, account.test.ts).
 */

const inventory = await routeInventory();

/**
 * The learner-API calls that need no session, each with why. Every other route of the cookie areas must
 * use `requireSession` (checked below), so a new route is either protected or consciously listed here.
 */
const publicRoutes = new Map<string, string>([
  ['POST /ddilearner/v1/user/login', 'logging in'],
  ['GET /ddilearner/v1/user/logout', 'session optional: always answers 0'],
  ['GET /ddilearner/v1/user/loginstatus/interval', 'a constant'],
  ['POST /api/sms/send', 'sending a login code (rate-limited)'],
  ['POST /ddilearner/v1/user/password/reset', 'a forgotten password, proven by an SMS code within the phone login’s limits (decision 0103)'],
  ['GET /sr/trialFlow/findUserIdByPhone/:phone', 'the spec call before login (rate-limited)'],
  ['GET /hb/v1/configuration/:appId', 'the tracking configuration, a constant'],
  ['GET /ddilearner/v1/certificates/:code', "checking a certificate by its code: for anybody it is shown to (codes matching none rate-limited)"],
  ['GET /dev/sms-outbox', 'DEMO only: the outbox of login codes and notices'],
  ['GET /dev/vod-beacons', "DEMO only: the video platform's stored rows (not learner data)"],
  ['GET /dev/vod-exam-logs', 'DEMO only: as above'],
  ['GET /dev/vod-visitor-records', 'DEMO only: as above'],
  ['GET /dev/vod-ad-logs', 'DEMO only: as above'],
]);

const learnerRoutes = inventory.filter((route) => inCookieArea(route) && !publicRoutes.has(routeKey(route)));

function expect106(response: LightMyRequestResponse, key: string) {
  expect(response.statusCode, key).toBe(200);
  expect(body(response), key).toEqual({ code: 106, message: 'Your session has expired, please log in again', data: null });
}

async function callAll(server: FastifyInstance, cookie: string | undefined) {
  for (const route of learnerRoutes) {
    const post = ['POST', 'PUT', 'PATCH'].includes(route.method);
    const response = await server.inject({
      method: route.method as 'GET',
      url: fillUrl(route, { vid: 'x' }),
      headers: { ...(cookie ? { cookie } : {}), ...(post ? { 'content-type': 'application/json' } : {}) },
      ...(post ? { payload: '{}' } : {}),
    });
    expect106(response, routeKey(route));
  }
}

describe('every route of the cookie areas needs a session unless it is listed as public', () => {
  it.each(inventory.filter(inCookieArea).map((route) => [routeKey(route), route] as const))('%s', (key, route) => {
    expect(route.session || publicRoutes.has(key), `${key} neither uses requireSession nor is listed as public`).toBe(true);
    if (publicRoutes.has(key)) expect(route.session).toBe(false);
  });
});

describe('without a valid session every learner route answers 106 and writes nothing', () => {
  const clock = new TestClock();
  const server = sharedServer({ clock });
  const expectRefusedWithoutWrites = async (cookie: string | undefined) => {
    const before = await dbFingerprint(server());
    await callAll(server(), cookie);
    expect(await dbFingerprint(server())).toEqual(before);
  };

  it(`covers ${learnerRoutes.length} routes`, () => {
    expect(learnerRoutes.length).toBeGreaterThan(40);
  });

  it('no cookie', async () => expectRefusedWithoutWrites(undefined));

  it('a garbage cookie, and a well-formed token that was never issued', async () => {
    await expectRefusedWithoutWrites('ddi_session=garbage');
    await expectRefusedWithoutWrites(`ddi_session=${'A'.repeat(43)}`);
  });

  it('an expired session (a browser-session login, 24 h later)', async () => {
    const cookie = await logIn(server(), { address: '10.61.0.1' });
    clock.advance(24 * 3600_000 + 1000);
    // The first refusal records the expiry on the session row; from then on nothing is written.
    expect106(await server().inject({ method: 'GET', url: '/ddilearner/v1/user/userinfo', headers: { cookie } }), 'userinfo');
    const [row] = await server().database.db.select().from(sessions).where(eq(sessions.tokenHash, sha256Hex(cookie.split('=')[1] ?? '')));
    expect(row?.revokedReason).toBe('expired');
    await expectRefusedWithoutWrites(cookie);
  });

  it('a logged-out session', async () => {
    const cookie = await logIn(server(), { address: '10.61.0.2' });
    await server().inject({ method: 'GET', url: '/ddilearner/v1/user/logout', headers: { cookie } });
    await expectRefusedWithoutWrites(cookie);
  });

  it('a session taken over by a newer login of the same user elsewhere', async () => {
    const first = await logIn(server(), { address: '10.61.0.3' });
    expect(body(await server().inject({ method: 'GET', url: '/ddilearner/v1/user/userinfo', headers: { cookie: first } })).code).toBe(0);
    await logIn(server(), { address: '10.61.0.4' });
    await expectRefusedWithoutWrites(first);
  });
});

interface Attempt {
  attemptId: number;
  moduleId: number;
  questions: { id: number; type: string; options: { id: number }[] }[];
}

describe("one learner can never read or write another learner's rows", () => {
  const server = sharedServer({ clock: new TestClock() });
  let a = '';
  let b = '';
  let aId = 0;
  let bId = 0;
  let course = 0;
  const db = () => server().database.db;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, cookie: string, payload?: unknown) =>
    server().inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const userIdOf = async (cookie: string) => body<{ userId: number }>(await call('GET', '/ddilearner/v1/user/userinfo', cookie)).data.userId;

  beforeAll(async () => {
    a = await logIn(server(), { address: '10.62.0.1' });
    b = await logIn(server(), { username: multi.username, address: '10.62.0.2' });
    aId = await userIdOf(a);
    bId = await userIdOf(b);
    const [row] = await db().select({ id: learningPaths.id }).from(learningPaths).where(eq(learningPaths.code, 'feedback'));
    course = row?.id ?? 0;
  });

  it('the two learners are different users enrolled in the same course', () => {
    expect(aId).toBeGreaterThan(0);
    expect(bId).toBeGreaterThan(0);
    expect(aId).not.toBe(bId);
    expect(course).toBeGreaterThan(0);
  });

  it("data-rights requests: B's list never shows A's", async () => {
    const created = body<{ id: number }>(await call('POST', '/ddilearner/v1/user/datarequest', a, { type: 'erasure', text: 'Please erase my data' })).data;
    const listed = body<{ id: number }[]>(await call('GET', '/ddilearner/v1/user/datarequest', b)).data;
    expect(listed.map((row) => row.id)).not.toContain(created.id);
    const [row] = await db().select().from(dataRequests).where(eq(dataRequests.id, created.id));
    expect(row?.userId).toBe(aId);
  });

  it("progress ticks: B cannot update or read A's tick by its id; A's row is unchanged", async () => {
    const unit = body<{ units: { id: number }[] }>(await call('GET', `/ddilearner/v2/learningpathes/${course}`, a)).data.units[0]?.id ?? 0;
    const tick = body<{ tickId: number }>(await call('POST', '/ddilearner/v1/user/tick/init/video', a, { learningPathMetaId: course, unitId: unit })).data;
    await call('POST', `/ddilearner/v1/user/tick/update/${tick.tickId}`, a, { position: 5 });
    const [before] = await db().select().from(ticks).where(eq(ticks.id, tick.tickId));
    const foreign = await call('POST', `/ddilearner/v1/user/tick/update/${tick.tickId}`, b, { position: 60, completed: true });
    expect(body(foreign).code).toBe(404);
    const [after] = await db().select().from(ticks).where(eq(ticks.id, tick.tickId));
    expect(after).toEqual(before);
    expect(after?.userId).toBe(aId);
    // B's own init of the same unit makes B's own row, never touches A's.
    await call('POST', '/ddilearner/v1/user/tick/reset/video', b, { learningPathMetaId: course, unitId: unit });
    expect(await db().select().from(ticks).where(eq(ticks.id, tick.tickId))).toEqual([before]);
    const bTicks = await db().select().from(ticks).where(and(eq(ticks.userId, bId), eq(ticks.unitId, unit)));
    expect(bTicks.map((row) => row.id)).not.toContain(tick.tickId);
  });

  it("unit answers: A's answer is not shown to B, and B's answer never replaces A's", async () => {
    const units = body<{ units: { id: number }[] }>(await call('GET', `/ddilearner/v2/learningpathes/${course}`, a)).data.units;
    type UnitView = { questions: { id: number; type: string; options: { id: string }[]; result: unknown }[] };
    let target: { unit: number; question: UnitView['questions'][number] } | undefined;
    for (const unit of units) {
      const view = body<UnitView>(await call('GET', `/ddilearner/v2/user/units/${unit.id}`, a)).data;
      const question = view.questions.find((entry) => entry.type === 'single');
      if (question) {
        target = { unit: unit.id, question };
        break;
      }
    }
    if (!target) throw new Error('no single-choice question in the course');
    const option = target.question.options[0]?.id ?? '';
    expect(body(await call('POST', `/ddilearner/v2/user/units/${target.unit}/answers`, a, { questionId: target.question.id, answer: [option] })).code).toBe(0);
    const seenByB = body<UnitView>(await call('GET', `/ddilearner/v2/user/units/${target.unit}`, b)).data.questions.find((entry) => entry.id === target?.question.id);
    expect(seenByB?.result).toBeNull();
    const other = target.question.options[1]?.id ?? option;
    await call('POST', `/ddilearner/v2/user/units/${target.unit}/answers`, b, { questionId: target.question.id, answer: [other] });
    const [aRow] = await db().select().from(answers).where(and(eq(answers.userId, aId), eq(answers.questionId, target.question.id)));
    expect(aRow?.answer).toEqual([option]);
  });

  it("course feedback: B reads only B's (null), and B's feedback is B's row", async () => {
    const metas = body<{ id: number; kind: string; required: boolean }[]>(await call('GET', '/ddilearner/v1/usersSatisficingMetas', a)).data;
    const answersOf = (text: string) => metas.map((meta) => (meta.kind === 'rating' ? { metaId: meta.id, score: 4 } : { metaId: meta.id, text }));
    expect(body(await call('POST', '/ddilearner/v1/usersSatisficing', a, { learningPathMetaId: course, answers: answersOf('A says') })).code).toBe(0);
    expect(body(await call('GET', `/ddilearner/v1/usersSatisficing/learningPathMetaId/${course}`, b)).data).toBeNull();
    const saved = body<unknown>(await call('POST', '/ddilearner/v1/usersSatisficing', b, { learningPathMetaId: course, answers: answersOf('B says') }));
    expect(saved).toMatchObject({ code: 0 });
    // The stored feedback comes back whole, as docs/api.md gives it (the response schema drops no field).
    const readBack = body<unknown>(await call('GET', `/ddilearner/v1/usersSatisficing/learningPathMetaId/${course}`, b)).data;
    expect(readBack).toEqual({ id: expect.any(Number), learningPathMetaId: course, answers: answersOf('B says'), createdAt: expect.stringMatching(/^\d{4}-/) });
    expect(metas[0]).toEqual({ id: expect.any(Number), kind: expect.stringMatching(/^(rating|text)$/), title: expect.any(String), required: expect.any(Boolean) });
    const rows = await db().select().from(feedback).where(eq(feedback.learningPathId, course));
    expect(rows.find((row) => row.userId === aId)?.answers).toEqual(expect.arrayContaining([expect.objectContaining({ text: 'A says' })]));
    expect(rows.find((row) => row.userId === bId)?.answers).toEqual(expect.arrayContaining([expect.objectContaining({ text: 'B says' })]));
  });

  it("assessments: B cannot save into, reset or finish A's attempt, nor see A's answers", async () => {
    const attempt = body<Attempt>(await call('GET', `/sr/survey/show/${course}/1/0`, a)).data;
    const question = attempt.questions.find((entry) => entry.type === 'single') ?? attempt.questions[0];
    const save = { courseId: course, moduleId: 1, attemptId: attempt.attemptId, questionId: question?.id ?? 0, optionIds: [question?.options[0]?.id ?? 0] };
    expect(body(await call('POST', '/sr/survey/saveSurveyAnswer', a, save)).code).toBe(0);
    const before = await db().select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, attempt.attemptId));
    const [attemptBefore] = await db().select().from(assessmentAttempts).where(eq(assessmentAttempts.id, attempt.attemptId));

    const foreignSave = await call('POST', '/sr/survey/saveSurveyAnswer', b, { ...save, optionIds: [question?.options[1]?.id ?? 0] });
    const foreignReset = await call('POST', `/sr/survey/reset/${course}/1/${attempt.attemptId}`, b);
    const foreignFinish = await call('POST', `/sr/survey/finish/${course}/1`, b, { attemptId: attempt.attemptId });
    for (const response of [foreignSave, foreignReset, foreignFinish]) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(body(response).code).not.toBe(0);
    }
    expect(await db().select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, attempt.attemptId))).toEqual(before);
    expect(await db().select().from(assessmentAttempts).where(eq(assessmentAttempts.id, attempt.attemptId))).toEqual([attemptBefore]);
    // B's own test is B's own attempt, without A's answers.
    const bAttempt = body<Attempt & { answers: unknown[] }>(await call('GET', `/sr/survey/show/${course}/1/0`, b)).data;
    expect(bAttempt.attemptId).not.toBe(attempt.attemptId);
    expect(bAttempt.answers).toEqual([]);
    const [bRow] = await db().select().from(assessmentAttempts).where(eq(assessmentAttempts.id, bAttempt.attemptId));
    expect(bRow?.userId).toBe(bId);
  });

  it("key actions and scenario choices are per learner: A's choices are not B's", async () => {
    const options = body<{ options: { id: number }[] }>(await call('GET', `/ddilearner/v2/user/keyActions/${course}`, a)).data.options.map((option) => option.id);
    expect(body(await call('PUT', `/ddilearner/v2/user/keyActions/${course}`, a, { chosen: [options[0], options[1]] })).code).toBe(0);
    expect(body<{ chosen: number[] }>(await call('GET', `/ddilearner/v2/user/keyActions/${course}`, b)).data.chosen).toEqual([]);
    type Scene = { id: number; choices: { id: number }[]; chosenId: number | null };
    const scene = body<{ scenes: Scene[] }>(await call('GET', `/ddilearner/v2/user/scenarios/${course}`, a)).data.scenes[0];
    expect(body(await call('POST', `/ddilearner/v2/user/scenarios/${course}/${scene?.id}`, a, { choiceId: scene?.choices[0]?.id })).code).toBe(0);
    expect(body<{ scenes: Scene[] }>(await call('GET', `/ddilearner/v2/user/scenarios/${course}`, b)).data.scenes[0]?.chosenId).toBeNull();
    expect((await db().select().from(keyActionChoices).where(eq(keyActionChoices.userId, bId))).length).toBe(0);
    expect((await db().select().from(scenarioChoicesMade).where(eq(scenarioChoicesMade.userId, bId))).length).toBe(0);
  });

  it("Leadership DNA: B's calls work on B's own attempt only; A's answers, report and audio plays stay A's", async () => {
    const attempt = body<Attempt>(await call('POST', '/sr/learningtourEN/1/showSurvey/1', a)).data;
    const question = attempt.questions[0];
    expect(body(await call('PATCH', '/api/surveys/1', a, { questionId: question?.id, optionId: question?.options[0]?.id })).code).toBe(0);
    expect(body(await call('POST', '/sr/coursedna/saveDNAUserAudioRecord/1/2', a, { playedSeconds: 3, completed: false })).code).toBe(0);
    const aAnswers = await db().select().from(dnaAnswers).where(eq(dnaAnswers.attemptId, attempt.attemptId));
    // B without an attempt of their own: answering, timing or finishing never reaches A's attempt.
    await call('PATCH', '/api/surveys/1', b, { questionId: question?.id, optionId: question?.options[4]?.id });
    await call('PUT', '/api/surveys/1/reset', b);
    await call('POST', '/api/learningtour/1/finishSurvey/1', b);
    expect(await db().select().from(dnaAnswers).where(eq(dnaAnswers.attemptId, attempt.attemptId))).toEqual(aAnswers);
    const [aAttempt] = await db().select().from(dnaAttempts).where(eq(dnaAttempts.id, attempt.attemptId));
    expect(aAttempt).toMatchObject({ userId: aId, status: 'inProgress' });
    const bReport = await call('GET', '/sr/surveys/1/report', b);
    expect(body(bReport).data).toMatchObject({ status: 'none', dimensions: [] });
    const records = body<{ rows: { dimensionId: number }[] }>(await call('GET', '/dev/dna-audio-records', b)).data.rows;
    expect(records).toEqual([]);
    expect((await db().select().from(dnaAudioRecords).where(eq(dnaAudioRecords.userId, aId))).length).toBe(1);
  });

  it("heartbeats: B cannot post heartbeats as A", async () => {
    const beat = { actionContext: null, actionId: 1000, appId: 'ddi', appName: 'DDI', appVersion: '1', learningPathMetaId: null, result: null, userId: aId, objectIds: null, clientInfo: {} };
    expect((await call('POST', '/hb/v1/heartbeat/', b, beat)).statusCode).toBe(400);
    expect((await db().select().from(heartbeats).where(eq(heartbeats.userId, aId))).length).toBe(0);
  });

  it("once-only flags, account data and course progress are the session user's", async () => {
    await call('POST', '/sr/onceino/project-intro', a);
    expect(body<{ seen: boolean }>(await call('GET', '/sr/onceino/project-intro', b)).data.seen).toBe(false);
    expect((await db().select().from(onceFlags).where(eq(onceFlags.userId, bId))).length).toBe(0);
    expect(await userIdOf(b)).toBe(bId);
    // A has ticks, answers and choices in the course; B's own progress is computed from B's rows only.
    type Progress = { learningPathMetaId: number; progress: number; finishedUnits: number }[];
    const progressOf = async (cookie: string) => body<Progress>(await call('GET', `/ddilearner/v2/user/learning/progress?learningPathMetaIds=${course}`, cookie)).data[0];
    const bBefore = await progressOf(b);
    const unit = body<{ units: { id: number }[] }>(await call('GET', `/ddilearner/v2/learningpathes/${course}`, a)).data.units[0]?.id ?? 0;
    for (const type of ['essenceNotes', 'case', 'jobAid', 'practice', 'endUnit']) {
      const tick = body<{ tickId: number }>(await call('POST', `/ddilearner/v1/user/tick/init/${type}`, a, { learningPathMetaId: course, unitId: unit })).data;
      await call('POST', `/ddilearner/v1/user/tick/update/${tick.tickId}`, a, { position: 1, completed: true });
    }
    expect(await progressOf(b)).toEqual(bBefore);
    const projects = await call('GET', '/ddilearner/v2/user/learning/projectProgress', b);
    expect(body(projects).code).toBe(0);
  });
});
