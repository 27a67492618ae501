import { and, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sessions, type SessionRevokedReason } from '../db/schema.js';
import * as users from './users.js';

export interface NewSession {
  userId: number;
  tokenHash: string;
  remember: boolean;
  now: Date;
  expiresAt: Date;
}

/**
 * Creates a session and revokes every other live session of the user (reason `replaced`), in one
 * transaction that locks the user's row so that two logins at once still leave exactly one session.
 * Sessions already past their expiry are left for `lookup`/`sweep` to mark `expired`.
 */
export async function createReplacingOthers(db: Db, session: NewSession): Promise<number> {
  return db.transaction(async (tx) => {
    await users.lock(tx, session.userId);
    await tx
      .update(sessions)
      .set({ revokedAt: session.now, revokedReason: 'replaced' })
      .where(and(eq(sessions.userId, session.userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, session.now)));
    const [row] = await tx
      .insert(sessions)
      .values({
        userId: session.userId,
        tokenHash: session.tokenHash,
        remember: session.remember,
        createdAt: session.now,
        expiresAt: session.expiresAt,
        lastSeenAt: session.now,
      })
      .returning({ id: sessions.id });
    if (!row) throw new Error('the session was not created');
    return row.id;
  });
}

/**
 * Gives the user a new password hash and ends every live session of theirs (reason `password_reset`), in one
 * transaction that locks the user's row: a session opened with the old password does not outlive the reset. Returns
 * the user's name.
 */
export async function resetPasswordEndingSessions(db: Db, userId: number, passwordHash: string, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    await users.lock(tx, userId);
    const username = await users.setPassword(tx, userId, passwordHash);
    if (username === undefined) throw new Error('the user of a password reset is missing');
    await tx
      .update(sessions)
      .set({ revokedAt: now, revokedReason: 'password_reset' })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
    return username;
  });
}

export interface SessionLookup {
  sessionId: number;
  userId: number;
  /** Not revoked and not expired. */
  valid: boolean;
}

interface LookupRow {
  id: number;
  user_id: number;
  valid: boolean;
}

/**
 * Finds the session of a token hash in ONE statement (one database round trip), which also, as needed,
 * records `last_seen_at` (at most once per `touchEveryMs`) or marks a session found past its expiry as
 * revoked with reason `expired`.
 */
export async function lookup(db: Db, tokenHash: string, now: Date, touchEveryMs: number): Promise<SessionLookup | undefined> {
  const at = now.toISOString();
  const staleBefore = new Date(now.getTime() - touchEveryMs).toISOString();
  const result = await db.execute(sql`
    with found as (
      select id, user_id, expires_at, revoked_at, last_seen_at from sessions where token_hash = ${tokenHash}
    ), touched as (
      update sessions s set
        last_seen_at = case when f.expires_at > ${at}::timestamptz then ${at}::timestamptz else s.last_seen_at end,
        revoked_at = case when f.expires_at <= ${at}::timestamptz then ${at}::timestamptz else s.revoked_at end,
        revoked_reason = case when f.expires_at <= ${at}::timestamptz then 'expired' else s.revoked_reason end
      from found f
      where s.id = f.id and f.revoked_at is null
        and (f.expires_at <= ${at}::timestamptz or f.last_seen_at < ${staleBefore}::timestamptz)
    )
    select id, user_id, (revoked_at is null and expires_at > ${at}::timestamptz) as valid from found
  `);
  const [row] = (result as unknown as { rows: LookupRow[] }).rows;
  return row ? { sessionId: Number(row.id), userId: Number(row.user_id), valid: row.valid === true } : undefined;
}

/** Revokes the session of a token hash if it is still open; answers its id, or undefined when none was open. */
export async function revoke(db: Db, tokenHash: string, reason: SessionRevokedReason, now: Date): Promise<number | undefined> {
  const [row] = await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return row?.id;
}

export interface StoredSession {
  id: number;
  userId: number;
  remember: boolean;
  createdAt: Date;
  expiresAt: Date;
  lastSeenAt: Date;
  revokedAt: Date | null;
  revokedReason: SessionRevokedReason | null;
}

export async function listForUser(db: Db, userId: number): Promise<StoredSession[]> {
  return db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      remember: sessions.remember,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      revokedAt: sessions.revokedAt,
      revokedReason: sessions.revokedReason,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(sessions.id);
}

/**
 * Housekeeping: marks sessions past their expiry as revoked (`expired`) and deletes sessions that ended
 * before `deleteEndedBefore`.
 */
export async function sweep(db: Db, now: Date, deleteEndedBefore: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`${sessions.expiresAt}`, revokedReason: 'expired' })
    .where(and(isNull(sessions.revokedAt), lte(sessions.expiresAt, now)));
  await db.delete(sessions).where(lt(sessions.revokedAt, deleteEndedBefore));
}
