/**
 * Where a course's page leads back to (decision 0107): the course's project when it belongs to one (the page above it),
 * otherwise the list of courses the learner last looked at — home or the overview, with the state, search and order
 * they had chosen there — or home before any.
 */
import { useEffect } from 'react';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useLocation, useSearch } from 'wouter';
import { HOME_PATH, OVERVIEW_PATH, projectCourseListPath } from '../routing/paths';

/** The address of the list of courses last looked at; kept for the tab's life, not stored. */
export const courseListAddressAtom = atom<string>(HOME_PATH);

/** Remembers the page calling it, a list of courses, as the way back from a course. */
export function useRememberCourseList(): void {
  const [location] = useLocation();
  const search = useSearch();
  const remember = useSetAtom(courseListAddressAtom);
  useEffect(() => {
    remember(search ? `${location}?${search}` : location);
  }, [location, search, remember]);
}

export interface WayBack {
  readonly href: string;
  /** What `href` is, for the link's words. */
  readonly to: 'project' | 'overview' | 'home';
}

/** The way back from the page of a course in the project `projectId` (`null`: in none). */
export function useCourseWayBack(projectId: number | null): WayBack {
  const list = useAtomValue(courseListAddressAtom);
  if (projectId !== null) return { href: projectCourseListPath(projectId), to: 'project' };
  const path = list.split('?')[0] ?? '';
  return { href: list, to: path.toLowerCase() === OVERVIEW_PATH.toLowerCase() ? 'overview' : 'home' };
}
