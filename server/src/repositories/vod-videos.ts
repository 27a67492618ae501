import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { vodVideos } from '../db/video-schema.js';

export type VideoRow = typeof vodVideos.$inferSelect;
export type NewVideo = typeof vodVideos.$inferInsert;

export async function findByVid(db: Db, vid: string): Promise<VideoRow | undefined> {
  const [row] = await db.select().from(vodVideos).where(eq(vodVideos.vid, vid));
  return row;
}

export async function listAll(db: Db): Promise<VideoRow[]> {
  return db.select().from(vodVideos).orderBy(asc(vodVideos.sortOrder), asc(vodVideos.slug));
}

/** Inserts the videos that do not exist yet (by vid); existing rows are left as they are. */
export async function insertMissing(db: Db, rows: readonly NewVideo[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(vodVideos).values([...rows]).onConflictDoNothing({ target: vodVideos.vid });
}
