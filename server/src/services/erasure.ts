import { eq, getTableName, inArray, is, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import * as learningSchema from '../db/learning-schema.js';
import * as coreSchema from '../db/schema.js';
import { dataErasures, dataRequests, rateLimits, smsCodes, smsOutbox, users } from '../db/schema.js';
import * as videoSchema from '../db/video-schema.js';
import { rateRules } from './rate-limit.js';

/** Every table of the schema, all three areas. */
const allTables: PgTable[] = ([...Object.values(coreSchema), ...Object.values(videoSchema), ...Object.values(learningSchema)] as unknown[]).filter(
  (value): value is PgTable => is(value, PgTable),
);

/**
 * A table holding a learner's rows: directly (a foreign key to `users`) or through a parent that does (an
 * attempt's answers and report). `link` is the column that points at `parentColumn` of `parent` (`users.id`
 * for direct ones).
 */
export interface PersonalTable {
  table: PgTable;
  name: string;
  link: PgColumn;
  parent: PersonalTable | undefined;
  parentColumn: PgColumn;
  depth: number;
}

/**
 * Tables that refer to a learner without a foreign key to them, and why they stay (checked when this module
 * loads: any other `user_id`-like column without a foreign key to `users` stops the server, so that a new
 * table cannot be forgotten by the erasure).
 */
const unlinkedOnPurpose: Record<string, string> = {
  // The audit log itself: the former id only, which names nobody once the user row is gone.
  data_erasures: 'audit log of erasures (kept: proof that the request was answered)',
};

/**
 * Personal data that is NOT found through a foreign key, erased by value (below):
 * - `sms_codes`, `sms_outbox`: login codes and notices sent to the learner's phone (the phone number is personal data);
 * - `rate_limits`: the counters keyed by the learner's user name or phone (`login:account:…`, `sms:phone:…`).
 * Kept on purpose (not the learner's personal data): rate-limit counters keyed by a client address (shared,
 * short-lived, not linked to a user), and the video platform's tables (keyed by the platform customer's ids
 * and anonymous viewer ids the learner app never sets). Nothing is anonymised instead of deleted: no
 * statistics need a learner's rows once they are gone.
 */
function derivePersonalTables(): PersonalTable[] {
  const usersId = users.id;
  const found: PersonalTable[] = [];
  const direct = allTables.filter((table) => table !== users);
  for (const table of direct) {
    for (const fk of getTableConfig(table).foreignKeys) {
      const reference = fk.reference();
      if (reference.foreignTable === users && reference.columns[0]) {
        found.push({ table, name: getTableName(table), link: reference.columns[0], parent: undefined, parentColumn: usersId, depth: 1 });
      }
    }
  }
  // Children of personal tables, at any depth (assessment answers and reports, DNA answers and reports).
  for (let index = 0; index < found.length; index++) {
    const parent = found[index];
    if (!parent) continue;
    for (const table of allTables) {
      for (const fk of getTableConfig(table).foreignKeys) {
        const reference = fk.reference();
        if (reference.foreignTable !== parent.table || !reference.columns[0] || !reference.foreignColumns[0]) continue;
        if (found.some((entry) => entry.table === table && entry.link === reference.columns[0])) continue;
        found.push({ table, name: getTableName(table), link: reference.columns[0], parent, parentColumn: reference.foreignColumns[0], depth: parent.depth + 1 });
      }
    }
  }
  for (const table of allTables) {
    const name = getTableName(table);
    if (name in unlinkedOnPurpose) continue;
    for (const column of getTableConfig(table).columns) {
      if (/(^|_)user_id$/.test(column.name) && !found.some((entry) => entry.table === table && entry.link.name === column.name)) {
        throw new Error(`${name}.${column.name} names a user without a foreign key to users: add one, or list it in services/erasure.ts`);
      }
    }
  }
  return found;
}

/** Every table holding a learner's rows through foreign keys, derived from the schema (deepest last). */
export const personalTables: readonly PersonalTable[] = derivePersonalTables();

/** The condition "this row belongs to the user" for a personal table. */
export function ownedBy(entry: PersonalTable, userId: number): SQL {
  if (!entry.parent) return sql`${entry.link} = ${userId}`;
  return sql`${entry.link} in (select ${entry.parentColumn} from ${entry.parent.table} where ${ownedBy(entry.parent, userId)})`;
}

export interface EraseOptions {
  /** The erasure request being answered: it must be the user's, of type `erasure`, and still open. */
  requestId: number;
  /** Who erases (recorded in the audit log). */
  actor: string;
  /** The time recorded (default: now). */
  now?: Date;
}

export interface ErasureResult {
  auditId: number;
  counts: Record<string, number>;
}

export class ErasureError extends Error {
  override name = 'ErasureError';
}

async function deleteCounting(tx: Db, table: PgTable, where: SQL): Promise<number> {
  const result = await tx.execute(sql`with gone as (delete from ${table} where ${where} returning 1) select count(*)::int as n from gone`);
  const [row] = (result as unknown as { rows: { n: number }[] }).rows;
  return Number(row?.n ?? 0);
}

/**
 * Deletes, in the caller's transaction, every row of the learner's personal data except the user row itself:
 * the rows of every personal table (children first), the login codes and rate-limit counters of their phone
 * and user name. Returns how many rows went, per table. Used by the erasure and by `demo:reset`.
 */
export async function deleteLearnerRows(tx: Db, user: Pick<typeof users.$inferSelect, 'id' | 'username' | 'phone'>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const add = (name: string, n: number) => {
    counts[name] = (counts[name] ?? 0) + n;
  };
  for (const entry of [...personalTables].sort((a, b) => b.depth - a.depth)) {
    add(entry.name, await deleteCounting(tx, entry.table, ownedBy(entry, user.id)));
  }
  if (user.phone) {
    add(getTableName(smsCodes), await deleteCounting(tx, smsCodes, eq(smsCodes.phone, user.phone)));
    add(getTableName(smsOutbox), await deleteCounting(tx, smsOutbox, eq(smsOutbox.phone, user.phone)));
  }
  const keys = [
    rateRules.loginFailuresPerAccount(`user:${user.username.toLowerCase()}`).key,
    ...(user.phone
      ? [rateRules.loginFailuresPerAccount(`phone:${user.phone}`).key, rateRules.smsPerPhoneMinute(user.phone).key, rateRules.smsPerPhoneHour(user.phone).key]
      : []),
  ];
  add(getTableName(rateLimits), await deleteCounting(tx, rateLimits, inArray(rateLimits.key, keys)));
  return counts;
}

/**
 * Erases a learner (learner spec §1: the data-rights request "erasure"): in one transaction, deletes every
 * row of the learner's personal data in every table that refers to the user (derived from the schema's
 * foreign keys, children first), the login codes and rate-limit counters of their phone and user name, and
 * the user row itself (which ends every session: sessions are among those rows). Writes one audit row
 * (`data_erasures`) with who, when, which request and how many rows per table. A server instance that
 * cached one of the sessions (decision 0011) refuses it within 5 s.
 */
export async function eraseLearner(db: Db, userId: number, options: EraseOptions): Promise<ErasureResult> {
  const actor = options.actor.trim();
  if (actor === '') throw new ErasureError('the actor (who erases) is required');
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw new ErasureError(`no user ${userId}`);
    const [request] = await tx.select().from(dataRequests).where(eq(dataRequests.id, options.requestId));
    if (!request || request.userId !== userId) throw new ErasureError(`data request ${options.requestId} is not a request of user ${userId}`);
    if (request.type !== 'erasure') throw new ErasureError(`data request ${options.requestId} is of type ${request.type}, not erasure`);
    if (request.status === 'completed' || request.status === 'rejected') throw new ErasureError(`data request ${options.requestId} is already ${request.status}`);

    const counts = await deleteLearnerRows(tx as unknown as Db, user);
    counts[getTableName(users)] = await deleteCounting(tx as unknown as Db, users, eq(users.id, userId));

    const [audit] = await tx
      .insert(dataErasures)
      .values({ requestId: request.id, erasedUserId: userId, actor, requestedAt: request.createdAt, dueAt: request.dueAt, erasedAt: now, counts })
      .returning({ id: dataErasures.id });
    if (!audit) throw new Error('the erasure audit row was not written');
    return { auditId: audit.id, counts };
  });
}

/** The learner's rows left in every personal table (0 everywhere after an erasure); for checks and tests. */
export async function remainingRows(db: Db, userId: number): Promise<Record<string, number>> {
  const left: Record<string, number> = {};
  for (const entry of personalTables) {
    const result = await db.execute(sql`select count(*)::int as n from ${entry.table} where ${ownedBy(entry, userId)}`);
    left[entry.name] = (left[entry.name] ?? 0) + Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  }
  const [user] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.id, userId));
  left[getTableName(users)] = Number(user?.n ?? 0);
  return left;
}

