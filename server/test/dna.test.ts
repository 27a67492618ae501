import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { dnaAttempts } from '../src/db/learning-schema.js';
import { body, envForThisFile, logIn, multi, sharedServer, TestClock } from './helpers.js';

// Read by the test server (helpers.ts): a short sweep so that the sweeper test need not wait 5 s.
envForThisFile('ASSESSMENT_SWEEP_INTERVAL_MS', '50');

interface Attempt {
  surveyId: number;
  tourId: number;
  attemptId: number;
  status: string;
  deadline: string | null;
  remainingSeconds: number;
  timeLimitSeconds: number;
  questions: { id: number; text: string; options: { id: number; text: string }[] }[];
  answers: { questionId: number; optionId: number }[];
  answeredCount: number;
  questionCount: number;
}
interface Report {
  status: string;
  readyAt: string | null;
  summary: string;
  dimensions: { id: number; key: string; name: string; icon: string; score: number; level: string; narrative: string; audio: { url: string; durationSeconds: number; language: string; fallback: boolean } }[];
}

const LIMIT_MS = 1200 * 1000;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'HEAD';
const call = (server: FastifyInstance, method: Method, url: string, cookie?: string, payload?: object) =>
  server.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });
const show = async (server: FastifyInstance, cookie: string, suffix = 'EN') =>
  body<Attempt>(await call(server, 'POST', `/sr/learningtour${suffix}/1/showSurvey/1`, cookie)).data;
const reset = async (server: FastifyInstance, cookie: string) => body<Attempt>(await call(server, 'PUT', '/api/surveys/1/reset?lang=EN', cookie)).data;
const answer = (server: FastifyInstance, cookie: string, questionId: number, optionId: number) =>
  call(server, 'PATCH', '/api/surveys/1', cookie, { questionId, optionId });
const progress = async (server: FastifyInstance, cookie: string) =>
  body<{ id: number; progress: number }[]>(await call(server, 'GET', '/sr/coursedna/queryCourseDNAList', cookie)).data[0]?.progress;

/** Answers question n (1-based position) with scale value `value(dimensionIndex)`: questions interleave the six dimensions. */
async function answerAll(server: FastifyInstance, cookie: string, attempt: Attempt, value: (dimension: number) => number) {
  for (const [index, question] of attempt.questions.entries()) {
    const option = question.options[value(index % 6) - 1];
    expect((await answer(server, cookie, question.id, option?.id ?? 0)).statusCode).toBe(200);
  }
}

describe('Leadership DNA: taking the survey', () => {
  const clock = new TestClock();
  const server = sharedServer({ clock });

  it('show starts in the request language (language paths) and resumes; deadline = now + 20 min', async () => {
    const cookie = await logIn(server());
    expect(await progress(server(), cookie)).toBe(0);
    const th = await show(server(), cookie, 'TH');
    expect(th).toMatchObject({ status: 'inProgress', surveyId: 1, tourId: 1, questionCount: 48, remainingSeconds: 1200, timeLimitSeconds: 1200 });
    expect(th.questions).toHaveLength(48);
    expect(th.questions[0]?.options).toHaveLength(5);
    expect(th.questions[0]?.text).toMatch(/[\u0E00-\u0E7F]/);
    expect(new Date(th.deadline ?? '').getTime() - clock.now().getTime()).toBe(LIMIT_MS);
    const cn = await show(server(), cookie, '');
    expect(cn.attemptId).toBe(th.attemptId);
    expect(cn.questions[0]?.text).toMatch(/团队/);
    expect((await show(server(), cookie, 'TW')).questions[0]?.text).toMatch(/團隊/);
    expect((await show(server(), cookie, 'EN')).questions[0]?.text).toMatch(/team/);
    expect(await progress(server(), cookie)).toBe(50);
    const tour = body<{ id: number; progress: number; name: string }[]>(await call(server(), 'GET', '/sr/learningtourEN', cookie)).data;
    expect(tour.at(-1)).toMatchObject({ id: 0, progress: 50, name: 'Leadership DNA' });
  });

  it('PATCH saves, replaces and validates; timing answers the server clock', async () => {
    const cookie = await logIn(server());
    const attempt = await reset(server(), cookie);
    const [first, second] = attempt.questions;
    expect(body(await answer(server(), cookie, first?.id ?? 0, 1)).data).toMatchObject({ answeredCount: 1, remainingSeconds: 1200 });
    expect(body(await answer(server(), cookie, first?.id ?? 0, 5)).data).toMatchObject({ answeredCount: 1 });
    expect(body(await answer(server(), cookie, second?.id ?? 0, 3)).data).toMatchObject({ answeredCount: 2 });
    expect((await answer(server(), cookie, 9999, 1)).statusCode).toBe(400);
    expect((await answer(server(), cookie, first?.id ?? 0, 6)).statusCode).toBe(400);
    expect((await call(server(), 'PATCH', '/api/surveys/1', cookie, { questionId: first?.id ?? 0 })).statusCode).toBe(400);
    const resumed = await show(server(), cookie);
    expect(resumed.answers).toEqual([
      { questionId: first?.id, optionId: 5 },
      { questionId: second?.id, optionId: 3 },
    ]);
    clock.advance(5 * 60_000);
    const timing = body<{ remainingSeconds: number; status: string }>(await call(server(), 'PUT', '/api/surveys/1', cookie, { elapsedSeconds: 9999 })).data;
    expect(timing).toMatchObject({ remainingSeconds: 900, status: 'inProgress' });
  });

  it('past the deadline → 409 4192, expired, no report; show answers expired; reset → fresh attempt', async () => {
    const cookie = await logIn(server());
    const attempt = await reset(server(), cookie);
    clock.advance(LIMIT_MS + 1000);
    const late = await call(server(), 'PATCH', '/api/surveys/1?lang=EN', cookie, { questionId: attempt.questions[0]?.id, optionId: 1 });
    expect(late.statusCode).toBe(409);
    expect(body(late)).toMatchObject({ code: 4192, message: 'Not finished in time: no report was made. Please take the survey again.' });
    const th = await call(server(), 'PATCH', '/api/surveys/1?lang=TH', cookie, { questionId: attempt.questions[0]?.id, optionId: 1 });
    expect(body(th).message).toMatch(/[\u0E00-\u0E7F]/);
    expect(body<Report>(await call(server(), 'GET', '/sr/surveys/1/report', cookie)).data).toMatchObject({ status: 'expired', dimensions: [] });
    expect(await show(server(), cookie)).toMatchObject({ status: 'expired', questions: [] });
    expect(await progress(server(), cookie)).toBe(0);
    const fresh = await reset(server(), cookie);
    expect(fresh).toMatchObject({ status: 'inProgress', answeredCount: 0, remainingSeconds: 1200 });
    expect(fresh.attemptId).not.toBe(attempt.attemptId);
  });

  it('the sweeper expires an overdue attempt without any request', async () => {
    const cookie = await logIn(server());
    const attempt = await reset(server(), cookie);
    clock.advance(LIMIT_MS + 1000);
    const status = async () =>
      (await server().database.db.select({ status: dnaAttempts.status }).from(dnaAttempts).where(eq(dnaAttempts.id, attempt.attemptId)))[0]?.status;
    for (let waited = 0; waited < 3000 && (await status()) === 'inProgress'; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await status()).toBe('expired');
  });
});

describe('Leadership DNA: finish and report', () => {
  const clock = new TestClock();
  const server = sharedServer({ clock });

  it('finish needs every answer; report generating → ready with scores, levels, icons and audio the static route serves', async () => {
    const cookie = await logIn(server());
    const attempt = await show(server(), cookie);
    // Dimension d (in seed order) answered with value [5, 4, 3, 2, 1, 5][d] → 100, 75, 50, 25, 0, 100.
    const values = [5, 4, 3, 2, 1, 5];
    await answerAll(server(), cookie, { ...attempt, questions: attempt.questions.slice(0, 40) }, (d) => values[d] ?? 1);
    const early = await call(server(), 'POST', '/api/learningtour/1/finishSurvey/1?lang=EN', cookie);
    expect(early.statusCode).toBe(400);
    expect(body(early)).toMatchObject({ code: 400, message: '8 questions are not answered yet', data: { missing: 8 } });
    await answerAll(server(), cookie, attempt, (d) => values[d] ?? 1);
    const finished = body<{ status: string; reportReadyAt: string }>(await call(server(), 'POST', '/api/learningtour/1/finishSurvey/1', cookie)).data;
    expect(finished.status).toBe('finished');
    expect(new Date(finished.reportReadyAt).getTime() - clock.now().getTime()).toBe(1500);
    expect(await progress(server(), cookie)).toBe(100);
    expect(body<Report>(await call(server(), 'GET', '/sr/surveys/1/report', cookie)).data.status).toBe('generating');
    clock.advance(1500);
    const report = body<Report>(await call(server(), 'GET', '/sr/surveys/1/report?lang=EN', cookie)).data;
    expect(report.status).toBe('ready');
    expect(report.dimensions.map((entry) => [entry.key, entry.score, entry.level])).toEqual([
      ['visionary', 100, 'high'],
      ['steward', 100, 'high'],
      ['coach', 75, 'high'],
      ['collaborator', 50, 'moderate'],
      ['driver', 25, 'low'],
      ['analyst', 0, 'low'],
    ]);
    const top = report.dimensions[0];
    expect(top).toMatchObject({ name: 'Visionary', icon: '/media/dna/icons/visionary.svg', audio: { url: '/media/dna/audio/en_US/visionary.ogg', language: 'en_US', fallback: false } });
    expect(top?.audio.durationSeconds).toBeGreaterThan(2);
    for (const entry of report.dimensions) {
      const audio = await call(server(), 'HEAD', entry.audio.url);
      expect(audio.statusCode).toBe(200);
      expect(audio.headers['content-type']).toMatch(/^audio\//);
      const icon = await call(server(), 'HEAD', entry.icon);
      expect(icon.statusCode).toBe(200);
    }
    const th = body<Report>(await call(server(), 'GET', '/sr/surveys/1/report?lang=TH', cookie)).data;
    expect(th.dimensions[0]?.audio).toMatchObject({ url: '/media/dna/audio/th_TH/visionary.ogg', language: 'th_TH' });
    expect(th.dimensions[0]?.name).toMatch(/[\u0E00-\u0E7F]/);
    // Finished: show keeps it; reset retakes.
    expect(await show(server(), cookie)).toMatchObject({ status: 'finished', questions: [] });
    expect((await reset(server(), cookie)).status).toBe('inProgress');
    expect(await progress(server(), cookie)).toBe(50);
  });

  it('audio plays are stored per user; two users never see each other’s attempt, report or records', async () => {
    const demoCookie = await logIn(server());
    const otherCookie = await logIn(server(), { username: multi.username, password: multi.password });
    const saved = await call(server(), 'POST', '/sr/coursedna/saveDNAUserAudioRecord/1/2', demoCookie, { playedSeconds: 4.6, completed: true });
    expect(body(saved)).toMatchObject({ code: 0, data: { saved: true } });
    expect((await call(server(), 'POST', '/sr/coursedna/saveDNAUserAudioRecord/1/99', demoCookie, { playedSeconds: 1, completed: false })).statusCode).toBe(404);
    expect((await call(server(), 'POST', '/sr/coursedna/saveDNAUserAudioRecord/1/2', demoCookie, { playedSeconds: 4000, completed: false })).statusCode).toBe(400);
    const rows = body<{ rows: { dimensionId: number; playedSeconds: number; completed: boolean }[] }>(await call(server(), 'GET', '/dev/dna-audio-records', demoCookie)).data.rows;
    expect(rows[0]).toMatchObject({ dimensionId: 2, playedSeconds: 5, completed: true });
    expect(body<{ rows: unknown[] }>(await call(server(), 'GET', '/dev/dna-audio-records', otherCookie)).data.rows).toEqual([]);
    expect(body<Report>(await call(server(), 'GET', '/sr/surveys/1/report', otherCookie)).data.status).toBe('none');
    expect(await progress(server(), otherCookie)).toBe(0);
    const other = await show(server(), otherCookie);
    const mine = await show(server(), demoCookie);
    expect(other.attemptId).not.toBe(mine.attemptId);
    await answer(server(), otherCookie, other.questions[0]?.id ?? 0, 2);
    expect((await show(server(), demoCookie)).answers.some((entry) => entry.optionId === 2 && entry.questionId === other.questions[0]?.id)).toBe(false);
  });

  it('no session → 106 on every DNA call', async () => {
    const calls: [Method, string, object?][] = [
      ['POST', '/sr/learningtourEN/1/showSurvey/1'],
      ['PUT', '/api/surveys/1', {}],
      ['PATCH', '/api/surveys/1', { questionId: 1, optionId: 1 }],
      ['PUT', '/api/surveys/1/reset'],
      ['POST', '/api/learningtour/1/finishSurvey/1'],
      ['GET', '/sr/surveys/1/report'],
      ['GET', '/sr/coursedna/queryCourseDNAList'],
      ['POST', '/sr/coursedna/saveDNAUserAudioRecord/1/1', { playedSeconds: 1, completed: false }],
    ];
    for (const [method, url, payload] of calls) expect(body(await call(server(), method, url, undefined, payload)).code, url).toBe(106);
  });
});
