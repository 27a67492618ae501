/**
 * Assessments (issue 10): the pre-test (module 1) and post-test (module 4) of a course, their attempts and
 * reports, the key actions of module 3 and the scenario simulation. docs/api.md "Assessments (issue 10)".
 * Part of the learning area (`../learning-schema.ts`, migrations in `drizzle/learning/`).
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns.js';
import { users } from '../schema.js';
import { learningPaths, type Localized, type QuestionType } from './content.js';

/** The assessment modules of a course: 1 pre-test ("ability diagnosis"), 4 post-test ("ability check"). */
export const assessmentModules = [1, 4] as const;
export type AssessmentModule = (typeof assessmentModules)[number];
/** Grade labels of the learner spec §3, weakest first. */
export const grades = ['weak', 'limited', 'general', 'good', 'excellent', 'veryExcellent'] as const;
export type Grade = (typeof grades)[number];
/** Advice is written per band of grades: develop (weak, limited), build (general, good), leverage (excellent and up). */
export const adviceBands = ['develop', 'build', 'leverage'] as const;
export type AdviceBand = (typeof adviceBands)[number];
export const attemptStatuses = ['inProgress', 'finished', 'expired'] as const;
export type AttemptStatus = (typeof attemptStatuses)[number];

/** The leadership competencies an assessment measures (shared by every course). */
export const competencies = pgTable('competencies', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  position: integer('position').notNull(),
  name: jsonb('name').$type<Localized>().notNull(),
  description: jsonb('description').$type<Localized>().notNull(),
  /** Development advice per grade band. */
  advice: jsonb('advice').$type<Record<AdviceBand, Localized>>().notNull(),
});

/** A course's pre-test or post-test. */
export const surveys = pgTable(
  'surveys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    learningPathId: integer('learning_path_id')
      .notNull()
      .references(() => learningPaths.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id').$type<AssessmentModule>().notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
  },
  (table) => [uniqueIndex('surveys_path_module_idx').on(table.learningPathId, table.moduleId)],
);

export const surveyQuestions = pgTable(
  'survey_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    type: text('type').$type<QuestionType>().notNull(),
    competencyId: integer('competency_id')
      .notNull()
      .references(() => competencies.id),
    text: jsonb('text').$type<Localized>().notNull(),
  },
  (table) => [uniqueIndex('survey_questions_survey_position_idx').on(table.surveyId, table.position)],
);

export const surveyOptions = pgTable(
  'survey_options',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    questionId: integer('question_id')
      .notNull()
      .references(() => surveyQuestions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: jsonb('text').$type<Localized>().notNull(),
    /** Weight 0–100 of choosing this option (docs/api.md "Scoring"). */
    score: integer('score').notNull(),
  },
  (table) => [index('survey_options_question_idx').on(table.questionId)],
);

/** One sitting of a survey; at most one in progress per learner and survey. */
export const assessmentAttempts = pgTable(
  'assessment_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    startedAt: timestamptz('started_at').notNull(),
    deadline: timestamptz('deadline').notNull(),
    finishedAt: timestamptz('finished_at'),
    status: text('status').$type<AttemptStatus>().notNull(),
  },
  (table) => [
    index('assessment_attempts_user_survey_idx').on(table.userId, table.surveyId),
    uniqueIndex('assessment_attempts_one_open_idx')
      .on(table.userId, table.surveyId)
      .where(sql`${table.status} = 'inProgress'`),
    index('assessment_attempts_deadline_idx')
      .on(table.deadline)
      .where(sql`${table.status} = 'inProgress'`),
  ],
);

/** Answers, written before the save is acknowledged; saving a question again replaces its answer. */
export const attemptAnswers = pgTable(
  'attempt_answers',
  {
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => assessmentAttempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => surveyQuestions.id, { onDelete: 'cascade' }),
    optionIds: jsonb('option_ids').$type<number[]>().notNull(),
    text: text('text').notNull().default(''),
    savedAt: timestamptz('saved_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.attemptId, table.questionId] })],
);

/** A finished attempt's scores, computed at finish; shown once `readyAt` has passed. */
export const assessmentReports = pgTable('assessment_reports', {
  attemptId: integer('attempt_id')
    .primaryKey()
    .references(() => assessmentAttempts.id, { onDelete: 'cascade' }),
  computedAt: timestamptz('computed_at').notNull(),
  readyAt: timestamptz('ready_at').notNull(),
  overallScore: integer('overall_score').notNull(),
  competencyScores: jsonb('competency_scores').$type<{ competencyId: number; score: number }[]>().notNull(),
});

/** The key actions a course offers (module 3 keyBehaviorAnalysis). */
export const keyActions = pgTable(
  'key_actions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    learningPathId: integer('learning_path_id')
      .notNull()
      .references(() => learningPaths.id, { onDelete: 'cascade' }),
    competencyId: integer('competency_id')
      .notNull()
      .references(() => competencies.id),
    position: integer('position').notNull(),
    text: jsonb('text').$type<Localized>().notNull(),
  },
  (table) => [index('key_actions_path_idx').on(table.learningPathId)],
);

/** The 2–3 key actions a learner chose for a course. */
export const keyActionChoices = pgTable(
  'key_action_choices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    learningPathId: integer('learning_path_id')
      .notNull()
      .references(() => learningPaths.id, { onDelete: 'cascade' }),
    keyActionIds: jsonb('key_action_ids').$type<number[]>().notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.learningPathId] })],
);

/** Scenario simulation (module 3): scenes with choices, one of them best, each with feedback. */
export const scenarioScenes = pgTable(
  'scenario_scenes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    learningPathId: integer('learning_path_id')
      .notNull()
      .references(() => learningPaths.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    situation: jsonb('situation').$type<Localized>().notNull(),
    videoVid: text('video_vid'),
  },
  (table) => [index('scenario_scenes_path_idx').on(table.learningPathId)],
);

export const scenarioChoices = pgTable(
  'scenario_choices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sceneId: integer('scene_id')
      .notNull()
      .references(() => scenarioScenes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: jsonb('text').$type<Localized>().notNull(),
    best: boolean('best').notNull(),
    feedback: jsonb('feedback').$type<Localized>().notNull(),
  },
  (table) => [index('scenario_choices_scene_idx').on(table.sceneId)],
);

/** A learner's choice in a scene (choosing again replaces it). */
export const scenarioChoicesMade = pgTable(
  'scenario_choices_made',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sceneId: integer('scene_id')
      .notNull()
      .references(() => scenarioScenes.id, { onDelete: 'cascade' }),
    choiceId: integer('choice_id')
      .notNull()
      .references(() => scenarioChoices.id, { onDelete: 'cascade' }),
    chosenAt: timestamptz('chosen_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.sceneId] })],
);
