import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../src/lib/envelope.js';
import type { SpanRow } from '../src/repositories/activity.js';
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
const activity = (spans: SpanRow[], options: { timeZone?: string; now?: Date; goalMinutes?: number | null } = {}) =>
  learningActivity({ spans, timeZone: options.timeZone ?? BANGKOK, now: options.now ?? WEDNESDAY, goalMinutes: options.goalMinutes ?? null, rules });
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
      { start: '2025-12-29', minutes: 10 },
      { start: '2026-01-05', minutes: 10 },
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
    expect(answer.weeks[0]).toEqual({ start: '2025-10-20', minutes: 0 });
    expect(answer.weeks.at(-1)).toEqual({ start: '2026-01-05', minutes: 0 });
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
      { start: '2025-12-29', minutes: 3 },
      { start: '2026-01-05', minutes: 4 },
    ]);
  });

  it('a change to daylight saving time moves no day: New York’s days and weeks stay calendar days around 8 March and 1 November 2026', () => {
    // Monday 9 March 2026 00:00 EDT is 04:00 UTC; Sunday 8 March 23:45 EDT is 03:45 UTC.
    const spring = activity([span('2026-03-09T03:45:00Z', beatsFor(2)), span('2026-03-09T04:00:00Z', beatsFor(4))], { timeZone: NEW_YORK, now: new Date('2026-03-11T16:00:00Z') });
    expect(spring.days.map((day) => day.date)).toEqual(['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14', '2026-03-15']);
    expect(spring.days[0]?.minutes).toBe(4);
    expect(spring.weeks.slice(-2)).toEqual([
      { start: '2026-03-02', minutes: 2 },
      { start: '2026-03-09', minutes: 4 },
    ]);
    // Monday 2 November 2026 00:00 EST is 05:00 UTC (the clocks went back on Sunday 1 November).
    const autumn = activity([span('2026-11-02T04:45:00Z', beatsFor(2)), span('2026-11-02T05:00:00Z', beatsFor(4))], { timeZone: NEW_YORK, now: new Date('2026-11-04T16:00:00Z') });
    expect(autumn.days[0]).toEqual({ date: '2026-11-02', minutes: 4 });
    expect(autumn.weeks.slice(-2)).toEqual([
      { start: '2026-10-26', minutes: 2 },
      { start: '2026-11-02', minutes: 4 },
    ]);
  });

  it('heartbeats are read from the first week’s Monday at its earliest anywhere (14 hours before 00:00 UTC); those before it in the learner’s zone are left out', () => {
    // The first of the 12 weeks starts on Monday 20 October 2025.
    const since = activitySince(WEDNESDAY, BANGKOK, rules);
    expect(since.toISOString()).toBe('2025-10-19T10:00:00.000Z');
    expect(activitySince(WEDNESDAY, NEW_YORK, rules).toISOString()).toBe('2025-10-19T10:00:00.000Z');

    // 17:00 on Sunday in Bangkok: before the first week, left out; 00:00 on Monday in Bangkok (17:00 UTC): counted.
    const spans = [span('2025-10-19T10:00:00Z', beatsFor(10)), span('2025-10-19T17:00:00Z', beatsFor(3))];
    expect(activity(spans, { timeZone: BANGKOK }).weeks[0]).toEqual({ start: '2025-10-20', minutes: 3 });
    // Kiritimati (UTC+14): 10:00 UTC on Sunday is already Monday 00:00 there.
    expect(activity(spans, { timeZone: 'Pacific/Kiritimati' }).weeks[0]).toEqual({ start: '2025-10-20', minutes: 13 });
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
  it('counts the weeks met back from this one, this week included once met', () => {
    expect(streakWeeksOf([0, 0, 60, 60, 75], 60)).toBe(3);
    expect(streakWeeksOf([0, 0, 0, 0, 60], 60)).toBe(1);
  });

  it('this week not yet met does not break the run: it is not counted, the weeks before it are', () => {
    expect(streakWeeksOf([0, 60, 60, 59], 60)).toBe(2);
    expect(streakWeeksOf([0, 0, 0, 0], 60)).toBe(0);
  });

  it('a week below the goal before this one ends the run', () => {
    expect(streakWeeksOf([60, 60, 59, 60, 60], 60)).toBe(2);
    expect(streakWeeksOf([60, 60, 60, 0, 10], 60)).toBe(0);
  });

  it('is 0 without a goal, and at most the weeks answered', () => {
    expect(streakWeeksOf([60, 60, 60], null)).toBe(0);
    expect(streakWeeksOf(Array.from({ length: ACTIVITY_WEEKS }, () => 600), 10)).toBe(ACTIVITY_WEEKS);
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
