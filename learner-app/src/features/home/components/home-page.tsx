/**
 * /home (spec §2): two tabs, Learning Units (id 1) with the learner's course
 * cards and Project Learning (id 2) with the projects, each with its empty
 * state (spec §8), under the "continue learning" and weekly goal cards. The course cards can be
 * narrowed by state, searched and ordered (`shared/learning/course-filter.tsx`), and so can the projects. The tab
 * chosen is kept in the address (`?tab=2`; decision 0107), so Back from a project, or a project's way back, finds
 * Project Learning open; a course opened here leads back here. The first visit marks the learning tour as seen.
 */
import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { useApiClient, useServerNow } from '../../../shared/api/api-client-context';
import { LoadFailed, ProgressBar } from '../../../shared/components/load-state';
import { CourseCardsSkeleton } from '../../../shared/components/skeletons';
import { Tabs } from '../../../shared/components/tabs';
import { useLoad } from '../../../shared/hooks/use-load';
import { useLocale } from '../../../shared/i18n/use-locale';
import { DueChip } from '../../../shared/learning/course-card';
import { FilteredCourses, FilteredList, PROJECT_FINDER } from '../../../shared/learning/course-filter';
import { projectDeadline } from '../../../shared/learning/deadlines';
import { projectIdAtom } from '../../../shared/learning/learning-context';
import { fetchOnce, markOnce } from '../../../shared/learning/learning-api';
import type { Project } from '../../../shared/learning/learning-api';
import { useRememberCourseList } from '../../../shared/learning/way-back';
import { projectCourseListPath } from '../../../shared/routing/paths';
import { useReplaceQuery } from '../../../shared/routing/use-replace-query';
import { homeCourses } from '../data/home-requests';
import { ContinueLearning } from './continue-learning';
import { WeeklyGoal } from './weekly-goal';

/** The spec's tab ids. */
export type HomeTab = '1' | '2';

/** The tab an address chooses (`tab`); anything else is Learning Units. */
export const tabOf = (params: URLSearchParams): HomeTab => (params.get('tab') === '2' ? '2' : '1');

/** The address's parameters with `tab` chosen (Learning Units, the default, written as no `tab`; the others kept). */
export function withTab(params: URLSearchParams, tab: HomeTab): URLSearchParams {
  const next = new URLSearchParams(params);
  if (tab === '1') next.delete('tab');
  else next.set('tab', tab);
  return next;
}

const LEARNING_TOUR_KEY = 'learningTour';

function EmptyState({ text }: { text: string }) {
  return (
    <div className="empty-state">
      <svg className="empty-state__image" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect x="10" y="14" width="44" height="36" rx="4" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M10 24h44M22 34h20M22 41h12" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p className="empty-state__text">{text}</p>
    </div>
  );
}

export function ProjectCard({ project }: { readonly project: Project }) {
  const { t } = useTranslation();
  const setProjectId = useSetAtom(projectIdAtom);
  const summary = t('learning.projectSummary', { totalCourse: project.totalCourse, progress: project.progress });
  const now = useServerNow();
  const deadline = projectDeadline(project, now);
  return (
    <li className={`course-card course-card--${project.status}`} data-project-id={project.id}>
      <div className="course-card__body">
        <h2 className="course-card__name">
          <Link
            className="stretched-link"
            href={projectCourseListPath(project.id)}
            onClick={() => {
              setProjectId(project.id);
            }}
          >
            {project.name}
          </Link>
        </h2>
        <p className="course-card__facts">{project.description}</p>
        <ProgressBar value={project.progress} label={summary} />
        <p className="course-card__footer">
          <span className="course-card__progress">{summary}</span>
          {project.status === 'expired' && <span className="chip chip--expired course-card__state">{t('learning.projectExpired')}</span>}
          {deadline !== null && <DueChip deadline={deadline} />}
        </p>
      </div>
    </li>
  );
}

export function HomePage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const locale = useLocale();
  const replaceQuery = useReplaceQuery();
  const params = new URLSearchParams(useSearch());
  const tab = tabOf(params);
  const selectTab = (next: HomeTab) => {
    replaceQuery(withTab(params, next));
  };
  useRememberCourseList();
  const state = useLoad(() => homeCourses.take(client), [client, locale]);

  useEffect(() => {
    fetchOnce(client, LEARNING_TOUR_KEY).then(
      (once) => (once.seen ? undefined : markOnce(client, LEARNING_TOUR_KEY)),
      () => undefined,
    ).catch(() => undefined);
  }, [client]);

  const panel = (which: HomeTab) => {
    if (state.status === 'loading') return <CourseCardsSkeleton />;
    if (state.status === 'failed') return <LoadFailed onRetry={state.retry} />;
    if (which === '1') {
      const { courses } = state.data;
      if (courses.length === 0) return <EmptyState text={t('home.noCourses')} />;
      return <FilteredCourses courses={courses} />;
    }
    return state.data.projects.length === 0 ? (
      <EmptyState text={t('home.noProjects')} />
    ) : (
      <FilteredList items={state.data.projects} kind={PROJECT_FINDER} card={(project) => <ProjectCard key={project.id} project={project} />} />
    );
  };

  return (
    <main className="page home">
      <h1 className="visually-hidden">{t('home.title')}</h1>
      <div className="home__top">
        <ContinueLearning courses={state.status === 'loaded' ? state.data.courses : undefined} />
        <WeeklyGoal />
      </div>
      <Tabs
        className="home__panel home__tabs"
        label={t('home.tabsLabel')}
        selected={tab}
        onSelect={selectTab}
        items={[
          { id: '1', label: t('home.learningUnits'), panel: panel('1') },
          { id: '2', label: t('home.projectLearning'), panel: panel('2') },
        ]}
      />
    </main>
  );
}
