/**
 * What comes after the lessons, at the end of study: the course's first later step not yet finished (the scenario
 * simulation, the post-test) with its state and its way in — or, for a finished course, the certificate.
 */
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../shared/api/api-client-context';
import { useLoad } from '../../../shared/hooks/use-load';
import { useLocale } from '../../../shared/i18n/use-locale';
import { lockStateText, stepName } from '../../../shared/learning/course-status';
import { fetchCourse } from '../../../shared/learning/learning-api';
import type { Course, StepState } from '../../../shared/learning/learning-api';
import { CourseFinished } from './course-finished';
import { StepActions } from './course-steps';

/** The lessons are step 2: the first later step the learner has not finished, if any. */
export function stepAfterLessons(course: Course): StepState | undefined {
  return course.steps.find((step) => step.step > 2 && step.status !== 'finished');
}

/** The card itself; nothing while the course loads, or if it cannot (the page's way back to the course stays). */
export function NextStep({ courseId }: { readonly courseId: number }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const locale = useLocale();
  const state = useLoad(() => fetchCourse(client, courseId), [client, courseId, locale]);
  if (state.status !== 'loaded') return null;
  const course = state.data;
  if (course.status === 'finished') return <CourseFinished courseId={course.id} />;
  const step = stepAfterLessons(course);
  if (!step) return null;
  return (
    <section className="unit-next end-study__next" aria-labelledby="next-step-title">
      <h2 id="next-step-title" className="unit-next__label">
        {t('learning.nextStep')}
      </h2>
      <p className="unit-next__facts">{t('learning.stepOf', { step: step.step })}</p>
      <p className="unit-next__title">{stepName(t, step.step)}</p>
      <p className="unit-next__facts">{lockStateText(t, step, locale)}</p>
      <StepActions step={step} course={course} />
    </section>
  );
}
