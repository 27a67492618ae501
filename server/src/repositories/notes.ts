import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { unitNotes, units } from '../db/learning-schema.js';

export type NoteRow = typeof unitNotes.$inferSelect;

export interface NewNote {
  userId: number;
  unitId: number;
  /** Whole seconds into the unit's video. */
  position: number;
  text: string;
  now: Date;
}

/** The learner's notes on a unit, by position, then in the order they were written. */
export async function listOnUnit(db: Db, userId: number, unitId: number): Promise<NoteRow[]> {
  return db
    .select()
    .from(unitNotes)
    .where(and(eq(unitNotes.userId, userId), eq(unitNotes.unitId, unitId)))
    .orderBy(asc(unitNotes.position), asc(unitNotes.id));
}

/** The learner's notes on every unit of a course, by the unit's place in the course, then as on one unit. */
export async function listOnCourse(db: Db, userId: number, courseId: number): Promise<NoteRow[]> {
  const rows = await db
    .select({ note: unitNotes })
    .from(unitNotes)
    .innerJoin(units, eq(units.id, unitNotes.unitId))
    .where(and(eq(unitNotes.userId, userId), eq(units.learningPathId, courseId)))
    .orderBy(asc(units.position), asc(unitNotes.position), asc(unitNotes.id));
  return rows.map((row) => row.note);
}

/** Every note of the learner with its unit's course, by the unit's place in its course, then as on one unit. */
export async function listAll(db: Db, userId: number): Promise<(NoteRow & { courseId: number })[]> {
  const rows = await db
    .select({ note: unitNotes, courseId: units.learningPathId })
    .from(unitNotes)
    .innerJoin(units, eq(units.id, unitNotes.unitId))
    .where(eq(unitNotes.userId, userId))
    .orderBy(asc(units.position), asc(unitNotes.position), asc(unitNotes.id));
  return rows.map((row) => ({ ...row.note, courseId: row.courseId }));
}

/** How many notes the learner keeps on a unit. */
export async function countOnUnit(db: Db, userId: number, unitId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(unitNotes)
    .where(and(eq(unitNotes.userId, userId), eq(unitNotes.unitId, unitId)));
  return row?.total ?? 0;
}

export async function insert(db: Db, note: NewNote): Promise<NoteRow> {
  const { now, ...values } = note;
  const [row] = await db
    .insert(unitNotes)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('the note was not stored');
  return row;
}

/** Replaces the text of the learner's own note; `undefined` when they have no note of that id. */
export async function updateText(db: Db, userId: number, noteId: number, text: string, now: Date): Promise<NoteRow | undefined> {
  const [row] = await db
    .update(unitNotes)
    .set({ text, updatedAt: now })
    .where(and(eq(unitNotes.id, noteId), eq(unitNotes.userId, userId)))
    .returning();
  return row;
}

/** Deletes the learner's own note; whether there was one of that id. */
export async function remove(db: Db, userId: number, noteId: number): Promise<boolean> {
  const rows = await db
    .delete(unitNotes)
    .where(and(eq(unitNotes.id, noteId), eq(unitNotes.userId, userId)))
    .returning({ id: unitNotes.id });
  return rows.length > 0;
}

/**
 * Brings every learner's notes on a unit within its video's new length (a course import that shortened it): a note
 * past the end moves to the end. Not an edit by the learner, so `updatedAt` stays.
 */
export async function clampToLength(db: Db, unitId: number, videoSeconds: number): Promise<void> {
  await db
    .update(unitNotes)
    .set({ position: videoSeconds })
    .where(and(eq(unitNotes.unitId, unitId), gt(unitNotes.position, videoSeconds)));
}
