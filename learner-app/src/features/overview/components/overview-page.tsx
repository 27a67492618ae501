/**
 * /overview (spec §2): every course of the learner with its progress and state, narrowed by state and searched as on
 * home (decision 0096). The learning tour also lists the
 * Leadership DNA survey (id 0), which is not a course: it has no course card (and no course to fetch). A course opened
 * here leads back here (decision 0107).
 */
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../shared/api/api-client-context';
import { LoadFailed, Skeleton } from '../../../shared/components/load-state';
import { useLoad } from '../../../shared/hooks/use-load';
import { useLocale } from '../../../shared/i18n/use-locale';
import { FilteredCourses } from '../../../shared/learning/course-filter';
import { DNA_COURSE_ID } from '../../../shared/learning/course-list';
import { fetchCourse, fetchLearningTour } from '../../../shared/learning/learning-api';
import { useRememberCourseList } from '../../../shared/learning/way-back';
import { urlSuffixOf } from '../../../shared/i18n/language';

export function OverviewPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const locale = useLocale();
  useRememberCourseList();
  const state = useLoad(async () => {
    const list = await fetchLearningTour(client, urlSuffixOf(locale));
    return Promise.all(list.filter((item) => item.id !== DNA_COURSE_ID).map((item) => fetchCourse(client, item.id)));
  }, [client, locale]);
  return (
    <main className="page overview">
      <h1 className="page__title">{t('learning.overview')}</h1>
      {state.status === 'loading' && <Skeleton cards={3} lines={0} />}
      {state.status === 'failed' && <LoadFailed onRetry={state.retry} />}
      {state.status === 'loaded' &&
        (state.data.length === 0 ? (
          <p className="empty-state__text">{t('home.noCourses')}</p>
        ) : (
          <FilteredCourses courses={state.data} />
        ))}
    </main>
  );
}
