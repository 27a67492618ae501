/**
 * The learning content's tables (projects, learning paths, units, questions, ticks, feedback, surveys):
 * migrations in `drizzle/learning/`, generated with `npm run db:generate:learning -- --name <change>`.
 * May refer to the core tables of `schema.ts` and the video tables of `video-schema.ts`.
 */
export {};
