/** /course/endUnit (module 2): the unit is over; on to the next unit, or to the end of study. */
import { useTranslation } from 'react-i18next';
import { unitStatusLabel } from '../../../shared/learning/course-status';
import { unitPagePath } from '../../../shared/routing/paths';
import { nextUnitOf, useActivityTick, useCourseQuery, useUnitPage } from '../use-unit';
import { NextLink, UnitLayout } from './unit-layout';

export function EndUnitPage() {
  const { t } = useTranslation();
  const { state } = useUnitPage();
  const { courseId, unitId } = useCourseQuery();
  useActivityTick('endUnit', courseId, unitId);
  return (
    <UnitLayout state={state} retry={state.retry} heading={t('learning.endUnit')}>
      {({ course, unit }) => {
        const next = nextUnitOf(course, unit.id);
        return (
          <>
            <p>{t('learning.unitDone')}</p>
            <p className="units__status">{unitStatusLabel(t, unit.status)}</p>
            {next ? (
              <NextLink href={unitPagePath('videoLearning', course.id, next.id)} label={t('learning.nextUnit')} />
            ) : (
              <NextLink href={unitPagePath('endStudy', course.id)} />
            )}
          </>
        );
      }}
    </UnitLayout>
  );
}
