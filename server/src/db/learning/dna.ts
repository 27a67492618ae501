/**
 * Leadership DNA (issue 11): a 48-item Likert instrument over six leadership dimensions, timed attempts, reports
 * with icons and expert audio, and the learner's audio plays. docs/api.md "Leadership DNA (issue 11)".
 * Part of the learning area (`../learning-schema.ts`, migrations in `drizzle/learning/`).
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns.js';
import { users } from '../schema.js';
import type { Localized } from './content.js';
import type { AttemptStatus } from './assessments.js';

export const dnaLevels = ['low', 'moderate', 'high'] as const;
export type DnaLevel = (typeof dnaLevels)[number];

/** The DNA survey, reached through its learning tour (the header's course entry id 0). */
export const dnaSurveys = pgTable('dna_surveys', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  tourId: integer('tour_id').notNull().unique(),
  title: jsonb('title').$type<Localized>().notNull(),
  summary: jsonb('summary').$type<Localized>().notNull(),
});

/** A leadership dimension: its icon and clip are `media/dna/icons/<key>.svg` and `media/dna/audio/<lang>/<key>.ogg`. */
export const dnaDimensions = pgTable(
  'dna_dimensions',
  {
    id: integer('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => dnaSurveys.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    position: integer('position').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    /** The report's narrative per level. */
    narratives: jsonb('narratives').$type<Record<DnaLevel, Localized>>().notNull(),
    /** The expert's short spoken summary (the text `npm run media:dna` speaks). */
    narration: jsonb('narration').$type<Localized>().notNull(),
  },
  (table) => [uniqueIndex('dna_dimensions_survey_key_idx').on(table.surveyId, table.key)],
);

/** A statement rated on the survey's 5-point scale; it counts towards one dimension. */
export const dnaQuestions = pgTable(
  'dna_questions',
  {
    id: integer('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => dnaSurveys.id, { onDelete: 'cascade' }),
    dimensionId: integer('dimension_id')
      .notNull()
      .references(() => dnaDimensions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: jsonb('text').$type<Localized>().notNull(),
  },
  (table) => [uniqueIndex('dna_questions_survey_position_idx').on(table.surveyId, table.position)],
);

/** The survey's Likert scale, shared by every question: value 1 (not at all like me) … 5 (very much like me). */
export const dnaOptions = pgTable('dna_options', {
  id: integer('id').primaryKey(),
  surveyId: integer('survey_id')
    .notNull()
    .references(() => dnaSurveys.id, { onDelete: 'cascade' }),
  value: integer('value').notNull(),
  text: jsonb('text').$type<Localized>().notNull(),
});

/** One sitting of the DNA survey; at most one in progress per learner and survey. */
export const dnaAttempts = pgTable(
  'dna_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => dnaSurveys.id, { onDelete: 'cascade' }),
    startedAt: timestamptz('started_at').notNull(),
    deadline: timestamptz('deadline').notNull(),
    finishedAt: timestamptz('finished_at'),
    status: text('status').$type<AttemptStatus>().notNull(),
  },
  (table) => [
    index('dna_attempts_user_survey_idx').on(table.userId, table.surveyId),
    uniqueIndex('dna_attempts_one_open_idx')
      .on(table.userId, table.surveyId)
      .where(sql`${table.status} = 'inProgress'`),
    index('dna_attempts_deadline_idx')
      .on(table.deadline)
      .where(sql`${table.status} = 'inProgress'`),
  ],
);

/** Answers, written before the save is acknowledged; saving a question again replaces its answer. */
export const dnaAnswers = pgTable(
  'dna_answers',
  {
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => dnaAttempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => dnaQuestions.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => dnaOptions.id, { onDelete: 'cascade' }),
    savedAt: timestamptz('saved_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.attemptId, table.questionId] })],
);

/** A finished attempt's dimension scores (0–100), shown once `readyAt` has passed. */
export const dnaReports = pgTable('dna_reports', {
  attemptId: integer('attempt_id')
    .primaryKey()
    .references(() => dnaAttempts.id, { onDelete: 'cascade' }),
  computedAt: timestamptz('computed_at').notNull(),
  readyAt: timestamptz('ready_at').notNull(),
  scores: jsonb('scores').$type<{ dimensionId: number; score: number }[]>().notNull(),
});

/** One play of a dimension's expert audio. */
export const dnaAudioRecords = pgTable(
  'dna_audio_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => dnaSurveys.id, { onDelete: 'cascade' }),
    dimensionId: integer('dimension_id')
      .notNull()
      .references(() => dnaDimensions.id, { onDelete: 'cascade' }),
    playedSeconds: integer('played_seconds').notNull(),
    completed: boolean('completed').notNull(),
    recordedAt: timestamptz('recorded_at').notNull(),
  },
  (table) => [index('dna_audio_records_user_idx').on(table.userId)],
);
