import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { competencies, keyActions, scenarioScenes, surveyQuestions, surveys } from '../src/db/learning-schema.js';
import { demoContentFolder } from '../src/db/learning-seed.js';
import { courseYaml, exportCourse, exportShared } from '../src/services/course-import/export.js';
import { CourseImportError, importContent, importCourse, type CourseFile, type CourseFileError } from '../src/services/course-import/index.js';
import { dbFingerprint } from './db-fingerprint.js';
import { body, sharedServer } from './helpers.js';
import { createAdminToken } from '../src/services/admin-tokens.js';

/** The demo course files, in the order the seed loads them. */
async function demoFiles(): Promise<{ name: string; text: string }[]> {
  const names = (await readdir(demoContentFolder)).filter((name) => name.endsWith('.yaml')).sort();
  return Promise.all(names.map(async (name) => ({ name, text: await readFile(join(demoContentFolder, name), 'utf8') })));
}

async function importErrors(run: Promise<unknown>): Promise<CourseFileError[]> {
  const error = await run.then(() => undefined, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(CourseImportError);
  return (error as CourseImportError).errors;
}

/** Coaching for Success's demo file as a course of its own (`parts-copy`), without its project. */
async function coachingCopy(): Promise<string> {
  const text = (await demoFiles()).find((file) => file.name.endsWith('-coaching.yaml'))?.text as string;
  return text.replace('  code: coaching\n', '  code: parts-copy\n');
}

describe('the whole course format: assessments, key actions, scenes, shared content; the demo content in it', { timeout: 120_000 }, () => {
  const server = sharedServer();
  const db = () => server().database.db;

  it('the demo content is its course files: the seeded database exports every file back byte for byte (export of an import = the file)', async () => {
    const files = await demoFiles();
    expect(files.map((file) => file.name)).toEqual([
      '00-shared.yaml',
      '01-coaching.yaml',
      '02-leading-change.yaml',
      '03-building-trust.yaml',
      '04-delegating.yaml',
      '05-feedback.yaml',
      '06-coaching-open.yaml',
    ]);
    for (const { name, text } of files) {
      const code = /^\d+-(.+)\.yaml$/.exec(name)?.[1] as string;
      const exported = code === 'shared' ? await exportShared(db()) : await exportCourse(db(), code);
      expect(courseYaml(exported as NonNullable<typeof exported>), name).toBe(text);
    }
  });

  it('re-importing every demo file (the shared content and each course) updates in place and changes nothing', async () => {
    const before = await dbFingerprint(server());
    for (const { text } of await demoFiles()) await importContent(db(), text);
    expect(await dbFingerprint(server())).toEqual(before);
  });

  it('a course with assessments, key actions and scenes is created, then updated in place (ids kept, rows beyond the file deleted), and exports as imported', async () => {
    const file = await coachingCopy();
    const created = await importCourse(db(), file);
    expect(created).toMatchObject({ code: 'parts-copy', created: true, units: 3 });
    expect(courseYaml(await exportCourse(db(), 'parts-copy').then((exported) => exported as NonNullable<typeof exported>))).toBe(file);
    const [pre] = await db().select().from(surveys).where(eq(surveys.code, 'parts-copy:pre'));
    const [firstQuestion] = await db().select().from(surveyQuestions).where(eq(surveyQuestions.surveyId, pre?.id as number)).orderBy(surveyQuestions.position).limit(1);

    const exported = (await exportCourse(db(), 'parts-copy')) as NonNullable<Awaited<ReturnType<typeof exportCourse>>>;
    const assessments = exported.course.assessments as NonNullable<typeof exported.course.assessments>;
    (assessments.preTest.questions[0] as { text: { EN: string } }).text.EN = 'Revised: what do you do?';
    exported.course.keyActions = exported.course.keyActions?.slice(0, 3);
    exported.course.scenes = exported.course.scenes?.slice(0, 1);
    const revised = courseYaml(exported);
    expect(await importCourse(db(), revised)).toMatchObject({ courseId: created.courseId, created: false });

    const [preAfter] = await db().select().from(surveys).where(eq(surveys.code, 'parts-copy:pre'));
    expect(preAfter?.id).toBe(pre?.id);
    const [firstAfter] = await db().select().from(surveyQuestions).where(eq(surveyQuestions.id, firstQuestion?.id as number));
    expect(firstAfter?.text.EN).toBe('Revised: what do you do?');
    expect(await db().select({ code: keyActions.code }).from(keyActions).where(eq(keyActions.learningPathId, created.courseId)).orderBy(keyActions.position)).toEqual([
      { code: 'parts-copy:ka1' },
      { code: 'parts-copy:ka2' },
      { code: 'parts-copy:ka3' },
    ]);
    expect((await db().select().from(scenarioScenes).where(eq(scenarioScenes.learningPathId, created.courseId))).length).toBe(1);
    expect(courseYaml(await exportCourse(db(), 'parts-copy').then((again) => again as NonNullable<typeof again>))).toBe(revised);
  });

  it('a file without the new sections (a ddi-course/1 file) keeps the course\'s stored assessments, key actions and scenes; an empty list deletes them', async () => {
    const { courseId } = await importCourse(db(), (await coachingCopy()).replace('  code: parts-copy\n', '  code: parts-v1\n'));
    const exported = (await exportCourse(db(), 'parts-v1')) as NonNullable<Awaited<ReturnType<typeof exportCourse>>>;
    const { assessments: _assessments, keyActions: _keyActions, scenes: _scenes, ...bare } = exported.course;
    const counts = async () => ({
      surveys: (await db().select().from(surveys).where(eq(surveys.learningPathId, courseId))).length,
      keyActions: (await db().select().from(keyActions).where(eq(keyActions.learningPathId, courseId))).length,
      scenes: (await db().select().from(scenarioScenes).where(eq(scenarioScenes.learningPathId, courseId))).length,
    });
    const before = await counts();
    expect(before).toEqual({ surveys: 2, keyActions: 8, scenes: 3 });
    expect(await importCourse(db(), courseYaml({ format: 'ddi-course/1', course: bare }))).toMatchObject({ courseId, created: false });
    expect(await counts()).toEqual(before);
    await importCourse(db(), courseYaml({ format: 'ddi-course/2', course: { ...bare, keyActions: [], scenes: [] } }));
    expect(await counts()).toEqual({ surveys: 2, keyActions: 0, scenes: 0 });
  });

  it('the shared content round-trips, and a competency is updated in place by its code', async () => {
    const shared = courseYaml(await exportShared(db()));
    const [trust] = await db().select().from(competencies).where(eq(competencies.code, 'trust'));
    const renamed = shared.replace('    EN: Building trust\n', '    EN: Building trust at work\n');
    expect(renamed).not.toBe(shared);
    expect(await importContent(db(), renamed)).toEqual({ competencies: 4, feedbackQuestions: 3, dnaStatements: 48 });
    const [after] = await db().select().from(competencies).where(eq(competencies.code, 'trust'));
    expect(after).toEqual({ ...trust, name: { ...trust?.name, EN: 'Building trust at work' } });
    expect(courseYaml(await exportShared(db()))).toBe(renamed);
    await importContent(db(), shared);
    expect(courseYaml(await exportShared(db()))).toBe(shared);
  });

  it('bad input in the new parts: each problem with its path and line, the database unchanged (fingerprint)', async () => {
    const before = await dbFingerprint(server());
    const file = await coachingCopy();
    // A missing title, a wrong type, an unknown question type.
    const schemaErrors = await importErrors(
      importContent(
        db(),
        file
          .replace(/( {2}assessments:\n {4}preTest:\n) {6}title:\n( {8}\w\w: .*\n){4}/, '$1')
          .replace('  keyActions:\n    - competency: trust\n      text:\n', '  keyActions:\n    - competency: trust\n      text: Keep every promise\n      old:\n')
          .replace(/( {2}assessments:\n {4}preTest:\n {6}questions:\n {8}- type: )single/, '$1essay'),
      ),
    );
    expect(schemaErrors).toEqual(
      expect.arrayContaining([
        { path: 'course.assessments.preTest.title', line: expect.any(Number) as number, message: 'is required' },
        { path: 'course.assessments.preTest.questions[0].type', line: expect.any(Number) as number, message: 'must be one of "single", "multiple", "open"' },
        { path: 'course.keyActions[0].text', line: expect.any(Number) as number, message: 'must be object' },
        { path: 'course.keyActions[0].old', line: expect.any(Number) as number, message: 'is not a field of the format' },
      ]),
    );
    // Rules beyond the schema: a scene with two best choices; a DNA dimension short of statements; a code twice.
    const shared = courseYaml(await exportShared(db()));
    const twoBest = file.replace(/( {2}scenes:\n(?:.*\n)*? {10}best: )false/, '$1true');
    expect(await importErrors(importContent(db(), twoBest))).toEqual([{ path: 'course.scenes[0].choices', line: expect.any(Number) as number, message: 'a scene has exactly 1 best choice (this one has 2)' }]);
    const sharedFile = parse(shared) as CourseFile;
    sharedFile.dna?.dimensions.at(-1)?.statements.pop();
    (sharedFile.competencies?.[1] as { code: string }).code = 'trust';
    expect(await importErrors(importContent(db(), courseYaml(sharedFile)))).toEqual([
      { path: 'competencies[1].code', line: expect.any(Number) as number, message: 'competency trust appears twice' },
      { path: 'dna.dimensions[5].statements', line: expect.any(Number) as number, message: 'has 7 statement(s); every dimension needs as many as the first (8)' },
    ]);
    // References: a missing vid (a scene's video), a missing competency.
    const missingVid = `x${'0'.repeat(31)}_x`;
    const references = await importErrors(
      importContent(db(), file.replace(/( {2}scenes:\n {4}- title:\n(?: {8}\w\w: .*\n){4})/, `$1      vid: ${missingVid}\n`).replace('    - competency: change\n      text:\n', '    - competency: listening\n      text:\n')),
    );
    expect(references).toEqual([
      { path: 'course.scenes[0].vid', line: expect.any(Number) as number, message: `video ${missingVid} does not exist (ingest it first: npm run ingest)` },
      { path: 'course.keyActions[6].competency', line: expect.any(Number) as number, message: 'competency listening does not exist (define it under competencies)' },
    ]);
    expect(await dbFingerprint(server())).toEqual(before);
  });

  it('POST /admin/v1/courses takes a course file only: the shared content alone is refused (400), nothing written', async () => {
    const token = await createAdminToken(db());
    // Every table but the admin API's rate-limit counters, which count this request.
    const content = async () => {
      const { rate_limits: _counted, ...tables } = await dbFingerprint(server());
      return tables;
    };
    const before = await content();
    const shared = courseYaml(await exportShared(db()));
    const refused = await server().inject({ method: 'POST', url: '/admin/v1/courses', headers: { 'content-type': 'application/yaml', authorization: `Bearer ${token}` }, payload: shared });
    expect(refused.statusCode).toBe(400);
    expect(body<{ errors: CourseFileError[] }>(refused).data.errors).toEqual([{ path: 'course', message: 'is required (this endpoint imports a course; the shared content comes in with npm run import)' }]);
    expect(await content()).toEqual(before);
  });
});
