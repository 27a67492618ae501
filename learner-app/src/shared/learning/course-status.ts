/**
 * Lock states and progress labels (spec §4): the text of a step or course
 * state and of a unit's progress, in the current language.
 */
import type { TFunction } from 'i18next';
import { htmlLangOf } from '../i18n/language';
import type { Locale } from '../i18n/language';
import type { StepStatus, UnitStatus } from './learning-api';

/** The opening time as the learner reads it (date and time, in `timeZone`, default the browser's). */
export function formatOpening(iso: string, locale: Locale, timeZone?: string): string {
  return new Intl.DateTimeFormat(htmlLangOf(locale), { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }).format(
    new Date(iso),
  );
}

/** The opening day alone, for a status chip ("Opens Sep 1, 2030"): in `timeZone`, default the browser's. */
export function formatOpeningDay(iso: string, locale: Locale, timeZone?: string): string {
  return new Intl.DateTimeFormat(htmlLangOf(locale), { dateStyle: 'medium', ...(timeZone ? { timeZone } : {}) }).format(new Date(iso));
}

/**
 * not yet open → "The course will be open at {time}"; expired → "The course
 * has expired"; open → "Open"; finished → "Finished".
 */
export function lockStateText(
  t: TFunction,
  state: { readonly status: StepStatus; readonly opensAt: string | null },
  locale: Locale,
  timeZone?: string,
): string {
  switch (state.status) {
    case 'notOpen':
      return state.opensAt ? t('notices.courseOpensAt', { time: formatOpening(state.opensAt, locale, timeZone) }) : t('learning.courseStatus.notOpen');
    case 'expired':
      return t('notices.courseExpired');
    case 'finished':
      return t('learning.stepFinished');
    case 'open':
      return t('learning.stepOpen');
  }
}

/** not started, not finished, finished, study completed. */
export function unitStatusLabel(t: TFunction, status: UnitStatus): string {
  return t(`learning.unitStatus.${status}`);
}

/** A unit video's length in whole minutes, as the unit lists show it: at least 1. */
export function videoMinutes(videoSeconds: number): number {
  return Math.max(1, Math.round(videoSeconds / 60));
}

/** Whole minutes of a video still to watch: at least 1 while any second is left, 0 once all is watched. */
export function minutesLeft(videoSeconds: number, watchedSeconds: number): number {
  const left = Math.max(0, videoSeconds - watchedSeconds);
  return left === 0 ? 0 : Math.max(1, Math.ceil(left / 60));
}

/** Whether the learner may enter: only an open step (or a finished one, to review). */
export function canEnter(status: StepStatus): boolean {
  return status === 'open' || status === 'finished';
}

const STEP_KEYS = { 1: 'ability', 2: 'lessons', 3: 'scenario', 4: 'postTest' } as const;

/** The name of a course step: ability analysis, lessons, scenario simulation, post-test. */
export function stepName(t: TFunction, step: 1 | 2 | 3 | 4): string {
  return t(`learning.steps.${STEP_KEYS[step]}`);
}
