import { defineConfig } from 'drizzle-kit';

/** The learning area of the schema: its own migrations folder and bookkeeping table (src/db/client.ts). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/learning-schema.ts',
  out: './drizzle/learning',
  migrations: { table: '__drizzle_migrations_learning' },
});
