import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { assessmentAttempts, learningPaths, stepCompletions } from '../src/db/learning-schema.js';
import { body, envForThisFile, logIn, multi, sharedServer, testServer, TestClock } from './helpers.js';

// Read by the test server (helpers.ts): a short sweep so that the sweeper test need not wait 5 s.
envForThisFile('ASSESSMENT_SWEEP_INTERVAL_MS', '50');

interface Question {
  id: number;
  type: 'single' | 'multiple' | 'open';
  text: string;
  competencyId: number;
  options: { id: number; text: string }[];
}
interface AttemptState {
  attemptId: number;
  moduleId: number;
  status: string;
  deadline: string;
  remainingSeconds: number;
  questions: Question[];
  answers: { questionId: number; optionIds: number[]; text: string }[];
  answeredCount: number;
}
interface Graded {
  score: number;
  grade: string;
}
interface Report {
  openAnswers: { questionId: number; question: string; text: string }[];
  status: string;
  readyAt: string | null;
  expired: boolean;
  overall: Graded | null;
  competencies: { id: number; name: string; score: number; grade: string }[];
  keyActions: { id: number; competencyId: number; text: string }[];
  advice: { competencyId: number; text: string }[];
}

const LIMIT_MS = 1500 * 1000;
const get = (server: FastifyInstance, url: string, cookie?: string) => server.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const send = (server: FastifyInstance, method: 'POST' | 'PUT', url: string, payload: unknown, cookie?: string) =>
  server.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });

async function courseId(server: FastifyInstance, code: string): Promise<number> {
  const [row] = await server.database.db.select({ id: learningPaths.id }).from(learningPaths).where(eq(learningPaths.code, code));
  if (!row) throw new Error(`no course ${code}`);
  return row.id;
}

async function show(server: FastifyInstance, cookie: string, course: number, moduleId: number, lang = 'EN') {
  const response = await get(server, `/sr/survey/show/${course}/${moduleId}/0?lang=${lang}`, cookie);
  return { response, state: body<AttemptState>(response).data };
}

/** Answers every choice question with its first option (and the open ones with a text). */
async function answerAll(server: FastifyInstance, cookie: string, course: number, state: AttemptState, pick = 0) {
  for (const question of state.questions) {
    const answer = question.type === 'open' ? { text: 'My reflection' } : { optionIds: [question.options[pick]?.id] };
    const response = await send(server, 'POST', '/sr/survey/saveSurveyAnswer', { courseId: course, moduleId: state.moduleId, attemptId: state.attemptId, questionId: question.id, ...answer }, cookie);
    expect(body(response).code).toBe(0);
  }
}

describe('taking a test: start, save, resume, reset', () => {
  const clock = new TestClock();
  const server = sharedServer({ clock });

  it('start → questions in the request language, single, multiple and open; deadline = now + 25 min', async () => {
    const cookie = await logIn(server());
    const course = await courseId(server(), 'feedback');
    const th = await show(server(), cookie, course, 1, 'TH');
    expect(th.response.statusCode).toBe(200);
    expect(th.state.status).toBe('inProgress');
    expect(th.state.questions).toHaveLength(10);
    expect(new Set(th.state.questions.map((question) => question.type))).toEqual(new Set(['single', 'multiple', 'open']));
    expect(th.state.questions[0]?.text).toMatch(/[\u0E00-\u0E7F]/);
    expect(th.state.remainingSeconds).toBe(1500);
    expect(new Date(th.state.deadline).getTime() - clock.now().getTime()).toBe(LIMIT_MS);
    const cn = await show(server(), cookie, course, 1, 'CN');
    expect(cn.state.attemptId).toBe(th.state.attemptId);
    expect(cn.state.questions[0]?.text).toMatch(/团队成员/);
    expect((await show(server(), cookie, course, 1, 'TW')).state.questions[0]?.text).toMatch(/團隊成員/);
    expect((await show(server(), cookie, course, 1, 'EN')).state.questions[0]?.text).toMatch(/promised/);
  });

  it('save single/multiple/open with validation (400s); saving again replaces; resume shows the answers', async () => {
    const cookie = await logIn(server());
    const course = await courseId(server(), 'feedback');
    const { state } = await show(server(), cookie, course, 1);
    const single = state.questions.find((question) => question.type === 'single');
    const multiple = state.questions.find((question) => question.type === 'multiple');
    const open = state.questions.find((question) => question.type === 'open');
    if (!single || !multiple || !open) throw new Error('question types missing');
    const base = { courseId: course, moduleId: 1, attemptId: state.attemptId };
    const save = (payload: object, lang = 'EN') => send(server(), 'POST', `/sr/survey/saveSurveyAnswer?lang=${lang}`, { ...base, ...payload }, cookie);

    for (const bad of [
      { questionId: single.id, optionIds: [single.options[0]?.id, single.options[1]?.id] },
      { questionId: single.id, optionIds: [] },
      { questionId: single.id, optionIds: [multiple.options[0]?.id] },
      { questionId: multiple.id, optionIds: [multiple.options[0]?.id, multiple.options[0]?.id] },
      { questionId: open.id, text: '   ' },
    ]) {
      const response = await save(bad);
      expect(response.statusCode).toBe(400);
      expect(body(response).code).toBe(400);
    }
    expect(body(await save({ questionId: single.id, optionIds: [] }, 'TH')).message).toBe('กรุณาเลือกคำตอบ');
    expect((await save({ questionId: open.id, text: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await save({ questionId: single.id, optionIds: [single.options[0]?.id], extra: 1 })).statusCode).toBe(400);
    expect((await save({ moduleId: 2, questionId: single.id, optionIds: [single.options[0]?.id] })).statusCode).toBe(400);

    const first = body<{ answeredCount: number; remainingSeconds: number }>(await save({ questionId: single.id, optionIds: [single.options[0]?.id] }));
    expect(first).toMatchObject({ code: 0, data: { answeredCount: 1 } });
    const again = body<{ answeredCount: number }>(await save({ questionId: single.id, optionIds: [single.options[1]?.id] }));
    expect(again.data.answeredCount).toBe(1);
    await save({ questionId: multiple.id, optionIds: [multiple.options[0]?.id, multiple.options[1]?.id] });
    await save({ questionId: open.id, text: '  I will ask first.  ' });
    const resumed = (await show(server(), cookie, course, 1)).state;
    expect(resumed.attemptId).toBe(state.attemptId);
    expect(resumed.answeredCount).toBe(3);
    expect(resumed.answers).toContainEqual({ questionId: single.id, optionIds: [single.options[1]?.id], text: '' });
    expect(resumed.answers).toContainEqual({ questionId: open.id, optionIds: [], text: 'I will ask first.' });
    const status = body<{ status: string; answeredCount: number; canStart: boolean; onceOnly: boolean }>(await get(server(), `/sr/survey/getSurvey/${course}/1`, cookie)).data;
    expect(status).toMatchObject({ status: 'inProgress', answeredCount: 3, onceOnly: true, canStart: true });
  });

  it('reset restarts the deadline and clears the answers', async () => {
    const cookie = await logIn(server());
    const course = await courseId(server(), 'feedback');
    const { state } = await show(server(), cookie, course, 1);
    clock.advance(10 * 60_000);
    const reset = body<AttemptState>(await send(server(), 'POST', `/sr/survey/reset/${course}/1/${state.attemptId}`, {}, cookie)).data;
    expect(reset.attemptId).not.toBe(state.attemptId);
    expect(reset.answeredCount).toBe(0);
    expect(reset.remainingSeconds).toBe(1500);
    expect(new Date(reset.deadline).getTime() - clock.now().getTime()).toBe(LIMIT_MS);
    // The discarded attempt is gone.
    const stale = await send(server(), 'POST', '/sr/survey/saveSurveyAnswer', { courseId: course, moduleId: 1, attemptId: state.attemptId, questionId: state.questions[0]?.id, optionIds: [state.questions[0]?.options[0]?.id] }, cookie);
    expect(body(stale).code).toBe(404);
  });

  it('a step that is not open cannot be started (4093), an expired one neither (4094); other modules are 400', async () => {
    const cookie = await logIn(server());
    const coaching = await courseId(server(), 'coaching');
    const notOpen = await show(server(), cookie, coaching, 4);
    expect(notOpen.response.statusCode).toBe(409);
    expect(body(notOpen.response).code).toBe(4093);
    const expired = await show(server(), cookie, await courseId(server(), 'leading-change'), 1);
    expect(body(expired.response)).toMatchObject({ code: 4094, message: 'The course has expired' });
    expect((await get(server(), `/sr/survey/show/${coaching}/2/0`, cookie)).statusCode).toBe(400);
    expect((await get(server(), `/sr/survey/getSurvey/${coaching}/3`, cookie)).statusCode).toBe(400);
    expect(body(await get(server(), '/sr/survey/getSurvey/9999/1', cookie)).code).toBe(404);
  });
});

describe('the pre-test only once', () => {
  const clock = new TestClock();
  const server = sharedServer({ clock });

  it('after finish: show → 409 4091 (localised), reset → 409 4091; getSurvey says finished, canStart false', async () => {
    const cookie = await logIn(server());
    const course = await courseId(server(), 'delegating');
    const { state } = await show(server(), cookie, course, 1);
    await answerAll(server(), cookie, course, state);
    const finished = await send(server(), 'POST', `/sr/survey/finish/${course}/1`, { attemptId: state.attemptId }, cookie);
    expect(body(finished)).toMatchObject({ code: 0, data: { status: 'finished' } });
    const again = await show(server(), cookie, course, 1);
    expect(again.response.statusCode).toBe(409);
    expect(body(again.response)).toMatchObject({ code: 4091, message: 'The pre-test can be taken only once' });
    const th = await get(server(), `/sr/survey/show/${course}/1/0?lang=TH`, cookie);
    expect(body(th).message).toBe('แบบทดสอบก่อนเรียนทำได้เพียงครั้งเดียว');
    const reset = await send(server(), 'POST', `/sr/survey/reset/${course}/1/${state.attemptId}`, {}, cookie);
    expect(reset.statusCode).toBe(409);
    expect(body(reset).code).toBe(4091);
    const status = body<{ status: string; canStart: boolean }>(await get(server(), `/sr/survey/getSurvey/${course}/1`, cookie)).data;
    expect(status).toMatchObject({ status: 'finished', canStart: false });
    // Finishing marks step 1 completed.
    const detail = body<{ steps: { step: number; status: string }[] }>(await get(server(), `/ddilearner/v2/user/learningpathes/${course}`, cookie)).data;
    expect(detail.steps[0]).toMatchObject({ step: 1, status: 'finished' });
  });

  it('the seeded Coaching pre-test is finished already: 409 4091 and a ready report', async () => {
    const cookie = await logIn(server());
    const course = await courseId(server(), 'coaching');
    expect(body((await show(server(), cookie, course, 1)).response).code).toBe(4091);
    expect(body<Report>(await get(server(), `/sr/survey/beforeTestRepoteNew/${course}`, cookie)).data.status).toBe('ready');
  });
});

describe('the deadline is the server’s', () => {
  const clock = new TestClock();
  const server = sharedServer({ clock });

  it('past the deadline save → 409 4092 and the attempt is expired, with the answers saved until then', async () => {
    const cookie = await logIn(server());
    const course = await courseId(server(), 'delegating');
    const { state } = await show(server(), cookie, course, 1);
    const question = state.questions[0];
    const save = () => send(server(), 'POST', '/sr/survey/saveSurveyAnswer', { courseId: course, moduleId: 1, attemptId: state.attemptId, questionId: question?.id, optionIds: [question?.options[0]?.id] }, cookie);
    expect(body(await save()).code).toBe(0);
    clock.advance(LIMIT_MS + 2000);
    const late = await save();
    expect(late.statusCode).toBe(409);
    expect(body(late)).toMatchObject({ code: 4092, message: "It's time, the quiz is over" });
    const status = body<{ status: string; answeredCount: number }>(await get(server(), `/sr/survey/getSurvey/${course}/1`, cookie)).data;
    expect(status).toMatchObject({ status: 'expired', answeredCount: 1 });
    const report = body<Report>(await get(server(), `/sr/survey/beforeTestRepoteNew/${course}`, cookie)).data;
    expect(report).toMatchObject({ status: 'ready', expired: true });
  });

  it('the sweeper finishes an overdue attempt without any request', async () => {
    const cookie = await logIn(server());
    const course = await courseId(server(), 'feedback');
    const { state } = await show(server(), cookie, course, 1);
    clock.advance(LIMIT_MS + 1000);
    const status = async () =>
      (await server().database.db.select({ status: assessmentAttempts.status }).from(assessmentAttempts).where(eq(assessmentAttempts.id, state.attemptId)))[0]?.status;
    for (let waited = 0; waited < 3000 && (await status()) === 'inProgress'; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await status()).toBe('expired');
    const steps = await server().database.db.select().from(stepCompletions).where(eq(stepCompletions.learningPathId, course));
    expect(steps.some((row) => row.step === 1)).toBe(true);
  });
});

describe('reports', () => {
  const clock = new TestClock();
  const server = sharedServer({ clock });

  it('finish → report generating, then ready (clock moved): grades, key actions weakest first, advice', async () => {
    const cookie = await logIn(server());
    const course = await courseId(server(), 'delegating');
    expect(body<Report>(await get(server(), `/sr/survey/beforeTestRepoteNew/${course}`, cookie)).data).toMatchObject({ status: 'none', overall: null });
    const { state } = await show(server(), cookie, course, 1);
    await answerAll(server(), cookie, course, state, 1);
    const finished = body<{ reportReadyAt: string }>(await send(server(), 'POST', `/sr/survey/finish/${course}/1`, { attemptId: state.attemptId }, cookie)).data;
    expect(new Date(finished.reportReadyAt).getTime() - clock.now().getTime()).toBe(1500);
    const generating = body<Report>(await get(server(), `/sr/survey/beforeTestRepoteNew/${course}`, cookie)).data;
    expect(generating).toMatchObject({ status: 'generating', readyAt: finished.reportReadyAt, overall: null });
    expect(body<{ reportReady: boolean }>(await get(server(), `/sr/survey/getSurvey/${course}/1`, cookie)).data.reportReady).toBe(false);
    clock.advance(1500);
    const report = body<Report>(await get(server(), `/sr/survey/beforeTestRepoteNew/${course}?lang=EN`, cookie)).data;
    expect(report.status).toBe('ready');
    // Second option everywhere: trust 0+100 → 50 limited; coaching 100,50 → 75 good; delegating 30,100 → 65 general; change 10,0 → 5 weak.
    expect(report.competencies.map((entry) => [entry.name, entry.score, entry.grade])).toEqual([
      ['Building trust', 50, 'limited'],
      ['Coaching', 75, 'good'],
      ['Delegating', 65, 'general'],
      ['Driving change', 5, 'weak'],
    ]);
    expect(report.overall).toEqual({ score: 49, grade: 'limited' });
    const change = report.competencies[3]?.id;
    expect(report.keyActions.length).toBeGreaterThanOrEqual(5);
    expect(report.keyActions[0]?.competencyId).toBe(change);
    expect(report.advice[0]).toMatchObject({ competencyId: change, text: expect.stringMatching(/two sentences/) });
    expect(report.advice.find((entry) => entry.competencyId === report.competencies[1]?.id)?.text).toMatch(/next step/);
    const th = body<Report>(await get(server(), `/sr/survey/beforeTestRepoteNew/${course}?lang=TH`, cookie)).data;
    expect(th.competencies[0]?.name).toBe('การสร้างความไว้วางใจ');
  });

  it('the report shows the learner’s written answers to the open questions, with their question, in question order', async () => {
    const cookie = await logIn(server(), { username: multi.username });
    const course = await courseId(server(), 'delegating');
    const { state } = await show(server(), cookie, course, 1);
    await answerAll(server(), cookie, course, state, 1);
    await send(server(), 'POST', `/sr/survey/finish/${course}/1`, { attemptId: state.attemptId }, cookie);
    clock.advance(1500);
    const report = body<Report>(await get(server(), `/sr/survey/beforeTestRepoteNew/${course}?lang=EN`, cookie)).data;
    const open = state.questions.filter((question) => question.type === 'open');
    expect(open.length).toBeGreaterThan(0);
    expect(report.openAnswers).toEqual(open.map((question) => ({ questionId: question.id, question: question.text, text: 'My reflection' })));
  });

  it('post-test comparison with before/after; the post-test may be retaken', async () => {
    const cookie = await logIn(server());
    const course = await courseId(server(), 'delegating');
    const { state } = await show(server(), cookie, course, 4);
    await answerAll(server(), cookie, course, state, 0);
    await send(server(), 'POST', `/sr/survey/finish/${course}/4`, { attemptId: state.attemptId }, cookie);
    clock.advance(1500);
    const report = body<Report & { before: Report; comparison: { name: string; before: Graded | null; after: Graded }[] }>(
      await get(server(), `/sr/survey/afterTestReportNew/${course}`, cookie),
    ).data;
    expect(report.status).toBe('ready');
    expect(report.before.status).toBe('ready');
    expect(report.comparison.find((entry) => entry.name === 'Driving change')).toEqual({
      competencyId: expect.any(Number),
      name: 'Driving change',
      before: { score: 5, grade: 'weak' },
      after: { score: 100, grade: 'veryExcellent' },
    });
    expect(body<{ canStart: boolean; status: string }>(await get(server(), `/sr/survey/getSurvey/${course}/4`, cookie)).data).toMatchObject({ status: 'finished', canStart: true });
    const retake = body<AttemptState>(await send(server(), 'POST', `/sr/survey/reset/${course}/4/${state.attemptId}`, {}, cookie));
    expect(retake).toMatchObject({ code: 0, data: { status: 'inProgress', answeredCount: 0 } });
    // Finishing twice is refused.
    expect(body(await send(server(), 'POST', `/sr/survey/finish/${course}/4`, { attemptId: state.attemptId }, cookie)).code).toBe(4095);
  });
});

describe('key actions and scenario simulation (module 3)', () => {
  const server = sharedServer({ clock: new TestClock() });

  it('key actions 2–3 enforced with a localised message', async () => {
    const cookie = await logIn(server());
    const course = await courseId(server(), 'feedback');
    const data = body<{ options: { id: number }[]; chosen: number[] }>(await get(server(), `/ddilearner/v2/user/keyActions/${course}`, cookie)).data;
    expect(data.options.length).toBeGreaterThanOrEqual(5);
    // Each field of an option (the route's response schema must not drop one).
    for (const option of data.options) expect(option).toEqual({ id: expect.any(Number), text: expect.stringMatching(/\S/), competencyId: expect.any(Number) });
    expect(data.chosen).toEqual([]);
    const ids = data.options.map((option) => option.id);
    for (const chosen of [[ids[0]], [ids[0], ids[1], ids[2], ids[3]], [ids[0], ids[0]], [ids[0], 999999]]) {
      const response = await send(server(), 'PUT', `/ddilearner/v2/user/keyActions/${course}?lang=CN`, { chosen }, cookie);
      expect(response.statusCode).toBe(400);
      expect(body(response)).toMatchObject({ code: 400, message: '请选择 2-3 个关键行动' });
    }
    const saved = body<{ chosen: number[] }>(await send(server(), 'PUT', `/ddilearner/v2/user/keyActions/${course}`, { chosen: [ids[2], ids[0]] }, cookie)).data;
    expect(saved).toEqual({ options: data.options, chosen: [ids[2], ids[0]] });
    expect(body<{ chosen: number[] }>(await get(server(), `/ddilearner/v2/user/keyActions/${course}`, cookie)).data.chosen).toEqual([ids[2], ids[0]]);
  });

  it('scenario choice shows feedback and best; completing every scene completes step 3', async () => {
    const cookie = await logIn(server());
    const course = await courseId(server(), 'feedback');
    type Scene = { id: number; title: string; choices: { id: number }[]; chosenId: number | null; feedback: string | null };
    const { scenes } = body<{ scenes: Scene[] }>(await get(server(), `/ddilearner/v2/user/scenarios/${course}?lang=TW`, cookie)).data;
    expect(scenes.length).toBeGreaterThanOrEqual(2);
    // Each field of a scene (the route's response schema must not drop one).
    expect(scenes[0]).toEqual({
      id: expect.any(Number),
      title: '錯過的截止日期',
      situation: expect.stringMatching(/\S/),
      videoVid: null,
      choices: expect.any(Array),
      chosenId: null,
      feedback: null,
    });
    expect(scenes[0]?.choices[0]).toEqual({ id: expect.any(Number), text: expect.stringMatching(/\S/) });
    expect(scenes[0]?.choices).toHaveLength(3);
    let step3 = async () => body<{ steps: { step: number; status: string }[] }>(await get(server(), `/ddilearner/v2/user/learningpathes/${course}`, cookie)).data.steps[2]?.status;
    for (const [index, scene] of scenes.entries()) {
      expect(await step3()).toBe('open');
      const made = body<{ chosenId: number; feedback: string; best: boolean }>(
        await send(server(), 'POST', `/ddilearner/v2/user/scenarios/${course}/${scene.id}?lang=TW`, { choiceId: scene.choices[0]?.id }, cookie),
      ).data;
      expect(made).toEqual({ ...scene, chosenId: scene.choices[0]?.id, feedback: expect.stringMatching(/\S/), best: index === 0 });
    }
    expect(await step3()).toBe('finished');
    const other = scenes[1]?.choices[0]?.id;
    expect(body(await send(server(), 'POST', `/ddilearner/v2/user/scenarios/${course}/${scenes[0]?.id}`, { choiceId: other }, cookie)).code).toBe(404);
    step3 = async () => '';
  });
});

describe('two users: B cannot read or write A’s attempt, report or key actions', () => {
  const server = sharedServer({ clock: new TestClock() });

  it('B gets 404 for A’s attempt; B’s reads show only B’s own rows', async () => {
    const a = await logIn(server());
    const b = await logIn(server(), { username: multi.username });
    const course = await courseId(server(), 'feedback');
    const { state } = await show(server(), a, course, 1);
    const question = state.questions[0];
    await send(server(), 'POST', '/sr/survey/saveSurveyAnswer', { courseId: course, moduleId: 1, attemptId: state.attemptId, questionId: question?.id, optionIds: [question?.options[0]?.id] }, a);
    const write = await send(server(), 'POST', '/sr/survey/saveSurveyAnswer', { courseId: course, moduleId: 1, attemptId: state.attemptId, questionId: question?.id, optionIds: [question?.options[1]?.id] }, b);
    expect(body(write).code).toBe(404);
    expect(body(await send(server(), 'POST', `/sr/survey/finish/${course}/1`, { attemptId: state.attemptId }, b)).code).toBe(404);
    expect(body(await send(server(), 'POST', `/sr/survey/reset/${course}/1/${state.attemptId}`, {}, b)).code).toBe(404);
    expect(body<{ status: string; attemptId: number | null }>(await get(server(), `/sr/survey/getSurvey/${course}/1`, b)).data).toMatchObject({ status: 'notStarted', attemptId: null });
    await send(server(), 'POST', `/sr/survey/finish/${course}/1`, { attemptId: state.attemptId }, a);
    expect(body<Report>(await get(server(), `/sr/survey/beforeTestRepoteNew/${course}`, b)).data.status).toBe('none');
    // A's answer was kept.
    expect(body<Report>(await get(server(), `/sr/survey/beforeTestRepoteNew/${course}`, a)).data.status).not.toBe('none');

    const options = body<{ options: { id: number }[] }>(await get(server(), `/ddilearner/v2/user/keyActions/${course}`, a)).data.options;
    await send(server(), 'PUT', `/ddilearner/v2/user/keyActions/${course}`, { chosen: [options[0]?.id, options[1]?.id] }, a);
    expect(body<{ chosen: number[] }>(await get(server(), `/ddilearner/v2/user/keyActions/${course}`, b)).data.chosen).toEqual([]);
  });
});

describe('no session → 106', () => {
  const server = sharedServer();
  it.each([
    ['GET', '/sr/survey/getSurvey/1/1'],
    ['GET', '/sr/survey/show/1/1/0'],
    ['POST', '/sr/survey/reset/1/1/1'],
    ['POST', '/sr/survey/saveSurveyAnswer'],
    ['POST', '/sr/survey/finish/1/1'],
    ['GET', '/sr/survey/beforeTestRepoteNew/1'],
    ['GET', '/sr/survey/afterTestReportNew/1'],
    ['GET', '/ddilearner/v2/user/keyActions/1'],
    ['PUT', '/ddilearner/v2/user/keyActions/1'],
    ['GET', '/ddilearner/v2/user/scenarios/1'],
    ['POST', '/ddilearner/v2/user/scenarios/1/1'],
  ])('%s %s', async (method, url) => {
    const response = await server().inject({ method: method as 'GET', url, ...(method !== 'GET' ? { payload: {} } : {}) });
    expect(response.statusCode).toBe(200);
    expect(body(response).code).toBe(106);
  });
});

describe('answers survive a restart of the app on the same database', () => {
  it('a second app instance on the first one’s PGlite data directory resumes the attempt with its answers', async () => {
    // The data directory is carried over as PGlite's dump (taken after the save was acknowledged, before the
    // first app closes): the same bytes a disk data directory would hold, without a slow on-disk PGlite.
    const clock = new TestClock();
    const first = await testServer({ clock });
    const cookie = await logIn(first);
    const course = await courseId(first, 'feedback');
    const { state } = await show(first, cookie, course, 1);
    const question = state.questions[0];
    const saved = await send(first, 'POST', '/sr/survey/saveSurveyAnswer', { courseId: course, moduleId: 1, attemptId: state.attemptId, questionId: question?.id, optionIds: [question?.options[2]?.id] }, cookie);
    expect(body(saved).code).toBe(0);
    const dataDir = await first.database.dump?.();
    await first.close();

    const second = await testServer({ clock, database: await openDatabase({ dataDir: 'memory://', loadDataDir: dataDir }) });
    try {
      const again = await logIn(second);
      const resumed = (await show(second, again, course, 1)).state;
      expect(resumed.attemptId).toBe(state.attemptId);
      expect(resumed.answers).toEqual([{ questionId: question?.id, optionIds: [question?.options[2]?.id], text: '' }]);
    } finally {
      await second.close();
    }
    // Two databases booted, one dumped and loaded: on two busy cores (npm test runs its steps side by side) this
    // takes longer than the suite's 30 s.
  }, 90_000);
});

describe('the introductions show the configured time limits, not fixed 25 and 20 minutes', () => {
  it('getSurvey carries ASSESSMENT_TIME_LIMIT_SECONDS and the DNA entry DNA_TIME_LIMIT_SECONDS', async () => {
    vi.stubEnv('ASSESSMENT_TIME_LIMIT_SECONDS', '1800');
    vi.stubEnv('DNA_TIME_LIMIT_SECONDS', '900');
    const local = await testServer();
    try {
      const cookie = await logIn(local);
      const course = await courseId(local, 'feedback');
      const status = body<{ timeLimitSeconds: number }>(await get(local, `/sr/survey/getSurvey/${course}/1`, cookie)).data;
      expect(status.timeLimitSeconds).toBe(1800);
      const [entry] = body<{ timeLimitSeconds: number }[]>(await get(local, '/sr/coursedna/queryCourseDNAList', cookie)).data;
      expect(entry?.timeLimitSeconds).toBe(900);
    } finally {
      vi.unstubAllEnvs();
      await local.close();
    }
  });
});
