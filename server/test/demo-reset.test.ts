import { eq, getTableName, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { runDemoReset } from '../src/cli/demo-reset.js';
import { DemoResetError } from '../src/db/demo-reset.js';
import { enrolments, learningPaths } from '../src/db/learning-schema.js';
import { companies, memberships, rateLimits, users } from '../src/db/schema.js';
import { demoLogins } from '../src/db/seed.js';
import { hashPassword } from '../src/lib/password.js';
import { ownedBy, personalTables } from '../src/services/erasure.js';
import { allTables, dbFingerprint } from './db-fingerprint.js';
import { body, demo, logIn, testServer, TestClock } from './helpers.js';

/** The learner who has started nothing (db/seed.ts, README "Demo logins"). */
const newcomer = { username: 'newcomer', password: 'Demo@1234', phone: '+66810000003' } as const;

interface Step {
  step: number;
  status: string;
}
interface Home {
  courses: { id: number; name: string; status: string; progress: number; steps: Step[] }[];
  projects: unknown[];
}
interface AttemptState {
  attemptId: number;
  moduleId: number;
  deadline: string;
  questions: { id: number; type: string; options: { id: number }[] }[];
}
interface SurveyStatus {
  status: string;
  canStart: boolean;
}

const get = (server: FastifyInstance, url: string, cookie: string) => server.inject({ method: 'GET', url, headers: { cookie } });
const post = (server: FastifyInstance, url: string, payload: object, cookie: string) => server.inject({ method: 'POST', url, payload, headers: { cookie } });

async function home(server: FastifyInstance, cookie: string): Promise<Home> {
  return body<Home>(await get(server, '/sr/v2/coursesOrProjectCourses?lang=EN', cookie)).data;
}

async function surveyStatus(server: FastifyInstance, cookie: string, course: number, moduleId: 1 | 4): Promise<SurveyStatus> {
  return body<SurveyStatus>(await get(server, `/sr/survey/getSurvey/${course}/${moduleId}`, cookie)).data;
}

/** Starts the test, answers every question with its first option (or a text) and finishes it. */
async function takeTest(server: FastifyInstance, cookie: string, course: number, moduleId: 1 | 4): Promise<AttemptState> {
  const state = body<AttemptState>(await get(server, `/sr/survey/show/${course}/${moduleId}/0`, cookie)).data;
  for (const question of state.questions) {
    const answer = question.type === 'open' ? { text: 'My reflection' } : { optionIds: [question.options[0]?.id] };
    const saved = await post(server, '/sr/survey/saveSurveyAnswer', { courseId: course, moduleId, attemptId: state.attemptId, questionId: question.id, ...answer }, cookie);
    expect(body(saved).code, saved.body).toBe(0);
  }
  expect(body(await post(server, `/sr/survey/finish/${course}/${moduleId}`, { attemptId: state.attemptId }, cookie)).code).toBe(0);
  return state;
}

async function courseId(server: FastifyInstance, code: string): Promise<number> {
  const [row] = await server.database.db.select({ id: learningPaths.id }).from(learningPaths).where(eq(learningPaths.code, code));
  if (!row) throw new Error(`no course ${code}`);
  return row.id;
}

/** Each test starts its own server (the reset needs a fresh database); on a loaded machine that takes a while. */
const slow = { timeout: 90_000 };

describe('the newcomer demo learner has started nothing, in a course whose four steps are open', slow, () => {
  it('logs in and sees one course, Coaching for Success, with all four steps open and both tests to take', async () => {
    const server = await testServer({ clock: new TestClock() });
    const cookie = await logIn(server, newcomer);
    const { courses, projects } = await home(server, cookie);
    expect(courses.map((course) => [course.name, course.status, course.progress])).toEqual([['Coaching for Success', 'open', 0]]);
    expect(courses[0]?.steps.map((step) => step.status)).toEqual(['open', 'open', 'open', 'open']);
    expect(projects).toEqual([]);
    const course = courses[0]?.id ?? 0;
    expect(await surveyStatus(server, cookie, course, 1)).toMatchObject({ status: 'notStarted', canStart: true });
    expect(await surveyStatus(server, cookie, course, 4)).toMatchObject({ status: 'notStarted', canStart: true });
    await server.close();
  });

  it('takes the pre-test (a timed attempt) and then the post-test; the before/after report appears', async () => {
    const clock = new TestClock();
    const server = await testServer({ clock });
    const cookie = await logIn(server, newcomer);
    const course = await courseId(server, 'coaching-open');
    const pre = await takeTest(server, cookie, course, 1);
    expect(new Date(pre.deadline).getTime()).toBeGreaterThan(clock.now().getTime());
    await takeTest(server, cookie, course, 4);
    clock.advance(1500);
    const report = body<{ status: string; before: { status: string }; comparison: unknown[] }>(await get(server, `/sr/survey/afterTestReportNew/${course}`, cookie)).data;
    expect(report.status).toBe('ready');
    expect(report.before.status).toBe('ready');
    expect(report.comparison.length).toBeGreaterThan(0);
    await server.close();
  });
});

/** A learner who is not a demo learner, enrolled in a demo course: the rows reset must leave alone. */
async function otherLearner(server: FastifyInstance): Promise<{ id: number; cookie: string }> {
  const db = server.database.db;
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.code, 'ddi-th'));
  const [user] = await db
    .insert(users)
    .values({ username: 'pim', displayName: 'Pim', phone: '+66819999999', passwordHash: await hashPassword('Other@1234'), currentCompanyId: company?.id ?? null })
    .returning({ id: users.id });
  if (!user || !company) throw new Error('the other learner was not created');
  await db.insert(memberships).values({ userId: user.id, companyId: company.id });
  await db.insert(enrolments).values({ userId: user.id, learningPathId: await courseId(server, 'coaching') });
  return { id: user.id, cookie: await logIn(server, { username: 'pim', password: 'Other@1234' }) };
}

/** A rate-limit counter of a demo learner's account or phone (`login:account:15m:user:demo` …) is demo data. */
const demoCounter = new RegExp(`:(${demoLogins.flatMap((login) => [`user:${login.username}`, `phone:\\${login.phone}`]).join('|')})$`);

/**
 * Every table's fingerprint, where a personal table (and `users`) counts only the given user's rows and
 * `rate_limits` all but the demo learners' counters.
 */
async function fingerprintOutside(server: FastifyInstance, userId: number): Promise<Record<string, string>> {
  const prints = await dbFingerprint(server);
  const owned = [
    ...personalTables.map((entry) => ({ name: entry.name, table: entry.table, where: ownedBy(entry, userId) })),
    { name: getTableName(users), table: users, where: sql`${users.id} = ${userId}` },
    { name: getTableName(rateLimits), table: rateLimits, where: sql`${rateLimits.key} !~ ${demoCounter.source}` },
  ];
  for (const { name, table, where } of owned) {
    const result = await server.database.db.execute(sql`select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as print from (select * from ${table} where ${where}) t`);
    prints[name] = (result as unknown as { rows: { print: string }[] }).rows[0]?.print ?? '';
  }
  return prints;
}

describe('npm run demo:reset puts the demo learners back to their starting state', slow, () => {
  it('after the newcomer took the pre-test, the reset brings them back to nothing started, and says what it did', async () => {
    const clock = new TestClock();
    const server = await testServer({ clock });
    const course = await courseId(server, 'coaching-open');
    const before = await logIn(server, newcomer);
    await takeTest(server, before, course, 1);
    expect(await surveyStatus(server, before, course, 1)).toMatchObject({ status: 'finished', canStart: false });

    const message = await runDemoReset(server.database, 'memory://');
    expect(message).toContain('Reset the demo learners demo, multi, newcomer, graduate on PGlite memory://, in one transaction.');
    expect(message).toMatch(/assessment_attempts: \d+/);
    expect(message).toMatch(/attempt_answers: \d+/);
    expect(message).toMatch(/sessions: \d+/);

    const cookie = await logIn(server, newcomer);
    const { courses } = await home(server, cookie);
    expect(courses.map((entry) => [entry.name, entry.progress])).toEqual([['Coaching for Success', 0]]);
    expect(courses[0]?.steps.map((step) => step.status)).toEqual(['open', 'open', 'open', 'open']);
    expect(await surveyStatus(server, cookie, course, 1)).toMatchObject({ status: 'notStarted', canStart: true });
    // The other demo learners are back to their seeded state too: Coaching's pre-test finished.
    const demoCookie = await logIn(server, demo);
    expect((await home(server, demoCookie)).courses[0]?.steps.map((step) => step.status)).toEqual(['finished', 'open', 'open', 'notOpen']);
    // And the graduate's course is finished, every step of it.
    const graduateCookie = await logIn(server, { username: 'graduate', password: demo.password });
    expect((await home(server, graduateCookie)).courses.map((entry) => [entry.name, entry.progress, entry.status])).toEqual([['Coaching for Success', 100, 'finished']]);
    await server.close();
  });

  it('leaves every row that is not a demo learner’s untouched: another learner’s data and all content', async () => {
    const server = await testServer({ clock: new TestClock() });
    const other = await otherLearner(server);
    await takeTest(server, other.cookie, await courseId(server, 'coaching'), 1);
    // The demo learners have rows of their own to delete.
    await takeTest(server, await logIn(server, newcomer), await courseId(server, 'coaching-open'), 1);
    const before = await fingerprintOutside(server, other.id);
    expect(before.assessment_attempts).toMatch(/^1:/);
    expect(before.rate_limits).not.toMatch(/^0:/);

    await runDemoReset(server.database, 'memory://');
    expect(await fingerprintOutside(server, other.id)).toEqual(before);
    expect(Object.keys(before).length).toBe(allTables.length);
    await server.close();
  });

  it('refuses a database that holds no demo learner, and changes nothing', async () => {
    const server = await testServer({ demo: false });
    const before = await dbFingerprint(server);
    await expect(runDemoReset(server.database, 'memory://')).rejects.toThrow(DemoResetError);
    await expect(runDemoReset(server.database, 'memory://')).rejects.toThrow(/no demo learner.*nothing was changed/);
    expect(await dbFingerprint(server)).toEqual(before);
    await server.close();
  });
});
