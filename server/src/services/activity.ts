import { ApiFailure, Code } from '../lib/envelope.js';
import { SPAN_SECONDS, type GoalChange, type SpanRow } from '../repositories/activity.js';

/**
 * The learner's learning time and weekly goal (decision 0097; docs/api.md "Learning time and weekly goal"), worked
 * out from the heartbeats they sent on a course's step, counted per 15-minute span (repositories/activity.ts):
 * - a span counts `min(beats × heartbeat interval, 15 min)`: two tabs open on a course do not count twice;
 * - a span belongs to the learner's date of its start, in the time zone the request names (every real offset is
 *   a multiple of 15 minutes, so a span never straddles the learner's midnight);
 * - a week is Monday to Sunday (ISO 8601); days and weeks are reckoned on plain calendar dates, so a change of
 *   daylight saving time moves no day.
 * - a week is judged against the goal in force when it ended (decision 0104): that of the learner's last change made
 *   on or before its Sunday, their date; this week's is the goal now in force.
 * Pure: the spans, the goal changes, the time zone, the time and the {@link LearningTimeRules} in; the answer out.
 */

/** What the contract fixes (the route passes them): how many weeks are answered, what one heartbeat is worth. */
export interface LearningTimeRules {
  /** Weeks answered, this week the last (`ACTIVITY_WEEKS`). */
  readonly weeks: number;
  /** The heartbeat interval in seconds (`HEARTBEAT_INTERVAL_SECONDS`). */
  readonly heartbeatSeconds: number;
}

const DAY_MS = 86_400_000;
/** The furthest any time zone is ahead of UTC (Kiribati, UTC+14): the earliest instant of a local date. */
const WIDEST_OFFSET_MS = 14 * 3_600_000;

/** A calendar date as the number of days since 1970-01-01 (which was a Thursday). */
type DayNumber = number;

/** The day number of a date's Monday (ISO weeks start on Monday). */
const mondayOf = (day: DayNumber): DayNumber => day - (((day + 3) % 7) + 7) % 7;
/** `YYYY-MM-DD` of a day number. */
const isoDateOf = (day: DayNumber): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * The learner's calendar in a time zone: the local date of an instant, as a day number. A name `Intl` does not
 * know (a `RangeError`) is a bad request: 400, naming the query's `tz`.
 */
export function learnerCalendar(timeZone: string): (time: Date) => DayNumber {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', { timeZone, calendar: 'gregory', numberingSystem: 'latn', year: 'numeric', month: 'numeric', day: 'numeric' });
  } catch (error) {
    if (error instanceof RangeError) throw new ApiFailure(Code.badRequest, { detail: `querystring/tz ${timeZone} is not a known time zone` });
    throw error;
  }
  return (time) => {
    const parts: Record<string, number> = {};
    for (const part of format.formatToParts(time)) {
      if (part.type === 'year' || part.type === 'month' || part.type === 'day') parts[part.type] = Number(part.value);
    }
    return Date.UTC(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1) / DAY_MS;
  };
}

/** The first Monday the answer covers: that of the oldest of the `weeks` weeks, this week the last. */
const firstMondayOf = (today: DayNumber, weeks: number): DayNumber => mondayOf(today) - 7 * (weeks - 1);

/**
 * From when the learner's heartbeats are read: the first Monday the answer covers, at its earliest in any time
 * zone (00:00 UTC less 14 hours): the spans read before that Monday in the learner's time zone fall in none of
 * the weeks answered. Checks the time zone (400 when unknown).
 */
export function activitySince(now: Date, timeZone: string, { weeks }: Pick<LearningTimeRules, 'weeks'>): Date {
  const today = learnerCalendar(timeZone)(now);
  return new Date(firstMondayOf(today, weeks) * DAY_MS - WIDEST_OFFSET_MS);
}

/** The answer of `GET /ddilearner/v1/user/activity` (contract `Activity`). */
export interface ActivitySummary {
  today: string;
  goalMinutes: number | null;
  days: { date: string; minutes: number }[];
  weeks: { start: string; minutes: number; goalMinutes: number | null }[];
  streakWeeks: number;
}

/** A week's whole minutes learned and the goal it is judged against (`null`: none was in force). */
export interface JudgedWeek {
  readonly minutes: number;
  readonly goalMinutes: number | null;
}

const met = (week: JudgedWeek | undefined) => week !== undefined && week.goalMinutes !== null && week.minutes >= week.goalMinutes;

/**
 * Weeks in a row, up to this one (the last of `weeks`, the oldest first), in which the learner learned at least the
 * week's goal: this week counts once it is met, and until then does not break the run; from the week before, each
 * week that met its goal counts one, and the first that did not (or had none) ends the run. 0 without a goal now.
 */
export function streakWeeksOf(weeks: readonly JudgedWeek[]): number {
  const last = weeks.length - 1;
  if (last < 0 || weeks[last]?.goalMinutes === null) return 0;
  let streak = met(weeks[last]) ? 1 : 0;
  for (let index = last - 1; index >= 0 && met(weeks[index]); index--) streak += 1;
  return streak;
}

export interface ActivityInput {
  /** The learner's heartbeats on a course's step per 15-minute span, since {@link activitySince} (or earlier). */
  spans: readonly SpanRow[];
  /** The learner's time zone (an IANA name). */
  timeZone: string;
  now: Date;
  /** The learner's goal changes since {@link activitySince} and the last one before, oldest first. */
  goalChanges: readonly GoalChange[];
  rules: LearningTimeRules;
}

/**
 * The learner's learning time: today's date, this week's days (Monday to Sunday), the last `rules.weeks` weeks
 * (this week last) each with the goal it is judged against, the goal now in force and the streak. A day's and a
 * week's minutes are their seconds, summed over their spans, in whole minutes (rounded down): a week's are not the
 * sum of its days' rounded minutes.
 */
export function learningActivity({ spans, goalChanges, timeZone, now, rules }: ActivityInput): ActivitySummary {
  const dayOf = learnerCalendar(timeZone);
  const today = dayOf(now);
  const thisMonday = mondayOf(today);
  const firstMonday = firstMondayOf(today, rules.weeks);
  const secondsByDay = new Map<DayNumber, number>();
  for (const span of spans) {
    const day = dayOf(span.spanStart);
    // A day before the first week is in none of the weeks read below; one after today (a clock put back) is left out.
    if (day > today) continue;
    const seconds = Math.min(span.beats * rules.heartbeatSeconds, SPAN_SECONDS);
    secondsByDay.set(day, (secondsByDay.get(day) ?? 0) + seconds);
  }
  // The goal in force at the end of a day: that of the last change made on it or before (changes come oldest first).
  const changeDays = goalChanges.map((change) => ({ day: dayOf(change.spanStart), minutes: change.minutes }));
  const goalAtEndOf = (day: DayNumber) => changeDays.findLast((change) => change.day <= day)?.minutes ?? null;
  const goalMinutes = goalChanges.at(-1)?.minutes ?? null;
  const secondsOf = (day: DayNumber) => secondsByDay.get(day) ?? 0;
  const weekSeconds = (monday: DayNumber) => Array.from({ length: 7 }, (_, index) => secondsOf(monday + index)).reduce((sum, seconds) => sum + seconds, 0);

  const days = Array.from({ length: 7 }, (_, index) => ({ date: isoDateOf(thisMonday + index), minutes: Math.floor(secondsOf(thisMonday + index) / 60) }));
  const weeks = Array.from({ length: rules.weeks }, (_, index) => {
    const monday = firstMonday + 7 * index;
    // This week is judged against the goal now in force, the others against the goal they ended with.
    const goal = monday === thisMonday ? goalMinutes : goalAtEndOf(monday + 6);
    return { start: isoDateOf(monday), minutes: Math.floor(weekSeconds(monday) / 60), goalMinutes: goal };
  });
  return {
    today: isoDateOf(today),
    goalMinutes,
    days,
    weeks,
    streakWeeks: streakWeeksOf(weeks),
  };
}
