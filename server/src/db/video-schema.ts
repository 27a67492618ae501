/**
 * The video platform's tables (player spec §3 video info, tokens, beacons, …): migrations in
 * `drizzle/video/`, generated with `npm run db:generate:video -- --name <change>`. May refer to the core
 * tables of `schema.ts`.
 */
export {};
