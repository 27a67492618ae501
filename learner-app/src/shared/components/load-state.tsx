/**
 * "Oh, loading failed" with a retry button (the system-upgrade notice instead
 * while the server reports an upgrade), and skeleton blocks shown while a page loads.
 */
// One module, not the package index: the whole library would be parsed wherever a progress bar shows.
import { ProgressBar as AriaProgressBar } from 'react-aria-components/ProgressBar';
import { useTranslation } from 'react-i18next';
import CloudOff from 'lucide-react/icons/cloud-off';
import RotateCw from 'lucide-react/icons/rotate-cw';
import Wrench from 'lucide-react/icons/wrench';
import { StatePanel } from './state-panel';
import { useSystemUpgradeText } from './system-upgrade-notice';

/**
 * The error state of a region that failed to load (the state pattern): what happened in the user's language,
 * and "Try again" as its one action. During a system upgrade it is the maintenance state: a wrench, the
 * upgrade notice with its expected end, and the same retry.
 */
export function LoadFailed({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useTranslation();
  const upgrade = useSystemUpgradeText();
  return (
    <StatePanel
      icon={upgrade === null ? CloudOff : Wrench}
      tone={upgrade === null ? 'brand' : 'warning'}
      className="load-failed"
      role="alert"
      actions={
        <button type="button" className="button button--primary" onClick={onRetry}>
          <RotateCw aria-hidden="true" focusable="false" />
          {t('learning.retry')}
        </button>
      }
    >
      <p className="load-failed__text">{upgrade ?? t('learning.loadFailed')}</p>
    </StatePanel>
  );
}

export function Skeleton({ lines = 3, cards = 0 }: { readonly lines?: number; readonly cards?: number }) {
  const { t } = useTranslation();
  return (
    <div className="skeleton" role="status" aria-busy="true" aria-label={t('common.loading')}>
      {Array.from({ length: cards }, (_, index) => (
        <div key={`card-${index}`} className="skeleton__card" />
      ))}
      {Array.from({ length: lines }, (_, index) => (
        <div key={`line-${index}`} className="skeleton__line" />
      ))}
    </div>
  );
}

/**
 * A progress bar (react-aria-components) for a percentage 0–100, named by `label`;
 * assistive technology also gets the value as a locale-formatted percentage.
 */
export function ProgressBar({ value, label }: { readonly value: number; readonly label: string }) {
  return (
    <AriaProgressBar className="progress" value={value} aria-label={label}>
      {({ percentage = 0 }) => <div className="progress__bar" style={{ width: `${percentage}%` }} />}
    </AriaProgressBar>
  );
}
