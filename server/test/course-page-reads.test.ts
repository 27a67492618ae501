import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.js';
import { answers, contentVersion, enrolments, learningPaths, questions, ticks, units } from '../src/db/learning-schema.js';
import { users } from '../src/db/schema.js';
import { apiLanguages } from '../src/lib/language.js';
import { CoursePageReads } from '../src/services/course-page-reads.js';
import { courseSummaries } from '../src/services/learning.js';
import { testDatabase } from './helpers.js';

/** A cache that never has the version asked for: every summary is read in one query with its content (the reference). */
class NoCache extends CoursePageReads {
  override async at(): Promise<undefined> {
    return undefined;
  }
}

const dates = ['2025-01-01T00:00:00Z', '2026-01-05T03:00:00Z', '2026-06-30T12:00:00Z', '2030-01-01T00:00:00Z'].map((value) => new Date(value));

/** Every learner × (all courses, each course alone, an unknown id) × language × date: the summaries as JSON. */
async function everySummary(db: Db, content: CoursePageReads): Promise<string[]> {
  const learners = await db.select({ id: users.id }).from(users).orderBy(users.id);
  const courseIds = (await db.select({ id: learningPaths.id }).from(learningPaths).orderBy(learningPaths.id)).map((row) => row.id);
  const answered: string[] = [];
  for (const { id: userId } of learners) {
    for (const pathIds of [undefined, ...courseIds.map((id) => [id]), [999_999]]) {
      for (const language of apiLanguages) {
        for (const now of dates) answered.push(JSON.stringify(await courseSummaries(db, content, userId, language, now, pathIds)));
      }
    }
  }
  return answered;
}

/** Some progress for every learner enrolled somewhere: ticks of every type on some units, practice answers. */
async function addProgress(db: Db): Promise<void> {
  const rows = await db.select({ userId: enrolments.userId, unitId: units.id, position: units.position }).from(enrolments).innerJoin(units, eq(units.learningPathId, enrolments.learningPathId));
  const now = new Date('2026-01-05T03:00:00Z');
  for (const [index, row] of rows.entries()) {
    if (index % 3 === 2) continue;
    await db.insert(ticks).values({ userId: row.userId, unitId: row.unitId, type: 'video', position: 7 * index, startedAt: now, updatedAt: now, completedAt: index % 2 ? now : null }).onConflictDoNothing();
    if (index % 2) await db.insert(ticks).values({ userId: row.userId, unitId: row.unitId, type: 'practice', startedAt: now, updatedAt: now }).onConflictDoNothing();
    const [question] = await db.select().from(questions).where(eq(questions.unitId, row.unitId));
    if (question && index % 4 < 2) await db.insert(answers).values({ userId: row.userId, questionId: question.id, answer: ['A'], correct: true, answeredAt: now }).onConflictDoNothing();
  }
}

const versionOf = async (db: Db) => (await db.select().from(contentVersion))[0]?.version;

describe('the course page: course content cached per instance by content version, the learner’s facts read per call (decision 0062)', { timeout: 300_000 }, () => {
  it('the answers are the same JSON as those read in one query with their content, for every learner, course, language and date, before and after progress', async () => {
    const database = await testDatabase(true);
    try {
      const db = database.db;
      const cache = new CoursePageReads(() => db);
      for (const round of ['seeded', 'with progress']) {
        if (round === 'with progress') await addProgress(db);
        const reference = await everySummary(db, new NoCache(() => db));
        expect(await everySummary(db, cache), round).toEqual(reference);
        // Again, from the cache filled by the first pass.
        expect(await everySummary(db, cache), `${round}, cached`).toEqual(reference);
        expect(reference.filter((answer) => answer !== '[]').length, 'learners with courses').toBeGreaterThan(10);
      }
    } finally {
      await database.close();
    }
  });

  it('course pages asked for at the same moment by many learners are read in one statement (decision 0082), each answer the same as read alone', async () => {
    const database = await testDatabase(true);
    try {
      const db = database.db;
      await addProgress(db);
      const reads = new CoursePageReads(() => db);
      const pairs = (await db.select().from(enrolments)).map((row) => [row.userId, row.learningPathId] as const);
      const [someone] = pairs;
      if (!someone) throw new Error('no enrolment in the demo seed');
      // A course the learner is not enrolled in, and the same page asked twice.
      const asked = [...pairs, [someone[0], 999_999] as const, someone];
      expect(pairs.length).toBeGreaterThan(10);
      const now = new Date('2026-01-05T03:00:00Z');
      const page = ([userId, pathId]: readonly [number, number]) => courseSummaries(db, reads, userId, 'EN', now, [pathId]);
      const alone: unknown[] = [];
      for (const pair of asked) alone.push(await page(pair));

      const client = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
      const query = client.query.bind(client);
      const sent: string[] = [];
      client.query = (...args: unknown[]) => {
        sent.push(String(args[0]));
        return query(...args);
      };
      const together = await Promise.all(asked.map(page));
      expect(together).toEqual(alone);
      expect(together.at(-2)).toEqual([]);
      expect(sent).toHaveLength(1);
    } finally {
      await database.close();
    }
  });

  it('every change to a course, a unit or a question moves the content version, and the next summary shows it; an update that changes nothing does not', async () => {
    const database = await testDatabase(true);
    try {
      const db = database.db;
      const cache = new CoursePageReads(() => db);
      const [enrolment] = await db.select().from(enrolments).limit(1);
      if (!enrolment) throw new Error('no enrolment in the demo seed');
      const summary = async () => (await courseSummaries(db, cache, enrolment.userId, 'EN', new Date('2026-01-05T03:00:00Z'), [enrolment.learningPathId]))[0];
      const before = await summary();
      expect(before?.units.length).toBeGreaterThan(1);
      const first = before!.units[0]!;

      let version = await versionOf(db);
      const changes: [string, () => Promise<unknown>, (after: Awaited<ReturnType<typeof summary>>) => void][] = [
        ['a course renamed', () => db.update(learningPaths).set({ name: { CN: 'c', EN: 'Renamed', TW: 't', TH: 'h' } }).where(eq(learningPaths.id, enrolment.learningPathId)), (after) => expect(after?.name).toBe('Renamed')],
        ['a unit retitled by hand-written SQL', () => db.execute(sql`update units set title = jsonb_set(title, '{EN}', '"Retitled"') where id = ${first.id}`), (after) => expect(after?.units[0]?.title).toBe('Retitled')],
        ['a unit lengthened', () => db.update(units).set({ videoSeconds: 4321 }).where(eq(units.id, first.id)), (after) => expect(after?.units[0]?.videoSeconds).toBe(4321)],
        ['a unit deleted', () => db.delete(units).where(eq(units.id, first.id)), (after) => expect(after?.units.map((unit) => unit.id)).not.toContain(first.id)],
      ];
      for (const [change, write, check] of changes) {
        await summary();
        await write();
        const moved = await versionOf(db);
        expect(moved, change).toBeGreaterThan(version ?? Number.POSITIVE_INFINITY);
        version = moved;
        check(await summary());
      }
      // An update that leaves a course as it was (an unchanged re-import) keeps the version, and so every cache.
      await db.update(learningPaths).set({ estimatedMinutes: sql`${learningPaths.estimatedMinutes}` }).where(eq(learningPaths.id, enrolment.learningPathId));
      expect(await versionOf(db)).toBe(version);
      // Learners' own writes are not content: they leave the version (and the cache) alone.
      await db.insert(ticks).values({ userId: enrolment.userId, unitId: before!.units[1]!.id, type: 'video', startedAt: new Date(), updatedAt: new Date() }).onConflictDoNothing();
      expect(await versionOf(db)).toBe(version);
    } finally {
      await database.close();
    }
  });
});
