/**
 * The DNA entry of a page: the survey and tour ids and the learner's progress
 * from `queryCourseDNAList`. Whatever progress the server reports (or a page
 * learns by finishing or retaking) is written into the header's course list,
 * so that choosing the DNA entry (id 0) routes by fresh progress (spec §2:
 * 100 → report, otherwise introduction).
 */
import { useCallback, useEffect } from 'react';
import { useStore } from 'jotai';
import { useApiClient } from '../../shared/api/api-client-context';
import { useLoad } from '../../shared/hooks/use-load';
import { DNA_COURSE_ID, courseListAtom } from '../../shared/learning/course-list';
import type { CourseListEntry } from '../../shared/learning/course-list';
import { useLocale } from '../../shared/i18n/use-locale';
import { fetchDnaEntry } from './api/dna';

/** Progress of the DNA entry: 50 while an attempt is in progress. */
export const DNA_PROGRESS = { notStarted: 0, inProgress: 50, finished: 100 } as const;

/** The course list with the DNA entry's progress replaced (the same list when nothing changes). */
export function withDnaProgress(list: readonly CourseListEntry[], progress: number): readonly CourseListEntry[] {
  const entry = list.find((course) => course.id === DNA_COURSE_ID);
  if (!entry || entry.progress === progress) return list;
  return list.map((course) => (course.id === DNA_COURSE_ID ? { ...course, progress } : course));
}

/** Sets the DNA entry's progress in the stored course list. */
export function useSetDnaProgress(): (progress: number) => void {
  const store = useStore();
  return useCallback(
    (progress: number) => {
      const list = store.get(courseListAtom);
      const next = withDnaProgress(list, progress);
      if (next !== list) store.set(courseListAtom, next);
    },
    [store],
  );
}

export function useDnaEntry() {
  const client = useApiClient();
  const locale = useLocale();
  const setProgress = useSetDnaProgress();
  const state = useLoad(() => fetchDnaEntry(client), [client, locale]);
  const progress = state.status === 'loaded' ? state.data.progress : undefined;
  useEffect(() => {
    if (progress !== undefined) setProgress(progress);
  }, [progress, setProgress]);
  return state;
}
