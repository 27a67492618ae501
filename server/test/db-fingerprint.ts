import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import * as learningSchema from '../src/db/learning-schema.js';
import * as coreSchema from '../src/db/schema.js';
import * as videoSchema from '../src/db/video-schema.js';

/** Every table of the Drizzle schema (all three areas), so a table added later is counted too. */
export const allTables: PgTable[] = ([...Object.values(coreSchema), ...Object.values(videoSchema), ...Object.values(learningSchema)] as unknown[]).filter(
  (value): value is PgTable => is(value, PgTable),
);

/**
 * For every table: its row count and an MD5 of all its rows (as text, sorted), in one round trip. Two equal
 * fingerprints mean nothing was inserted, deleted or updated in between.
 */
export async function dbFingerprint(server: FastifyInstance): Promise<Record<string, string>> {
  const parts = allTables.map((table) => {
    const name = getTableName(table);
    return sql`select ${name} as name, count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as print from ${table} t`;
  });
  const query = sql.join(parts, sql` union all `);
  const result = await server.database.db.execute(query);
  const { rows } = result as unknown as { rows: { name: string; print: string }[] };
  return Object.fromEntries(rows.map((row) => [row.name, row.print]));
}
