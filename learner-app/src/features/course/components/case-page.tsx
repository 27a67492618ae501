/**
 * /course/case (module 2): the extension case and the job-aid notes of the
 * unit. Job aids are a section of this page, not a route of their own: the
 * spec's module-2 routes (§2) have none, and §1 pairs "extension cases and
 * job-aid notes" (docs/decisions/0007). The unit's pages link to the section
 * as `#job-aid`, which is scrolled into view; it has its own `jobAid` tick.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { unitPagePath } from '../../../shared/routing/paths';
import { useActivityTick, useCourseQuery, useUnitPage } from '../use-unit';
import { JOB_AID_ID, NextLink, UnitLayout } from './unit-layout';

export function CasePage() {
  const { t } = useTranslation();
  const { state } = useUnitPage();
  const { courseId, unitId } = useCourseQuery();
  useActivityTick('case', courseId, unitId);
  useActivityTick('jobAid', courseId, unitId);
  const loaded = state.status === 'loaded';
  useEffect(() => {
    if (loaded && window.location.hash === `#${JOB_AID_ID}`) document.getElementById(JOB_AID_ID)?.scrollIntoView?.();
  }, [loaded]);
  return (
    <UnitLayout state={state} retry={state.retry} heading={t('learning.case')}>
      {({ course, unit }) => (
        <>
          <article className="unit-page__text">{unit.case}</article>
          <section id={JOB_AID_ID} className="unit-page__job-aid" aria-labelledby="job-aid-title" tabIndex={-1}>
            <h2 id="job-aid-title">{t('learning.jobAid')}</h2>
            <p>{unit.jobAid}</p>
          </section>
          <NextLink href={unitPagePath('endUnit', course.id, unit.id)} />
        </>
      )}
    </UnitLayout>
  );
}
