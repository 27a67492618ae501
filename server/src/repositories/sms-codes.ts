import { desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { smsCodes } from '../db/schema.js';

export interface NewSmsCode {
  phone: string;
  codeHash: string;
  createdAt: Date;
  expiresAt: Date;
}

export interface StoredSmsCode {
  id: number;
  codeHash: string;
  expiresAt: Date;
  attempts: number;
  usedAt: Date | null;
}

export async function create(db: Db, code: NewSmsCode): Promise<number> {
  const [row] = await db.insert(smsCodes).values(code).returning({ id: smsCodes.id });
  if (!row) throw new Error('the SMS code was not stored');
  return row.id;
}

export async function remove(db: Db, id: number): Promise<void> {
  await db.delete(smsCodes).where(eq(smsCodes.id, id));
}

/** The newest code sent to a phone (the only one that counts), locked until the end of the transaction. */
export async function latestForUpdate(db: Db, phone: string): Promise<StoredSmsCode | undefined> {
  const [row] = await db
    .select({
      id: smsCodes.id,
      codeHash: smsCodes.codeHash,
      expiresAt: smsCodes.expiresAt,
      attempts: smsCodes.attempts,
      usedAt: smsCodes.usedAt,
    })
    .from(smsCodes)
    .where(eq(smsCodes.phone, phone))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1)
    .for('update');
  return row;
}

export async function recordWrongAttempt(db: Db, id: number): Promise<void> {
  await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(eq(smsCodes.id, id));
}

export async function markUsed(db: Db, id: number, now: Date): Promise<void> {
  await db.update(smsCodes).set({ usedAt: now }).where(eq(smsCodes.id, id));
}

/** Housekeeping: deletes codes that expired before `before`. */
export async function sweep(db: Db, before: Date): Promise<void> {
  await db.delete(smsCodes).where(lt(smsCodes.expiresAt, before));
}
