import { desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { smsOutbox } from '../db/schema.js';

export interface OutboxMessage {
  phone: string;
  /** The login code; null for a notice (services/sms.ts). */
  code: string | null;
  text: string;
  sentAt: Date;
}

export async function add(db: Db, message: OutboxMessage): Promise<void> {
  await db.insert(smsOutbox).values(message);
}

/** The newest messages first, for one phone or for all. */
export async function list(db: Db, phone: string | undefined, limit: number): Promise<OutboxMessage[]> {
  const query = db
    .select({ phone: smsOutbox.phone, code: smsOutbox.code, text: smsOutbox.text, sentAt: smsOutbox.sentAt })
    .from(smsOutbox)
    .$dynamic();
  if (phone !== undefined) query.where(eq(smsOutbox.phone, phone));
  return query.orderBy(desc(smsOutbox.sentAt), desc(smsOutbox.id)).limit(limit);
}

/** Housekeeping: deletes messages sent before `before`. */
export async function sweep(db: Db, before: Date): Promise<void> {
  await db.delete(smsOutbox).where(lt(smsOutbox.sentAt, before));
}
