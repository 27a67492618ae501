/**
 * The learner's courses, units and projects with progress and lock states, in the request's language
 * (docs/api.md "Learning"). Everything is computed from the learner's own rows.
 */
import type { Db } from '../db/client.js';
import type { Localized } from '../db/learning-schema.js';
import { ApiFailure, Code } from '../lib/envelope.js';
import type { ApiLanguage } from '../lib/language.js';
import * as repo from '../repositories/learning.js';
import { withLearnerFacts, type CoursePageReads } from './course-page-reads.js';
import {
  courseProgress,
  courseStatus,
  projectProgress,
  stepStates,
  unitStatus,
  type CourseStatus,
  type StepState,
  type UnitStatus,
} from './learning-progress.js';

export const text = (value: Localized | null | undefined, language: ApiLanguage): string => (value ? value[language] : '');

export interface UnitSummary {
  id: number;
  position: number;
  title: string;
  status: UnitStatus;
  videoSeconds: number;
  /** How far the learner watched the unit's video (s): its whole length once completed. */
  watchedSeconds: number;
}

export interface CourseSummary {
  id: number;
  name: string;
  description: string;
  estimatedMinutes: number;
  /** The 16:9 cover picture's URL, or null (the app draws one). */
  coverUrl: string | null;
  unitCount: number;
  progress: number;
  projectId: number | null;
  status: CourseStatus;
  opensAt: string | null;
  ticketExpiresAt: string | null;
  steps: StepState[];
  units: UnitSummary[];
}

export interface ProjectSummary {
  id: number;
  name: string;
  description: string;
  totalCourse: number;
  progress: number;
  status: 'open' | 'expired';
  closesAt: string | null;
  launchVideo: { src: string; vid?: string } | null;
}

/**
 * What the learner's course summaries are computed from: the learner's own facts and the content version in one
 * query (for one course, batched with concurrent calls: `CoursePageReads.learnerFacts`), joined with the courses'
 * content at that version from the instance's cache (decision 0062). When the content moved between the two
 * reads, everything is read again in one query (`enrolledCourseFacts`, the same
 * rows): the answer is never a mix of two versions.
 */
async function courseFacts(db: Db, reads: CoursePageReads, userId: number, pathIds?: readonly number[]): Promise<repo.CourseFactsRow[]> {
  const learner = pathIds?.length === 1 ? await reads.learnerFacts(userId, pathIds[0] as number) : await repo.learnerCourseFacts(db, userId, pathIds);
  const [first] = learner;
  if (!first) return [];
  const courses = await reads.at(first.contentVersion, learner.map((row) => row.learningPathId));
  if (!courses) return repo.enrolledCourseFacts(db, userId, pathIds);
  return learner.map((row) => withLearnerFacts(courses.get(row.learningPathId) as repo.CourseContentRow, row));
}

/** The learner's courses with units, progress and lock states (only the given ids when `pathIds` is set). */
export async function courseSummaries(
  db: Db,
  reads: CoursePageReads,
  userId: number,
  language: ApiLanguage,
  now: Date,
  pathIds?: readonly number[],
): Promise<CourseSummary[]> {
  const paths = await courseFacts(db, reads, userId, pathIds);
  return paths.map((path) => {
    const unitSummaries = path.units.map((unit): UnitSummary => {
      const videoTick = unit.videoTick;
      return {
        id: unit.id,
        position: unit.position,
        title: text(unit.title, language),
        videoSeconds: unit.videoSeconds,
        watchedSeconds: videoTick?.completed ? unit.videoSeconds : Math.min(videoTick?.position ?? 0, unit.videoSeconds),
        status: unitStatus({
          startedTicks: unit.startedTicks,
          videoCompleted: videoTick?.completed ?? false,
          practiceQuestions: unit.practiceQuestions,
          practiceAnswered: unit.practiceAnswered,
        }),
      };
    });
    const progress = courseProgress(unitSummaries.map((unit) => unit.status));
    const finished = new Set(path.finishedSteps);
    if (path.units.length > 0 && progress === 100) finished.add(2);
    const ticketExpired = path.ticketExpiresAt !== null && path.ticketExpiresAt < now;
    const steps = stepStates(path.windows, finished, now, ticketExpired);
    const overall = courseStatus(steps);
    return {
      id: path.id,
      name: text(path.name, language),
      description: text(path.description, language),
      estimatedMinutes: path.estimatedMinutes,
      coverUrl: path.cover,
      unitCount: path.units.length,
      progress,
      projectId: path.projectId,
      status: overall.status,
      opensAt: overall.opensAt,
      ticketExpiresAt: path.ticketExpiresAt?.toISOString() ?? null,
      steps,
      units: unitSummaries,
    };
  });
}

/** One of the learner's courses; 404 when the learner is not enrolled in it. */
export async function courseSummary(db: Db, reads: CoursePageReads, userId: number, language: ApiLanguage, now: Date, pathId: number): Promise<CourseSummary> {
  const [course] = await courseSummaries(db, reads, userId, language, now, [pathId]);
  if (!course) throw new ApiFailure(Code.notFound, { detail: `learning path ${pathId}` });
  return course;
}

/** The learner's projects (those holding at least one of the learner's courses), with computed counts. */
export function projectSummaries(projectRows: readonly repo.ProjectRow[], courses: readonly CourseSummary[], language: ApiLanguage, now: Date): ProjectSummary[] {
  return projectRows.map((project) => {
    const projectCourses = courses.filter((course) => course.projectId === project.id);
    return {
      id: project.id,
      name: text(project.name, language),
      description: text(project.description, language),
      totalCourse: projectCourses.length,
      progress: projectProgress(projectCourses.map((course) => course.progress)),
      status: project.closesAt && project.closesAt < now ? 'expired' : 'open',
      closesAt: project.closesAt?.toISOString() ?? null,
      launchVideo: project.launchVideo ?? null,
    };
  });
}

export async function learnerProjects(db: Db, courses: readonly CourseSummary[], language: ApiLanguage, now: Date, only?: readonly number[]) {
  const ids = [...new Set(courses.map((course) => course.projectId).filter((id): id is number => id !== null))].filter(
    (id) => !only || only.includes(id),
  );
  return projectSummaries(await repo.projectsByIds(db, ids), courses, language, now);
}

/** A unit of one of the learner's courses, with the course; 404 otherwise. */
export async function enrolledUnit(db: Db, userId: number, unitId: number) {
  const unit = await repo.unitById(db, unitId);
  const path = unit ? await repo.enrolledPath(db, userId, unit.learningPathId) : undefined;
  if (!unit || !path) throw new ApiFailure(Code.notFound, { detail: `unit ${unitId}` });
  return { unit, path };
}

/** Where the learner left off: the unit and the position to resume the video at (docs/api.md "Learning"). */
export interface ContinueLearning {
  learningPathMetaId: number;
  courseName: string;
  /** The course's cover picture, or null. */
  coverUrl: string | null;
  unitId: number;
  unitPosition: number;
  unitTitle: string;
  /** Seconds into the video where playback resumes. */
  position: number;
  videoSeconds: number;
}

/**
 * The video the learner watched last, at its last position; when they watched it to the end, the course's next
 * unit from its start (or where they left that one). Null when there is nothing to continue: no video started,
 * the last course finished, or the course's ticket expired.
 */
export async function continueLearning(db: Db, userId: number, language: ApiLanguage, now: Date): Promise<ContinueLearning | null> {
  const latest = await repo.latestVideoTick(db, userId);
  if (!latest) return null;
  let { unit } = latest;
  let position = latest.tick.position;
  if (latest.tick.completedAt !== null) {
    const next = await repo.nextUnit(db, unit.learningPathId, unit.position);
    if (!next) return null;
    const [tick] = (await repo.ticksOf(db, userId, [next.id])).filter((row) => row.type === 'video' && row.completedAt === null);
    unit = next;
    position = tick?.position ?? 0;
  }
  const path = await repo.enrolledPath(db, userId, unit.learningPathId);
  if (!path || (path.ticketExpiresAt !== null && path.ticketExpiresAt < now)) return null;
  return {
    learningPathMetaId: path.id,
    courseName: text(path.name, language),
    coverUrl: path.cover,
    unitId: unit.id,
    unitPosition: unit.position,
    unitTitle: text(unit.title, language),
    position: Math.min(position, unit.videoSeconds),
    videoSeconds: unit.videoSeconds,
  };
}
