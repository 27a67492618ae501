/**
 * /course?id= (spec §1, §2, §4): the four steps with their lock states and
 * the unit list with progress labels. Lessons (step 2) lead into the unit
 * pages; steps 1 and 4 lead to the pre- and post-test (and their reports
 * once finished), step 3 to the scenario simulation and key actions.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useApiClient } from '../../../shared/api/api-client-context';
import { LoadFailed, ProgressBar, Skeleton } from '../../../shared/components/load-state';
import { useLoad } from '../../../shared/hooks/use-load';
import { useLocale } from '../../../shared/i18n/use-locale';
import { canEnter, lockStateText, stepName, unitStatusLabel } from '../../../shared/learning/course-status';
import { fetchCourse, verifyTicket } from '../../../shared/learning/learning-api';
import { useCourseListSync } from '../../../shared/learning/use-course-list-sync';
import { stepPagePath, unitPagePath } from '../../../shared/routing/paths';
import { useCourseQuery, useSelectCourse } from '../use-unit';
import { useAssessmentT } from '../../../shared/i18n/assessment-namespace';

export function CoursePage() {
  const { t } = useTranslation();
  const tx = useAssessmentT();
  const client = useApiClient();
  const locale = useLocale();
  const { courseId } = useCourseQuery();
  useSelectCourse(courseId);
  useCourseListSync(courseId);
  const state = useLoad(
    () => (courseId === undefined ? Promise.reject(new Error('no course id')) : fetchCourse(client, courseId)),
    [client, courseId, locale],
  );
  const ticket = useLoad(
    () => (courseId === undefined ? Promise.resolve({ expired: false }) : verifyTicket(client, courseId)),
    [client, courseId],
  );
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [courseId]);

  if (state.status === 'loading') return <main className="page course"><Skeleton cards={4} lines={3} /></main>;
  if (state.status === 'failed') return <main className="page course"><LoadFailed onRetry={state.retry} /></main>;
  const course = state.data;
  const lessons = course.steps.find((step) => step.step === 2);
  const lessonsOpen = lessons ? canEnter(lessons.status) : false;
  const ticketExpired = ticket.status === 'loaded' && ticket.data.expired;
  const progress = t('learning.progress', { progress: course.progress });
  const firstUnfinished = course.units.find((unit) => unit.status === 'notStarted' || unit.status === 'notFinished') ?? course.units[0];

  return (
    <main className="page course">
      <h1 className="page__title">{course.name}</h1>
      <p>{course.description}</p>
      <p className="course__facts">
        {t('learning.minutes', { minutes: course.estimatedMinutes })} · {t('learning.units', { count: course.unitCount })} · {progress}
      </p>
      <ProgressBar value={course.progress} label={progress} />
      {(ticketExpired || course.status === 'expired') && (
        <p className="notice" role="status">
          {t('notices.courseExpired')}
        </p>
      )}
      <ol className="steps">
        {course.steps.map((step) => (
          <li key={step.step} className={`steps__item steps__item--${step.status}`} data-step={step.step}>
            <h2 className="steps__name">{stepName(t, step.step)}</h2>
            <p className="steps__state">{lockStateText(t, step, locale)}</p>
            {(step.step === 1 || step.step === 4) && canEnter(step.status) && (
              <p className="steps__links">
                {/* The pre-test is taken once: when finished, its report is the way in. */}
                {!(step.step === 1 && step.status === 'finished') && (
                  <Link className="button button--primary" href={stepPagePath(step.step === 1 ? 'abilityTest' : 'checkTest', course.id)}>
                    {tx('assessment.takeTest')}
                  </Link>
                )}{' '}
                {step.status === 'finished' && (
                  <Link className="button button--secondary" href={stepPagePath(step.step === 1 ? 'abilityReport' : 'checkReport', course.id)}>
                    {tx('assessment.viewReport')}
                  </Link>
                )}
              </p>
            )}
            {step.step === 3 && canEnter(step.status) && (
              <p className="steps__links">
                <Link className="button button--primary" href={stepPagePath('scenarioSimulation', course.id)}>
                  {tx('scenario.enter')}
                </Link>{' '}
                <Link className="button button--secondary" href={stepPagePath('keyBehaviorAnalysis', course.id)}>
                  {tx('keyActions.title')}
                </Link>
              </p>
            )}
            {step.step === 2 && lessonsOpen && firstUnfinished && (
              <Link className="button button--primary" href={unitPagePath('videoLearning', course.id, firstUnfinished.id)}>
                {course.progress > 0 ? t('learning.continue') : t('learning.start')}
              </Link>
            )}
          </li>
        ))}
      </ol>
      <section aria-labelledby="unit-list-title">
        <h2 id="unit-list-title">{t('learning.unitList')}</h2>
        <ul className="units">
          {course.units.map((unit) => (
            <li key={unit.id} className={`units__item units__item--${unit.status}`} data-unit-id={unit.id}>
              {lessonsOpen ? <Link href={unitPagePath('videoLearning', course.id, unit.id)}>{unit.title}</Link> : <span>{unit.title}</span>}
              <span className="units__status">{unitStatusLabel(t, unit.status)}</span>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
