/**
 * The home page's first requests, which the route starts while the page's code loads (`shared/api/prefetch.ts`):
 * the course and project lists, where the learner left off and their week's learning time. The first screen's covers are the page's largest
 * paint, so they are fetched as soon as the list names them, while the page's code may still be on its way.
 */
import { fromQuery, prefetchable } from '../../../shared/api/prefetch';
import type { ApiClient } from '../../../shared/api/client';
import { preloadFirstCovers } from '../../../shared/learning/covers';
import { fetchContinueLearning, fetchCoursesOrProjectCourses } from '../../../shared/learning/learning-api';
import type { CoursesOrProjectCourses } from '../../../shared/learning/learning-api';
import { fetchActivity } from './activity-api';

async function coursesAndFirstCovers(client: ApiClient): Promise<CoursesOrProjectCourses> {
  const lists = await fetchCoursesOrProjectCourses(client);
  preloadFirstCovers(lists.courses);
  return lists;
}

/** Home's course and project lists (`GET /sr/v2/coursesOrProjectCourses`). */
export const homeCourses = prefetchable(coursesAndFirstCovers);

/** Home's "continue learning" card (`GET /ddilearner/v2/user/continue`). */
export const homeContinue = prefetchable(fetchContinueLearning);

/** Home's weekly goal card (`GET /ddilearner/v1/user/activity`). */
export const homeActivity = prefetchable(fetchActivity);

const noArguments = (): [] => [];

/** Home's requests, which the route starts with the page's code and drops when it leaves. */
export const HOME_REQUESTS = [fromQuery(homeCourses, noArguments), fromQuery(homeContinue, noArguments), fromQuery(homeActivity, noArguments)] as const;
