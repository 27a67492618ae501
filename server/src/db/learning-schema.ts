/**
 * The learning content's tables (projects, learning paths, units, questions, ticks, feedback, surveys):
 * migrations in `drizzle/learning/`, generated with `npm run db:generate:learning -- --name <change>`.
 * May refer to the core tables of `schema.ts` and the video tables of `video-schema.ts`.
 *
 * Texts shown to learners are `Localized` jsonb (`{ CN, EN, TW, TH }`), answered in the request's API language.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    /** The course's 16:9 cover picture (a URL the learner's browser can load), or null for the app's drawn cover. */
    cover: text('cover'),
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

/**
 * The version of the course content the course page reads (one row, `id` 1): the triggers of migration
 * `0004_content_version` add 1 to it for every row of `learning_paths`, `units` or `questions` inserted, deleted
 * or actually changed by an update (and every truncate), inside that statement's transaction. So a course import,
 * an admin change, a seed or a hand-written SQL statement moves it, and it becomes visible exactly when the
 * content it describes does; an update that leaves a row as it was does not. Each instance's cache of course content (services/course-content.ts) is keyed by it (decision 0062).
 */
export const contentVersion = pgTable(
  'content_version',
  {
    id: integer('id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (table) => [check('content_version_one_row', sql`${table.id} = 1`)],
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

// ---------------------------------------------------------------------------------------------------------
// Assessments (issue 10): the pre-test (module 1) and post-test (module 4) of a course, their attempts and
// reports, the key actions of module 3 and the scenario simulation. docs/api.md "Assessments (issue 10)".

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

// ---------------------------------------------------------------------------------------------------------
// Leadership DNA (issue 11): a 48-item Likert instrument over six leadership dimensions, timed attempts,
// reports with icons and expert audio, and the learner's audio plays. docs/api.md "Leadership DNA (issue 11)".

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
