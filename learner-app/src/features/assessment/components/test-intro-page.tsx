/**
 * /course/abilityTest and /course/checkTest: the introduction of the pre-test
 * (module 1) or post-test (module 4) — 10–25 minutes, the pre-test once only,
 * leaving midway may make results inaccurate — with a start button. A
 * finished test links to its report (the post-test may be retaken). When an
 * attempt is in progress with answers, the prompt "completed N questions,
 * continue?" offers restart, continue or exit (spec §4).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { useApiClient } from '../../../shared/api/api-client-context';
import { Dialog } from '../../../shared/components/dialog';
import { BackLink } from '../../../shared/components/back-link';
import { LoadFailed, Skeleton } from '../../../shared/components/load-state';
import { useToast } from '../../../shared/components/toast';
import { useLoad } from '../../../shared/hooks/use-load';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useSelectedCourse } from '../../../shared/learning/use-course-list-sync';
import { coursePath } from '../../../shared/routing/paths';
import { fetchSurveyStatus, resetAttempt } from '../api/survey';
import type { AssessmentModule } from '../api/survey';
import { assessmentAttemptStore, useAssessmentRoute, useExitTest } from '../assessment-route';
import { useAssessmentT } from '../../../shared/i18n/assessment-namespace';

export function TestIntroPage({ moduleId }: { readonly moduleId: AssessmentModule }) {
  const { t } = useTranslation();
  const tx = useAssessmentT();
  const client = useApiClient();
  const locale = useLocale();
  const toast = useToast();
  const [, navigate] = useLocation();
  const exit = useExitTest();
  const { courseId, pages } = useAssessmentRoute(moduleId);
  const [promptClosed, setPromptClosed] = useState(false);
  const [busy, setBusy] = useState(false);
  const state = useLoad(
    () => (courseId === undefined ? Promise.reject(new Error('no course id')) : fetchSurveyStatus(client, courseId, moduleId)),
    [client, courseId, moduleId, locale],
  );
  useSelectedCourse(courseId);

  if (state.status === 'loading') return <main className="page assessment"><Skeleton lines={4} /></main>;
  if (state.status === 'failed' || courseId === undefined || pages === undefined) {
    return <main className="page assessment"><LoadFailed onRetry={state.retry} /></main>;
  }
  const survey = state.data;
  const title = tx(moduleId === 1 ? 'assessment.titles.ability' : 'assessment.titles.check');
  const done = survey.status === 'finished' || survey.status === 'expired';
  const resumable = survey.status === 'inProgress' && survey.answeredCount > 0;

  const restart = (attemptId: number) => {
    setBusy(true);
    resetAttempt(client, courseId, moduleId, attemptId).then(
      () => {
        assessmentAttemptStore(courseId, moduleId).clear();
        navigate(pages.answer);
      },
      (error: unknown) => {
        setBusy(false);
        toast(error instanceof Error ? error.message : t('notices.sendFailed'), { tone: 'error' });
      },
    );
  };

  return (
    <main className="page assessment">
      <nav className="unit-page__crumbs" aria-label={title}>
        <BackLink href={coursePath(courseId)}>{t('learning.backToCourse')}</BackLink>
      </nav>
      <h1 className="page__title">{title}</h1>
      {survey.title && <p className="assessment__subtitle">{survey.title}</p>}
      <ul className="assessment__rules">
        <li>{tx('assessment.duration', { min: survey.minutes.min, max: survey.minutes.max, count: survey.questionCount })}</li>
        <li>{tx('assessment.timeLimit', { minutes: Math.ceil(survey.timeLimitSeconds / 60) })}</li>
        <li>{survey.onceOnly ? tx('assessment.onceOnly') : tx('assessment.retakeAllowed')}</li>
        <li>{tx('assessment.leaveWarning')}</li>
      </ul>
      {done ? (
        <>
          <p className="notice" role="status">
            {tx('assessment.finished')}
          </p>
          <p className="assessment__actions">
            <Link className="button button--primary" href={pages.report}>
              {tx('assessment.viewReport')}
            </Link>
            {survey.canStart && survey.attemptId !== null && (
              <button
                type="button"
                className="button button--secondary"
                disabled={busy}
                onClick={() => {
                  if (survey.attemptId !== null) restart(survey.attemptId);
                }}
              >
                {tx('assessment.retake')}
              </button>
            )}
          </p>
        </>
      ) : (
        <p className="assessment__actions">
          {(survey.canStart || survey.status === 'inProgress') && (
            <Link className="button button--primary" href={pages.answer}>
              {survey.status === 'inProgress' ? tx('assessment.continue') : tx('assessment.start')}
            </Link>
          )}
          <button type="button" className="button button--secondary" onClick={exit}>
            {tx('assessment.exit')}
          </button>
        </p>
      )}
      <Dialog
        open={resumable && !promptClosed}
        title={tx('assessment.continueTitle')}
        closeLabel={tx('assessment.continue')}
        onClose={() => {
          setPromptClosed(true);
        }}
        actions={
          <>
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() => {
                if (survey.attemptId !== null) restart(survey.attemptId);
              }}
            >
              {tx('assessment.restart')}
            </button>
            <button type="button" className="button button--secondary" onClick={exit}>
              {tx('assessment.exit')}
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                navigate(pages.answer);
              }}
            >
              {tx('assessment.continue')}
            </button>
          </>
        }
      >
        <p>{tx('assessment.continuePrompt', { count: survey.answeredCount })}</p>
      </Dialog>
    </main>
  );
}

export function AbilityTestPage() {
  return <TestIntroPage moduleId={1} />;
}

export function CheckTestPage() {
  return <TestIntroPage moduleId={4} />;
}
