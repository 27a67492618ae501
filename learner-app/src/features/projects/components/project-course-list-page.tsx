/**
 * /projectCourseList?id= (spec §2): the project's courses with
 * "{totalCourse} courses, {progress}% learned" (and, open, when it is due: decision 0100), its launch video as wide as the content column (like the
 * course pages' videos) and its courses under their own heading, narrowed, searched and ordered as on home (decision
 * 0107). Above its title, the way back to home's Project Learning tab, as the learner left home.
 */
import { useEffect, useId } from 'react';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { useApiClient, useServerNow } from '../../../shared/api/api-client-context';
import { BackNav } from '../../../shared/components/back-link';
import { LoadFailed, ProgressBar, Skeleton } from '../../../shared/components/load-state';
import { useLoad } from '../../../shared/hooks/use-load';
import { useLocale } from '../../../shared/i18n/use-locale';
import { DueChip } from '../../../shared/learning/course-card';
import { FilteredCourses } from '../../../shared/learning/course-filter';
import { LazyPlayer } from '../../../shared/learning/lazy-player';
import { parseId, projectIdAtom } from '../../../shared/learning/learning-context';
import { projectDeadline } from '../../../shared/learning/deadlines';
import { fetchCoursesOrProjectCourses } from '../../../shared/learning/learning-api';
import { useProjectWayBack } from '../../../shared/learning/way-back';

export function ProjectCourseListPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const locale = useLocale();
  const id = parseId(new URLSearchParams(useSearch()).get('id'));
  const setProjectId = useSetAtom(projectIdAtom);
  const coursesHeadingId = useId();
  const now = useServerNow();
  const back = useProjectWayBack();
  useEffect(() => {
    if (id !== undefined) setProjectId(id);
  }, [id, setProjectId]);
  const state = useLoad(
    () => (id === undefined ? Promise.reject(new Error('no project id')) : fetchCoursesOrProjectCourses(client, id)),
    [client, id, locale],
  );

  if (state.status === 'loading') return <main className="page"><Skeleton cards={2} /></main>;
  if (state.status === 'failed' || !state.data.project) return <main className="page"><LoadFailed onRetry={state.retry} /></main>;
  const { project, courses } = state.data;
  const summary = t('learning.projectSummary', { totalCourse: project.totalCourse, progress: project.progress });
  const deadline = projectDeadline(project, now);
  return (
    <main className="page project">
      <div className="project__head">
        <BackNav href={back} label={project.name}>
          {t('learning.backToProjects')}
        </BackNav>
        <h1 className="page__title">{project.name}</h1>
        {project.description && <p className="project__description">{project.description}</p>}
        <p className="project__summary">{summary}</p>
        <ProgressBar value={project.progress} label={summary} />
        {project.status === 'expired' && <p className="notice">{t('learning.projectExpired')}</p>}
        {deadline !== null && (
          <p className="project__due">
            <DueChip deadline={deadline} />
          </p>
        )}
      </div>
      {project.launchVideo && (
        <section className="project__video" aria-label={t('learning.launchVideo')}>
          <h2>{t('learning.launchVideo')}</h2>
          <LazyPlayer {...(project.launchVideo.vid ? { vid: project.launchVideo.vid } : { src: project.launchVideo.src })} />
        </section>
      )}
      <section className="project__courses" aria-labelledby={coursesHeadingId}>
        <h2 id={coursesHeadingId}>{t('learning.projectCourses')}</h2>
        <FilteredCourses courses={courses} />
      </section>
    </main>
  );
}
