import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { learningGoals } from '../db/learning-schema.js';
import { heartbeats } from '../db/schema.js';

/** The length of a span of learning time, in seconds: heartbeats are counted per 15 minutes. */
export const SPAN_SECONDS = 900;

/** The learner's heartbeats on a course's step in one span: `spanStart` a multiple of 15 minutes since the epoch. */
export interface SpanRow {
  spanStart: Date;
  beats: number;
}

/** The learner's weekly goal in minutes, or `null` when they have set none. */
export async function goalOf(db: Db, userId: number): Promise<number | null> {
  const [row] = await db.select({ minutes: learningGoals.weeklyMinutes }).from(learningGoals).where(eq(learningGoals.userId, userId));
  return row?.minutes ?? null;
}

/** Sets the learner's weekly goal (their one row, made or replaced); returns the goal stored. */
export async function setGoal(db: Db, userId: number, minutes: number, now: Date): Promise<number> {
  const [row] = await db
    .insert(learningGoals)
    .values({ userId, weeklyMinutes: minutes, updatedAt: now })
    .onConflictDoUpdate({ target: learningGoals.userId, set: { weeklyMinutes: minutes, updatedAt: now } })
    .returning({ minutes: learningGoals.weeklyMinutes });
  if (!row) throw new Error(`the goal of user ${userId} was not stored`);
  return row.minutes;
}

/** Removes the learner's weekly goal (none is kept: nothing happens). */
export async function clearGoal(db: Db, userId: number): Promise<void> {
  await db.delete(learningGoals).where(eq(learningGoals.userId, userId));
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
