/** /course/essenceNotes (module 2): the unit's essence notes. */
import { useTranslation } from 'react-i18next';
import { unitPagePath } from '../../../shared/routing/paths';
import { useActivityTick, useCourseQuery, useUnitPage } from '../use-unit';
import { NextLink, UnitLayout } from './unit-layout';

export function EssenceNotesPage() {
  const { t } = useTranslation();
  const { state } = useUnitPage();
  const { courseId, unitId } = useCourseQuery();
  useActivityTick('essenceNotes', courseId, unitId);
  return (
    <UnitLayout state={state} retry={state.retry} heading={t('learning.essenceNotes')}>
      {({ course, unit }) => (
        <>
          <article className="unit-page__text">{unit.essenceNotes}</article>
          <NextLink href={unitPagePath('practiceQuestions', course.id, unit.id)} />
        </>
      )}
    </UnitLayout>
  );
}
