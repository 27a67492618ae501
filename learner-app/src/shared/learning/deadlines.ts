/**
 * The learner's deadlines on a course (decisions 0099, 0100): a step still to do closes at its `closesAt`, and the
 * learner's access to the course ends at `ticketExpiresAt`. The course page lists them and saves them to a calendar;
 * a course card shows the next one as "Due …", in days once it is a week away or less.
 */
import type { TFunction } from 'i18next';
import { htmlLangOf, type Locale } from '../i18n/language';
import { formatOpeningDay } from './course-status';
import type { Course, Project, StepState } from './learning-api';

/** From this many calendar days before it, a deadline is told in days ("Due in 3 days") and marked as near. */
export const DUE_SOON_DAYS = 7;

/** True when `iso` is a moment after `now`. */
export const ahead = (iso: string | null, now: Date): iso is string => iso !== null && Date.parse(iso) > now.getTime();

/** A step's deadline if it is still ahead and the step still to do (not open yet, or open); else null. */
export function deadlineAhead(step: StepState, now: Date): string | null {
  return (step.status === 'notOpen' || step.status === 'open') && ahead(step.closesAt, now) ? step.closesAt : null;
}

/**
 * The next deadline of a course open to the learner: the earliest close of a step still to do, or the end of their
 * access if that comes first; null when nothing is ahead, or the course is not open (not yet open, finished, expired).
 */
export function nextDeadline(course: Pick<Course, 'status' | 'steps' | 'ticketExpiresAt'>, now: Date): string | null {
  if (course.status !== 'open') return null;
  const moments = [...course.steps.map((step) => deadlineAhead(step, now)), ahead(course.ticketExpiresAt, now) ? course.ticketExpiresAt : null];
  return moments.reduce<string | null>((earliest, at) => (at !== null && (earliest === null || Date.parse(at) < Date.parse(earliest)) ? at : earliest), null);
}

/** The deadline of an open project, its close, while it is ahead; else null. */
export function projectDeadline(project: Pick<Project, 'status' | 'closesAt'>, now: Date): string | null {
  return project.status === 'open' && ahead(project.closesAt, now) ? project.closesAt : null;
}

/** The next deadline of a course open to the learner if it is a week away or less (due soon); else null. */
export function nearDeadline(course: Pick<Course, 'status' | 'steps' | 'ticketExpiresAt'>, now: Date): string | null {
  const deadline = nextDeadline(course, now);
  return deadline !== null && isDueSoon(deadline, now) ? deadline : null;
}

/** Calendar days from `now`'s date to `iso`'s date, both on the device's clock (today 0, tomorrow 1). */
export function calendarDaysUntil(iso: string, now: Date): number {
  const at = new Date(iso);
  const day = (date: Date) => Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  return Math.round((day(at) - day(now)) / 86_400_000);
}

/** Whether a deadline is near enough to be told in days and marked. */
export function isDueSoon(iso: string, now: Date): boolean {
  return calendarDaysUntil(iso, now) <= DUE_SOON_DAYS;
}

/** The day of `iso` from `now` in the learner's language: "today", "tomorrow", "in 3 days" ("พรุ่งนี้", "3天后"). */
export function relativeDay(iso: string, locale: Locale, now: Date): string {
  return new Intl.RelativeTimeFormat(htmlLangOf(locale), { numeric: 'auto' }).format(calendarDaysUntil(iso, now), 'day');
}

/** "Due today", "Due tomorrow", "Due in 3 days" within a week; "Due Dec 31, 2030" further off (in the learner's language). */
export function dueText(t: TFunction, iso: string, locale: Locale, now: Date): string {
  if (!isDueSoon(iso, now)) return t('learning.courseStatus.dueOn', { date: formatOpeningDay(iso, locale) });
  return t('learning.courseStatus.dueWhen', { when: relativeDay(iso, locale, now) });
}
