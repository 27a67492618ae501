import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { learningGoalChanges } from '../src/db/learning-schema.js';
import { heartbeats, users } from '../src/db/schema.js';
import { ACTIVITY_WEEKS, GOAL_MINUTES_MAX, GOAL_MINUTES_MIN } from '../src/routes/ddilearner/activity-schemas.js';
import { body, countRows, demo, logIn, multi, sharedServer, TestClock } from './helpers.js';

/**
 * The learner's learning time and weekly goal over HTTP (decision 0097; docs/api.md "Learning time and weekly
 * goal"): `GET /ddilearner/v1/user/activity?tz=…` and `POST /ddilearner/v1/user/activity/goal`. The date rules
 * are checked on the service itself (learning-activity.test.ts).
 */

interface Activity {
  today: string;
  goalMinutes: number | null;
  days: { date: string; minutes: number }[];
  weeks: { start: string; minutes: number; goalMinutes: number | null }[];
  streakWeeks: number;
}

// Monday 5 January 2026, 10:00 in Bangkok.
const clock = new TestClock();
const server = sharedServer({ clock });
const db = () => server().database.db;

const activityUrl = (tz: string) => `/ddilearner/v1/user/activity?tz=${encodeURIComponent(tz)}`;
const getActivity = (cookie: string | undefined, tz = 'Asia/Bangkok', headers: Record<string, string> = {}) =>
  server().inject({ method: 'GET', url: activityUrl(tz), headers: { ...(cookie ? { cookie } : {}), ...headers } });
const activityOf = async (cookie: string, tz = 'Asia/Bangkok') => {
  const response = await getActivity(cookie, tz);
  expect(body(response).code, response.body).toBe(0);
  return body<Activity>(response).data;
};
const postGoal = (cookie: string | undefined, payload: object) =>
  server().inject({ method: 'POST', url: '/ddilearner/v1/user/activity/goal', headers: { ...(cookie ? { cookie } : {}), 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
const minutesOn = (activity: Activity, date: string) => activity.days.find((day) => day.date === date)?.minutes;

function expectRefused(response: LightMyRequestResponse, code: number) {
  expect(response.statusCode, response.body).toBe(code === 106 ? 200 : code);
  expect(body(response)).toMatchObject({ code, data: null });
}

async function userId(username: string): Promise<number> {
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

/** `count` heartbeats of the learner received from `at` on, one every `every` seconds: on a course's step, or on another page. */
async function storeBeats(user: number, at: string, count: number, options: { onStep?: boolean; every?: number } = {}) {
  const start = Date.parse(at);
  await db()
    .insert(heartbeats)
    .values(
      Array.from({ length: count }, (_, index) => ({
        userId: user,
        receivedAt: new Date(start + index * (options.every ?? 1) * 1000),
        actionId: 1000,
        actionContext: null,
        appId: 'ddi-learner-pc',
        appName: 'DDI',
        appVersion: '1',
        learningPathMetaId: options.onStep === false ? null : 3,
        result: null,
        objectIds: options.onStep === false ? null : (['/course/videoLearning', 2] as [string, number]),
        clientInfo: {},
      })),
    );
}

let demoCookie = '';
let multiCookie = '';
let demoId = 0;
let multiId = 0;

beforeAll(async () => {
  // Remembered sessions (30 days): the clock goes a few days ahead in some tests, and back.
  demoCookie = await logIn(server(), { address: '10.97.0.1', remember: true });
  multiCookie = await logIn(server(), { username: multi.username, address: '10.97.0.2', remember: true });
  demoId = await userId(demo.username);
  multiId = await userId(multi.username);
});

beforeEach(async () => {
  clock.set('2026-01-05T03:00:00.000Z');
  await db().delete(heartbeats);
  await db().delete(learningGoalChanges);
});

describe('GET /ddilearner/v1/user/activity: the learner’s learning time, from their heartbeats on a course’s step', () => {
  it('counts the heartbeats sent while a course’s step is on screen (objectIds set), not those from other pages (objectIds null)', async () => {
    const beat = (objectIds: [string, number] | null) => ({
      actionContext: null,
      actionId: 1000,
      appId: 'ddi-learner-pc',
      appName: 'DDI',
      appVersion: '1',
      learningPathMetaId: objectIds ? 3 : null,
      result: null,
      userId: demoId,
      objectIds,
      clientInfo: { page: objectIds ? '/course/videoLearning' : '/pc/home' },
    });
    // Through the tracking call, as the app sends them: four on a unit's video, four on the home page, 30 s apart.
    for (let index = 0; index < 4; index++) {
      for (const objectIds of [['/course/videoLearning', 2] as [string, number], null]) {
        const response = await server().inject({ method: 'POST', url: '/hb/v1/heartbeat/', headers: { cookie: demoCookie }, payload: beat(objectIds) });
        expect(body(response).code, response.body).toBe(0);
      }
      clock.advance(30_000);
    }
    await server().heartbeatWriter.flush();
    expect(await countRows(server(), heartbeats)).toBe(8);

    const activity = await activityOf(demoCookie);

    expect(activity.today).toBe('2026-01-05');
    // 4 × 30 s on the course: 2 minutes (the home page's 4 would make it 4).
    expect(activity.days).toEqual([
      { date: '2026-01-05', minutes: 2 },
      { date: '2026-01-06', minutes: 0 },
      { date: '2026-01-07', minutes: 0 },
      { date: '2026-01-08', minutes: 0 },
      { date: '2026-01-09', minutes: 0 },
      { date: '2026-01-10', minutes: 0 },
      { date: '2026-01-11', minutes: 0 },
    ]);
    expect(activity.weeks).toHaveLength(ACTIVITY_WEEKS);
    expect(activity.weeks.at(-1)).toEqual({ start: '2026-01-05', minutes: 2, goalMinutes: null });
    expect(activity.weeks.slice(0, -1).every((week) => week.minutes === 0)).toBe(true);
    expect(activity).toMatchObject({ goalMinutes: null, streakWeeks: 0 });
  });

  it('counts at most 15 minutes in any 15 minutes: 60 heartbeats in one span are 15 minutes', async () => {
    // 60 heartbeats between 10:00 and 10:15 in Bangkok (two tabs), then 10 between 10:15 and 10:30.
    await storeBeats(demoId, '2026-01-05T03:00:00Z', 60, { every: 10 });
    await storeBeats(demoId, '2026-01-05T03:15:00Z', 10, { every: 30 });
    clock.set('2026-01-05T04:00:00Z');

    expect(minutesOn(await activityOf(demoCookie), '2026-01-05')).toBe(15 + 5);
  });

  it('splits days at the learner’s midnight, in the time zone asked for: the same heartbeats on other days in Bangkok and New York', async () => {
    // 23:45 and 00:00 in Bangkok are 11:45 and 12:00 in New York; 11:45 and 12:00 in Bangkok, 23:45 and 00:00 in New York.
    await storeBeats(demoId, '2026-01-06T16:45:00Z', 10, { every: 30 });
    await storeBeats(demoId, '2026-01-06T17:00:00Z', 30, { every: 30 });
    await storeBeats(demoId, '2026-01-07T04:45:00Z', 20, { every: 30 });
    await storeBeats(demoId, '2026-01-07T05:00:00Z', 6, { every: 30 });
    clock.set('2026-01-07T12:00:00Z');

    const bangkok = await activityOf(demoCookie, 'Asia/Bangkok');
    const newYork = await activityOf(demoCookie, 'America/New_York');

    expect([minutesOn(bangkok, '2026-01-06'), minutesOn(bangkok, '2026-01-07')]).toEqual([5, 15 + 10 + 3]);
    expect([minutesOn(newYork, '2026-01-06'), minutesOn(newYork, '2026-01-07')]).toEqual([5 + 15 + 10, 3]);
  });

  it('never counts another learner’s heartbeats', async () => {
    await storeBeats(multiId, '2026-01-05T02:00:00Z', 20, { every: 30 });
    clock.set('2026-01-05T04:00:00Z');

    expect(minutesOn(await activityOf(demoCookie), '2026-01-05')).toBe(0);
    expect(minutesOn(await activityOf(multiCookie), '2026-01-05')).toBe(10);
  });

  it('an unknown time zone → 400 naming tz, in the request’s language; a missing or malformed one → 400', async () => {
    const unknown = await getActivity(demoCookie, 'Mars/Olympus');
    expectRefused(unknown, 400);
    expect(body(unknown).message).toMatch(/^The request is not valid: .*querystring\/tz/);
    const thai = await server().inject({ method: 'GET', url: `${activityUrl('Mars/Olympus')}&lang=TH`, headers: { cookie: demoCookie } });
    expectRefused(thai, 400);
    expect(body(thai).message).toMatch(/^คำขอไม่ถูกต้อง: .*querystring\/tz/);

    expectRefused(await server().inject({ method: 'GET', url: '/ddilearner/v1/user/activity', headers: { cookie: demoCookie } }), 400);
    expectRefused(await getActivity(demoCookie, 'Asia/Bangkok; select 1'), 400);
    expectRefused(await server().inject({ method: 'GET', url: `${activityUrl('UTC')}&userId=${multiId}`, headers: { cookie: demoCookie } }), 400);
    // The app's client adds `lang` to every call.
    expect(body(await server().inject({ method: 'GET', url: `${activityUrl('UTC')}&lang=TH`, headers: { cookie: demoCookie } })).code).toBe(0);
  });
});

describe('POST /ddilearner/v1/user/activity/goal: the learner’s weekly goal', () => {
  /** The learner's goal changes as stored, oldest first. */
  const changesOf = async (user: number) =>
    (
      await db()
        .select({ spanStart: learningGoalChanges.spanStart, minutes: learningGoalChanges.weeklyMinutes })
        .from(learningGoalChanges)
        .where(eq(learningGoalChanges.userId, user))
        .orderBy(learningGoalChanges.spanStart)
    ).map((row) => [row.spanStart.toISOString(), row.minutes]);

  it('a goal set is answered and read back; changed within the same quarter hour, the change replaces it; null removes it', async () => {
    clock.set('2026-01-05T03:02:00.000Z');
    expect(body(await postGoal(demoCookie, { minutes: 90 }))).toEqual({ code: 0, message: '', data: { goalMinutes: 90 } });
    expect((await activityOf(demoCookie)).goalMinutes).toBe(90);

    // Changing one's mind in the dialog leaves one change: that of the quarter hour 03:00–03:15.
    clock.set('2026-01-05T03:14:00.000Z');
    expect(body(await postGoal(demoCookie, { minutes: GOAL_MINUTES_MAX })).data).toEqual({ goalMinutes: GOAL_MINUTES_MAX });
    expect(await changesOf(demoId)).toEqual([['2026-01-05T03:00:00.000Z', GOAL_MINUTES_MAX]]);
    expect((await activityOf(demoCookie)).goalMinutes).toBe(GOAL_MINUTES_MAX);

    // Removed later: a change to none, the one before kept for the weeks it judged.
    clock.set('2026-01-05T03:15:00.000Z');
    expect(body(await postGoal(demoCookie, { minutes: null }))).toEqual({ code: 0, message: '', data: { goalMinutes: null } });
    expect(await changesOf(demoId)).toEqual([
      ['2026-01-05T03:00:00.000Z', GOAL_MINUTES_MAX],
      ['2026-01-05T03:15:00.000Z', null],
    ]);
    expect((await activityOf(demoCookie)).goalMinutes).toBeNull();
    // Removing no goal is no error, and stores nothing.
    clock.set('2026-01-05T04:00:00.000Z');
    expect(body(await postGoal(demoCookie, { minutes: null })).data).toEqual({ goalMinutes: null });
    expect(await changesOf(demoId)).toHaveLength(2);
  });

  it('is the learner’s own: another learner’s goal is neither read nor changed', async () => {
    await postGoal(multiCookie, { minutes: GOAL_MINUTES_MIN });
    await postGoal(demoCookie, { minutes: 45 });

    expect((await activityOf(demoCookie)).goalMinutes).toBe(45);
    expect((await activityOf(multiCookie)).goalMinutes).toBe(GOAL_MINUTES_MIN);
    await postGoal(demoCookie, { minutes: null });
    expect((await activityOf(multiCookie)).goalMinutes).toBe(GOAL_MINUTES_MIN);
  });

  it('the streak counts the weeks met with the goal: this week not yet met does not break it, a week missed does', async () => {
    // 30 minutes in each of the two weeks before this one, 20 in the one before them, 10 so far this week.
    for (const monday of ['2025-12-15', '2025-12-22', '2025-12-29']) await storeBeats(demoId, `${monday}T03:00:00Z`, monday === '2025-12-15' ? 40 : 60, { every: 30 });
    await storeBeats(demoId, '2026-01-05T02:00:00Z', 20, { every: 30 });

    // Set before those weeks, and changed since in that same quarter hour.
    clock.set('2025-12-01T03:00:00.000Z');
    await postGoal(demoCookie, { minutes: 30 });
    clock.set('2026-01-05T03:00:00.000Z');
    expect(await activityOf(demoCookie)).toMatchObject({ goalMinutes: 30, streakWeeks: 2 });
    clock.set('2025-12-01T03:00:00.000Z');
    await postGoal(demoCookie, { minutes: 10 });
    clock.set('2026-01-05T03:00:00.000Z');
    expect(await activityOf(demoCookie)).toMatchObject({ goalMinutes: 10, streakWeeks: 4 });
    await postGoal(demoCookie, { minutes: null });
    expect(await activityOf(demoCookie)).toMatchObject({ goalMinutes: null, streakWeeks: 0 });
  });

  it('a goal raised this week judges this week only: the weeks before keep the goal they ended with (decision 0104)', async () => {
    for (const monday of ['2025-12-15', '2025-12-22', '2025-12-29']) await storeBeats(demoId, `${monday}T03:00:00Z`, monday === '2025-12-15' ? 40 : 60, { every: 30 });
    clock.set('2025-12-01T03:00:00.000Z');
    await postGoal(demoCookie, { minutes: 30 });
    clock.set('2026-01-05T03:00:00.000Z');
    await postGoal(demoCookie, { minutes: 60 });

    const activity = await activityOf(demoCookie);

    expect(activity.weeks.slice(-4)).toEqual([
      { start: '2025-12-15', minutes: 20, goalMinutes: 30 },
      { start: '2025-12-22', minutes: 30, goalMinutes: 30 },
      { start: '2025-12-29', minutes: 30, goalMinutes: 30 },
      { start: '2026-01-05', minutes: 0, goalMinutes: 60 },
    ]);
    expect(activity).toMatchObject({ goalMinutes: 60, streakWeeks: 2 });
  });

  it('a new goal judges no week before it was set: its streak starts with this week', async () => {
    for (const monday of ['2025-12-22', '2025-12-29', '2026-01-05']) await storeBeats(demoId, `${monday}T01:00:00Z`, 60, { every: 30 });
    await postGoal(demoCookie, { minutes: 30 });

    const activity = await activityOf(demoCookie);

    expect(activity.weeks.at(-2)?.goalMinutes).toBeNull();
    expect(activity).toMatchObject({ goalMinutes: 30, streakWeeks: 1 });
  });

  it.each([
    ['below the lowest goal', { minutes: GOAL_MINUTES_MIN - 1 }],
    ['above the highest goal', { minutes: GOAL_MINUTES_MAX + 1 }],
    ['not a whole number', { minutes: 30.5 }],
    ['not a number', { minutes: 'thirty' }],
    ['negative', { minutes: -30 }],
    ['without minutes', {}],
    ['with another property', { minutes: 30, userId: 1 }],
  ])('a goal %s → 400 and nothing stored', async (_case, payload) => {
    await postGoal(multiCookie, { minutes: 60 });

    expectRefused(await postGoal(demoCookie, payload), 400);
    expect(await db().select({ userId: learningGoalChanges.userId, minutes: learningGoalChanges.weeklyMinutes }).from(learningGoalChanges)).toEqual([{ userId: multiId, minutes: 60 }]);
    // And a goal already set stays as it was.
    await postGoal(demoCookie, { minutes: 45 });
    expectRefused(await postGoal(demoCookie, payload), 400);
    expect((await activityOf(demoCookie)).goalMinutes).toBe(45);
  });
});

describe('without a session', () => {
  it('GET /ddilearner/v1/user/activity answers 106', async () => {
    expectRefused(await getActivity(undefined), 106);
  });

  it('POST /ddilearner/v1/user/activity/goal answers 106 and stores nothing', async () => {
    expectRefused(await postGoal(undefined, { minutes: 60 }), 106);
    expect(await countRows(server(), learningGoalChanges)).toBe(0);
  });
});
