/**
 * "Oh, loading failed" with a retry button (the system-upgrade notice instead
 * while the server reports an upgrade), and skeleton blocks shown while a page loads.
 */
import { useTranslation } from 'react-i18next';
import { useSystemUpgradeText } from './system-upgrade-notice';

export function LoadFailed({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useTranslation();
  const upgrade = useSystemUpgradeText();
  return (
    <div className="load-failed" role="alert">
      <p className="load-failed__text">{upgrade ?? t('learning.loadFailed')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('learning.retry')}
      </button>
    </div>
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

export function ProgressBar({ value, label }: { readonly value: number; readonly label: string }) {
  return (
    <div className="progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} aria-label={label}>
      <div className="progress__bar" style={{ width: `${value}%` }} />
    </div>
  );
}
