import { and, asc, desc, eq, gte, isNotNull, lt, max, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { learningGoalChanges } from '../db/learning-schema.js';
import { heartbeats } from '../db/schema.js';

/** The length of a span of learning time, in seconds: heartbeats are counted per 15 minutes. */
export const SPAN_SECONDS = 900;

/** The learner's heartbeats on a course's step in one span: `spanStart` a multiple of 15 minutes since the epoch. */
export interface SpanRow {
  spanStart: Date;
  beats: number;
}

/** A change of the learner's weekly goal: from `spanStart` on, `minutes` (`null`: no goal). */
export interface GoalChange {
  spanStart: Date;
  minutes: number | null;
}

const newestFirst = [desc(learningGoalChanges.spanStart)];

/** The learner's weekly goal in minutes (that of their newest change), or `null` when they have none. */
export async function goalOf(db: Db, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ minutes: learningGoalChanges.weeklyMinutes })
    .from(learningGoalChanges)
    .where(eq(learningGoalChanges.userId, userId))
    .orderBy(...newestFirst)
    .limit(1);
  return row?.minutes ?? null;
}

/**
 * The learner's goal changes that decide the goal of any week from `since` on, oldest first: those made since, and
 * the last one before (the goal then in force).
 */
export async function goalChangesOf(db: Db, userId: number, since: Date): Promise<GoalChange[]> {
  const mine = eq(learningGoalChanges.userId, userId);
  const lastBefore = db
    .select({ spanStart: max(learningGoalChanges.spanStart) })
    .from(learningGoalChanges)
    .where(and(mine, lt(learningGoalChanges.spanStart, since)));
  return db
    .select({ spanStart: learningGoalChanges.spanStart, minutes: learningGoalChanges.weeklyMinutes })
    .from(learningGoalChanges)
    .where(and(mine, or(gte(learningGoalChanges.spanStart, since), sql`${learningGoalChanges.spanStart} = (${lastBefore})`)))
    .orderBy(asc(learningGoalChanges.spanStart));
}

/** The start of the 15-minute span of the epoch `time` is in. */
const spanOf = (time: Date) => new Date(Math.floor(time.getTime() / (SPAN_SECONDS * 1000)) * SPAN_SECONDS * 1000);

/**
 * Sets the learner's weekly goal from now on (`null`: removes it); returns the goal in force. A change in the same
 * 15-minute span as the one before replaces it; removing a goal the learner does not have stores nothing.
 */
export async function changeGoal(db: Db, userId: number, minutes: number | null, now: Date): Promise<number | null> {
  if (minutes === null && (await goalOf(db, userId)) === null) return null;
  const spanStart = spanOf(now);
  await db
    .insert(learningGoalChanges)
    .values({ userId, spanStart, weeklyMinutes: minutes })
    .onConflictDoUpdate({ target: [learningGoalChanges.userId, learningGoalChanges.spanStart], set: { weeklyMinutes: minutes } });
  return minutes;
}

/**
 * The learner's heartbeats sent on a course's step (`object_ids` set: the app sets it only while a step of modules
 * 1–4 is on screen) received at or after `since`, counted per 15-minute span of the epoch, in SQL (the
 * `heartbeats_user_received_idx` index finds them): one row per span that has any, oldest first.
 */
export async function learningSpans(db: Db, userId: number, since: Date): Promise<SpanRow[]> {
  // Seconds since the epoch, as a double: both drivers answer a JavaScript number (a bigint they would not).
  const spanStart = sql<number>`(floor(extract(epoch from ${heartbeats.receivedAt}) / ${sql.raw(String(SPAN_SECONDS))}) * ${sql.raw(String(SPAN_SECONDS))})::float8`;
  const rows = await db
    .select({ spanStart: spanStart.mapWith(Number), beats: sql<number>`count(*)::int`.mapWith(Number) })
    .from(heartbeats)
    .where(and(eq(heartbeats.userId, userId), gte(heartbeats.receivedAt, since), isNotNull(heartbeats.objectIds)))
    .groupBy(spanStart)
    .orderBy(spanStart);
  return rows.map((row) => ({ spanStart: new Date(row.spanStart * 1000), beats: row.beats }));
}
