import { envelope } from '../schemas.js';

/**
 * The learner's learning time and weekly goal (ours, decision 0097; docs/api.md "Learning time and weekly goal"):
 * request and response schemas of `/ddilearner/v1/user/activity…`. Schema files import nothing but one another: the
 * learner app type-checks them too (routes/contract.ts).
 *
 * Learning time is counted from the app's heartbeats (learner spec §3) sent while a course's step (modules 1–4) is on
 * screen and visible: each is worth the heartbeat interval, and at most 15 minutes are counted in any 15 minutes (two
 * tabs open on a course do not count twice). Days and weeks are the learner's, in the time zone the request names;
 * a week starts on Monday (ISO 8601).
 */

/** The weekly goals a learner may set, in minutes; `null` is "no goal". */
export const GOAL_MINUTES_MIN = 10;
export const GOAL_MINUTES_MAX = 1200;
/** How many weeks `weeks` holds, this week included. */
export const ACTIVITY_WEEKS = 12;

const isoDate = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;

/**
 * `GET /v1/user/activity?tz=Asia/Bangkok`: the time zone is an IANA name (else 400). `lang`, the language of an
 * error's message, is allowed as on every learner call: the app's client adds it to each request.
 */
export const activityQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['tz'],
  properties: { tz: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_+/-]+$' }, lang: { type: 'string', maxLength: 16 } },
} as const;

export const activitySchema = {
  type: 'object',
  required: ['today', 'goalMinutes', 'days', 'weeks', 'streakWeeks'],
  properties: {
    /** The learner's date in the request's time zone (`YYYY-MM-DD`). */
    today: isoDate,
    /** The weekly goal in minutes, or `null` when the learner has set none. */
    goalMinutes: { type: ['integer', 'null'] },
    /** This week, Monday to Sunday (always seven; the days after today have 0): whole minutes learned each day. */
    days: {
      type: 'array',
      items: { type: 'object', required: ['date', 'minutes'], properties: { date: isoDate, minutes: { type: 'integer' } } },
    },
    /**
     * The last {@link ACTIVITY_WEEKS} weeks, the oldest first and this week last: each week's Monday, whole minutes
     * learned, and the goal it is judged against (decision 0104): the goal in force when the week ended (set on or
     * before its Sunday), this week's the goal now in force; `null` when there was none.
     */
    weeks: {
      type: 'array',
      items: {
        type: 'object',
        required: ['start', 'minutes', 'goalMinutes'],
        properties: { start: isoDate, minutes: { type: 'integer' }, goalMinutes: { type: ['integer', 'null'] } },
      },
    },
    /**
     * Weeks in a row, up to this one, in which the learner learned at least that week's goal. This week counts once
     * it is met; until then it does not break the run; a week without a goal ends it. 0 without a goal now.
     */
    streakWeeks: { type: 'integer' },
  },
} as const;
export const activityResponse = { 200: envelope(activitySchema) } as const;

/**
 * `POST /v1/user/activity/goal`: sets (or with `null` clears) the weekly goal from this week on; the weeks before keep
 * the goal they ended with. Answers the goal now kept.
 */
export const goalBody = {
  type: 'object',
  additionalProperties: false,
  required: ['minutes'],
  properties: { minutes: { type: ['integer', 'null'], minimum: GOAL_MINUTES_MIN, maximum: GOAL_MINUTES_MAX } },
} as const;
export const goalResponse = {
  200: envelope({ type: 'object', required: ['goalMinutes'], properties: { goalMinutes: { type: ['integer', 'null'] } } }),
} as const;
