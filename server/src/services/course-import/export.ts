/**
 * Course export (`npm run export`, `GET /admin/v1/courses/{course}`; docs/course-format.md): a stored course as
 * a course file (with its assessments, key actions and scenes), every field written out (defaults too), so that
 * importing it changes nothing and exporting again gives the same file. The shared content: `exportShared`.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { stringify } from 'yaml';
import type { Db } from '../../db/client.js';
import { learningPaths, projects, questions, units, type VideoRef } from '../../db/learning-schema.js';
import { courseFormat } from './schema.js';
import { readCourseParts, text } from './course-parts.js';
import { stepNames, type CourseFile, type CourseFileWithCourse, type FileCourse, type FileQuestion, type FileVideo } from './validate.js';

export { exportShared } from './shared.js';
const fileVideo = (video: VideoRef): FileVideo => ({ ...(video.vid ? { vid: video.vid } : {}), ...(video.src ? { src: video.src } : {}) });

/** The course (by its code, or its numeric id) as a course file, or undefined when there is none. */
export async function exportCourse(db: Db, course: string): Promise<CourseFileWithCourse | undefined> {
  const [path] = await db
    .select()
    .from(learningPaths)
    .where(/^\d+$/.test(course) ? eq(learningPaths.id, Number(course)) : eq(learningPaths.code, course));
  if (!path) return undefined;
  const [project] = path.projectId === null ? [] : await db.select().from(projects).where(eq(projects.id, path.projectId));
  const unitRows = await db.select().from(units).where(eq(units.learningPathId, path.id)).orderBy(asc(units.position));
  const questionRows = unitRows.length
    ? await db.select().from(questions).where(inArray(questions.unitId, unitRows.map((unit) => unit.id))).orderBy(asc(questions.position))
    : [];
  const file: Omit<CourseFile, 'course'> = { format: courseFormat };
  if (project) {
    file.project = {
      code: project.code,
      name: text(project.name),
      description: text(project.description),
      ...(project.launchVideo ? { launchVideo: fileVideo(project.launchVideo) } : {}),
      closesAt: project.closesAt ? project.closesAt.toISOString() : null,
    };
  }
  const exported: FileCourse = {
    code: path.code,
    position: path.position,
    name: text(path.name),
    description: text(path.description),
    estimatedMinutes: path.estimatedMinutes,
    cover: path.cover,
    steps: Object.fromEntries(stepNames.map((name, index) => [name, path.windows[`${(index + 1) as 1 | 2 | 3 | 4}`]])) as FileCourse['steps'],
    units: unitRows.map((unit) => ({
      title: text(unit.title),
      video: fileVideo(unit.video),
      videoSeconds: unit.videoSeconds,
      essenceNotes: text(unit.essenceNotes),
      case: text(unit.caseText),
      jobAid: text(unit.jobAid),
      questions: questionRows
        .filter((question) => question.unitId === unit.id)
        .map((question): FileQuestion => ({
          kind: question.kind,
          type: question.type,
          stem: text(question.stem),
          options: question.options.map((option) => ({ id: option.id, text: text(option.text) })),
          correct: question.correct,
          ...(question.referenceAnswer ? { referenceAnswer: text(question.referenceAnswer) } : {}),
          analysis: text(question.analysis),
        })),
    })),
    ...(await readCourseParts(db, path.id)),
  };
  return { ...file, course: exported };
}

/** A course file as YAML text (long lines kept whole). */
export function courseYaml(file: CourseFile): string {
  return stringify(file, { lineWidth: 0 });
}
