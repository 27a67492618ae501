/**
 * The learning content's tables (projects, learning paths, units, questions, ticks, feedback, surveys):
 * migrations in `drizzle/learning/`, generated with `npm run db:generate:learning -- --name <change>`.
 * May refer to the core tables of `schema.ts` and the video tables of `video-schema.ts`.
 *
 * Texts shown to learners are `Localized` jsonb (`{ CN, EN, TW, TH }`), answered in the request's API language.
 */
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, users } from './schema.js';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** A text in the four API languages. */
export type Localized = Record<'CN' | 'EN' | 'TW' | 'TH', string>;

/** A unit's or project's video: a direct media URL, and the catalogue vid once the video platform serves it. */
export interface VideoRef {
  src: string;
  vid?: string;
}

/** The four steps of a course (learner spec §1). */
export const courseSteps = [1, 2, 3, 4] as const;
export type CourseStep = (typeof courseSteps)[number];

/** When a step can be taken: open from `opensAt` until `closesAt` (ISO 8601; `null` = no bound). */
export interface StepWindow {
  opensAt: string | null;
  closesAt: string | null;
}
export type StepWindows = Record<`${CourseStep}`, StepWindow>;

export const projects = pgTable('projects', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
  name: jsonb('name').$type<Localized>().notNull(),
  description: jsonb('description').$type<Localized>().notNull(),
  launchVideo: jsonb('launch_video').$type<VideoRef | null>(),
  /** After this the project is expired. */
  closesAt: timestamptz('closes_at'),
});

/** Courses ("learning path metas" in the spec's call names). */
export const learningPaths = pgTable(
  'learning_paths',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    name: jsonb('name').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull(),
    estimatedMinutes: integer('estimated_minutes').notNull(),
    /** Lock windows of ability analysis (1), lessons (2), scenario simulation (3) and post-test (4). */
    windows: jsonb('windows').$type<StepWindows>().notNull(),
  },
  (table) => [index('learning_paths_project_idx').on(table.projectId)],
);

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

export const units = pgTable(
  'units',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    learningPathId: integer('learning_path_id')
      .notNull()
      .references(() => learningPaths.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    /** No foreign key to the video area: `{ src, vid? }`. */
    video: jsonb('video').$type<VideoRef>().notNull(),
    /** The video's length in seconds, as the server knows it (completion is checked against it). */
    videoSeconds: integer('video_seconds').notNull(),
    essenceNotes: jsonb('essence_notes').$type<Localized>().notNull(),
    caseText: jsonb('case_text').$type<Localized>().notNull(),
    jobAid: jsonb('job_aid').$type<Localized>().notNull(),
  },
  (table) => [uniqueIndex('units_path_position_idx').on(table.learningPathId, table.position)],
);

export const questionKinds = ['preClass', 'practice'] as const;
export type QuestionKind = (typeof questionKinds)[number];
export const questionTypes = ['single', 'multiple', 'open'] as const;
export type QuestionType = (typeof questionTypes)[number];

export const questions = pgTable(
  'questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<QuestionKind>().notNull(),
    type: text('type').$type<QuestionType>().notNull(),
    position: integer('position').notNull(),
    stem: jsonb('stem').$type<Localized>().notNull(),
    /** `[{ id: 'A', text }]`; empty for open questions. */
    options: jsonb('options').$type<{ id: string; text: Localized }[]>().notNull(),
    /** Option ids of the correct answer; empty for open questions. */
    correct: jsonb('correct').$type<string[]>().notNull(),
    /** A reference answer for open questions. */
    referenceAnswer: jsonb('reference_answer').$type<Localized | null>(),
    analysis: jsonb('analysis').$type<Localized>().notNull(),
  },
  (table) => [index('questions_unit_idx').on(table.unitId)],
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

/** Satisfaction-survey questions ("usersSatisficingMetas"). */
export const feedbackMetas = pgTable('feedback_metas', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  position: integer('position').notNull(),
  /** `rating` (1–5) or `text`. */
  kind: text('kind').$type<'rating' | 'text'>().notNull(),
  title: jsonb('title').$type<Localized>().notNull(),
  required: boolean('required').notNull(),
});

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

/** Notices shown with a video (`GET /ddilearner/v2/broadcast?vid=`). */
export const broadcasts = pgTable(
  'broadcasts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    vid: text('vid').notNull(),
    message: jsonb('message').$type<Localized>().notNull(),
  },
  (table) => [index('broadcasts_vid_idx').on(table.vid)],
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
