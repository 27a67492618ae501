/**
 * The header's course selection (spec §2): choosing a course marks it in the
 * course list, stores its id, and then
 * 1. id 0 (the Leadership DNA entry) goes to the DNA report when its progress
 *    is 100, otherwise to the DNA introduction;
 * 2. on the overview, the overview is refreshed;
 * 3. on the course page, the course page is refreshed for the new id;
 *    anywhere else the address is replaced by /course?id={id}.
 */
import { DNA_COURSE_ID } from '../../shared/learning/course-list';
import type { CourseListEntry } from '../../shared/learning/course-list';
import { COURSE_PATH, DNA_INTRODUCTION_PATH, DNA_REPORT_PATH, OVERVIEW_PATH, coursePath } from '../../shared/routing/paths';

export interface CourseNavigation {
  /** Where to go; absent to stay on the current address. */
  readonly to?: string;
  /** Replace the current history entry instead of adding one. */
  readonly replace: boolean;
  /** Rebuild the page (re-fetch its data) after any address change. */
  readonly refresh: boolean;
}

export interface CourseSelection {
  readonly courseList: readonly CourseListEntry[];
  readonly selectedId: number;
  readonly navigation: CourseNavigation;
}

function samePath(path: string, route: string): boolean {
  return path.replace(/\/+$/, '').toLowerCase() === route.toLowerCase();
}

/** What choosing course `id` on route `currentPath` does; `undefined` when the list has no such course. */
export function selectCourse(
  courseList: readonly CourseListEntry[],
  id: number,
  currentPath: string,
): CourseSelection | undefined {
  const chosen = courseList.find((course) => course.id === id);
  if (!chosen) return undefined;
  const marked = courseList.map((course) => ({ ...course, select: course.id === id }));

  let navigation: CourseNavigation;
  if (id === DNA_COURSE_ID) {
    navigation = { to: chosen.progress >= 100 ? DNA_REPORT_PATH : DNA_INTRODUCTION_PATH, replace: false, refresh: false };
  } else if (samePath(currentPath, OVERVIEW_PATH)) {
    navigation = { replace: false, refresh: true };
  } else if (samePath(currentPath, COURSE_PATH)) {
    navigation = { to: coursePath(id), replace: true, refresh: true };
  } else {
    navigation = { to: coursePath(id), replace: true, refresh: false };
  }
  return { courseList: marked, selectedId: id, navigation };
}
