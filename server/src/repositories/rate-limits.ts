import { and, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimits } from '../db/schema.js';

/** One counter: at most `limit` hits per window of `windowMs`, the window starting at its first hit. */
export interface RateRule {
  key: string;
  limit: number;
  windowMs: number;
}

export interface BucketState {
  key: string;
  count: number;
  resetAt: Date;
}

/**
 * Counts one hit in each bucket in ONE atomic statement (an upsert), safe across server instances: a bucket
 * whose window is over starts again at 1 with a new window. Returns each bucket's count after the hit.
 * Keys are written in sorted order so that concurrent statements lock rows in the same order.
 */
export async function hit(db: Db, rules: readonly RateRule[], now: Date): Promise<BucketState[]> {
  if (rules.length === 0) return [];
  const at = now.toISOString();
  const sorted = [...rules].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return db
    .insert(rateLimits)
    .values(sorted.map((rule) => ({ key: rule.key, count: 1, resetAt: new Date(now.getTime() + rule.windowMs) })))
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= ${at}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= ${at}::timestamptz then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ key: rateLimits.key, count: rateLimits.count, resetAt: rateLimits.resetAt });
}

/** Takes back one hit from each bucket whose window is still running. */
export async function refund(db: Db, keys: readonly string[], now: Date): Promise<void> {
  if (keys.length === 0) return;
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(inArray(rateLimits.key, [...keys]), gt(rateLimits.resetAt, now)));
}

/** Housekeeping: deletes buckets whose window is over. */
export async function sweep(db: Db, now: Date): Promise<void> {
  await db.delete(rateLimits).where(lte(rateLimits.resetAt, now));
}
