/**
 * Assessment scoring: pure functions from questions, options and answers to scores and grades
 * (docs/api.md "Assessments (issue 10)", "Scoring"). No database, no clock.
 */
import type { AdviceBand, Grade, QuestionType } from '../db/learning-schema.js';

/** Lower bounds of the grade bands, best first: score ≥ bound gets the grade. */
export const gradeBands: readonly (readonly [number, Grade])[] = [
  [90, 'veryExcellent'],
  [80, 'excellent'],
  [70, 'good'],
  [55, 'general'],
  [40, 'limited'],
  [0, 'weak'],
];

/** <40 weak · 40–54 limited · 55–69 general · 70–79 good · 80–89 excellent · ≥90 veryExcellent. */
export function gradeOf(score: number): Grade {
  for (const [bound, grade] of gradeBands) if (score >= bound) return grade;
  return 'weak';
}

/** Advice is written per band: weak/limited → develop, general/good → build, excellent/veryExcellent → leverage. */
export function adviceBandOf(grade: Grade): AdviceBand {
  if (grade === 'weak' || grade === 'limited') return 'develop';
  if (grade === 'general' || grade === 'good') return 'build';
  return 'leverage';
}

export interface ScoredQuestion {
  id: number;
  type: QuestionType;
  competencyId: number;
  options: readonly { id: number; score: number }[];
}

/**
 * A question's score 0–100 for the chosen options: single = the chosen option's score; multiple = the mean
 * of the chosen options' scores (wrong options weigh 0, so every wrong choice pulls the mean down);
 * unanswered = 0; open = `null` (not scored).
 */
export function questionScore(question: ScoredQuestion, chosen: readonly number[] | undefined): number | null {
  if (question.type === 'open') return null;
  const picked = question.options.filter((option) => chosen?.includes(option.id));
  if (picked.length === 0) return 0;
  if (question.type === 'single') return picked[0]?.score ?? 0;
  return picked.reduce((sum, option) => sum + option.score, 0) / picked.length;
}

export interface ScoreResult {
  overall: number;
  competencies: { competencyId: number; score: number }[];
}

const mean = (values: readonly number[]) => (values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length);

/**
 * A competency's score = the mean of its scored questions' scores, rounded; the overall score = the mean of
 * the competency scores, rounded. Competencies without a scored question are left out. Competencies come
 * in the order of their first question.
 */
export function scoreAttempt(questions: readonly ScoredQuestion[], answers: ReadonlyMap<number, readonly number[]>): ScoreResult {
  const byCompetency = new Map<number, number[]>();
  for (const question of questions) {
    const score = questionScore(question, answers.get(question.id));
    if (score === null) continue;
    const list = byCompetency.get(question.competencyId) ?? [];
    list.push(score);
    byCompetency.set(question.competencyId, list);
  }
  const competencies = [...byCompetency].map(([competencyId, scores]) => ({ competencyId, score: Math.round(mean(scores)) }));
  return { overall: Math.round(mean(competencies.map((entry) => entry.score))), competencies };
}

export interface GradedScore {
  score: number;
  grade: Grade;
}

export const graded = (score: number): GradedScore => ({ score, grade: gradeOf(score) });

/** Before/after per competency of the post-test (`before` null when the pre-test did not score it). */
export function compare(
  before: readonly { competencyId: number; score: number }[] | null,
  after: readonly { competencyId: number; score: number }[],
): { competencyId: number; before: GradedScore | null; after: GradedScore }[] {
  return after.map((entry) => {
    const earlier = before?.find((item) => item.competencyId === entry.competencyId);
    return { competencyId: entry.competencyId, before: earlier ? graded(earlier.score) : null, after: graded(entry.score) };
  });
}

/** Competency ids from the weakest to the strongest (ties keep their order). */
export function weakestFirst(scores: readonly { competencyId: number; score: number }[]): number[] {
  return [...scores].sort((a, b) => a.score - b.score).map((entry) => entry.competencyId);
}

/** Key actions: 2–3 distinct ids, each one of the offered options. */
export function validKeyActionChoice(chosen: readonly number[], offered: readonly number[]): boolean {
  const distinct = new Set(chosen);
  return distinct.size === chosen.length && chosen.length >= 2 && chosen.length <= 3 && chosen.every((id) => offered.includes(id));
}

/** A saved answer's validity by question type (body rules of `saveSurveyAnswer`). */
export function validAnswer(
  type: QuestionType,
  optionIds: readonly number[],
  text: string,
  known: readonly number[],
): boolean {
  if (type === 'open') return text.trim().length > 0 && optionIds.length === 0;
  if (new Set(optionIds).size !== optionIds.length || !optionIds.every((id) => known.includes(id))) return false;
  return type === 'single' ? optionIds.length === 1 : optionIds.length >= 1;
}
