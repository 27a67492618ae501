import { defineConfig } from 'drizzle-kit';

/** The video area of the schema: its own migrations folder and bookkeeping table (src/db/client.ts). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/video-schema.ts',
  out: './drizzle/video',
  migrations: { table: '__drizzle_migrations_video' },
});
