/** Data access for assessments, key actions and scenarios (issue 10); callers scope every read to the learner. */
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  assessmentAttempts,
  assessmentReports,
  attemptAnswers,
  competencies,
  keyActionChoices,
  keyActions,
  scenarioChoices,
  scenarioChoicesMade,
  scenarioScenes,
  stepCompletions,
  surveyOptions,
  surveyQuestions,
  surveys,
  type AssessmentModule,
} from '../db/learning-schema.js';

export type SurveyRow = typeof surveys.$inferSelect;
export type AttemptRow = typeof assessmentAttempts.$inferSelect;
export type AnswerRow = typeof attemptAnswers.$inferSelect;
export type ReportRow = typeof assessmentReports.$inferSelect;
export type CompetencyRow = typeof competencies.$inferSelect;
export type QuestionWithOptions = typeof surveyQuestions.$inferSelect & { options: (typeof surveyOptions.$inferSelect)[] };

export async function surveyOf(db: Db, pathId: number, moduleId: AssessmentModule): Promise<SurveyRow | undefined> {
  const [row] = await db
    .select()
    .from(surveys)
    .where(and(eq(surveys.learningPathId, pathId), eq(surveys.moduleId, moduleId)));
  return row;
}

export async function surveyById(db: Db, surveyId: number): Promise<SurveyRow | undefined> {
  const [row] = await db.select().from(surveys).where(eq(surveys.id, surveyId));
  return row;
}

export async function questionsOf(db: Db, surveyId: number): Promise<QuestionWithOptions[]> {
  const questionRows = await db.select().from(surveyQuestions).where(eq(surveyQuestions.surveyId, surveyId)).orderBy(asc(surveyQuestions.position));
  if (questionRows.length === 0) return [];
  const optionRows = await db
    .select()
    .from(surveyOptions)
    .where(
      inArray(
        surveyOptions.questionId,
        questionRows.map((row) => row.id),
      ),
    )
    .orderBy(asc(surveyOptions.position));
  return questionRows.map((row) => ({ ...row, options: optionRows.filter((option) => option.questionId === row.id) }));
}

export async function questionCount(db: Db, surveyId: number): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(surveyQuestions).where(eq(surveyQuestions.surveyId, surveyId));
  return row?.total ?? 0;
}

/** The learner's attempts at a survey, newest first. */
export async function attemptsOf(db: Db, userId: number, surveyId: number): Promise<AttemptRow[]> {
  return db
    .select()
    .from(assessmentAttempts)
    .where(and(eq(assessmentAttempts.userId, userId), eq(assessmentAttempts.surveyId, surveyId)))
    .orderBy(desc(assessmentAttempts.id));
}

export async function attemptOfUser(db: Db, userId: number, attemptId: number): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(assessmentAttempts)
    .where(and(eq(assessmentAttempts.id, attemptId), eq(assessmentAttempts.userId, userId)));
  return row;
}

/** Starts an attempt; when one is already in progress (a concurrent start), returns that one. */
export async function startAttempt(db: Db, userId: number, surveyId: number, now: Date, deadline: Date): Promise<AttemptRow> {
  const [row] = await db
    .insert(assessmentAttempts)
    .values({ userId, surveyId, startedAt: now, deadline, status: 'inProgress' })
    .onConflictDoNothing()
    .returning();
  if (row) return row;
  const [open] = await db
    .select()
    .from(assessmentAttempts)
    .where(and(eq(assessmentAttempts.userId, userId), eq(assessmentAttempts.surveyId, surveyId), eq(assessmentAttempts.status, 'inProgress')));
  if (!open) throw new Error('the attempt was not stored');
  return open;
}

/** Drops an attempt in progress with its answers (the "restart" choice). */
export async function discardAttempt(db: Db, attemptId: number): Promise<void> {
  await db.delete(assessmentAttempts).where(and(eq(assessmentAttempts.id, attemptId), eq(assessmentAttempts.status, 'inProgress')));
}

export async function answersOf(db: Db, attemptId: number): Promise<AnswerRow[]> {
  return db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, attemptId));
}

export async function saveAnswer(db: Db, attemptId: number, questionId: number, optionIds: number[], text: string, now: Date): Promise<void> {
  await db
    .insert(attemptAnswers)
    .values({ attemptId, questionId, optionIds, text, savedAt: now })
    .onConflictDoUpdate({ target: [attemptAnswers.attemptId, attemptAnswers.questionId], set: { optionIds, text, savedAt: now } });
}

/**
 * Marks an attempt in progress finished (`finished`) or expired, only if it still is in progress; returns it
 * when this call did it (so exactly one caller computes the report).
 */
export async function closeAttempt(db: Db, attemptId: number, status: 'finished' | 'expired', finishedAt: Date): Promise<AttemptRow | undefined> {
  const [row] = await db
    .update(assessmentAttempts)
    .set({ status, finishedAt })
    .where(and(eq(assessmentAttempts.id, attemptId), eq(assessmentAttempts.status, 'inProgress')))
    .returning();
  return row;
}

/** Attempts in progress past their deadline (all learners, or one learner's). */
export async function overdueAttempts(db: Db, now: Date, userId?: number): Promise<AttemptRow[]> {
  const due = and(eq(assessmentAttempts.status, 'inProgress'), lte(assessmentAttempts.deadline, now));
  return db
    .select()
    .from(assessmentAttempts)
    .where(userId === undefined ? due : and(due, eq(assessmentAttempts.userId, userId)))
    .limit(500);
}

export async function insertReport(db: Db, report: typeof assessmentReports.$inferInsert): Promise<void> {
  await db.insert(assessmentReports).values(report).onConflictDoNothing();
}

export async function reportOf(db: Db, attemptId: number): Promise<ReportRow | undefined> {
  const [row] = await db.select().from(assessmentReports).where(eq(assessmentReports.attemptId, attemptId));
  return row;
}

export async function completeStep(db: Db, userId: number, pathId: number, step: number, now: Date): Promise<void> {
  await db.insert(stepCompletions).values({ userId, learningPathId: pathId, step, completedAt: now }).onConflictDoNothing();
}

export async function allCompetencies(db: Db): Promise<CompetencyRow[]> {
  return db.select().from(competencies).orderBy(asc(competencies.position));
}

export async function keyActionsOf(db: Db, pathId: number) {
  return db.select().from(keyActions).where(eq(keyActions.learningPathId, pathId)).orderBy(asc(keyActions.position));
}

export async function keyActionChoiceOf(db: Db, userId: number, pathId: number): Promise<number[]> {
  const [row] = await db
    .select()
    .from(keyActionChoices)
    .where(and(eq(keyActionChoices.userId, userId), eq(keyActionChoices.learningPathId, pathId)));
  return row?.keyActionIds ?? [];
}

export async function saveKeyActionChoice(db: Db, userId: number, pathId: number, ids: number[], now: Date): Promise<void> {
  await db
    .insert(keyActionChoices)
    .values({ userId, learningPathId: pathId, keyActionIds: ids, updatedAt: now })
    .onConflictDoUpdate({ target: [keyActionChoices.userId, keyActionChoices.learningPathId], set: { keyActionIds: ids, updatedAt: now } });
}

export async function scenesOf(db: Db, pathId: number) {
  const sceneRows = await db.select().from(scenarioScenes).where(eq(scenarioScenes.learningPathId, pathId)).orderBy(asc(scenarioScenes.position));
  if (sceneRows.length === 0) return [];
  const choiceRows = await db
    .select()
    .from(scenarioChoices)
    .where(
      inArray(
        scenarioChoices.sceneId,
        sceneRows.map((row) => row.id),
      ),
    )
    .orderBy(asc(scenarioChoices.position));
  return sceneRows.map((row) => ({ ...row, choices: choiceRows.filter((choice) => choice.sceneId === row.id) }));
}

export async function choicesMadeOf(db: Db, userId: number, sceneIds: readonly number[]) {
  if (sceneIds.length === 0) return [];
  return db
    .select()
    .from(scenarioChoicesMade)
    .where(and(eq(scenarioChoicesMade.userId, userId), inArray(scenarioChoicesMade.sceneId, [...sceneIds])));
}

export async function saveChoiceMade(db: Db, userId: number, sceneId: number, choiceId: number, now: Date): Promise<void> {
  await db
    .insert(scenarioChoicesMade)
    .values({ userId, sceneId, choiceId, chosenAt: now })
    .onConflictDoUpdate({ target: [scenarioChoicesMade.userId, scenarioChoicesMade.sceneId], set: { choiceId, chosenAt: now } });
}
