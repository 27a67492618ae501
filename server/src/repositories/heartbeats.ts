import type { Db } from '../db/client.js';
import { heartbeats } from '../db/schema.js';
import { bulkInsert } from '../lib/bulk-insert.js';

export type NewHeartbeat = typeof heartbeats.$inferInsert;

/**
 * Writes many heartbeats in ONE insert statement. A heartbeat whose (user, idempotency key) is already stored
 * (a re-send, through this instance or another) is skipped, not stored twice; heartbeats without a key are
 * always stored.
 */
export async function insertMany(db: Db, rows: readonly NewHeartbeat[]): Promise<void> {
  await bulkInsert(db, heartbeats, rows, [heartbeats.userId, heartbeats.idempotencyKey]);
}
