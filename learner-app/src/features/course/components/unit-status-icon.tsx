/** A unit's status as an icon beside its title: a tick once finished, a play sign before. */
import CircleCheck from 'lucide-react/icons/circle-check';
import CirclePlay from 'lucide-react/icons/circle-play';
import type { UnitStatus } from '../../../shared/learning/learning-api';

export function UnitStatusIcon({ status, className }: { readonly status: UnitStatus; readonly className: string }) {
  const done = status === 'finished' || status === 'studyCompleted';
  const Icon = done ? CircleCheck : CirclePlay;
  return <Icon aria-hidden="true" focusable="false" className={`unit-status-icon ${done ? 'unit-status-icon--done' : ''} ${className}`} />;
}
