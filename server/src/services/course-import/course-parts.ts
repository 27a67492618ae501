/**
 * A course's assessments (step 1's pre-test, step 4's post-test), key actions and scenario scenes in the course
 * file (docs/course-format.md): written by the import, read back by the export. Rows are keyed by position
 * (their codes are `<course>:pre`, `<course>:ka<n>`, `<course>:scene<n>`): a re-import updates them in place,
 * so learners' attempts, choices and reports stay; rows beyond the file's count are deleted.
 */
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { competencies, keyActions, scenarioChoices, scenarioScenes, surveyOptions, surveyQuestions, surveys, type AssessmentModule, type Localized } from '../../db/learning-schema.js';
import type { FileAssessment, FileCourse, FileKeyAction, FileScene } from './validate.js';

/** A text with its languages in the file's order (jsonb keeps them in its own). */
export const text = ({ EN, CN, TW, TH }: Localized): Localized => ({ EN, CN, TW, TH });

/** The file's assessments by step module: the pre-test is module 1, the post-test module 4. */
const modules = [
  [1, 'preTest', 'pre'],
  [4, 'postTest', 'post'],
] as const satisfies readonly (readonly [AssessmentModule, 'preTest' | 'postTest', string])[];

/** Competency ids by code, for the codes a course file names. */
export async function competencyIds(tx: Db, codes: readonly string[]): Promise<Map<string, number>> {
  if (!codes.length) return new Map();
  const rows = await tx.select({ id: competencies.id, code: competencies.code }).from(competencies).where(inArray(competencies.code, [...new Set(codes)]));
  return new Map(rows.map((row) => [row.code, row.id]));
}

/** Every competency code a course names, with where it is named. */
export function competencyReferences(course: FileCourse): { code: string; at: (string | number)[] }[] {
  const references: { code: string; at: (string | number)[] }[] = [];
  for (const [, name] of modules) {
    course.assessments?.[name].questions.forEach((question, index) => references.push({ code: question.competency, at: ['course', 'assessments', name, 'questions', index, 'competency'] }));
  }
  course.keyActions?.forEach((action, index) => references.push({ code: action.competency, at: ['course', 'keyActions', index, 'competency'] }));
  return references;
}

/** Writes the sections the course file has (an absent section leaves the stored rows as they are). */
export async function writeCourseParts(tx: Db, courseId: number, code: string, course: FileCourse, competencyId: (code: string) => number): Promise<void> {
  if (course.assessments) {
    for (const [moduleId, name, suffix] of modules) await writeAssessment(tx, courseId, `${code}:${suffix}`, moduleId, course.assessments[name], competencyId);
  }
  if (course.keyActions) await writeKeyActions(tx, courseId, code, course.keyActions, competencyId);
  if (course.scenes) await writeScenes(tx, courseId, code, course.scenes);
}

async function writeAssessment(tx: Db, courseId: number, code: string, moduleId: AssessmentModule, assessment: FileAssessment, competencyId: (code: string) => number) {
  const [existing] = await tx.select({ id: surveys.id }).from(surveys).where(and(eq(surveys.learningPathId, courseId), eq(surveys.moduleId, moduleId)));
  let surveyId: number;
  if (existing) {
    surveyId = existing.id;
    await tx.update(surveys).set({ code, title: assessment.title }).where(eq(surveys.id, surveyId));
  } else {
    const [row] = await tx.insert(surveys).values({ code, learningPathId: courseId, moduleId, title: assessment.title }).returning({ id: surveys.id });
    surveyId = (row as { id: number }).id;
  }
  const kept = await tx.select({ id: surveyQuestions.id, position: surveyQuestions.position }).from(surveyQuestions).where(eq(surveyQuestions.surveyId, surveyId));
  for (const [index, question] of assessment.questions.entries()) {
    const values = { surveyId, position: index + 1, type: question.type, competencyId: competencyId(question.competency), text: question.text };
    const found = kept.find((row) => row.position === index + 1);
    let questionId: number;
    if (found) {
      questionId = found.id;
      await tx.update(surveyQuestions).set(values).where(eq(surveyQuestions.id, questionId));
    } else {
      const [row] = await tx.insert(surveyQuestions).values(values).returning({ id: surveyQuestions.id });
      questionId = (row as { id: number }).id;
    }
    const options = question.options ?? [];
    const keptOptions = await tx.select({ id: surveyOptions.id, position: surveyOptions.position }).from(surveyOptions).where(eq(surveyOptions.questionId, questionId));
    const fresh: (typeof surveyOptions.$inferInsert)[] = [];
    for (const [position, option] of options.entries()) {
      const optionValues = { questionId, position: position + 1, text: option.text, score: option.score };
      const foundOption = keptOptions.find((row) => row.position === position + 1);
      if (foundOption) await tx.update(surveyOptions).set(optionValues).where(eq(surveyOptions.id, foundOption.id));
      else fresh.push(optionValues);
    }
    if (fresh.length) await tx.insert(surveyOptions).values(fresh);
    await tx.delete(surveyOptions).where(and(eq(surveyOptions.questionId, questionId), gt(surveyOptions.position, options.length)));
  }
  await tx.delete(surveyQuestions).where(and(eq(surveyQuestions.surveyId, surveyId), gt(surveyQuestions.position, assessment.questions.length)));
}

async function writeKeyActions(tx: Db, courseId: number, code: string, list: FileKeyAction[], competencyId: (code: string) => number) {
  const kept = await tx.select({ id: keyActions.id, position: keyActions.position }).from(keyActions).where(eq(keyActions.learningPathId, courseId));
  const fresh: (typeof keyActions.$inferInsert)[] = [];
  for (const [index, action] of list.entries()) {
    const values = { code: `${code}:ka${index + 1}`, learningPathId: courseId, competencyId: competencyId(action.competency), position: index + 1, text: action.text };
    const found = kept.find((row) => row.position === index + 1);
    if (found) await tx.update(keyActions).set(values).where(eq(keyActions.id, found.id));
    else fresh.push(values);
  }
  if (fresh.length) await tx.insert(keyActions).values(fresh);
  await tx.delete(keyActions).where(and(eq(keyActions.learningPathId, courseId), gt(keyActions.position, list.length)));
}

async function writeScenes(tx: Db, courseId: number, code: string, list: FileScene[]) {
  const kept = await tx.select({ id: scenarioScenes.id, position: scenarioScenes.position }).from(scenarioScenes).where(eq(scenarioScenes.learningPathId, courseId));
  for (const [index, scene] of list.entries()) {
    const values = { code: `${code}:scene${index + 1}`, learningPathId: courseId, position: index + 1, title: scene.title, situation: scene.situation, videoVid: scene.vid ?? null };
    const found = kept.find((row) => row.position === index + 1);
    let sceneId: number;
    if (found) {
      sceneId = found.id;
      await tx.update(scenarioScenes).set(values).where(eq(scenarioScenes.id, sceneId));
    } else {
      const [row] = await tx.insert(scenarioScenes).values(values).returning({ id: scenarioScenes.id });
      sceneId = (row as { id: number }).id;
    }
    const keptChoices = await tx.select({ id: scenarioChoices.id, position: scenarioChoices.position }).from(scenarioChoices).where(eq(scenarioChoices.sceneId, sceneId));
    const fresh: (typeof scenarioChoices.$inferInsert)[] = [];
    for (const [position, choice] of scene.choices.entries()) {
      const choiceValues = { sceneId, position: position + 1, text: choice.text, best: choice.best, feedback: choice.feedback };
      const foundChoice = keptChoices.find((row) => row.position === position + 1);
      if (foundChoice) await tx.update(scenarioChoices).set(choiceValues).where(eq(scenarioChoices.id, foundChoice.id));
      else fresh.push(choiceValues);
    }
    if (fresh.length) await tx.insert(scenarioChoices).values(fresh);
    await tx.delete(scenarioChoices).where(and(eq(scenarioChoices.sceneId, sceneId), gt(scenarioChoices.position, scene.choices.length)));
  }
  await tx.delete(scenarioScenes).where(and(eq(scenarioScenes.learningPathId, courseId), gt(scenarioScenes.position, list.length)));
}

/** The course's assessments (when it has both), key actions and scenes, as the file writes them. */
export async function readCourseParts(db: Db, courseId: number): Promise<Pick<FileCourse, 'assessments' | 'keyActions' | 'scenes'>> {
  const competencyRows = await db.select({ id: competencies.id, code: competencies.code }).from(competencies);
  const competencyCode = (id: number) => competencyRows.find((row) => row.id === id)?.code ?? '';
  const surveyRows = await db.select().from(surveys).where(eq(surveys.learningPathId, courseId));
  const questionRows = surveyRows.length
    ? await db.select().from(surveyQuestions).where(inArray(surveyQuestions.surveyId, surveyRows.map((row) => row.id))).orderBy(asc(surveyQuestions.position))
    : [];
  const optionRows = questionRows.length
    ? await db.select().from(surveyOptions).where(inArray(surveyOptions.questionId, questionRows.map((row) => row.id))).orderBy(asc(surveyOptions.position))
    : [];
  const assessment = (moduleId: AssessmentModule): FileAssessment | undefined => {
    const survey = surveyRows.find((row) => row.moduleId === moduleId);
    if (!survey) return undefined;
    return {
      title: text(survey.title),
      questions: questionRows
        .filter((question) => question.surveyId === survey.id)
        .map((question) => {
          const options = optionRows.filter((option) => option.questionId === question.id).map((option) => ({ text: text(option.text), score: option.score }));
          return { type: question.type, competency: competencyCode(question.competencyId), text: text(question.text), ...(options.length ? { options } : {}) };
        }),
    };
  };
  const preTest = assessment(1);
  const postTest = assessment(4);
  const actionRows = await db.select().from(keyActions).where(eq(keyActions.learningPathId, courseId)).orderBy(asc(keyActions.position));
  const sceneRows = await db.select().from(scenarioScenes).where(eq(scenarioScenes.learningPathId, courseId)).orderBy(asc(scenarioScenes.position));
  const choiceRows = sceneRows.length
    ? await db.select().from(scenarioChoices).where(inArray(scenarioChoices.sceneId, sceneRows.map((row) => row.id))).orderBy(asc(scenarioChoices.position))
    : [];
  return {
    ...(preTest && postTest ? { assessments: { preTest, postTest } } : {}),
    keyActions: actionRows.map((action) => ({ competency: competencyCode(action.competencyId), text: text(action.text) })),
    scenes: sceneRows.map((scene) => ({
      title: text(scene.title),
      situation: text(scene.situation),
      ...(scene.videoVid ? { vid: scene.videoVid } : {}),
      choices: choiceRows
        .filter((choice) => choice.sceneId === scene.id)
        .map((choice) => ({ text: text(choice.text), best: choice.best, feedback: text(choice.feedback) })),
    })),
  };
}
