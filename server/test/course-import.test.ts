import { readFile } from 'node:fs/promises';
import { eq, ne } from 'drizzle-orm';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { errorLine } from '../src/cli/course-import.js';
import { learningPaths, unitNotes, units } from '../src/db/learning-schema.js';
import { users } from '../src/db/schema.js';
import { createAdminToken } from '../src/services/admin-tokens.js';
import { courseYaml, exportCourse } from '../src/services/course-import/export.js';
import { CourseImportError, courseSchema, importCourse, type CourseFile, type CourseFileError } from '../src/services/course-import/index.js';
import type { CourseFileWithCourse } from '../src/services/course-import/validate.js';
import { dbFingerprint } from './db-fingerprint.js';
import { body, logIn, sharedServer } from './helpers.js';

const T = (text: string) => ({ EN: text, CN: `${text} (CN)`, TW: `${text} (TW)`, TH: `${text} (TH)` });

/** A small course file of our own, as YAML. */
function ownCourse(vid: string): string {
  return `format: ddi-course/1
course:
  code: own-course
  name: {EN: Own course, CN: 自己的课程, TW: 自己的課程, TH: หลักสูตรของเรา}
  description: {EN: Ours., CN: 我们的。, TW: 我們的。, TH: ของเรา}
  estimatedMinutes: 30
  steps:
    abilityAnalysis: {opensAt: "2025-01-01T07:00:00+07:00", closesAt: null}
    lessons: {opensAt: null, closesAt: null}
    scenarioSimulation: {opensAt: null, closesAt: null}
    postTest: {opensAt: "2030-09-01T09:00:00+07:00", closesAt: null}
  units:
    - title: ${JSON.stringify(T('Unit one'))}
      video: {vid: ${vid}}
      essenceNotes: ${JSON.stringify(T('Notes'))}
      case: ${JSON.stringify(T('Case'))}
      jobAid: ${JSON.stringify(T('Aid'))}
      questions:
        - type: single
          stem: ${JSON.stringify(T('Which?'))}
          options: [{id: A, text: ${JSON.stringify(T('This'))}}, {id: B, text: ${JSON.stringify(T('That'))}}]
          correct: [B]
          analysis: ${JSON.stringify(T('Because.'))}
`;
}

async function importErrors(run: Promise<unknown>): Promise<CourseFileError[]> {
  const error = await run.then(() => undefined, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(CourseImportError);
  return (error as CourseImportError).errors;
}

describe('course import and export: npm run import / export, /admin/v1/courses', { timeout: 60_000 }, () => {
  const server = sharedServer();
  const db = () => server().database.db;
  const seededVid = async () => (await exportCourse(db(), 'coaching'))?.course.units[0]?.video.vid as string;

  it('publishes its JSON Schema in docs/course.schema.json', async () => {
    expect(JSON.parse(await readFile(new URL('../../docs/course.schema.json', import.meta.url), 'utf8'))).toEqual(courseSchema);
  });

  it('round-trips the demo courses exactly: export → import changes nothing, and exports the same file again', async () => {
    for (const code of ['coaching', 'delegating']) {
      const exported = courseYaml((await exportCourse(db(), code)) as CourseFile);
      const before = await dbFingerprint(server());
      expect(await importCourse(db(), exported)).toMatchObject({ code, created: false });
      expect(await dbFingerprint(server())).toEqual(before);
      expect(courseYaml((await exportCourse(db(), code)) as CourseFile)).toBe(exported);
    }
  });

  it('imports a new course by vid, then updates it in place when imported again', async () => {
    const vid = await seededVid();
    const created = await importCourse(db(), ownCourse(vid));
    expect(created).toMatchObject({ code: 'own-course', created: true, units: 1, questions: 1 });
    const exported = (await exportCourse(db(), 'own-course')) as CourseFileWithCourse;
    expect(exported.course.steps.abilityAnalysis.opensAt).toBe('2025-01-01T00:00:00.000Z');
    expect(exported.course.units[0]).toMatchObject({ video: { vid }, videoSeconds: 24, questions: [{ kind: 'practice', correct: ['B'] }] });
    const [unitBefore] = await db().select({ id: units.id }).from(units).where(eq(units.learningPathId, created.courseId));

    const changed = ownCourse(vid).replaceAll('Unit one', 'Unit one, revised');
    const again = await importCourse(db(), changed);
    expect(again).toMatchObject({ courseId: created.courseId, created: false });
    const unitRows = await db().select({ id: units.id, title: units.title }).from(units).where(eq(units.learningPathId, created.courseId));
    expect(unitRows).toEqual([{ id: unitBefore?.id, title: T('Unit one, revised') }]);
    expect((await db().select().from(learningPaths).where(eq(learningPaths.code, 'own-course'))).length).toBe(1);
  });

  it('a re-import that shortens a kept unit’s video brings learners’ notes past its new end to the end (not an edit: updatedAt stays); one that lengthens it leaves them', async () => {
    const vid = await seededVid();
    const withLength = (seconds: number) => ownCourse(vid).replaceAll('own-course', 'notes-course').replace(`      video: {vid: ${vid}}\n`, `      video: {vid: ${vid}}\n      videoSeconds: ${seconds}\n`);
    const created = await importCourse(db(), withLength(120));
    const [unit] = await db().select({ id: units.id }).from(units).where(eq(units.learningPathId, created.courseId));
    const [otherUnit] = await db().select({ id: units.id }).from(units).where(ne(units.learningPathId, created.courseId)).limit(1);
    const [learner] = await db().select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
    const written = new Date('2026-11-01T00:00:00.000Z');
    const note = (unitId: number | undefined, position: number) => ({ userId: learner?.id as number, unitId: unitId as number, position, text: `at ${position}`, createdAt: written, updatedAt: written });
    await db().insert(unitNotes).values([note(unit?.id, 10), note(unit?.id, 100), note(otherUnit?.id, 100)]);
    const notesOn = async (unitId: number | undefined) =>
      (await db().select({ position: unitNotes.position, updatedAt: unitNotes.updatedAt }).from(unitNotes).where(eq(unitNotes.unitId, unitId as number))).sort((a, b) => a.position - b.position);

    await importCourse(db(), withLength(60));
    expect(await notesOn(unit?.id)).toEqual([{ position: 10, updatedAt: written }, { position: 60, updatedAt: written }]);
    // Another course's unit is not this import's.
    expect(await notesOn(otherUnit?.id)).toEqual([{ position: 100, updatedAt: written }]);
    await importCourse(db(), withLength(90));
    expect((await notesOn(unit?.id)).map((row) => row.position)).toEqual([10, 60]);
  });

  it('lists every problem with its path and line, and writes nothing: a missing title, a wrong type, an unknown field, a missing vid', async () => {
    const vid = await seededVid();
    const before = await dbFingerprint(server());
    const broken = ownCourse(vid)
      .replace(`    - title: ${JSON.stringify(T('Unit one'))}\n`, '    - kind: quiz\n')
      .replace('estimatedMinutes: 30', 'estimatedMinutes: thirty');
    const errors = await importErrors(importCourse(db(), broken));
    expect(errors).toEqual(
      expect.arrayContaining([
        { path: 'course.estimatedMinutes', line: 6, message: 'must be integer' },
        { path: 'course.units[0].title', line: 13, message: 'is required' },
        { path: 'course.units[0].kind', line: 13, message: 'is not a field of the format' },
      ]),
    );
    const missingVid = await importErrors(importCourse(db(), ownCourse(`x${'0'.repeat(31)}_x`)));
    expect(missingVid).toEqual([{ path: 'course.units[0].video.vid', line: 14, message: `video x${'0'.repeat(31)}_x does not exist (ingest it first: npm run ingest)` }]);
    expect(errorLine('course.yaml', missingVid[0] as CourseFileError)).toMatch(/^course\.yaml:14: course\.units\[0\]\.video\.vid: video /);
    const wrongAnswer = await importErrors(importCourse(db(), ownCourse(vid).replace('correct: [B]', 'correct: [C]')));
    expect(wrongAnswer).toEqual([{ path: 'course.units[0].questions[0].correct[0]', line: 22, message: 'option C is not among the options (A, B)' }]);
    expect(await dbFingerprint(server())).toEqual(before);
  });

  it('POST /admin/v1/courses imports with an admin token (201, then 200), answers 400 with the list, and is closed to learner sessions', async () => {
    const token = await createAdminToken(db());
    const post = (payload: string, headers: Record<string, string>) => server().inject({ method: 'POST', url: '/admin/v1/courses', headers: { 'content-type': 'application/yaml', ...headers }, payload });
    const file = ownCourse(await seededVid()).replaceAll('own-course', 'api-course');
    const cookie = await logIn(server());
    expect((await post(file, { cookie })).statusCode).toBe(403);
    const created = await post(file, { authorization: `Bearer ${token}` });
    expect(created.statusCode).toBe(201);
    expect((await post(file, { authorization: `Bearer ${token}` })).statusCode).toBe(200);
    const bad = await post(file.replace('format: ddi-course/1', 'format: 2'), { authorization: `Bearer ${token}` });
    expect(bad.statusCode).toBe(400);
    expect(body<{ errors: CourseFileError[] }>(bad).data.errors).toEqual([{ path: 'format', line: 1, message: 'must be "ddi-course/2" (or "ddi-course/1", read as version 2 without its new sections)' }]);
    const exported = await server().inject({ url: '/admin/v1/courses/api-course', headers: { authorization: `Bearer ${token}` } });
    expect(body<CourseFile>(exported).data).toEqual(parse(courseYaml((await exportCourse(db(), 'api-course')) as CourseFile)));
    const asJson = await post(JSON.stringify(body<CourseFile>(exported).data), { authorization: `Bearer ${token}`, 'content-type': 'application/json' });
    expect(asJson.statusCode).toBe(200);
  });
});
