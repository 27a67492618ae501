/**
 * The course content's tables: projects, courses (learning paths), units, questions, the satisfaction survey's
 * questions, broadcasts, and the content version the course page's cache is keyed by. Part of the learning area
 * (`../learning-schema.ts`, migrations in `drizzle/learning/`).
 *
 * Texts shown to learners are `Localized` jsonb (`{ CN, EN, TW, TH }`), answered in the request's API language.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns.js';
import { companies } from '../schema.js';


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
    /** The course's 16:9 cover picture (a URL the learner's browser can load), or null for the app's drawn cover. */
    cover: text('cover'),
    /** Lock windows of ability analysis (1), lessons (2), scenario simulation (3) and post-test (4). */
    windows: jsonb('windows').$type<StepWindows>().notNull(),
  },
  (table) => [index('learning_paths_project_idx').on(table.projectId)],
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

/**
 * The version of the course content the course page reads (one row, `id` 1): the triggers of migration
 * `0004_content_version` add 1 to it for every row of `learning_paths`, `units` or `questions` inserted, deleted
 * or actually changed by an update (and every truncate), inside that statement's transaction. So a course import,
 * an admin change, a seed or a hand-written SQL statement moves it, and it becomes visible exactly when the
 * content it describes does; an update that leaves a row as it was does not. Each instance's cache of course content (services/course-page-reads.ts) is keyed by it (decision 0062).
 */
export const contentVersion = pgTable(
  'content_version',
  {
    id: integer('id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (table) => [check('content_version_one_row', sql`${table.id} = 1`)],
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
