/**
 * The learning area of the schema (projects, courses, units, questions, learners' progress, assessments,
 * Leadership DNA): migrations in `drizzle/learning/`, generated with `npm run db:generate:learning -- --name
 * <change>` from this file, which gathers the area's tables by what they are:
 * - `learning/content.ts`: the course content (projects, courses, units, questions, feedback questions,
 *   broadcasts, the content version);
 * - `learning/progress.ts`: what learners do with it (enrolments, steps, answers, ticks, notes, certificates, goals, feedback, flags);
 * - `learning/assessments.ts`: pre- and post-tests, key actions, the scenario simulation;
 * - `learning/dna.ts`: the Leadership DNA survey.
 * May refer to the core tables of `schema.ts` and the video tables of `video-schema.ts`.
 */
export * from './learning/content.js';
export * from './learning/progress.js';
export * from './learning/assessments.js';
export * from './learning/dna.js';
