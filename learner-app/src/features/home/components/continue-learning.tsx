/**
 * Home's "continue learning" card: the course's cover, the unit the learner left off in, how far into its video they got, how long
 * is left, and one button that opens the unit (its video resumes at the saved position); when the course is due
 * within a week, that too ("Due in 3 days", decision 0100), from home's course list. Renders nothing when there is
 * nothing to continue or the call fails: the course list below still offers every course.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
// One icon module, not the package index: every icon would be parsed in tests and dev builds.
import CirclePlay from 'lucide-react/icons/circle-play';
import { useApiClient, useServerNow } from '../../../shared/api/api-client-context';
import { ProgressBar } from '../../../shared/components/load-state';
import { useLoad } from '../../../shared/hooks/use-load';
import { useLocale } from '../../../shared/i18n/use-locale';
import { DueChip } from '../../../shared/learning/course-card';
import { minutesLeft } from '../../../shared/learning/course-status';
import { nearDeadline } from '../../../shared/learning/deadlines';
import type { Course } from '../../../shared/learning/learning-api';
import { unitPagePath } from '../../../shared/routing/paths';
import { homeContinue } from '../data/home-requests';

export function ContinueLearning({ courses }: { readonly courses?: readonly Course[] }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const locale = useLocale();
  const titleId = useId();
  const unitId = useId();
  const state = useLoad(() => homeContinue.take(client), [client, locale]);
  const now = useServerNow();
  if (state.status !== 'loaded' || state.data === null) return null;
  const { learningPathMetaId, courseName, unitTitle, position, videoSeconds } = state.data;
  const percent = videoSeconds > 0 ? Math.min(100, Math.round((100 * position) / videoSeconds)) : 0;
  const watched = t('home.continue.watched', { percent });
  // From the courses home lists (absent while they load; a project's course is not among them).
  const course = courses?.find((entry) => entry.id === learningPathMetaId);
  const deadline = course ? nearDeadline(course, now) : null;
  return (
    <section className="home__panel continue" aria-labelledby={titleId}>
      {state.data.coverUrl ? (
        <img className="continue__cover" src={state.data.coverUrl} alt="" width={160} height={90} />
      ) : (
        <CirclePlay className="continue__icon" aria-hidden="true" focusable="false" />
      )}
      <div className="continue__body">
        <h2 id={titleId} className="home__panel-title">
          {t('home.continue.title')}
        </h2>
        <p className="continue__course">{courseName}</p>
        <p id={unitId} className="continue__unit">
          {unitTitle}
        </p>
        <ProgressBar value={percent} label={watched} />
        <p className="continue__meta">
          {watched} · {t('learning.minutesLeft', { minutes: minutesLeft(videoSeconds, position) })}
        </p>
        {deadline !== null && (
          <p className="continue__due">
            <DueChip deadline={deadline} />
          </p>
        )}
      </div>
      <Link
        className="button button--primary continue__action"
        href={unitPagePath('videoLearning', learningPathMetaId, state.data.unitId)}
        aria-describedby={unitId}
      >
        {t('home.continue.action')}
      </Link>
    </section>
  );
}
