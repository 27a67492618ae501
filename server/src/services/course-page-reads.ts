/**
 * What each server instance reads for the course pages (issue 25). Two parts:
 *
 * - The cache of course content (decision 0062): what is the same for every learner of a course (its row with the
 *   titles in four languages and the step windows, its units and their practice-question counts), keyed by the
 *   database's content version (`content_version`, bumped by triggers in the transaction of every change to
 *   courses, units and questions). The learner's own facts are read on every call together with the current
 *   version (`learnerCourseFacts`), so a course changed through any instance, or by hand, is seen by every
 *   instance at its next call: the cache is used only for the very version that call read.
 * - The learners' facts about one course (`learnerFacts`), read for concurrent calls together, one statement per
 *   batch (decision 0082): each call's read starts after the call came, so it is as exact as a query of its own.
 */
import type { Db } from '../db/client.js';
import { BatchReader } from '../lib/batch-reader.js';
import * as repo from '../repositories/learning.js';

export class CoursePageReads {
  /** The content version every entry of `courses` was read at; undefined before the first read. */
  private version: number | undefined;
  private courses = new Map<number, repo.CourseContentRow>();

  private readonly learnerCourses = new BatchReader((pairs: repo.LearnerCourse[]) => repo.learnersCourseFacts(this.db(), pairs));

  constructor(private readonly db: () => Db) {}

  /** The learner's facts about one course and the content version, as `repo.learnerCourseFacts`; batched (above). */
  async learnerFacts(userId: number, pathId: number): Promise<repo.LearnerCourseRow[]> {
    const row = await this.learnerCourses.read({ userId, pathId });
    return row ? [row] : [];
  }

  /**
   * The content of the courses `pathIds` exactly as it is at content version `version`: from the cache, the
   * missing ones read in one query. Undefined when the database is no longer at `version` by the time they
   * are read (or a course is gone): the caller then reads content and facts together instead.
   */
  async at(version: number, pathIds: readonly number[]): Promise<Map<number, repo.CourseContentRow> | undefined> {
    const missing = this.version === version ? pathIds.filter((id) => !this.courses.has(id)) : pathIds;
    if (missing.length > 0) {
      const read = await repo.courseContent(this.db(), missing);
      if (read.version === undefined) return undefined;
      // Other calls may have changed the cache while this one waited: every entry stays at `this.version`.
      if (read.version !== this.version) {
        this.version = read.version;
        this.courses = new Map();
      }
      for (const course of read.courses) this.courses.set(course.id, course);
    }
    if (this.version !== version) return undefined;
    const found = new Map<number, repo.CourseContentRow>();
    for (const id of pathIds) {
      const course = this.courses.get(id);
      if (!course) return undefined;
      found.set(id, course);
    }
    return found;
  }
}

/**
 * A course's content joined with one learner's facts about it: what the course summary is computed from. Built
 * field by field, not by spreading the cached rows: this runs on every course page call (a profile at 100
 * connections put the spreads at a tenth of the server's time).
 */
export function withLearnerFacts(course: repo.CourseContentRow, learner: repo.LearnerCourseRow): repo.CourseFactsRow {
  const ticksByUnit = new Map<number, repo.LearnerCourseRow['ticks']>();
  for (const tick of learner.ticks) {
    const unitTicks = ticksByUnit.get(tick.unitId);
    if (unitTicks) unitTicks.push(tick);
    else ticksByUnit.set(tick.unitId, [tick]);
  }
  const answered = new Map<number, number>();
  for (const unitId of learner.answeredPracticeUnits) answered.set(unitId, (answered.get(unitId) ?? 0) + 1);
  return {
    id: course.id,
    code: course.code,
    projectId: course.projectId,
    position: course.position,
    name: course.name,
    description: course.description,
    estimatedMinutes: course.estimatedMinutes,
    cover: course.cover,
    windows: course.windows,
    ticketExpiresAt: learner.ticketExpiresAt,
    finishedSteps: learner.finishedSteps,
    units: course.units.map((unit) => {
      const unitTicks = ticksByUnit.get(unit.id) ?? [];
      const video = unitTicks.find((tick) => tick.type === 'video');
      return {
        id: unit.id,
        position: unit.position,
        title: unit.title,
        videoSeconds: unit.videoSeconds,
        startedTicks: unitTicks.map((tick) => tick.type),
        videoTick: video ? { position: video.position, completed: video.completed } : null,
        practiceQuestions: unit.practiceQuestions,
        practiceAnswered: answered.get(unit.id) ?? 0,
      };
    }),
  };
}
