/**
 * `npm run demo:reset`: puts the demo learners (`demoLogins`) back to their starting state, so that the
 * walk-through can be done again. In one transaction: every row of their personal data is deleted with the
 * erasure's own list of personal tables (attempts, answers, reports, progress, video ticks, sessions, data
 * requests …, services/erasure.ts), their user rows too, and the demo seed re-creates them as seeded (user,
 * memberships, enrolments, the finished steps and pre-tests it gives them). Nothing else is touched: the
 * course content is only added when missing, other learners' rows are never read.
 */
import { eq, getTableName, inArray } from 'drizzle-orm';
import { deleteLearnerRows } from '../services/erasure.js';
import type { Db } from './client.js';
import { users } from './schema.js';
import { demoLogins, seedDemo } from './seed.js';

export interface DemoResetResult {
  /** The demo learners found and reset (all of them are re-created). */
  learners: string[];
  /** Rows deleted per table (before the seed re-created the starting state). */
  deleted: Record<string, number>;
}

export class DemoResetError extends Error {
  override name = 'DemoResetError';
}

/** Resets the demo learners; refuses a database that holds none (one not seeded with the demo content). */
export async function resetDemo(db: Db): Promise<DemoResetResult> {
  return db.transaction(async (tx) => {
    const usernames = demoLogins.map((login) => login.username);
    const found = await tx.select().from(users).where(inArray(users.username, usernames)).orderBy(users.id).for('update');
    if (found.length === 0) throw new DemoResetError(`this database holds no demo learner (${usernames.join(', ')}): it was not seeded with DEMO=1, nothing was changed`);
    const deleted: Record<string, number> = {};
    for (const user of found) {
      const counts = await deleteLearnerRows(tx as unknown as Db, user);
      counts[getTableName(users)] = (await tx.delete(users).where(eq(users.id, user.id)).returning({ id: users.id })).length;
      for (const [table, n] of Object.entries(counts)) deleted[table] = (deleted[table] ?? 0) + n;
    }
    await seedDemo(tx as unknown as Db);
    return { learners: found.map((user) => user.username), deleted };
  });
}
