import { and, desc, eq, inArray, isNotNull, max } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { certificates, learningPaths, stepCompletions, ticks, units, type Localized } from '../db/learning-schema.js';
import { users } from '../db/schema.js';

export interface CertificateRow {
  code: string;
  learningPathId: number;
  courseName: Localized;
  completedAt: Date;
  issuedAt: Date;
}

const certificateColumns = {
  code: certificates.code,
  learningPathId: certificates.learningPathId,
  courseName: learningPaths.name,
  completedAt: certificates.completedAt,
  issuedAt: certificates.issuedAt,
};

/** The learner's certificates, the most recently earned first (ties by course id). */
export async function listOf(db: Db, userId: number): Promise<CertificateRow[]> {
  return db
    .select(certificateColumns)
    .from(certificates)
    .innerJoin(learningPaths, eq(learningPaths.id, certificates.learningPathId))
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.completedAt), certificates.learningPathId);
}

/** A certificate by its stored code, with the name of the learner who holds it. */
export async function byCode(db: Db, code: string): Promise<(CertificateRow & { learnerName: string }) | undefined> {
  const [row] = await db
    .select({ ...certificateColumns, learnerName: users.displayName })
    .from(certificates)
    .innerJoin(learningPaths, eq(learningPaths.id, certificates.learningPathId))
    .innerJoin(users, eq(users.id, certificates.userId))
    .where(eq(certificates.code, code));
  return row;
}

/**
 * When the learner finished each of the courses: the latest of the course's finished steps (1, 3, 4) and of the
 * times its units' videos were watched to the end (step 2). Courses with neither are missing from the map.
 */
export async function finishedAt(db: Db, userId: number, pathIds: readonly number[]): Promise<Map<number, Date>> {
  const [steps, videos] = await Promise.all([
    db
      .select({ pathId: stepCompletions.learningPathId, at: max(stepCompletions.completedAt) })
      .from(stepCompletions)
      .where(and(eq(stepCompletions.userId, userId), inArray(stepCompletions.learningPathId, [...pathIds])))
      .groupBy(stepCompletions.learningPathId),
    db
      .select({ pathId: units.learningPathId, at: max(ticks.completedAt) })
      .from(ticks)
      .innerJoin(units, eq(units.id, ticks.unitId))
      .where(and(eq(ticks.userId, userId), eq(ticks.type, 'video'), isNotNull(ticks.completedAt), inArray(units.learningPathId, [...pathIds])))
      .groupBy(units.learningPathId),
  ]);
  const latest = new Map<number, Date>();
  for (const { pathId, at } of [...steps, ...videos]) {
    if (!at) continue;
    const time = new Date(at);
    const known = latest.get(pathId);
    if (!known || time > known) latest.set(pathId, time);
  }
  return latest;
}

export interface NewCertificate {
  userId: number;
  learningPathId: number;
  code: string;
  completedAt: Date;
  issuedAt: Date;
}

/** Issues the certificates; one the learner already holds for the course (issued meanwhile) is left as it is. */
export async function insertMissing(db: Db, rows: readonly NewCertificate[]): Promise<void> {
  if (rows.length > 0) await db.insert(certificates).values([...rows]).onConflictDoNothing();
}
