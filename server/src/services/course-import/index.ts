/**
 * Course import (`npm run import`, `POST /admin/v1/courses`, the demo seed; docs/course-format.md): a checked
 * course file is written in one transaction. The project and the course are keyed by `code`, units, questions,
 * assessment questions, key actions and scenes by their position: importing the same file again updates the rows
 * in place (learners' progress on kept units stays); rows beyond the file's count are deleted. The shared
 * content (competencies, satisfaction questions, DNA) is keyed by code. Nothing is written when any check fails.
 */
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { learningPaths, projects, questions, units, type StepWindows, type VideoRef } from '../../db/learning-schema.js';
import { vodVideos } from '../../db/video-schema.js';
import * as notes from '../../repositories/notes.js';
import { competencyIds, competencyReferences, writeCourseParts } from './course-parts.js';
import { writeShared, type SharedImportResult } from './shared.js';
import { readCourseFile, stepNames, located, type CourseFile, type CourseFileError, type FileCourse, type FileUnit, type FileVideo } from './validate.js';

export { courseFormat, courseSchema } from './schema.js';
export type { CourseFile, CourseFileError } from './validate.js';
export type { SharedImportResult } from './shared.js';

/** The line of a path in the file (readCourseFile's `lineOf`). */
export type LineOf = (path: readonly (string | number)[]) => number | undefined;

/** What an import did. */
export interface CourseImportResult {
  courseId: number;
  code: string;
  /** False when the course existed and was updated in place. */
  created: boolean;
  units: number;
  questions: number;
}

/** A course file that cannot be imported: every problem, nothing written. */
export class CourseImportError extends Error {
  override name = 'CourseImportError';
  constructor(readonly errors: CourseFileError[]) {
    super(`the course file has ${errors.length} problem(s): ${errors.map((error) => `${error.path}${error.line ? ` (line ${error.line})` : ''}: ${error.message}`).join('; ')}`);
  }
}

const instant = (value: string | null | undefined) => (value ? new Date(value).toISOString() : null);

/** What importing any course file did: its course (when it has one) and its shared sections. */
export interface ContentImportResult extends SharedImportResult {
  course?: CourseImportResult;
}

/** Imports a course file's text (YAML or JSON) that must hold a course; throws {@link CourseImportError} listing every problem. */
export async function importCourse(db: Db, text: string): Promise<CourseImportResult> {
  const { file, errors } = readCourseFile(text);
  if (!file) throw new CourseImportError(errors);
  if (!file.course) throw new CourseImportError([{ path: 'course', message: 'is required (this endpoint imports a course; the shared content comes in with npm run import)' }]);
  return (await importContent(db, text)).course as CourseImportResult;
}

/**
 * Imports any course file: a course, the shared content (competencies, satisfaction questions, DNA), or both, in
 * one transaction; throws {@link CourseImportError} listing every problem, with nothing written.
 */
export async function importContent(db: Db, text: string): Promise<ContentImportResult> {
  const { file, errors, lineOf } = readCourseFile(text);
  if (!file) throw new CourseImportError(errors);
  return importCheckedFile(db, file, lineOf);
}

/** What {@link importCheckedFile} may do first, in its transaction: store the videos a course file's `video.file`s became. */
export interface ImportHooks {
  beforeWrite?: (tx: Db) => Promise<void>;
}

/** {@link importContent} for a file {@link readCourseFile} has already checked (the demo seed reads each file once). */
export async function importCheckedFile(db: Db, file: CourseFile, lineOf: LineOf, hooks: ImportHooks = {}): Promise<ContentImportResult> {
  return db.transaction(async (tx) => {
    await hooks.beforeWrite?.(tx);
    const { durations, competencyId, errors } = await checkReferences(tx, file, lineOf);
    if (errors.length) throw new CourseImportError(errors);
    const shared = await writeShared(tx, file);
    if (!file.course) return shared;
    // Competencies the file defines were just written: look them up again.
    const ids = file.competencies?.length ? await competencyIds(tx, competencyReferences(file.course).map((reference) => reference.code)) : competencyId;
    const course = await writeCourse(tx, file, file.course, durations, (code) => ids.get(code) as number);
    return { ...shared, course };
  });
}

/** A `video.file` of a course file: where it is (the path of its `video`) and the path it gives. */
export interface VideoFileReference {
  at: (string | number)[];
  file: string;
}

/** Every `video.file` of a course file (the project's launch video, then the units'), in file order. */
export function videoFileReferences(file: CourseFile): VideoFileReference[] {
  const references: VideoFileReference[] = [];
  if (file.project?.launchVideo?.file) references.push({ at: ['project', 'launchVideo'], file: file.project.launchVideo.file });
  file.course?.units.forEach((unit, index) => {
    if (unit.video.file) references.push({ at: ['course', 'units', index, 'video'], file: unit.video.file });
  });
  return references;
}

/**
 * Every problem with what a checked file names in the database (vids, competencies), nothing written. With
 * `allowVideoFiles`, a `video.file` is not one (`npm run import` checks and ingests those itself).
 */
export async function referenceErrors(db: Db, file: CourseFile, lineOf: LineOf, allowVideoFiles = false): Promise<CourseFileError[]> {
  return (await checkReferences(db, file, lineOf, allowVideoFiles)).errors;
}

/** What the file names that must exist (vids, competencies), checked before anything is written. */
async function checkReferences(tx: Db, file: CourseFile, lineOf: LineOf, allowVideoFiles = false) {
  const durations = await vidDurations(tx, file);
  const missing: CourseFileError[] = [];
  if (!allowVideoFiles) {
    for (const { at } of videoFileReferences(file)) {
      const where = [...at, 'file'];
      missing.push(located(where, 'a video file is ingested by npm run import only: the server cannot read a path of yours; upload the video first (POST /admin/v1/videos, or resumable: /admin/v1/uploads) and give its vid', lineOf(where)));
    }
  }
  const checkVid = (vid: string | undefined, at: (string | number)[]) => {
    if (vid && !durations.has(vid)) missing.push(located(at, `video ${vid} does not exist (ingest it first: npm run ingest)`, lineOf(at)));
  };
  checkVid(file.project?.launchVideo?.vid, ['project', 'launchVideo', 'vid']);
  file.course?.units.forEach((unit, index) => checkVid(unit.video.vid, ['course', 'units', index, 'video', 'vid']));
  file.course?.scenes?.forEach((scene, index) => checkVid(scene.vid, ['course', 'scenes', index, 'vid']));
  const references = file.course ? competencyReferences(file.course) : [];
  const competencyId = await competencyIds(tx, references.map((reference) => reference.code));
  const defined = new Set((file.competencies ?? []).map((competency) => competency.code));
  for (const { code, at } of references) {
    if (!defined.has(code) && !competencyId.has(code)) missing.push(located(at, `competency ${code} does not exist (define it under competencies)`, lineOf(at)));
  }
  return { durations, competencyId, errors: missing };
}

async function writeCourse(tx: Db, file: CourseFile, course: FileCourse, durations: Map<string, number>, competencyId: (code: string) => number): Promise<CourseImportResult> {
  const projectId = file.project ? await upsertProject(tx, file.project) : null;
  const windows = Object.fromEntries(stepNames.map((name, index) => [`${index + 1}`, { opensAt: instant(course.steps[name].opensAt), closesAt: instant(course.steps[name].closesAt) }])) as StepWindows;
  const values = {
    code: course.code,
    projectId,
    position: course.position ?? 0,
    name: course.name,
    description: course.description,
    estimatedMinutes: course.estimatedMinutes,
    cover: course.cover ?? null,
    windows,
  };
  const [existing] = await tx.select({ id: learningPaths.id }).from(learningPaths).where(eq(learningPaths.code, course.code)).for('update');
  let courseId: number;
  if (existing) {
    courseId = existing.id;
    await tx.update(learningPaths).set(values).where(eq(learningPaths.id, courseId));
  } else {
    const [row] = await tx.insert(learningPaths).values(values).returning({ id: learningPaths.id });
    courseId = (row as { id: number }).id;
  }
  let questionCount = 0;
  const kept = await tx.select({ id: units.id, position: units.position }).from(units).where(eq(units.learningPathId, courseId));
  for (const [index, unit] of course.units.entries()) {
    const unitId = await writeUnit(tx, courseId, index + 1, unit, kept.find((row) => row.position === index + 1)?.id, durations);
    questionCount += await writeQuestions(tx, unitId, unit);
  }
  await tx.delete(units).where(and(eq(units.learningPathId, courseId), gt(units.position, course.units.length)));
  await writeCourseParts(tx, courseId, course.code, course, competencyId);
  return { courseId, code: course.code, created: !existing, units: course.units.length, questions: questionCount };
}

/** Seconds of every vid the file names (rounded up), for those that exist. */
async function vidDurations(tx: Db, file: CourseFile): Promise<Map<string, number>> {
  const vids = [file.project?.launchVideo?.vid, ...(file.course?.units ?? []).map((unit) => unit.video.vid), ...(file.course?.scenes ?? []).map((scene) => scene.vid)].filter((vid): vid is string => Boolean(vid));
  if (!vids.length) return new Map();
  const rows = await tx.select({ vid: vodVideos.vid, seconds: vodVideos.durationSeconds }).from(vodVideos).where(inArray(vodVideos.vid, [...new Set(vids)]));
  return new Map(rows.map((row) => [row.vid, Math.ceil(row.seconds)]));
}

/** The stored form of a file's video: `src` is `''` when only a vid is given. */
const storedVideo = (video: FileVideo): VideoRef => (video.vid ? { src: video.src ?? '', vid: video.vid } : { src: video.src ?? '' });

async function upsertProject(tx: Db, project: NonNullable<CourseFile['project']>): Promise<number> {
  const values = {
    code: project.code,
    name: project.name,
    description: project.description,
    launchVideo: project.launchVideo ? storedVideo(project.launchVideo) : null,
    closesAt: project.closesAt ? new Date(project.closesAt) : null,
  };
  const [row] = await tx
    .insert(projects)
    .values(values)
    .onConflictDoUpdate({ target: projects.code, set: { name: values.name, description: values.description, launchVideo: values.launchVideo, closesAt: values.closesAt } })
    .returning({ id: projects.id });
  return (row as { id: number }).id;
}

async function writeUnit(tx: Db, courseId: number, position: number, unit: FileUnit, existingId: number | undefined, durations: Map<string, number>): Promise<number> {
  const values = {
    learningPathId: courseId,
    position,
    title: unit.title,
    video: storedVideo(unit.video),
    videoSeconds: unit.videoSeconds ?? durations.get(unit.video.vid ?? '') ?? 0,
    essenceNotes: unit.essenceNotes,
    caseText: unit.case,
    jobAid: unit.jobAid,
  };
  if (existingId !== undefined) {
    await tx.update(units).set(values).where(eq(units.id, existingId));
    // Learners' notes past a shortened video's new end would point nowhere.
    if (values.videoSeconds > 0) await notes.clampToLength(tx, existingId, values.videoSeconds);
    return existingId;
  }
  const [row] = await tx.insert(units).values(values).returning({ id: units.id });
  return (row as { id: number }).id;
}

async function writeQuestions(tx: Db, unitId: number, unit: FileUnit): Promise<number> {
  const list = unit.questions ?? [];
  const kept = await tx.select({ id: questions.id, position: questions.position }).from(questions).where(eq(questions.unitId, unitId)).orderBy(asc(questions.position));
  for (const [index, question] of list.entries()) {
    const values = {
      unitId,
      kind: question.kind ?? 'practice',
      type: question.type,
      position: index + 1,
      stem: question.stem,
      options: question.options ?? [],
      correct: question.correct ?? [],
      referenceAnswer: question.referenceAnswer ?? null,
      analysis: question.analysis,
    };
    const existing = kept.find((row) => row.position === index + 1);
    if (existing) await tx.update(questions).set(values).where(eq(questions.id, existing.id));
    else await tx.insert(questions).values(values);
  }
  await tx.delete(questions).where(and(eq(questions.unitId, unitId), gt(questions.position, list.length)));
  return list.length;
}
