/** Data access for the Leadership DNA (issue 11); callers scope every read to the learner. */
import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { dnaAnswers, dnaAttempts, dnaAudioRecords, dnaDimensions, dnaOptions, dnaQuestions, dnaReports, dnaSurveys } from '../db/learning-schema.js';

export type DnaSurveyRow = typeof dnaSurveys.$inferSelect;
export type DnaAttemptRow = typeof dnaAttempts.$inferSelect;
export type DnaDimensionRow = typeof dnaDimensions.$inferSelect;

export async function survey(db: Db, surveyId: number): Promise<DnaSurveyRow | undefined> {
  const [row] = await db.select().from(dnaSurveys).where(eq(dnaSurveys.id, surveyId));
  return row;
}

export async function surveys(db: Db): Promise<DnaSurveyRow[]> {
  return db.select().from(dnaSurveys).orderBy(asc(dnaSurveys.id));
}

export async function questions(db: Db, surveyId: number) {
  return db.select().from(dnaQuestions).where(eq(dnaQuestions.surveyId, surveyId)).orderBy(asc(dnaQuestions.position));
}

export async function options(db: Db, surveyId: number) {
  return db.select().from(dnaOptions).where(eq(dnaOptions.surveyId, surveyId)).orderBy(asc(dnaOptions.value));
}

export async function dimensions(db: Db, surveyId: number): Promise<DnaDimensionRow[]> {
  return db.select().from(dnaDimensions).where(eq(dnaDimensions.surveyId, surveyId)).orderBy(asc(dnaDimensions.position));
}

/** The learner's attempts, newest first. */
export async function attempts(db: Db, userId: number, surveyId: number): Promise<DnaAttemptRow[]> {
  return db
    .select()
    .from(dnaAttempts)
    .where(and(eq(dnaAttempts.userId, userId), eq(dnaAttempts.surveyId, surveyId)))
    .orderBy(desc(dnaAttempts.id));
}

/** Starts an attempt; when one is already in progress (a concurrent start), returns that one. */
export async function start(db: Db, userId: number, surveyId: number, now: Date, deadline: Date): Promise<DnaAttemptRow> {
  const [row] = await db.insert(dnaAttempts).values({ userId, surveyId, startedAt: now, deadline, status: 'inProgress' }).onConflictDoNothing().returning();
  if (row) return row;
  const [open] = (await attempts(db, userId, surveyId)).filter((attempt) => attempt.status === 'inProgress');
  if (!open) throw new Error('the DNA attempt was not stored');
  return open;
}

export async function discard(db: Db, attemptId: number): Promise<void> {
  await db.delete(dnaAttempts).where(and(eq(dnaAttempts.id, attemptId), eq(dnaAttempts.status, 'inProgress')));
}

export async function answers(db: Db, attemptId: number) {
  return db.select().from(dnaAnswers).where(eq(dnaAnswers.attemptId, attemptId));
}

export async function saveAnswer(db: Db, attemptId: number, questionId: number, optionId: number, now: Date): Promise<void> {
  await db
    .insert(dnaAnswers)
    .values({ attemptId, questionId, optionId, savedAt: now })
    .onConflictDoUpdate({ target: [dnaAnswers.attemptId, dnaAnswers.questionId], set: { optionId, savedAt: now } });
}

/** Closes an attempt still in progress; returns it when this call did. */
export async function close(db: Db, attemptId: number, status: 'finished' | 'expired', finishedAt: Date): Promise<DnaAttemptRow | undefined> {
  const [row] = await db
    .update(dnaAttempts)
    .set({ status, finishedAt })
    .where(and(eq(dnaAttempts.id, attemptId), eq(dnaAttempts.status, 'inProgress')))
    .returning();
  return row;
}

export async function overdue(db: Db, now: Date, userId?: number): Promise<DnaAttemptRow[]> {
  const due = and(eq(dnaAttempts.status, 'inProgress'), lte(dnaAttempts.deadline, now));
  return db
    .select()
    .from(dnaAttempts)
    .where(userId === undefined ? due : and(due, eq(dnaAttempts.userId, userId)))
    .limit(500);
}

export async function insertReport(db: Db, report: typeof dnaReports.$inferInsert): Promise<void> {
  await db.insert(dnaReports).values(report).onConflictDoNothing();
}

export async function report(db: Db, attemptId: number) {
  const [row] = await db.select().from(dnaReports).where(eq(dnaReports.attemptId, attemptId));
  return row;
}

export async function insertAudioRecord(db: Db, record: typeof dnaAudioRecords.$inferInsert): Promise<void> {
  await db.insert(dnaAudioRecords).values(record);
}

export async function audioRecords(db: Db, userId: number) {
  return db.select().from(dnaAudioRecords).where(eq(dnaAudioRecords.userId, userId)).orderBy(desc(dnaAudioRecords.id)).limit(50);
}
