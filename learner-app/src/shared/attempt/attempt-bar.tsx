/**
 * The bar above a timed attempt's question (assessment or DNA survey): its
 * title, the countdown, whether answers are being saved, the language menu and
 * the exit button. Screen readers hear the countdown only when it matters:
 * "Less than 5 minutes left" and "Less than 1 minute left" are announced once
 * as the time crosses them (the timer itself is not a live region).
 */
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from '../language/language-menu';
import { formatCountdown } from '../time/countdown';
import type { ConnectionState } from './answer-queue';

const CONNECTION_CLASS: Record<ConnectionState, string> = {
  idle: '',
  saving: 'assessment__connection--saving',
  saved: 'assessment__connection--saved',
  retrying: 'assessment__connection--retrying',
};

/** The minutes a warning is announced at, largest first. */
export const TIME_WARNING_MINUTES: readonly number[] = [5, 1];

/** The warning due with `remaining` seconds left: the smallest mark not yet passed. */
export function timeWarningOf(remaining: number): number | undefined {
  return [...TIME_WARNING_MINUTES].reverse().find((minutes) => remaining <= minutes * 60);
}

export interface AttemptBarProps {
  readonly title: string;
  /** "Time left" in the attempt's wording. */
  readonly timerLabel: string;
  readonly remaining: number;
  /** False once the attempt is over (nothing left to count). */
  readonly running: boolean;
  readonly connection: ConnectionState;
  /** What `connection` says, in the attempt's wording. */
  readonly connectionText: string;
  readonly exitLabel: string;
  readonly onExit: () => void;
  /** Whether the exit button shows (default: while running). */
  readonly exitable?: boolean;
}

export function AttemptBar({ title, timerLabel, remaining, running, connection, connectionText, exitLabel, onExit, exitable = running }: AttemptBarProps) {
  const { t } = useTranslation();
  const warning = running ? timeWarningOf(remaining) : undefined;
  return (
    <div className="assessment__bar">
      <h1 className="page__title">{title}</h1>
      {running && (
        <p className="assessment__timer">
          <span>{timerLabel}: </span>
          <span role="timer" aria-label={timerLabel}>
            {formatCountdown(remaining)}
          </span>
        </p>
      )}
      <p className="visually-hidden" role="status">
        {warning === undefined ? '' : t('attempt.timeWarning', { count: warning })}
      </p>
      <p className={`assessment__connection ${CONNECTION_CLASS[connection]}`} role="status" aria-live="polite">
        {running && connection !== 'idle' ? connectionText : ''}
      </p>
      <LanguageMenu />
      {exitable && (
        <button type="button" className="button button--secondary" onClick={onExit}>
          {exitLabel}
        </button>
      )}
    </div>
  );
}
