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

const courseIdOf = (search: URLSearchParams): [number] | undefined => {
  const id = parseId(search.get('id'));
  return id === undefined ? undefined : [id];
};

const unitIdOf = (search: URLSearchParams): [number] | undefined => {
  const id = parseId(search.get('unitId'));
  return id === undefined ? undefined : [id];
};

/** A unit page asks for nothing without both ids (it reports the bad link), so neither is started then. */
const unitPageCourseIdOf = (search: URLSearchParams): [number] | undefined => (unitIdOf(search) === undefined ? undefined : courseIdOf(search));
const unitPageUnitIdOf = (search: URLSearchParams): [number] | undefined => (courseIdOf(search) === undefined ? undefined : unitIdOf(search));

/** The course page's requests. */
export const COURSE_REQUESTS = [fromQuery(courseDetail, courseIdOf), fromQuery(courseTicket, courseIdOf)] as const;

/** A unit page's requests (the unit and its course, which `useUnitPage` asks for together). */
export const UNIT_REQUESTS = [fromQuery(courseDetail, unitPageCourseIdOf), fromQuery(unitDetail, unitPageUnitIdOf)] as const;
