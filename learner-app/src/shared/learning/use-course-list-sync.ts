/**
 * Fills the store's course list (the header's course selection) from the
 * learning tour, marking the stored learning path as selected. The header runs it
 * (one place for every page); a course's pages name the selected course.
 */
import { useEffect, useRef, useState } from 'react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useApiClient } from '../api/api-client-context';
import { urlSuffixOf } from '../i18n/language';
import { useLocale } from '../i18n/use-locale';
import { courseListAtom } from './course-list';
import type { CourseListEntry } from './course-list';
import { learningPathMetaIdAtom } from './learning-context';
import { fetchLearningTour } from './learning-api';

/** After a failed load of the learning tour: the wait before the next try (times the tries so far), and the tries in all. */
export const COURSE_LIST_RETRY_MS = 3_000;
export const COURSE_LIST_TRIES = 3;

/** The list with `selected` marked as the chosen course; the same list when the marks already say so. */
function markSelected(list: readonly CourseListEntry[], selected: number | null): readonly CourseListEntry[] {
  if (list.every((course) => course.select === (course.id === selected))) return list;
  return list.map((course) => ({ ...course, select: course.id === selected }));
}

/**
 * Loads the course list again whenever `refreshKey` (the header passes the page) or the language changes, while
 * `enabled`; a newly selected course is marked in the list already loaded, without asking for it again. Returns
 * whether the first load is still on its way (answered, or given up after its tries, it is not): the header holds
 * the course menu's place meanwhile.
 */
export function useCourseListSync(refreshKey: unknown = 0, enabled = true): boolean {
  const client = useApiClient();
  const locale = useLocale();
  const store = useStore();
  const selected = useAtomValue(learningPathMetaIdAtom);
  const setCourseList = useSetAtom(courseListAtom);
  const [firstLoadSettled, setFirstLoadSettled] = useState(false);
  // Marked on a change only: until then the list keeps the marks it was stored or loaded with.
  const markedFor = useRef(selected);
  useEffect(() => {
    if (markedFor.current === selected) return;
    markedFor.current = selected;
    const list = store.get(courseListAtom);
    const marked = markSelected(list, selected);
    if (marked !== list) setCourseList(marked);
  }, [selected, store, setCourseList]);
  useEffect(() => {
    if (!enabled) return undefined;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = (tries: number) => {
      fetchLearningTour(client, urlSuffixOf(locale)).then(
        (items) => {
          if (!active) return;
          const chosen = store.get(learningPathMetaIdAtom);
          setCourseList(items.map((item) => ({ id: item.id, name: item.name, progress: item.progress, select: item.id === chosen })));
          setFirstLoadSettled(true);
        },
        // Nothing on the page waits for this list but the header's course menu: a failure (a network blip, a busy
        // server) is tried again a few times, quietly, rather than leaving the menu out until the next page.
        () => {
          if (!active) return;
          if (tries < COURSE_LIST_TRIES) timer = setTimeout(() => load(tries + 1), COURSE_LIST_RETRY_MS * tries);
          else setFirstLoadSettled(true);
        },
      );
    };
    load(1);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [client, locale, store, setCourseList, refreshKey, enabled]);
  return enabled && !firstLoadSettled;
}

/**
 * The course a page of a course shows (its `?id=`): remembered as the selected learning path (the heartbeat's
 * `learningPathMetaId`), which the header's course selection then marks. Every
 * page of a course uses it (the course page, its unit pages, the end of study, the tests' introductions, the
 * simulation), so the header shows the same course on all of them, also when the page is opened by a link or reloaded.
 */
export function useSelectedCourse(courseId: number | undefined): void {
  const setLearningPath = useSetAtom(learningPathMetaIdAtom);
  useEffect(() => {
    if (courseId !== undefined) setLearningPath(courseId);
  }, [courseId, setLearningPath]);
}
