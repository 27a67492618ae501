import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../src/lib/envelope.js';
import type { GoalChange, SpanRow } from '../src/repositories/activity.js';
import { ACTIVITY_WEEKS } from '../src/routes/ddilearner/activity-schemas.js';
import { HEARTBEAT_INTERVAL_SECONDS } from '../src/routes/hb/tracking-schemas.js';
import { activitySince, learningActivity, streakWeeksOf } from '../src/services/activity.js';

/**
 * The learner's learning time worked out from their heartbeats per 15-minute span (services/activity.ts, decision
 * 0097): the rules on plain data, without a database. The routes' tests (activity.test.ts) check the HTTP side.
 */

/** `beats` heartbeats on a course's step in the span starting at `start` (UTC). */
const span = (start: string, beats: number): SpanRow => ({ spanStart: new Date(start), beats });
/** How many heartbeats make `minutes` of learning time. */
const beatsFor = (minutes: number) => (minutes * 60) / HEARTBEAT_INTERVAL_SECONDS;

const BANGKOK = 'Asia/Bangkok';
const NEW_YORK = 'America/New_York';
/** Wednesday 7 January 2026, 19:00 in Bangkok, 07:00 in New York: this week's Monday is the 5th in both. */
const WEDNESDAY = new Date('2026-01-07T12:00:00.000Z');

const rules = { weeks: ACTIVITY_WEEKS, heartbeatSeconds: HEARTBEAT_INTERVAL_SECONDS };
/** A goal set from `at` on (`null`: removed then). */
const change = (at: string, minutes: number | null): GoalChange => ({ spanStart: new Date(at), minutes });
/** A goal kept since before any week answered (as a goal stored before decision 0104). */
const always = (minutes: number | null | undefined): GoalChange[] => (minutes == null ? [] : [change('1970-01-01T00:00:00Z', minutes)]);
const activity = (spans: SpanRow[], options: { timeZone?: string; now?: Date; goalMinutes?: number | null; goalChanges?: GoalChange[] } = {}) =>
  learningActivity({
    spans,
    goalChanges: options.goalChanges ?? always(options.goalMinutes),
    timeZone: options.timeZone ?? BANGKOK,
    now: options.now ?? WEDNESDAY,
    rules,
  });
const minutesByDay = (answer: ReturnType<typeof activity>) => Object.fromEntries(answer.days.map((day) => [day.date, day.minutes]));

describe('learning time is counted from heartbeats, at most 15 minutes in any 15 minutes', () => {
  it('each heartbeat counts the heartbeat interval: a day’s minutes are its seconds in whole minutes, rounded down', () => {
    const answer = activity([span('2026-01-05T03:00:00Z', beatsFor(5)), span('2026-01-05T03:15:00Z', 3), span('2026-01-06T03:00:00Z', 1)]);

    // Monday: 5 min + 3 × 30 s = 6.5 min → 6; Tuesday: 30 s → 0.
    expect(answer.days.slice(0, 3)).toEqual([
      { date: '2026-01-05', minutes: 6 },
      { date: '2026-01-06', minutes: 0 },
      { date: '2026-01-07', minutes: 0 },
    ]);
  });

  it('a span counts at most 15 minutes however many heartbeats it holds (two tabs do not count twice)', () => {
    const answer = activity([span('2026-01-05T03:00:00Z', 60), span('2026-01-05T03:15:00Z', 31), span('2026-01-05T03:30:00Z', 29)]);

    // 60 beats → 15 min; 31 beats (15.5 min) → 15 min; 29 beats → 14.5 min: 44.5 min → 44.
    expect(minutesByDay(answer)['2026-01-05']).toBe(44);
  });
});

describe('days and weeks are the learner’s, in the time zone the request names', () => {
  // The same instants: 23:45 and 00:00 in Bangkok (UTC+7), 11:45 and 12:00 in New York (UTC−5); then the other way round.
  const instants = [
    span('2026-01-06T16:45:00Z', beatsFor(5)),
    span('2026-01-06T17:00:00Z', beatsFor(5)),
    span('2026-01-07T04:45:00Z', beatsFor(5)),
    span('2026-01-07T05:00:00Z', beatsFor(5)),
  ];

  it('a day ends at the learner’s midnight: the same heartbeats fall on other days in Bangkok and in New York', () => {
    const bangkok = activity(instants, { timeZone: BANGKOK });
    const newYork = activity(instants, { timeZone: NEW_YORK });

    expect(bangkok.today).toBe('2026-01-07');
    expect(newYork.today).toBe('2026-01-07');
    expect([minutesByDay(bangkok)['2026-01-06'], minutesByDay(bangkok)['2026-01-07']]).toEqual([5, 15]);
    expect([minutesByDay(newYork)['2026-01-06'], minutesByDay(newYork)['2026-01-07']]).toEqual([15, 5]);
  });

  it('today is the learner’s date: at 01:00 UTC on Monday it is still Sunday in New York, already Monday in Bangkok', () => {
    const now = new Date('2026-01-12T01:00:00Z');

    expect(activity([], { timeZone: BANGKOK, now }).today).toBe('2026-01-12');
    expect(activity([], { timeZone: NEW_YORK, now }).today).toBe('2026-01-11');
    expect(activity([], { timeZone: BANGKOK, now }).days[0]?.date).toBe('2026-01-12');
    expect(activity([], { timeZone: NEW_YORK, now }).days[0]?.date).toBe('2026-01-05');
  });

  it('a week starts on Monday: this week’s seven days run Monday to Sunday, the days after today at 0', () => {
    // Sunday 11 January, 17:00 in Bangkok. A span at the learner's Monday 00:00 belongs to this week, one at
    // Sunday 23:45 the week before to the last.
    const now = new Date('2026-01-11T10:00:00Z');
    const answer = activity([span('2026-01-04T16:45:00Z', beatsFor(10)), span('2026-01-04T17:00:00Z', beatsFor(7)), span('2026-01-11T09:00:00Z', beatsFor(3))], { now });

    expect(answer.days).toEqual([
      { date: '2026-01-05', minutes: 7 },
      { date: '2026-01-06', minutes: 0 },
      { date: '2026-01-07', minutes: 0 },
      { date: '2026-01-08', minutes: 0 },
      { date: '2026-01-09', minutes: 0 },
      { date: '2026-01-10', minutes: 0 },
      { date: '2026-01-11', minutes: 3 },
    ]);
    expect(answer.weeks.slice(-2)).toEqual([
      { start: '2025-12-29', minutes: 10, goalMinutes: null },
      { start: '2026-01-05', minutes: 10, goalMinutes: null },
    ]);
    // On Monday, today is the first of the seven.
    expect(activity([], { now: new Date('2026-01-05T03:00:00Z') }).days.map((day) => day.date)).toEqual([
      '2026-01-05',
      '2026-01-06',
      '2026-01-07',
      '2026-01-08',
      '2026-01-09',
      '2026-01-10',
      '2026-01-11',
    ]);
  });

  it('the days after today have 0, even with heartbeats stamped later (a server clock put back)', () => {
    const answer = activity([span('2026-01-07T05:00:00Z', beatsFor(4)), span('2026-01-09T05:00:00Z', beatsFor(6))]);

    expect(answer.days.slice(2).map((day) => day.minutes)).toEqual([4, 0, 0, 0, 0]);
    expect(answer.weeks.at(-1)?.minutes).toBe(4);
  });

  it(`the weeks are the last ${ACTIVITY_WEEKS}, oldest first and this week last, each by its Monday`, () => {
    const answer = activity([]);

    expect(answer.weeks).toHaveLength(ACTIVITY_WEEKS);
    expect(answer.weeks[0]).toEqual({ start: '2025-10-20', minutes: 0, goalMinutes: null });
    expect(answer.weeks.at(-1)).toEqual({ start: '2026-01-05', minutes: 0, goalMinutes: null });
    for (const [index, week] of answer.weeks.entries()) {
      expect(new Date(`${week.start}T00:00:00Z`).getUTCDay(), week.start).toBe(1);
      if (index > 0) expect(Date.parse(week.start) - Date.parse(answer.weeks[index - 1]?.start ?? ''), week.start).toBe(7 * 86_400_000);
    }
  });

  it('a week’s minutes are its seconds in whole minutes, not the sum of its days’ rounded minutes', () => {
    // One heartbeat (30 s) on each day of last week; three (1.5 min) on each day of this week so far.
    const lastWeek = ['2025-12-29', '2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04'].map((date) => span(`${date}T05:00:00Z`, 1));
    const thisWeek = ['2026-01-05', '2026-01-06', '2026-01-07'].map((date) => span(`${date}T05:00:00Z`, 3));
    const answer = activity([...lastWeek, ...thisWeek]);

    expect(answer.days.slice(0, 3).map((day) => day.minutes)).toEqual([1, 1, 1]);
    // 7 × 30 s = 3.5 min → 3 (its days: 0 each); 3 × 1.5 min = 4.5 min → 4 (its days: 1 each).
    expect(answer.weeks.slice(-2)).toEqual([
      { start: '2025-12-29', minutes: 3, goalMinutes: null },
      { start: '2026-01-05', minutes: 4, goalMinutes: null },
    ]);
  });

  it('a change to daylight saving time moves no day: New York’s days and weeks stay calendar days around 8 March and 1 November 2026', () => {
    // Monday 9 March 2026 00:00 EDT is 04:00 UTC; Sunday 8 March 23:45 EDT is 03:45 UTC.
    const spring = activity([span('2026-03-09T03:45:00Z', beatsFor(2)), span('2026-03-09T04:00:00Z', beatsFor(4))], { timeZone: NEW_YORK, now: new Date('2026-03-11T16:00:00Z') });
    expect(spring.days.map((day) => day.date)).toEqual(['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14', '2026-03-15']);
    expect(spring.days[0]?.minutes).toBe(4);
    expect(spring.weeks.slice(-2)).toEqual([
      { start: '2026-03-02', minutes: 2, goalMinutes: null },
      { start: '2026-03-09', minutes: 4, goalMinutes: null },
    ]);
    // Monday 2 November 2026 00:00 EST is 05:00 UTC (the clocks went back on Sunday 1 November).
    const autumn = activity([span('2026-11-02T04:45:00Z', beatsFor(2)), span('2026-11-02T05:00:00Z', beatsFor(4))], { timeZone: NEW_YORK, now: new Date('2026-11-04T16:00:00Z') });
    expect(autumn.days[0]).toEqual({ date: '2026-11-02', minutes: 4 });
    expect(autumn.weeks.slice(-2)).toEqual([
      { start: '2026-10-26', minutes: 2, goalMinutes: null },
      { start: '2026-11-02', minutes: 4, goalMinutes: null },
    ]);
  });

  it('heartbeats are read from the first week’s Monday at its earliest anywhere (14 hours before 00:00 UTC); those before it in the learner’s zone are left out', () => {
    // The first of the 12 weeks starts on Monday 20 October 2025.
    const since = activitySince(WEDNESDAY, BANGKOK, rules);
    expect(since.toISOString()).toBe('2025-10-19T10:00:00.000Z');
    expect(activitySince(WEDNESDAY, NEW_YORK, rules).toISOString()).toBe('2025-10-19T10:00:00.000Z');

    // 17:00 on Sunday in Bangkok: before the first week, left out; 00:00 on Monday in Bangkok (17:00 UTC): counted.
    const spans = [span('2025-10-19T10:00:00Z', beatsFor(10)), span('2025-10-19T17:00:00Z', beatsFor(3))];
    expect(activity(spans, { timeZone: BANGKOK }).weeks[0]).toEqual({ start: '2025-10-20', minutes: 3, goalMinutes: null });
    // Kiritimati (UTC+14): 10:00 UTC on Sunday is already Monday 00:00 there.
    expect(activity(spans, { timeZone: 'Pacific/Kiritimati' }).weeks[0]).toEqual({ start: '2025-10-20', minutes: 13, goalMinutes: null });
  });

  it('an unknown time zone is a bad request (400), naming the query’s tz', () => {
    for (const run of [() => activity([], { timeZone: 'Mars/Olympus' }), () => activitySince(WEDNESDAY, 'Mars/Olympus', rules)]) {
      try {
        run();
        expect.unreachable('an unknown time zone was accepted');
      } catch (error) {
        expect(error).toBeInstanceOf(ApiFailure);
        expect((error as ApiFailure).apiCode).toBe(400);
        expect((error as ApiFailure).detail).toContain('querystring/tz');
      }
    }
  });
});

describe('the streak: weeks in a row up to this one in which the learner learned at least the goal', () => {
  /** Weeks of these minutes, each judged against `goal`. */
  const judged = (minutes: number[], goal: number | null) => minutes.map((value) => ({ minutes: value, goalMinutes: goal }));

  it('counts the weeks met back from this one, this week included once met', () => {
    expect(streakWeeksOf(judged([0, 0, 60, 60, 75], 60))).toBe(3);
    expect(streakWeeksOf(judged([0, 0, 0, 0, 60], 60))).toBe(1);
  });

  it('this week not yet met does not break the run: it is not counted, the weeks before it are', () => {
    expect(streakWeeksOf(judged([0, 60, 60, 59], 60))).toBe(2);
    expect(streakWeeksOf(judged([0, 0, 0, 0], 60))).toBe(0);
  });

  it('a week below the goal before this one ends the run', () => {
    expect(streakWeeksOf(judged([60, 60, 59, 60, 60], 60))).toBe(2);
    expect(streakWeeksOf(judged([60, 60, 60, 0, 10], 60))).toBe(0);
  });

  it('is 0 without a goal, and at most the weeks answered', () => {
    expect(streakWeeksOf(judged([60, 60, 60], null))).toBe(0);
    expect(streakWeeksOf(judged(Array.from({ length: ACTIVITY_WEEKS }, () => 600), 10))).toBe(ACTIVITY_WEEKS);
  });

  it('each week is judged against its own goal: a week without one ends the run', () => {
    const weeks = [
      { minutes: 600, goalMinutes: null },
      { minutes: 30, goalMinutes: 30 },
      { minutes: 30, goalMinutes: 30 },
      { minutes: 60, goalMinutes: 60 },
    ];
    expect(streakWeeksOf(weeks)).toBe(3);
    expect(streakWeeksOf([...weeks.slice(0, 3), { minutes: 59, goalMinutes: 60 }])).toBe(2);
  });

  it('is worked out on the weeks answered, with the learner’s goal', () => {
    // 20 min in each of the three weeks before this one (the last over two days), 10 min so far this week.
    const spans = [
      span('2025-12-15T05:00:00Z', beatsFor(15)),
      span('2025-12-15T05:15:00Z', beatsFor(5)),
      span('2025-12-22T05:00:00Z', beatsFor(15)),
      span('2025-12-22T05:15:00Z', beatsFor(5)),
      span('2025-12-29T05:00:00Z', beatsFor(15)),
      span('2025-12-30T05:00:00Z', beatsFor(5)),
      span('2026-01-05T05:00:00Z', beatsFor(10)),
    ];

    expect(activity(spans, { goalMinutes: 20 })).toMatchObject({ goalMinutes: 20, streakWeeks: 3 });
    expect(activity(spans, { goalMinutes: 10 })).toMatchObject({ goalMinutes: 10, streakWeeks: 4 });
    expect(activity(spans, { goalMinutes: 21 })).toMatchObject({ goalMinutes: 21, streakWeeks: 0 });
    expect(activity(spans, { goalMinutes: null })).toMatchObject({ goalMinutes: null, streakWeeks: 0 });
  });
});

describe('a goal changed counts from its week on; the weeks before keep the goal they ended with (decision 0104)', () => {
  // 30 min in each of the three weeks before this one (from Monday 15 Dec 2025), 10 min so far this week.
  const spans = ['2025-12-15', '2025-12-22', '2025-12-29'].flatMap((day) => [span(`${day}T05:00:00Z`, beatsFor(15)), span(`${day}T05:15:00Z`, beatsFor(15))]);
  spans.push(span('2026-01-05T05:00:00Z', beatsFor(10)));
  const lastWeeks = (answer: ReturnType<typeof activity>) => answer.weeks.slice(-4).map((week) => [week.start, week.minutes, week.goalMinutes]);

  it('raising the goal this week keeps the streak of the weeks met before', () => {
    const answer = activity(spans, { goalChanges: [change('2025-12-01T03:00:00Z', 30), change('2026-01-06T03:00:00Z', 60)] });

    expect(lastWeeks(answer)).toEqual([
      ['2025-12-15', 30, 30],
      ['2025-12-22', 30, 30],
      ['2025-12-29', 30, 30],
      ['2026-01-05', 10, 60],
    ]);
    // This week (10 of 60) is not met yet and breaks nothing.
    expect(answer).toMatchObject({ goalMinutes: 60, streakWeeks: 3 });
  });

  it('a week is judged against the goal in force at its end, the learner’s Sunday midnight', () => {
    // Raised to 60 on Sunday 28 Dec at 23:30 in Bangkok (16:30 UTC): the week of the 22nd ends with 60 and is not met.
    const late = activity(spans, { goalChanges: [change('2025-12-01T03:00:00Z', 30), change('2025-12-28T16:30:00Z', 60)] });
    expect(late.weeks.at(-3)).toEqual({ start: '2025-12-22', minutes: 30, goalMinutes: 60 });
    expect(late.streakWeeks).toBe(0);

    // The same instant is Sunday 11:30 in New York, still that week there.
    const newYork = activity(spans, { timeZone: NEW_YORK, goalChanges: [change('2025-12-01T03:00:00Z', 30), change('2025-12-28T16:30:00Z', 60)] });
    expect(newYork.weeks.at(-3)?.goalMinutes).toBe(60);

    // Half an hour later, 00:00 Monday in Bangkok, it counts from the next week only.
    const monday = activity(spans, { goalChanges: [change('2025-12-01T03:00:00Z', 30), change('2025-12-28T17:00:00Z', 60)] });
    expect(monday.weeks.at(-3)).toEqual({ start: '2025-12-22', minutes: 30, goalMinutes: 30 });
    expect(monday.weeks.at(-2)?.goalMinutes).toBe(60);
  });

  it('weeks before the first goal have none: a new goal’s streak starts with the weeks it was kept in', () => {
    const answer = activity(spans, { goalChanges: [change('2025-12-29T03:00:00Z', 30)] });

    expect(answer.weeks.at(-4)?.goalMinutes).toBeNull();
    expect(answer.weeks.at(-2)?.goalMinutes).toBe(30);
    expect(answer.streakWeeks).toBe(1);
  });

  it('a goal removed and set again: the weeks without one end the run', () => {
    const answer = activity(spans, {
      goalChanges: [change('2025-12-01T03:00:00Z', 20), change('2025-12-23T03:00:00Z', null), change('2025-12-30T03:00:00Z', 20)],
    });

    expect(answer.weeks.slice(-4).map((week) => week.goalMinutes)).toEqual([20, null, 20, 20]);
    expect(answer.streakWeeks).toBe(1);
  });

  it('removing the goal leaves no goal and no streak, whatever the weeks before', () => {
    const answer = activity(spans, { goalChanges: [change('2025-12-01T03:00:00Z', 20), change('2026-01-06T03:00:00Z', null)] });

    expect(answer).toMatchObject({ goalMinutes: null, streakWeeks: 0 });
    expect(answer.weeks.at(-2)?.goalMinutes).toBe(20);
  });
});
