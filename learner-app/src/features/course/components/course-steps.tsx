/**
 * The course's four steps as a connected stepper (spec §1, §4): each step's number (a check once finished, a lock
 * while not open or expired), its name, its state with the opening date, its deadline while it is still to be done
 * (decision 0099), and the way in. Steps 1 and 4 lead to the
 * pre- and post-test (their reports once finished), step 2 to the first unfinished unit, step 3 to the scenario
 * simulation and the key actions.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import Check from 'lucide-react/icons/check';
import Lock from 'lucide-react/icons/lock';
import { useServerNow } from '../../../shared/api/api-client-context';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useAssessmentT } from '../../../shared/i18n/assessment-namespace';
import { canEnter, formatOpening, lockStateText, stepName } from '../../../shared/learning/course-status';
import type { Course, StepState } from '../../../shared/learning/learning-api';
import { stepPagePath, unitPagePath } from '../../../shared/routing/paths';
import { deadlineAhead, isDueSoon, relativeDay } from '../../../shared/learning/deadlines';

function StepMarker({ step }: { readonly step: StepState }) {
  const icon = { 'aria-hidden': true, focusable: false, className: 'stepper__icon' } as const;
  return (
    <span className="stepper__marker" aria-hidden="true">
      {step.status === 'finished' ? <Check {...icon} /> : step.status === 'open' ? step.step : <Lock {...icon} />}
    </span>
  );
}

/** The way into a step the learner may enter (nothing for one not open or expired). */
export function StepActions({ step, course }: { readonly step: StepState; readonly course: Course }) {
  const { t } = useTranslation();
  const tx = useAssessmentT();
  if (!canEnter(step.status)) return null;
  if (step.step === 1 || step.step === 4) {
    const test = step.step === 1 ? 'abilityTest' : 'checkTest';
    const report = step.step === 1 ? 'abilityReport' : 'checkReport';
    return (
      <p className="stepper__actions">
        {/* The pre-test is taken once: when finished, its report is the way in. */}
        {!(step.step === 1 && step.status === 'finished') && (
          <Link className="button button--primary" href={stepPagePath(test, course.id)}>
            {tx('assessment.takeTest')}
          </Link>
        )}
        {step.status === 'finished' && (
          <Link className="button button--secondary" href={stepPagePath(report, course.id)}>
            {tx('assessment.viewReport')}
          </Link>
        )}
      </p>
    );
  }
  if (step.step === 3) {
    return (
      <p className="stepper__actions">
        <Link className="button button--primary" href={stepPagePath('scenarioSimulation', course.id)}>
          {tx('scenario.enter')}
        </Link>
        <Link className="button button--secondary" href={stepPagePath('keyBehaviorAnalysis', course.id)}>
          {tx('keyActions.title')}
        </Link>
      </p>
    );
  }
  const next = course.units.find((unit) => unit.status === 'notStarted' || unit.status === 'notFinished') ?? course.units[0];
  if (!next) return null;
  return (
    <p className="stepper__actions">
      <Link className="button button--primary" href={unitPagePath('videoLearning', course.id, next.id)}>
        {course.progress > 0 ? t('learning.continue') : t('learning.start')}
      </Link>
    </p>
  );
}

/**
 * "Closes Dec 31, 2030, 11:59 PM" under a step still to do whose deadline is ahead (decision 0099); a week away or
 * less, marked with the days left ("in 3 days", decision 0100).
 */
function StepDeadline({ step }: { readonly step: StepState }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const now = useServerNow();
  const deadline = deadlineAhead(step, now);
  if (!deadline) return null;
  return (
    <p className="stepper__deadline">
      {t('learning.stepCloses')} <time dateTime={deadline}>{formatOpening(deadline, locale)}</time>
      {isDueSoon(deadline, now) && (
        <>
          {' '}
          <strong className="stepper__soon">{relativeDay(deadline, locale, now)}</strong>
        </>
      )}
    </p>
  );
}

export function CourseSteps({ course }: { readonly course: Course }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ol className="stepper">
      {course.steps.map((step) => (
        <li key={step.step} className={`stepper__step stepper__step--${step.status}`} data-step={step.step}>
          <StepMarker step={step} />
          <div className="stepper__body">
            <p className="stepper__number">{t('learning.stepOf', { step: step.step })}</p>
            <h2 className="stepper__name">{stepName(t, step.step)}</h2>
            <p className="stepper__state">{lockStateText(t, step, locale)}</p>
            <StepDeadline step={step} />
            <StepActions step={step} course={course} />
          </div>
        </li>
      ))}
    </ol>
  );
}
