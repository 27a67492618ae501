/**
 * The demo learners' seeded assessments (issue 10): in Coaching for Success, whose step 1 is seeded as finished,
 * a finished pre-test attempt with its answers and report; for the `graduate` learner, who finished the all-open
 * copy (decision 0095), its pre-test and post-test too. The assessments themselves are demo content, in the course
 * files of server/content/demo/ (learning-seed.ts).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { scoreAttempt } from '../services/assessment-scoring.js';
import type { Db } from './client.js';
import { assessmentAttempts, assessmentReports, attemptAnswers, learningPaths, stepCompletions, surveyOptions, surveyQuestions, surveys } from './learning-schema.js';

/** A finished test to seed: the course (by code), the test's step (1 pre-test, 4 post-test) and when it was begun. */
export interface SeededTest {
  code: string;
  step: 1 | 4;
  startedAt: Date;
}

/** The demo learners' finished pre-test of Coaching for Success. */
export const demoFinishedTests: readonly SeededTest[] = [{ code: 'coaching', step: 1, startedAt: new Date('2025-03-03T02:00:00.000Z') }];
/** The demo learners' seeded pre-test answers: option position per scored question (1 = first). */
const seededChoices = [1, [1, 3], 1, 2, 3, [1], 2, 1];

/**
 * Gives the learners each finished test (answers, report, its step completed) when they have none: their report
 * exists and the step's "once only" rule shows.
 */
export async function seedFinishedTests(tx: Db, learnerIds: readonly number[], tests: readonly SeededTest[]): Promise<void> {
  if (learnerIds.length === 0 || tests.length === 0) return;
  const paths = await tx
    .select({ id: learningPaths.id, code: learningPaths.code })
    .from(learningPaths)
    .where(inArray(learningPaths.code, tests.map((test) => test.code)));
  for (const test of tests) {
    const path = paths.find((row) => row.code === test.code);
    if (!path) continue;
    const [survey] = await tx
      .select({ id: surveys.id })
      .from(surveys)
      .where(and(eq(surveys.learningPathId, path.id), eq(surveys.moduleId, test.step)));
    if (!survey) continue;
    const questionRows = await tx.select().from(surveyQuestions).where(eq(surveyQuestions.surveyId, survey.id)).orderBy(surveyQuestions.position);
    const optionRows = await tx
      .select()
      .from(surveyOptions)
      .where(inArray(surveyOptions.questionId, questionRows.map((row) => row.id)))
      .orderBy(surveyOptions.position);
    const scored = questionRows.map((row) => ({ ...row, options: optionRows.filter((option) => option.questionId === row.id) }));
    const answers = new Map<number, number[]>();
    scored
      .filter((row) => row.type !== 'open')
      .forEach((row, index) => {
        const pick = seededChoices[index] ?? 1;
        const positions = Array.isArray(pick) ? pick : [pick];
        answers.set(row.id, row.options.filter((option) => positions.includes(option.position)).map((option) => option.id));
      });
    const result = scoreAttempt(scored, answers);
    for (const userId of learnerIds) {
      const existing = await tx
        .select({ id: assessmentAttempts.id })
        .from(assessmentAttempts)
        .where(and(eq(assessmentAttempts.userId, userId), eq(assessmentAttempts.surveyId, survey.id)));
      if (existing.length > 0) continue;
      const finishedAt = new Date(test.startedAt.getTime() + 14 * 60_000);
      const [attempt] = await tx
        .insert(assessmentAttempts)
        .values({ userId, surveyId: survey.id, startedAt: test.startedAt, deadline: new Date(test.startedAt.getTime() + 25 * 60_000), finishedAt, status: 'finished' })
        .returning({ id: assessmentAttempts.id });
      if (!attempt) throw new Error('seeded attempt was not created');
      await tx.insert(attemptAnswers).values([...answers].map(([questionId, optionIds]) => ({ attemptId: attempt.id, questionId, optionIds, text: '', savedAt: finishedAt })));
      await tx.insert(assessmentReports).values({ attemptId: attempt.id, computedAt: finishedAt, readyAt: finishedAt, overallScore: result.overall, competencyScores: result.competencies });
      await tx.insert(stepCompletions).values({ userId, learningPathId: path.id, step: test.step, completedAt: finishedAt }).onConflictDoNothing();
    }
  }
}

