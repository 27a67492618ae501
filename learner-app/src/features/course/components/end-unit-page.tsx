/**
 * /course/endUnit (module 2): where the unit stands — complete, its video watched with practice left, or not
 * finished yet, with a link to what is left — and what comes next: the next unit (its title, length and state) or,
 * after the last one, the end of study.
 */
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleCheckBig from 'lucide-react/icons/circle-check-big';
import CircleDashed from 'lucide-react/icons/circle-dashed';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { unitStatusLabel, videoMinutes } from '../../../shared/learning/course-status';
import type { Course, Unit } from '../../../shared/learning/learning-api';
import { unitPagePath } from '../../../shared/routing/paths';
import { nextUnitOf, useActivityTick, useCourseQuery, useUnitPage } from '../use-unit';
import { NextLink, UnitLayout } from './unit-layout';
import { UnitStatusIcon } from './unit-status-icon';

/** Where the unit stands, in words, and the page that finishes it (none once complete). */
function UnitStanding({ course, unit }: { readonly course: Course; readonly unit: Unit }) {
  const { t } = useTranslation();
  const standing = unit.status === 'studyCompleted' ? 'complete' : unit.status === 'finished' ? 'watched' : 'open';
  const Icon = { complete: CircleCheckBig, watched: CircleCheck, open: CircleDashed }[standing];
  const left =
    standing === 'watched'
      ? { href: unitPagePath('practiceQuestions', course.id, unit.id), label: t('learning.unitEnd.answerPractice') }
      : standing === 'open'
        ? { href: unitPagePath('videoLearning', course.id, unit.id), label: t('learning.unitEnd.watchVideo') }
        : undefined;
  return (
    <section className={`unit-end unit-end--${standing}`} aria-labelledby="unit-end-title">
      <Icon className="unit-end__icon" aria-hidden="true" focusable="false" />
      <div className="unit-end__body">
        <h2 id="unit-end-title" className="unit-end__title">
          {t(`learning.unitEnd.${standing}Title`)}
        </h2>
        <p>{t(`learning.unitEnd.${standing}Text`)}</p>
        {left && (
          <Link className="button button--secondary unit-end__action" href={left.href}>
            {left.label}
          </Link>
        )}
      </div>
    </section>
  );
}

/** The next unit, or the end of study after the last one. */
function UpNext({ course, unit }: { readonly course: Course; readonly unit: Unit }) {
  const { t } = useTranslation();
  const next = nextUnitOf(course, unit.id);
  return (
    <section className="unit-next" aria-labelledby="unit-next-title">
      <h2 id="unit-next-title" className="unit-next__label">
        {t('learning.unitEnd.upNext')}
      </h2>
      {next ? (
        <div className="unit-next__unit">
          <UnitStatusIcon status={next.status} className="unit-next__icon" />
          <div>
            <p className="unit-next__title">{next.title}</p>
            <p className="unit-next__facts">
              {t('learning.minutes', { minutes: videoMinutes(next.videoSeconds) })} · {unitStatusLabel(t, next.status)}
            </p>
          </div>
        </div>
      ) : (
        <p>{t('learning.unitEnd.lastUnit')}</p>
      )}
      {next ? (
        <NextLink href={unitPagePath('videoLearning', course.id, next.id)} label={t('learning.nextUnit')} />
      ) : (
        <NextLink href={unitPagePath('endStudy', course.id)} label={t('learning.endStudy')} />
      )}
    </section>
  );
}

export function EndUnitPage() {
  const { t } = useTranslation();
  const { state } = useUnitPage();
  const { courseId, unitId } = useCourseQuery();
  useActivityTick('endUnit', courseId, unitId);
  return (
    <UnitLayout state={state} retry={state.retry} heading={t('learning.endUnit')}>
      {({ course, unit }) => (
        <div className="unit-end-page">
          <UnitStanding course={course} unit={unit} />
          <UpNext course={course} unit={unit} />
        </div>
      )}
    </UnitLayout>
  );
}
