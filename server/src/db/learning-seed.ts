/**
 * The demo learning content (DEMO mode). The content itself is course files in `server/content/demo/`
 * (docs/course-format.md), loaded in file-name order by the same import as `npm run import`: the shared content
 * (competencies, satisfaction questions, the Leadership DNA survey; refreshed on every seed) and six courses (a
 * course is imported only when its code is missing, so a demo course changed since is left alone). What is not
 * content stays here: the welcome broadcast, the demo learners' enrolments, their seeded step completions, the
 * finished pre-test of Coaching for Success (learning-assessment-seed.ts) and the `graduate` learner's finished
 * course, added when missing.
 *
 * Lock windows in the files are absolute dates far from today (2025-01-01 … 2030-12-31) so that they hold both
 * for the real clock and for the tests' clock (January 2026).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { repoRoot } from '../config.js';
import { seededVid } from '../lib/vod-crypto.js';
import { importCheckedFile } from '../services/course-import/index.js';
import { readCourseFile } from '../services/course-import/validate.js';
import { demoFinishedTests, seedFinishedTests, type SeededTest } from './learning-assessment-seed.js';
import type { Db } from './client.js';
import { broadcasts, enrolments, learningPaths, stepCompletions, ticks, units, type Localized } from './learning-schema.js';
import { users } from './schema.js';

/** The folder of the demo course files, loaded in file-name order. */
export const demoContentFolder = join(repoRoot, 'server/content/demo');

/** The vid the demo's broadcast is attached to (the video platform's seeded HLS sample, vod-seed.ts). */
export const demoBroadcastVid = seededVid('hls');

const PAST = '2025-01-01T00:00:00.000Z';
const FAR = '2030-12-31T16:59:59.000Z';
/** A step that is not yet open shows this opening time (09:00 in Bangkok): the demo files' `postTest.opensAt`. */
export const LATER_OPENING = '2030-09-01T02:00:00.000Z';
/** An expired course closed at the end of 2025 (Bangkok): Leading Change's steps close then. */
export const EXPIRED_CLOSING = '2025-12-31T16:59:59.000Z';

/** The demo learners enrolled in every demo course, unless the course is listed in {@link demoEnrolments}. */
const demoLearners = ['demo', 'multi'];

/** Demo courses with other learners, or with steps the learners have finished. */
const demoEnrolments: Record<string, { learners?: readonly string[]; finishedSteps?: number[] }> = {
  coaching: { finishedSteps: [1] },
  // The all-open copy of Coaching for Success: `newcomer` has started nothing in it, `graduate` finished it.
  'coaching-open': { learners: ['newcomer', 'graduate'] },
};

/**
 * The `graduate` learner finished the all-open copy of Coaching for Success in March 2025 (decision 0095): both
 * tests, every unit's video and the scenario simulation, so that the reports and the certificate show.
 */
const graduate = { username: 'graduate', code: 'coaching-open', videosWatchedAt: new Date('2025-03-12T03:00:00.000Z'), scenarioAt: new Date('2025-03-18T03:00:00.000Z') };
const graduateTests: readonly SeededTest[] = [
  { code: graduate.code, step: 1, startedAt: new Date('2025-03-03T02:00:00.000Z') },
  { code: graduate.code, step: 4, startedAt: new Date('2025-03-24T02:00:00.000Z') },
];

/** The graduate's watched videos and finished scenario simulation (the tests come with `seedFinishedTests`). */
async function seedGraduate(tx: Db, userId: number, pathId: number): Promise<void> {
  const at = graduate.videosWatchedAt;
  const unitRows = await tx.select({ id: units.id, videoSeconds: units.videoSeconds }).from(units).where(eq(units.learningPathId, pathId));
  if (unitRows.length > 0) {
    await tx
      .insert(ticks)
      .values(unitRows.map((unit) => ({ userId, unitId: unit.id, type: 'video' as const, position: unit.videoSeconds, maxPosition: unit.videoSeconds, startedAt: at, updatedAt: at, completedAt: at })))
      .onConflictDoNothing();
  }
  await tx.insert(stepCompletions).values({ userId, learningPathId: pathId, step: 3, completedAt: graduate.scenarioAt }).onConflictDoNothing();
}

const welcome: Localized = {
  EN: 'Welcome! Watch the whole video to finish the unit.',
  CN: '欢迎！看完整个视频即可完成本单元。',
  TW: '歡迎！看完整個影片即可完成本單元。',
  TH: 'ยินดีต้อนรับ! ดูวิดีโอให้จบเพื่อเรียนหน่วยนี้ให้สำเร็จ',
};

/** The demo files checked so far in this process, by their text: a server seeds at every start. */
const checked = new Map<string, ReturnType<typeof readCourseFile>>();

/** Imports the demo course files (a course only when missing); returns the demo courses' codes in file order. */
async function loadDemoContent(tx: Db): Promise<string[]> {
  const names = (await readdir(demoContentFolder)).filter((name) => /\.(ya?ml|json)$/.test(name)).sort();
  const codes: string[] = [];
  for (const name of names) {
    const text = await readFile(join(demoContentFolder, name), 'utf8');
    const read = checked.get(text) ?? readCourseFile(text);
    checked.set(text, read);
    const { file, errors, lineOf } = read;
    if (!file) throw new Error(`server/content/demo/${name}: ${errors.map((error) => `${error.path}: ${error.message}`).join('; ')}`);
    if (file.course) {
      codes.push(file.course.code);
      const [existing] = await tx.select({ id: learningPaths.id }).from(learningPaths).where(eq(learningPaths.code, file.course.code));
      if (existing) continue;
    }
    await importCheckedFile(tx, file, lineOf);
  }
  return codes;
}

export async function seedLearning(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const codes = await loadDemoContent(tx as unknown as Db);
    await tx.insert(broadcasts).values({ code: 'welcome', vid: demoBroadcastVid, message: welcome }).onConflictDoNothing({ target: broadcasts.code });
    const learnerNames = [...new Set([...demoLearners, ...Object.values(demoEnrolments).flatMap((entry) => entry.learners ?? [])])];
    const learnerRows = await tx.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, learnerNames));
    const paths = await tx.select({ id: learningPaths.id, code: learningPaths.code }).from(learningPaths).where(inArray(learningPaths.code, codes));
    for (const code of codes) {
      const pathId = paths.find((path) => path.code === code)?.id;
      const { learners = demoLearners, finishedSteps = [] } = demoEnrolments[code] ?? {};
      // Every seed (not only the first) enrols and completes, so that demo:reset re-creates them (demo-reset.ts).
      const learnerIds = learnerRows.filter((learner) => learners.includes(learner.username)).map((learner) => learner.id);
      if (pathId === undefined || learnerIds.length === 0) continue;
      await tx
        .insert(enrolments)
        .values(learnerIds.map((userId) => ({ userId, learningPathId: pathId, ticketExpiresAt: new Date(FAR) })))
        .onConflictDoNothing();
      for (const step of finishedSteps) {
        await tx
          .insert(stepCompletions)
          .values(learnerIds.map((userId) => ({ userId, learningPathId: pathId, step, completedAt: new Date(PAST) })))
          .onConflictDoNothing();
      }
    }
    await seedFinishedTests(
      tx as unknown as Db,
      learnerRows.filter((learner) => demoLearners.includes(learner.username)).map((learner) => learner.id),
      demoFinishedTests,
    );
    const graduateId = learnerRows.find((learner) => learner.username === graduate.username)?.id;
    const graduatePathId = paths.find((path) => path.code === graduate.code)?.id;
    if (graduateId !== undefined && graduatePathId !== undefined) {
      await seedGraduate(tx as unknown as Db, graduateId, graduatePathId);
      await seedFinishedTests(tx as unknown as Db, [graduateId], graduateTests);
    }
  });
}
