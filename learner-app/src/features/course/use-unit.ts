/** The course and unit named by the query (`?id={course}&unitId={unit}`) of the module-2 pages. */
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { useApiClient } from '../../shared/api/api-client-context';
import { useLoad } from '../../shared/hooks/use-load';
import { useLocale } from '../../shared/i18n/use-locale';
import { initTick, updateTick } from '../../shared/learning/learning-api';
import type { Course, TickType, Unit } from '../../shared/learning/learning-api';
import { useSelectedCourse } from '../../shared/learning/use-course-list-sync';
import { courseDetail, courseQueryOf, unitDetail } from './data/course-requests';

export function useCourseQuery() {
  const params = new URLSearchParams(useSearch());
  return { ...courseQueryOf(params), params };
}

export function useUnitPage() {
  const client = useApiClient();
  const locale = useLocale();
  const { courseId, unitId, params } = useCourseQuery();
  useSelectedCourse(courseId);
  const state = useLoad<{ course: Course; unit: Unit }>(async () => {
    if (courseId === undefined || unitId === undefined) throw new Error('course and unit ids are required');
    const [course, unit] = await Promise.all([courseDetail.take(client, courseId), unitDetail.take(client, unitId)]);
    return { course, unit };
  }, [client, courseId, unitId, locale]);
  return { state, params, client };
}

/** Marks a non-video activity (notes, case, job aid, end of unit) as opened and done. */
export function useActivityTick(type: TickType, courseId: number | undefined, unitId: number | undefined): void {
  const client = useApiClient();
  useEffect(() => {
    if (courseId === undefined || unitId === undefined) return;
    initTick(client, type, courseId, unitId)
      .then((tick) => updateTick(client, tick.tickId, 0, true))
      .catch(() => undefined);
  }, [client, type, courseId, unitId]);
}

/** The unit after `unitId` in the course, if any. */
export function nextUnitOf(course: Course, unitId: number) {
  const index = course.units.findIndex((unit) => unit.id === unitId);
  return index >= 0 ? course.units[index + 1] : undefined;
}
