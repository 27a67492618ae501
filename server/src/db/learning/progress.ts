/**
 * What learners do with the course content: enrolments, finished steps, practice answers, progress ticks,
 * their own notes on a unit's video, certificates of completion, weekly learning goals, satisfaction feedback and one-time flags. Part of the learning area
 * (`../learning-schema.ts`).
 */
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns.js';
import { users } from '../schema.js';
import { learningPaths, questions, units } from './content.js';

/** Who may study a course, and until when (the "user ticket"). */
export const enrolments = pgTable(
  'enrolments',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    learningPathId: integer('learning_path_id')
      .notNull()
      .references(() => learningPaths.id, { onDelete: 'cascade' }),
    ticketExpiresAt: timestamptz('ticket_expires_at'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.learningPathId] })],
);

/** Steps 1, 3 and 4 (assessments, simulation) finished by a learner; step 2 is computed from the units. */
export const stepCompletions = pgTable(
  'step_completions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    learningPathId: integer('learning_path_id')
      .notNull()
      .references(() => learningPaths.id, { onDelete: 'cascade' }),
    step: integer('step').notNull(),
    completedAt: timestamptz('completed_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.learningPathId, table.step] })],
);

export const answers = pgTable(
  'answers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    /** Chosen option ids, or `[text]` for an open question. */
    answer: jsonb('answer').$type<string[]>().notNull(),
    /** `null` for open questions (not graded). */
    correct: boolean('correct'),
    answeredAt: timestamptz('answered_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.questionId] })],
);

export const tickTypes = ['video', 'essenceNotes', 'case', 'jobAid', 'practice', 'endUnit'] as const;
export type TickType = (typeof tickTypes)[number];

/** Progress ticks: one per learner, unit and activity type. */
export const ticks = pgTable(
  'ticks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    type: text('type').$type<TickType>().notNull(),
    /** Last reported position (seconds), where the learner resumes. */
    position: integer('position').notNull().default(0),
    /** Furthest position reported. */
    maxPosition: integer('max_position').notNull().default(0),
    startedAt: timestamptz('started_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
    completedAt: timestamptz('completed_at'),
  },
  (table) => [uniqueIndex('ticks_user_unit_type_idx').on(table.userId, table.unitId, table.type)],
);

/** A learner's own timestamped notes on a unit's video (decision 0093): theirs alone, any number up to the limit. */
export const unitNotes = pgTable(
  'unit_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    /** Where in the unit's video the note belongs (whole seconds). */
    position: integer('position').notNull(),
    text: text('text').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [index('unit_notes_user_unit_idx').on(table.userId, table.unitId)],
);

/**
 * A learner's certificate of completion of a course (decision 0095): issued once, the first time the server sees
 * every step of the course finished, and kept from then on. `code` is what a third party verifies it by.
 */
export const certificates = pgTable(
  'certificates',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    learningPathId: integer('learning_path_id')
      .notNull()
      .references(() => learningPaths.id, { onDelete: 'cascade' }),
    /** Twelve characters of Crockford's base 32 (60 random bits), stored without dashes. */
    code: text('code').notNull(),
    /** When the learner finished the course: the latest of its finished steps and watched videos. */
    completedAt: timestamptz('completed_at').notNull(),
    issuedAt: timestamptz('issued_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.learningPathId] }), uniqueIndex('certificates_code_idx').on(table.code)],
);

/**
 * A learner's weekly learning goal, in minutes (decisions 0097, 0104), as the changes they made: a row per change,
 * `weekly_minutes` the goal set from then on or `null` when they removed it. The goal in force is the newest row's;
 * a past week is judged against the goal in force when it ended. `span_start` is the change's 15-minute span of the
 * epoch (as the learning time's spans): a change in the span of the one before replaces it, so a learner changing
 * their mind in the dialog leaves one row, and two changes never fall on one instant. Learning time itself is
 * counted from the heartbeats.
 */
export const learningGoalChanges = pgTable(
  'learning_goal_changes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    spanStart: timestamptz('span_start').notNull(),
    weeklyMinutes: integer('weekly_minutes'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.spanStart] })],
);

export const feedback = pgTable(
  'feedback',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    learningPathId: integer('learning_path_id')
      .notNull()
      .references(() => learningPaths.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<{ metaId: number; score?: number; text?: string }[]>().notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [uniqueIndex('feedback_user_path_idx').on(table.userId, table.learningPathId)],
);

/** One-time flags per learner (`/sr/onceino/{key}`), e.g. the learning tour having been shown. */
export const onceFlags = pgTable(
  'once_flags',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    seenAt: timestamptz('seen_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);
