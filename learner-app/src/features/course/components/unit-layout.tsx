/**
 * The frame of a module-2 page: a way back to the course, course and unit titles, the unit's pages (pre-class
 * practice, video, essence notes, practice, extension case, job aid, end of unit; a scroller on phones), the
 * course's units in a side panel from 1024 px, loading and failure states, and a next link.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { BackNav } from '../../../shared/components/back-link';
import { LoadFailed, Skeleton } from '../../../shared/components/load-state';
import type { LoadState } from '../../../shared/hooks/use-load';
import type { Course, Unit } from '../../../shared/learning/learning-api';
import { coursePath, unitPagePath } from '../../../shared/routing/paths';
import type { UnitPage } from '../../../shared/routing/paths';
import { UnitStatusIcon } from './unit-status-icon';

/** The id of the job-aid section of the case page (`#job-aid`). */
export const JOB_AID_ID = 'job-aid';

interface UnitNavEntry {
  readonly key: string;
  readonly page: UnitPage;
  readonly label: string;
  readonly extra?: Record<string, string>;
  readonly hash?: string;
}

/** Links to every page of the unit; the one shown is marked current. */
function UnitNav({ course, unit }: { readonly course: Course; readonly unit: Unit }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const kind = new URLSearchParams(useSearch()).get('kind');
  const entries: UnitNavEntry[] = [
    ...(unit.questions.some((question) => question.kind === 'preClass')
      ? [{ key: 'preClass', page: 'practiceQuestions' as const, label: t('learning.preClass'), extra: { kind: 'preClass' } }]
      : []),
    { key: 'videoLearning', page: 'videoLearning', label: t('learning.video') },
    { key: 'essenceNotes', page: 'essenceNotes', label: t('learning.essenceNotes') },
    { key: 'practiceQuestions', page: 'practiceQuestions', label: t('learning.practice') },
    { key: 'case', page: 'case', label: t('learning.case') },
    { key: 'jobAid', page: 'case', label: t('learning.jobAid'), hash: JOB_AID_ID },
    { key: 'endUnit', page: 'endUnit', label: t('learning.endUnit') },
  ];
  const currentKey = (() => {
    const page = location.toLowerCase().split('/').pop() ?? '';
    if (page === 'practicequestions') return kind === 'preClass' ? 'preClass' : 'practiceQuestions';
    return entries.find((entry) => entry.page.toLowerCase() === page)?.key;
  })();
  return (
    <nav className="unit-nav" aria-label={t('learning.unitPages')}>
      <ul className="unit-nav__list">
        {entries.map((entry) => (
          <li key={entry.key}>
            <Link
              className="unit-nav__link"
              href={`${unitPagePath(entry.page, course.id, unit.id, entry.extra)}${entry.hash ? `#${entry.hash}` : ''}`}
              aria-current={entry.key === currentKey ? 'page' : undefined}
            >
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The course's units, the current one marked; each opens its video page. */
function CourseUnitsPanel({ course, unit }: { readonly course: Course; readonly unit: Unit }) {
  const { t } = useTranslation();
  return (
    <aside className="unit-side" aria-labelledby="unit-side-title">
      <h2 id="unit-side-title" className="unit-side__title">
        {t('learning.unitList')}
      </h2>
      <ol className="unit-side__list">
        {course.units.map((entry) => {
          return (
            <li key={entry.id} className={`unit-side__item unit-side__item--${entry.status}`}>
              <Link
                className="unit-side__link"
                href={unitPagePath('videoLearning', course.id, entry.id)}
                aria-current={entry.id === unit.id ? 'true' : undefined}
              >
                <UnitStatusIcon status={entry.status} className="unit-side__icon" />
                <span>{entry.title}</span>
              </Link>
            </li>
          );
        })}
      </ol>
    </aside>
  );
}

export function UnitLayout({
  state,
  retry,
  heading,
  children,
}: {
  readonly state: LoadState<{ course: Course; unit: Unit }>;
  readonly retry: () => void;
  readonly heading: string;
  readonly children: (data: { course: Course; unit: Unit }) => ReactNode;
}) {
  const { t } = useTranslation();
  if (state.status === 'loading') return <main className="page unit-page"><Skeleton lines={5} /></main>;
  if (state.status === 'failed') return <main className="page unit-page"><LoadFailed onRetry={retry} /></main>;
  const { course, unit } = state.data;
  return (
    <main className="page unit-page">
      <div className="unit-page__main">
        <BackNav href={coursePath(course.id)} label={course.name}>
          {t('learning.backToCourse')}
        </BackNav>
        <p className="unit-page__course">{course.name}</p>
        <h1 className="page__title">
          {unit.title} · {heading}
        </h1>
        <UnitNav course={course} unit={unit} />
        {children(state.data)}
      </div>
      <CourseUnitsPanel course={course} unit={unit} />
    </main>
  );
}

export function NextLink({ href, label }: { readonly href: string; readonly label?: string }) {
  const { t } = useTranslation();
  return (
    <p className="unit-page__next">
      <Link className="button button--primary" href={href}>
        {label ?? t('learning.next')}
      </Link>
    </p>
  );
}
