/**
 * A course's dates still ahead (decision 0099): when a step not yet open opens, when a step the learner has not
 * finished closes, and when the learner's access to the course ends. Steps that open or close at the same moment
 * are one date ("Deadline: Lessons, Scenario simulation and Post-test · Access ends"), so the calendar gets one event
 * per moment, not four at once. A finished step has no deadline; an expired course has no dates.
 */
import type { TFunction } from 'i18next';
import { htmlLangOf, type Locale } from '../../../shared/i18n/language';
import { stepName } from '../../../shared/learning/course-status';
import { ahead, deadlineAhead } from '../../../shared/learning/deadlines';
import type { Course, StepState } from '../../../shared/learning/learning-api';
import { icsCalendar, utcDateTime, type CalendarEvent } from './ics';

type Step = StepState['step'];

export interface CourseDate {
  /** The moment, in ISO 8601 as the server wrote it. */
  readonly at: string;
  readonly opens: readonly Step[];
  readonly closes: readonly Step[];
  readonly accessEnds: boolean;
}

/** Reminders a week and a day before a deadline; at the moment itself for an opening. */
const DEADLINE_REMINDERS = ['P7D', 'P1D'] as const;
const OPENING_REMINDERS = ['PT0S'] as const;

/** The course's dates after `now`, earliest first. */
export function courseDates(course: Pick<Course, 'status' | 'steps' | 'ticketExpiresAt'>, now: Date): CourseDate[] {
  if (course.status === 'expired') return [];
  const byMoment = new Map<number, { at: string; opens: Step[]; closes: Step[]; accessEnds: boolean }>();
  const at = (iso: string) => {
    const moment = Date.parse(iso);
    const found = byMoment.get(moment);
    if (found) return found;
    const created = { at: iso, opens: [], closes: [], accessEnds: false };
    byMoment.set(moment, created);
    return created;
  };
  for (const step of course.steps) {
    if (step.status === 'notOpen' && ahead(step.opensAt, now)) at(step.opensAt).opens.push(step.step);
    const deadline = deadlineAhead(step, now);
    if (deadline) at(deadline).closes.push(step.step);
  }
  if (ahead(course.ticketExpiresAt, now)) at(course.ticketExpiresAt).accessEnds = true;
  return [...byMoment].sort(([a], [b]) => a - b).map(([, date]) => date);
}

/** What happens at a date, in the learner's language: "Opens: Post-test · Deadline: Lessons and Scenario simulation". */
export function describeDate(date: CourseDate, t: TFunction, locale: Locale): string {
  const list = new Intl.ListFormat(htmlLangOf(locale), { type: 'conjunction' });
  const steps = (which: readonly Step[]) => list.format(which.map((step) => stepName(t, step)));
  return [
    date.opens.length ? t('learning.calendar.opens', { steps: steps(date.opens) }) : '',
    date.closes.length ? t('learning.calendar.closes', { steps: steps(date.closes) }) : '',
    date.accessEnds ? t('learning.calendar.accessEnds') : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The course's dates as a calendar file, each event linking to `courseUrl`. */
export function courseCalendar(course: Pick<Course, 'id' | 'name' | 'status' | 'steps' | 'ticketExpiresAt'>, { t, locale, courseUrl, now }: { t: TFunction; locale: Locale; courseUrl: string; now: Date }): string {
  const events = courseDates(course, now).map((date): CalendarEvent => {
    const start = new Date(date.at);
    return {
      uid: `course-${course.id}-${utcDateTime(start)}@ddi-learning`,
      start,
      summary: `${course.name} · ${describeDate(date, t, locale)}`,
      description: t('learning.calendar.description', { url: courseUrl }),
      url: courseUrl,
      reminders: date.closes.length || date.accessEnds ? DEADLINE_REMINDERS : OPENING_REMINDERS,
    };
  });
  return icsCalendar({ name: course.name, events, now });
}
