/**
 * Fills the store's course list (the header's course selection) from the
 * learning tour, marking the stored learning path as selected.
 */
import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useApiClient } from '../api/api-client-context';
import { urlSuffixOf } from '../i18n/language';
import { useLocale } from '../i18n/use-locale';
import { courseListAtom } from './course-list';
import { learningPathMetaIdAtom } from './learning-context';
import { fetchLearningTour } from './learning-api';

export function useCourseListSync(refreshKey: unknown = 0): void {
  const client = useApiClient();
  const locale = useLocale();
  const selected = useAtomValue(learningPathMetaIdAtom);
  const setCourseList = useSetAtom(courseListAtom);
  useEffect(() => {
    let active = true;
    fetchLearningTour(client, urlSuffixOf(locale)).then(
      (items) => {
        if (active) setCourseList(items.map((item) => ({ id: item.id, name: item.name, progress: item.progress, select: item.id === selected })));
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [client, locale, selected, setCourseList, refreshKey]);
}
