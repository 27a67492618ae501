import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { vodAdLogs, vodQualityBeacons, vodViewStats } from '../db/video-schema.js';
import { bulkInsert } from '../lib/bulk-insert.js';

export type NewViewStat = typeof vodViewStats.$inferInsert;
export type NewQualityBeacon = typeof vodQualityBeacons.$inferInsert;
export type NewAdLog = typeof vodAdLogs.$inferInsert;

/**
 * Each writes many rows in ONE insert statement (lib/bulk-insert.ts: the batch writers' hot path). A view or
 * quality beacon whose (pid, idempotency key) is already stored (a re-send, through this instance or another,
 * or twice in one batch) is skipped, not stored twice; beacons without a key are always stored.
 */
export async function insertViewStats(db: Db, rows: readonly NewViewStat[]): Promise<void> {
  await bulkInsert(db, vodViewStats, rows, [vodViewStats.pid, vodViewStats.idempotencyKey]);
}

export async function insertQualityBeacons(db: Db, rows: readonly NewQualityBeacon[]): Promise<void> {
  await bulkInsert(db, vodQualityBeacons, rows, [vodQualityBeacons.pid, vodQualityBeacons.idempotencyKey]);
}

export async function insertAdLogs(db: Db, rows: readonly NewAdLog[]): Promise<void> {
  await bulkInsert(db, vodAdLogs, rows);
}

export type ViewStatRow = typeof vodViewStats.$inferSelect;

/** The stored view-statistics rows of one video, newest first (the DEMO-only `/dev/vod-beacons`). */
export async function listViewStats(db: Db, vid: string, limit: number): Promise<ViewStatRow[]> {
  return db.select().from(vodViewStats).where(eq(vodViewStats.vid, vid)).orderBy(desc(vodViewStats.id)).limit(limit);
}
