/**
 * The learner's learning time and weekly goal (docs/api.md "Learning time and weekly goal", decision 0097). The
 * answers' types come from the server's schemas (type-only); an answer of another shape rejects as "Oh, loading failed".
 */
import type * as contract from '@ddi/server/contract';
import type { ApiClient } from '../../../shared/api/client';
import { expectShape } from '../../../shared/api/expect-shape';

export type Activity = contract.Activity;

/** The lowest and highest weekly goal the server keeps (minutes). */
export const GOAL_MINUTES_MIN: contract.GoalLimits['min'] = 10;
export const GOAL_MINUTES_MAX: contract.GoalLimits['max'] = 1200;

/** The goals offered, in minutes a week. */
export const GOAL_PRESETS = [15, 30, 60, 120, 180] as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (value: unknown): value is string => typeof value === 'string' && DATE.test(value);
const isMinutes = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
const isGoal = (value: unknown) => value === null || (Number.isInteger(value) && (value as number) >= GOAL_MINUTES_MIN && (value as number) <= GOAL_MINUTES_MAX);

function isActivity(data: unknown): data is Activity {
  if (typeof data !== 'object' || data === null) return false;
  const { today, goalMinutes, days, weeks, streakWeeks } = data as Record<string, unknown>;
  return (
    isDate(today) &&
    isGoal(goalMinutes) &&
    isMinutes(streakWeeks) &&
    Array.isArray(days) &&
    days.length === 7 &&
    days.every((day: { date?: unknown; minutes?: unknown }) => isDate(day.date) && isMinutes(day.minutes)) &&
    Array.isArray(weeks) &&
    weeks.length > 0 &&
    weeks.every((week: { start?: unknown; minutes?: unknown; goalMinutes?: unknown }) => isDate(week.start) && isMinutes(week.minutes) && isGoal(week.goalMinutes))
  );
}

/** The browser's time zone (an IANA name), by which the server splits days and weeks; UTC when the browser names none. */
export function learnerTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return typeof zone === 'string' && /^[A-Za-z0-9_+/-]{1,64}$/.test(zone) ? zone : 'UTC';
}

/** This week's learning time by day, the last weeks', the goal and the streak (`GET /ddilearner/v1/user/activity`). */
export async function fetchActivity(client: ApiClient): Promise<Activity> {
  return expectShape(await client.get('/ddilearner/v1/user/activity', { query: { tz: learnerTimeZone() } }), isActivity);
}

/** Sets the weekly goal (minutes), or with `null` removes it; resolves to the goal the server now keeps. */
export async function saveGoal(client: ApiClient, minutes: number | null): Promise<number | null> {
  const answer = expectShape(
    await client.post('/ddilearner/v1/user/activity/goal', { minutes }),
    (data: unknown): data is contract.LearningGoal => typeof data === 'object' && data !== null && isGoal((data as { goalMinutes?: unknown }).goalMinutes),
  );
  return answer.goalMinutes;
}
