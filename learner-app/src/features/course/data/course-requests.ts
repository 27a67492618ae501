/**
 * The first requests of the course page and the unit pages, which the route starts from its query (`?id=`,
 * `&unitId=`) while the page's code loads (`shared/api/prefetch.ts`): the page's largest paint (the course's cover,
 * the unit's player) waits for them.
 */
import { fromQuery, prefetchable } from '../../../shared/api/prefetch';
import { parseId } from '../../../shared/learning/learning-context';
import { fetchCourse, fetchUnit, verifyTicket } from '../../../shared/learning/learning-api';

/** The course (`GET /ddilearner/v2/user/learningpathes/{id}`). */
export const courseDetail = prefetchable(fetchCourse);

/** Whether the learner's ticket for the course has expired. */
export const courseTicket = prefetchable(verifyTicket);

/** The unit (`GET /ddilearner/v2/user/units/{unitId}`). */
export const unitDetail = prefetchable(fetchUnit);

/** The course and unit a course or unit page's query names (`?id={course}&unitId={unit}`); undefined when absent or not an id. */
export function courseQueryOf(search: URLSearchParams): { courseId: number | undefined; unitId: number | undefined } {
  return { courseId: parseId(search.get('id')), unitId: parseId(search.get('unitId')) };
}

const courseIdOf = (search: URLSearchParams): [number] | undefined => {
  const { courseId } = courseQueryOf(search);
  return courseId === undefined ? undefined : [courseId];
};

/** One id of a unit page's query; a unit page asks for nothing without both (it reports the bad link), so neither is started then. */
const unitPageIdOf =
  (which: 'course' | 'unit') =>
  (search: URLSearchParams): [number] | undefined => {
    const { courseId, unitId } = courseQueryOf(search);
    if (courseId === undefined || unitId === undefined) return undefined;
    return [which === 'course' ? courseId : unitId];
  };

/** The course page's requests. */
export const COURSE_REQUESTS = [fromQuery(courseDetail, courseIdOf), fromQuery(courseTicket, courseIdOf)] as const;

/** A unit page's requests (the unit and its course, which `useUnitPage` asks for together). */
export const UNIT_REQUESTS = [fromQuery(courseDetail, unitPageIdOf('course')), fromQuery(unitDetail, unitPageIdOf('unit'))] as const;
