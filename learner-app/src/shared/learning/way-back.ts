/**
 * Where a course's page leads back to (decision 0107): the course's project when it belongs to one (the page above it),
 * otherwise the list of courses the learner last looked at — home or the overview, with the state, search and order
 * they had chosen there — or home before any. A project's page leads back to home's Project Learning tab, with what
 * the learner had chosen on home when they came from there.
 */
import { useEffect } from 'react';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useLocation, useSearch } from 'wouter';
import { HOME_PATH, HOME_PROJECTS_PATH, OVERVIEW_PATH, projectCourseListPath } from '../routing/paths';

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

const pathOf = (address: string) => (address.split('?')[0] ?? '').toLowerCase();

/** The way back from the page of a course in the project `projectId` (`null`: in none). */
export function useCourseWayBack(projectId: number | null): WayBack {
  const list = useAtomValue(courseListAddressAtom);
  if (projectId !== null) return { href: projectCourseListPath(projectId), to: 'project' };
  return { href: list, to: pathOf(list) === OVERVIEW_PATH.toLowerCase() ? 'overview' : 'home' };
}

/** The way back from a project's page: home's Project Learning tab, as the learner left home if they came from there. */
export function useProjectWayBack(): string {
  const list = useAtomValue(courseListAddressAtom);
  if (pathOf(list) !== HOME_PATH.toLowerCase()) return HOME_PROJECTS_PATH;
  const params = new URLSearchParams(list.includes('?') ? list.slice(list.indexOf('?') + 1) : '');
  params.set('tab', '2');
  return `${HOME_PATH}?${params.toString()}`;
}
