import type { Db } from '../db/client.js';
import { heartbeats } from '../db/schema.js';

export type NewHeartbeat = typeof heartbeats.$inferInsert;

/** Writes many heartbeats in ONE insert statement. */
export async function insertMany(db: Db, rows: readonly NewHeartbeat[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(heartbeats).values([...rows]);
}
