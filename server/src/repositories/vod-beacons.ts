import type { Db } from '../db/client.js';
import { vodAdLogs, vodQualityBeacons, vodViewStats } from '../db/video-schema.js';

export type NewViewStat = typeof vodViewStats.$inferInsert;
export type NewQualityBeacon = typeof vodQualityBeacons.$inferInsert;
export type NewAdLog = typeof vodAdLogs.$inferInsert;

/** Each writes many rows in ONE insert statement. */
export async function insertViewStats(db: Db, rows: readonly NewViewStat[]): Promise<void> {
  if (rows.length > 0) await db.insert(vodViewStats).values([...rows]);
}

export async function insertQualityBeacons(db: Db, rows: readonly NewQualityBeacon[]): Promise<void> {
  if (rows.length > 0) await db.insert(vodQualityBeacons).values([...rows]);
}

export async function insertAdLogs(db: Db, rows: readonly NewAdLog[]): Promise<void> {
  if (rows.length > 0) await db.insert(vodAdLogs).values([...rows]);
}
