/**
 * The content every course shares, in the course file's top-level sections (docs/course-format.md): the
 * competencies the assessments and key actions measure, the satisfaction-survey questions, and the Leadership
 * DNA survey. Written by the import (competencies and questions keyed by `code`, updated in place; those the
 * file does not name are kept), read back by `npm run export -- --shared`.
 */
import { asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { competencies, dnaDimensions, dnaOptions, dnaQuestions, dnaSurveys, feedbackMetas } from '../../db/learning-schema.js';
import { courseFormat } from './schema.js';
import { text } from './course-parts.js';
import type { CourseFile, FileCompetency, FileDna, FileFeedbackQuestion } from './validate.js';

/** The DNA survey's fixed ids: the app reaches it through learning tour 1 (docs/api.md "Leadership DNA"). */
export const dnaSurveyId = 1;
export const dnaTourId = 1;

/** What the shared sections of a file changed (counts of what the file holds). */
export interface SharedImportResult {
  competencies: number;
  feedbackQuestions: number;
  /** The DNA survey's statements (0 without a `dna` section). */
  dnaStatements: number;
}

/** Writes the file's shared sections (an absent section leaves the stored content as it is). */
export async function writeShared(tx: Db, file: CourseFile): Promise<SharedImportResult> {
  for (const [index, competency] of (file.competencies ?? []).entries()) await upsertCompetency(tx, index + 1, competency);
  for (const [index, question] of (file.feedbackQuestions ?? []).entries()) await upsertFeedbackQuestion(tx, index + 1, question);
  if (file.dna) await writeDna(tx, file.dna);
  return {
    competencies: file.competencies?.length ?? 0,
    feedbackQuestions: file.feedbackQuestions?.length ?? 0,
    dnaStatements: file.dna ? file.dna.dimensions.length * (file.dna.dimensions[0]?.statements.length ?? 0) : 0,
  };
}

async function upsertCompetency(tx: Db, position: number, competency: FileCompetency) {
  const values = { code: competency.code, position, name: competency.name, description: competency.description, advice: competency.advice };
  const [existing] = await tx.select({ id: competencies.id }).from(competencies).where(eq(competencies.code, competency.code));
  if (existing) await tx.update(competencies).set(values).where(eq(competencies.id, existing.id));
  else await tx.insert(competencies).values(values);
}

async function upsertFeedbackQuestion(tx: Db, position: number, question: FileFeedbackQuestion) {
  const values = { code: question.code, position, kind: question.kind, required: question.required, title: question.title };
  const [existing] = await tx.select({ id: feedbackMetas.id }).from(feedbackMetas).where(eq(feedbackMetas.code, question.code));
  if (existing) await tx.update(feedbackMetas).set(values).where(eq(feedbackMetas.id, existing.id));
  else await tx.insert(feedbackMetas).values(values);
}

/**
 * The DNA survey with fixed ids: options 1–5 (value = id), dimensions 1…d in file order, and statement s of
 * dimension d (both from 0) is question s × dimensions + d + 1 (the statements interleave).
 */
async function writeDna(tx: Db, dna: FileDna) {
  const survey = { code: dna.code, title: dna.title, summary: dna.summary };
  await tx
    .insert(dnaSurveys)
    .values({ id: dnaSurveyId, tourId: dnaTourId, ...survey })
    .onConflictDoUpdate({ target: dnaSurveys.id, set: survey });
  for (const [index, option] of dna.scale.entries()) {
    await tx
      .insert(dnaOptions)
      .values({ id: index + 1, surveyId: dnaSurveyId, value: index + 1, text: option })
      .onConflictDoUpdate({ target: dnaOptions.id, set: { text: option } });
  }
  const count = dna.dimensions.length;
  for (const [index, dimension] of dna.dimensions.entries()) {
    const values = { key: dimension.key, position: index + 1, name: dimension.name, narratives: dimension.narratives, narration: dimension.narration };
    await tx
      .insert(dnaDimensions)
      .values({ id: index + 1, surveyId: dnaSurveyId, ...values })
      .onConflictDoUpdate({ target: dnaDimensions.id, set: values });
    for (const [statement, statementText] of dimension.statements.entries()) {
      const id = statement * count + index + 1;
      await tx
        .insert(dnaQuestions)
        .values({ id, surveyId: dnaSurveyId, dimensionId: index + 1, position: id, text: statementText })
        .onConflictDoUpdate({ target: dnaQuestions.id, set: { dimensionId: index + 1, position: id, text: statementText } });
    }
  }
  const statements = count * (dna.dimensions[0]?.statements.length ?? 0);
  await tx.delete(dnaQuestions).where(gt(dnaQuestions.id, statements));
  await tx.delete(dnaDimensions).where(gt(dnaDimensions.id, count));
}

/** The shared content as a file of its own (`npm run export -- --shared`); sections with nothing stored are left out. */
export async function exportShared(db: Db): Promise<CourseFile> {
  const file: CourseFile = { format: courseFormat };
  const competencyRows = await db.select().from(competencies).orderBy(asc(competencies.position), asc(competencies.id));
  if (competencyRows.length) {
    file.competencies = competencyRows.map((row) => ({
      code: row.code,
      name: text(row.name),
      description: text(row.description),
      advice: { develop: text(row.advice.develop), build: text(row.advice.build), leverage: text(row.advice.leverage) },
    }));
  }
  const questionRows = await db.select().from(feedbackMetas).orderBy(asc(feedbackMetas.position), asc(feedbackMetas.id));
  if (questionRows.length) file.feedbackQuestions = questionRows.map((row) => ({ code: row.code, kind: row.kind, required: row.required, title: text(row.title) }));
  const [survey] = await db.select().from(dnaSurveys).where(eq(dnaSurveys.id, dnaSurveyId));
  if (survey) {
    const options = await db.select().from(dnaOptions).where(eq(dnaOptions.surveyId, survey.id)).orderBy(asc(dnaOptions.value));
    const dimensions = await db.select().from(dnaDimensions).where(eq(dnaDimensions.surveyId, survey.id)).orderBy(asc(dnaDimensions.position));
    const statements = await db.select().from(dnaQuestions).where(eq(dnaQuestions.surveyId, survey.id)).orderBy(asc(dnaQuestions.position));
    file.dna = {
      code: survey.code,
      title: text(survey.title),
      summary: text(survey.summary),
      scale: options.map((option) => text(option.text)),
      dimensions: dimensions.map((dimension) => ({
        key: dimension.key,
        name: text(dimension.name),
        narratives: { high: text(dimension.narratives.high), moderate: text(dimension.narratives.moderate), low: text(dimension.narratives.low) },
        narration: text(dimension.narration),
        statements: statements.filter((statement) => statement.dimensionId === dimension.id).map((statement) => text(statement.text)),
      })),
    };
  }
  return file;
}
