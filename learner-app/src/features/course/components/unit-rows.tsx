/**
 * The course's units as rows (spec §2, §4): a type icon (a check once finished), the title (a link while the
 * lessons are open), the video's length, and the state — finished, the time left once started, or not started.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { UnitStatusIcon } from './unit-status-icon';
import { minutesLeft, unitStatusLabel, videoMinutes } from '../../../shared/learning/course-status';
import type { UnitSummary } from '../../../shared/learning/learning-api';
import { unitPagePath } from '../../../shared/routing/paths';

function UnitState({ unit }: { readonly unit: UnitSummary }) {
  const { t } = useTranslation();
  const left = minutesLeft(unit.videoSeconds, unit.watchedSeconds);
  if (unit.status === 'notFinished' && unit.watchedSeconds > 0 && left > 0) {
    return <span className="unit-rows__state unit-rows__state--started">{t('learning.minutesLeft', { minutes: left })}</span>;
  }
  return <span className={`unit-rows__state unit-rows__state--${unit.status}`}>{unitStatusLabel(t, unit.status)}</span>;
}

export function UnitRows({ courseId, units, open }: { readonly courseId: number; readonly units: readonly UnitSummary[]; readonly open: boolean }) {
  const { t } = useTranslation();
  return (
    <ol className="unit-rows">
      {units.map((unit) => {
        return (
          <li key={unit.id} className={`unit-rows__row unit-rows__row--${unit.status}`} data-unit-id={unit.id}>
            <UnitStatusIcon status={unit.status} className="unit-rows__icon" />
            <span className="unit-rows__title">
              {open ? <Link className="stretched-link" href={unitPagePath('videoLearning', courseId, unit.id)}>
                  {unit.title}
                </Link> : unit.title}
            </span>
            <span className="unit-rows__meta">
              <span className="unit-rows__duration">{t('learning.minutes', { minutes: videoMinutes(unit.videoSeconds) })}</span>
              <UnitState unit={unit} />
            </span>
          </li>
        );
      })}
    </ol>
  );
}
