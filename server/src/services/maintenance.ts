import type { Db } from '../db/client.js';
import * as rateLimits from '../repositories/rate-limits.js';
import * as sessions from '../repositories/sessions.js';
import * as smsCodes from '../repositories/sms-codes.js';
import * as smsOutbox from '../repositories/sms-outbox.js';

const day = 24 * 3_600_000;

/** How long ended records are kept before housekeeping deletes them. */
export const retention = {
  smsCodesMs: day,
  smsOutboxMs: day,
  endedSessionsMs: 90 * day,
} as const;

/**
 * Housekeeping, safe to run on every instance at once: deletes rate-limit buckets whose window is over, SMS
 * codes and outbox messages older than a day, marks sessions past their expiry as `expired` and deletes
 * sessions that ended 90 days ago.
 */
export async function sweepExpired(db: Db, now: Date): Promise<void> {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  await rateLimits.sweep(db, now);
  await smsCodes.sweep(db, ago(retention.smsCodesMs));
  await smsOutbox.sweep(db, ago(retention.smsOutboxMs));
  await sessions.sweep(db, now, ago(retention.endedSessionsMs));
}
